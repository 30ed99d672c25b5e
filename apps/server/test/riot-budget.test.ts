import { randomUUID } from 'node:crypto';
import type { Player } from '@riftscope/riot-sim';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveGames } from '../src/db/schema.ts';
import { UNKNOWN_PLAYER_CACHE_MS } from '../src/modules/ingestion/lookup-guard.ts';
import { NOT_IN_GAME_CACHE_MS } from '../src/modules/live/live.service.ts';
import {
  TOO_MANY_NEW_MATCHES,
  UNKNOWN_MATCH_CACHE_MS,
} from '../src/modules/matches/matches.service.ts';
import { DEFAULT_RIOT_SPEND_LIMITS } from '../src/platform/config.ts';
import { pglite, TEST_DATABASES } from './databases.ts';
import { playerPicker, type RiotIdIn, storedMatchIds, summonerUrl } from './riot-players.ts';
import { type TestApp, useTestApp } from './test-app.ts';

const limits = DEFAULT_RIOT_SPEND_LIMITS;
const ACCOUNT = 'account-v1.getByRiotId';
const SPECTATOR = 'spectator-v5.getCurrentGameInfoByPuuid';
const GET_MATCH = 'match-v5.getMatch';
const { REDIS_URL } = process.env;

const madeUp = (name: string): RiotIdIn => ({ gameName: name, tagLine: 'FAKE', platform: 'euw1' });

/** A match id of a served platform that Riot (the simulator) does not have. */
let madeUpMatches = 0;
const madeUpMatchId = () => `EUW1_${++madeUpMatches}`;

/** A PUUID of Riot's form that no player has. */
const unknownPuuid = () => randomUUID().replaceAll('-', '').padEnd(78, 'x');

/** A client address of its own for each call, so that tests sharing an app share no limits. */
let addresses = 0;
const newAddress = () => `198.51.100.${++addresses}`;

const countStatuses = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};

function requestsFrom(t: TestApp) {
  return (address: string, url: string, method: InjectOptions['method'] = 'GET') =>
    t.request({ method, url, remoteAddress: address });
}

describe.each(TEST_DATABASES)('a flood of made-up Riot IDs on $name', (db) => {
  const t = useTestApp(db, { riotSpend: limits });

  it('spends only the address quota of the budget, so another address still looks up a real player', async () => {
    // The development key's long window: 100 calls per 2 minutes per routing value.
    t.sim.setLimits({ app: '100:120' });
    const from = requestsFrom(t);
    const attacker = newAddress();
    const flood = [];
    for (let i = 0; i < 110; i++) {
      flood.push(await from(attacker, summonerUrl(madeUp(`Nobody ${i}`))));
    }
    expect(countStatuses(flood.map((r) => r.statusCode))).toEqual({
      404: limits.coldLookupsPerIp,
      429: 110 - limits.coldLookupsPerIp,
    });
    expect(flood.every((r) => r.statusCode !== 429 || Number(r.headers['retry-after']) > 0)).toBe(
      true,
    );
    expect(t.sim.stats().byMethod[ACCOUNT]).toBe(limits.coldLookupsPerIp);

    const real = await from(newAddress(), summonerUrl(playerPicker(t.sim)()));
    expect(real.statusCode, real.body).toBe(200);
  });
});

describe.each(TEST_DATABASES)('a flood of made-up match ids on $name', (db) => {
  const t = useTestApp(db, { riotSpend: limits });

  it('spends only the address quota of the budget, so another address still looks up a real player', async () => {
    // The development key's long window: 100 calls per 2 minutes per routing value.
    t.sim.setLimits({ app: '100:120' });
    const from = requestsFrom(t);
    const attacker = newAddress();
    const flood = [];
    for (let i = 0; i < 110; i++) {
      const route = ['participants', `${unknownPuuid()}/timeline`, `${unknownPuuid()}/build`][
        i % 3
      ];
      flood.push(await from(attacker, `/api/matches/${madeUpMatchId()}/${route}`));
    }
    expect(countStatuses(flood.map((r) => r.statusCode))).toEqual({
      404: limits.coldLookupsPerIp,
      429: 110 - limits.coldLookupsPerIp,
    });
    expect(flood.every((r) => r.statusCode !== 429 || Number(r.headers['retry-after']) > 0)).toBe(
      true,
    );
    expect(t.sim.stats().byMethod).toEqual({ [GET_MATCH]: limits.coldLookupsPerIp });

    const real = await from(newAddress(), summonerUrl(playerPicker(t.sim)()));
    expect(real.statusCode, real.body).toBe(200);
  });
});

describe.each(TEST_DATABASES)('the Riot budget on $name', (db) => {
  let pick: ReturnType<typeof playerPicker>;
  let from: ReturnType<typeof requestsFrom>;
  const t = useTestApp(db, { freshRiotStats: true, riotSpend: limits });
  beforeAll(async () => {
    pick = playerPicker(t.sim);
    from = requestsFrom(t);
  });

  const idlePlayer = () => pick((p) => p.platform === 'euw1' && !isInGame(p));
  const isInGame = (p: Player) => t.sim.world.liveGame(p, Date.now()) !== null;
  const liveStatusUrl = (puuid: string) =>
    `/api/summoners/${encodeURIComponent(puuid)}/euw1/live-status`;
  const liveRowsOf = (puuid: string) =>
    t.database.db.select().from(liveGames).where(eq(liveGames.puuid, puuid));

  it('answers a repeated unknown Riot ID from memory, in any case and from any address, without asking Riot', async () => {
    const ghost = madeUp(`Ghost ${randomUUID().slice(0, 8)}`);
    const first = await from(newAddress(), summonerUrl(ghost));
    expect(first.statusCode).toBe(404);
    expect(t.sim.stats().byMethod).toEqual({ [ACCOUNT]: 1 });

    await t.resetRiotStats();
    const address = newAddress();
    for (const gameName of [ghost.gameName, ghost.gameName.toUpperCase()]) {
      const again = await from(address, summonerUrl({ ...ghost, gameName }));
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toContain('was not found');
    }
    const live = await from(
      address,
      `/api/summoners/euw1/${encodeURIComponent(ghost.gameName)}/FAKE/live`,
    );
    expect(live.statusCode).toBe(404);
    expect(t.sim.stats().total).toBe(0);
  });

  it('refuses an address more lookups of players new to the site than its quota, with Retry-After, while stored players still answer', async () => {
    const stored = pick();
    expect((await from(newAddress(), summonerUrl(stored))).statusCode).toBe(200);

    const address = newAddress();
    for (let i = 0; i < limits.coldLookupsPerIp; i++) {
      const res = await from(address, summonerUrl(madeUp(`Quota ${addresses} ${i}`)));
      expect(res.statusCode).toBe(404);
    }
    await t.resetRiotStats();
    const refused = await from(address, summonerUrl(pick()));
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(limits.coldLookupWindowMs / 1000);
    expect(t.sim.stats().total).toBe(0);

    expect((await from(address, summonerUrl(stored))).statusCode).toBe(200);
    expect((await from(newAddress(), summonerUrl(pick()))).statusCode).toBe(200);
  });

  it('answers a repeated unknown match id from memory, on every match route and from any address, without asking Riot', async () => {
    const matchId = madeUpMatchId();
    const first = await from(newAddress(), `/api/matches/${matchId}/participants`);
    expect(first.statusCode).toBe(404);
    expect(t.sim.stats().byMethod).toEqual({ [GET_MATCH]: 1 });

    await t.resetRiotStats();
    const address = newAddress();
    for (const route of ['participants', `${unknownPuuid()}/timeline`, `${unknownPuuid()}/build`]) {
      const again = await from(address, `/api/matches/${matchId}/${route}`);
      expect(again.statusCode, route).toBe(404);
    }
    expect(t.sim.stats().total).toBe(0);
  });

  it('counts matches not stored yet in the address quota of new things, once each, while stored matches still answer', async () => {
    const player = pick((p) => p.platform === 'euw1');
    expect((await from(newAddress(), summonerUrl(player))).statusCode).toBe(200);
    await t.resetRiotStats();
    const [storedId] = await storedMatchIds(
      t.database.db,
      t.sim.world.matchIds(player, { start: 0, count: 1 }),
    );
    const candidates = t.sim.world.matchIds(
      pick((p) => p.platform === 'euw1'),
      { start: 0, count: 40 },
    );
    const stored = await storedMatchIds(t.database.db, candidates);
    const unstored = candidates.filter((id) => !stored.has(id));
    const [first] = unstored;
    const beyond = unstored[limits.coldLookupsPerIp];
    if (!storedId || !first || !beyond) throw new Error('not enough matches');

    const address = newAddress();
    for (const id of unstored.slice(0, limits.coldLookupsPerIp)) {
      const res = await from(address, `/api/matches/${id}/participants`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const timeline = await from(address, `/api/matches/${first}/${unknownPuuid()}/timeline`);
    expect(timeline.statusCode, timeline.body).toBe(200);

    await t.resetRiotStats();
    const refused = await from(address, `/api/matches/${beyond}/participants`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_NEW_MATCHES });
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(limits.coldLookupWindowMs / 1000);
    // One quota for every new thing: players new to the site too.
    expect((await from(address, summonerUrl(pick()))).statusCode).toBe(429);
    expect(t.sim.stats().total).toBe(0);

    expect((await from(address, `/api/matches/${storedId}/participants`)).statusCode).toBe(200);
    const elsewhere = await from(newAddress(), `/api/matches/${beyond}/participants`);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  // Every route that may ask Riot, with requests that do not (an unknown region is a 422):
  // the limit counts requests, whatever they cost.
  it.each([
    ['a profile', 'GET', '/api/summoners/A/B/xx1', limits.lookupsPerIpPerMinute],
    ['a match page', 'GET', '/api/summoners/A/B/matches?region=xx1', limits.lookupsPerIpPerMinute],
    ['a live game', 'GET', '/api/summoners/xx1/A/B/live', limits.lookupsPerIpPerMinute],
    ['Update', 'POST', '/api/summoners/A/B/xx1/update', limits.updatesPerIpPerMinute],
    [
      'the live status',
      'GET',
      `/api/summoners/${unknownPuuid()}/xx1/live-status`,
      limits.liveStatusPerIpPerMinute,
    ],
    ['a scoreboard', 'GET', '/api/matches/XX1_1/participants', limits.matchDetailsPerIpPerMinute],
    ['a timeline', 'GET', '/api/matches/XX1_1/p/timeline', limits.matchDetailsPerIpPerMinute],
  ] as const)(
    'limits requests for %s per address and per minute, with Retry-After',
    async (_, method, url, max) => {
      const address = newAddress();
      for (let i = 0; i < max; i++) {
        expect((await from(address, url, method)).statusCode).not.toBe(429);
      }
      const limited = await from(address, url, method);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toEqual({ message: expect.any(String) });
      expect((await from(newAddress(), url, method)).statusCode).not.toBe(429);
      expect(t.sim.stats().total).toBe(0);
    },
  );

  it('stores nothing for the live status of a PUUID in no game, and asks Riot once a minute at most', async () => {
    const puuid = unknownPuuid();
    const first = await from(newAddress(), liveStatusUrl(puuid));
    expect(first.json()).toEqual({ in_game: false });
    expect(await liveRowsOf(puuid)).toEqual([]);
    expect(t.sim.stats().byMethod).toEqual({ [SPECTATOR]: 1 });

    await t.resetRiotStats();
    expect((await from(newAddress(), liveStatusUrl(puuid))).json()).toEqual({ in_game: false });
    expect(t.sim.stats().total).toBe(0);
  });

  it.each([
    ['a short text', 'nobody'],
    ['a UUID', randomUUID()],
    ['79 characters', 'x'.repeat(79)],
    ['a character outside base64url', `${'x'.repeat(77)}+`],
  ])('refuses the live status of %s as a PUUID with 422, without asking Riot', async (_, puuid) => {
    const res = await from(newAddress(), liveStatusUrl(puuid));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty('puuid');
    expect(t.sim.stats().total).toBe(0);
  });

  it('deletes stored live games older than their use when it stores a new one', async () => {
    const old = new Date(Date.now() - 3_600_000);
    await t.database.db.insert(liveGames).values([
      { region: 'euw1', puuid: 'long-gone', game: { gameId: 1 }, fetchedAt: old },
      { region: 'euw1', puuid: 'long-idle', game: null, fetchedAt: old },
    ]);
    const player = idlePlayer();
    t.sim.forceLiveGame(player.puuid);
    expect((await from(newAddress(), liveStatusUrl(player.puuid))).json()).toEqual({
      in_game: true,
    });
    expect(await liveRowsOf('long-gone')).toEqual([]);
    expect(await liveRowsOf('long-idle')).toEqual([]);
    expect(await liveRowsOf(player.puuid)).toHaveLength(1);
  });

  it('tells the client when to come back on every 503', async () => {
    const player = idlePlayer();
    t.sim.setFaults({ errorRate: 1 });
    try {
      for (const url of [summonerUrl(player), liveStatusUrl(player.puuid)]) {
        const res = await from(newAddress(), url);
        expect(res.statusCode, res.body).toBe(503);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      t.sim.setFaults({});
    }
  });
});

describe.each(TEST_DATABASES)('remembered answers over time on $name', (db) => {
  let now = Date.now();
  let from: ReturnType<typeof requestsFrom>;
  const t = useTestApp(db, { freshRiotStats: true, riotSpend: limits, clock: () => now });
  beforeAll(async () => {
    from = requestsFrom(t);
  });

  it('asks Riot about an unknown Riot ID again once it has been remembered for 10 minutes', async () => {
    const ghost = summonerUrl(madeUp(`Ghost ${randomUUID().slice(0, 8)}`));
    expect((await from(newAddress(), ghost)).statusCode).toBe(404);
    now += UNKNOWN_PLAYER_CACHE_MS - 1;
    expect((await from(newAddress(), ghost)).statusCode).toBe(404);
    expect(t.sim.stats().byMethod).toEqual({ [ACCOUNT]: 1 });
    now += 1;
    expect((await from(newAddress(), ghost)).statusCode).toBe(404);
    expect(t.sim.stats().byMethod).toEqual({ [ACCOUNT]: 2 });
  });

  it('asks Riot about an unknown match id again once it has been remembered for 10 minutes', async () => {
    const url = `/api/matches/${madeUpMatchId()}/participants`;
    expect((await from(newAddress(), url)).statusCode).toBe(404);
    now += UNKNOWN_MATCH_CACHE_MS - 1;
    expect((await from(newAddress(), url)).statusCode).toBe(404);
    expect(t.sim.stats().byMethod).toEqual({ [GET_MATCH]: 1 });
    now += 1;
    expect((await from(newAddress(), url)).statusCode).toBe(404);
    expect(t.sim.stats().byMethod).toEqual({ [GET_MATCH]: 2 });
  });

  it('asks Riot whether a player is in a game again once "not in a game" is a minute old', async () => {
    const url = `/api/summoners/${unknownPuuid()}/euw1/live-status`;
    expect((await from(newAddress(), url)).json()).toEqual({ in_game: false });
    now += NOT_IN_GAME_CACHE_MS - 1;
    expect((await from(newAddress(), url)).json()).toEqual({ in_game: false });
    expect(t.sim.stats().byMethod).toEqual({ [SPECTATOR]: 1 });
    now += 1;
    expect((await from(newAddress(), url)).json()).toEqual({ in_game: false });
    expect(t.sim.stats().byMethod).toEqual({ [SPECTATOR]: 2 });
  });

  it('lets an address look up new players again once its window has closed', async () => {
    const address = newAddress();
    for (let i = 0; i <= limits.coldLookupsPerIp; i++) {
      await from(address, summonerUrl(madeUp(`Window ${addresses} ${i}`)));
    }
    const late = summonerUrl(madeUp(`Window ${addresses} late`));
    expect((await from(address, late)).statusCode).toBe(429);
    now += limits.coldLookupWindowMs;
    expect((await from(address, late)).statusCode).toBe(404);
  });
});

describe.skipIf(!REDIS_URL)('the Riot budget with Redis', () => {
  let from: ReturnType<typeof requestsFrom>;
  const t = useTestApp(pglite, { riotSpend: limits, redis: { url: REDIS_URL ?? '' } });
  beforeAll(() => {
    from = requestsFrom(t);
  });

  it('keeps unknown Riot IDs and match ids, players in no game and the address quotas where every process sees them', async () => {
    const ghost = madeUp(`Ghost ${randomUUID().slice(0, 8)}`);
    const ghostMatch = `/api/matches/${madeUpMatchId()}/participants`;
    expect((await from(newAddress(), summonerUrl(ghost))).statusCode).toBe(404);
    expect((await from(newAddress(), ghostMatch)).statusCode).toBe(404);
    expect(
      (await from(newAddress(), `/api/summoners/${unknownPuuid()}/euw1/live-status`)).statusCode,
    ).toBe(200);
    await t.resetRiotStats();
    expect((await from(newAddress(), summonerUrl(ghost))).statusCode).toBe(404);
    expect((await from(newAddress(), ghostMatch)).statusCode).toBe(404);
    expect(t.sim.stats().total).toBe(0);

    const keys = (await t.shared?.redis.keys(`${t.shared.target.keyPrefix}:*`)) ?? [];
    expect(keys.some((k) => k.includes(':cache:unknown-player:'))).toBe(true);
    expect(keys.some((k) => k.includes(':cache:unknown-match:'))).toBe(true);
    expect(keys.some((k) => k.includes(':cache:not-in-game:'))).toBe(true);
    expect(keys.some((k) => k.includes(':cold-lookups:'))).toBe(true);
  });
});
