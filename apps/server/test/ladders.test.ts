import {
  APEX_TIERS,
  type ApexTier,
  type BestPlayers,
  LADDER_MAX_AGE_MS,
  type Ladder,
  type PlayerLadder,
  seasonOf,
  seasonRange,
} from '@riftscope/contracts';
import type { CallOptions } from '@riftscope/riot';
import type { Player } from '@riftscope/riot-sim';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLadderReader } from '../src/modules/ladders/ladder-reader.ts';
import { createLaddersRepository } from '../src/modules/riot-data/ladders.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { summonerUrl } from './riot-players.ts';
import { useTestApp } from './test-app.ts';
import { TEST_CLOCK_START } from './test-riot.ts';

const enc = encodeURIComponent;
const ladderUrl = (region: string, query = '') => `/api/leaderboards/${region}${query}`;
const placeUrl = (p: Player) =>
  `/api/summoners/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}/ladder`;

/** Rank of a tier on the ladder: Challenger first. */
const TIER_RANK: Record<ApexTier, number> = { CHALLENGER: 0, GRANDMASTER: 1, MASTER: 2 };

describe.each(TEST_DATABASES)('apex ladders on $name', (db) => {
  // In the season of the simulator's games (its histories end at TEST_CLOCK_START).
  let now = TEST_CLOCK_START + 3_600_000;
  const t = useTestApp(db, { freshRiotStats: true, clearFaults: true, clock: () => now });
  /** The region with the most Solo/Duo apex players in the simulated world. */
  let region: Player['platform'];
  /** What the simulator's league-v4 lists, Challenger first, each list as Riot orders it. */
  let expected: {
    puuid: string;
    tier: ApexTier;
    leaguePoints: number;
    wins: number;
    losses: number;
  }[];

  const ladder = async (query = ''): Promise<Ladder> => {
    const res = await t.request({ method: 'GET', url: ladderUrl(region, query) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    const apexCount = new Map<string, number>();
    for (const p of t.sim.world.players)
      if (p.solo && (APEX_TIERS as readonly string[]).includes(p.solo.tier))
        apexCount.set(p.platform, (apexCount.get(p.platform) ?? 0) + 1);
    region = [...apexCount].sort((a, b) => b[1] - a[1])[0]?.[0] as Player['platform'];
    expected = [];
    for (const tier of [...APEX_TIERS].reverse()) {
      const league = await t.riot.client.league.apex(
        region,
        tier.toLowerCase() as Lowercase<ApexTier>,
        'RANKED_SOLO_5x5',
      );
      expected.push(...(league?.entries ?? []).map((e) => ({ ...e, tier })));
    }
    expected.sort(
      (a, b) =>
        TIER_RANK[a.tier] - TIER_RANK[b.tier] ||
        b.leaguePoints - a.leaguePoints ||
        b.wins - a.wins ||
        (a.puuid < b.puuid ? -1 : 1),
    );
    expect(expected.length).toBeGreaterThan(3);
  });

  it('answers an empty ladder, dated null, for a ladder never read', async () => {
    const answer = await ladder();
    expect(answer).toMatchObject({ fetched_at: null, counts: null, data: [], total: 0 });
    expect(t.sim.stats().total).toBe(0);
  });

  it("stores a region's Solo/Duo ladder as league-v4 lists it, in three calls", async () => {
    const read = await t.services.ladderReader.read(region, 'solo', { priority: 'low' });
    expect(read.riotCalls).toBe(3);
    expect(t.sim.stats().total).toBe(3);

    const answer = await ladder('?queue=solo');
    expect(answer.fetched_at).toBe(new Date(now).toISOString());
    const byTier = (tier: ApexTier) => expected.filter((e) => e.tier === tier).length;
    expect(answer.counts).toEqual({
      challenger: byTier('CHALLENGER'),
      grandmaster: byTier('GRANDMASTER'),
      master: byTier('MASTER'),
      total: expected.length,
    });
    expect(answer.total).toBe(expected.length);
    expect(answer.last_page).toBe(Math.max(1, Math.ceil(expected.length / 100)));
    expect(
      answer.data.map((e) => [e.position, e.puuid, e.tier, e.league_points, e.wins, e.losses]),
    ).toEqual(
      expected
        .slice(0, 100)
        .map((e, i) => [i + 1, e.puuid, e.tier, e.leaguePoints, e.wins, e.losses]),
    );
    for (const e of answer.data) {
      expect(e.win_rate).toBe(Math.round((1000 * e.wins) / (e.wins + e.losses)) / 10);
    }
  });

  it('names the players the site holds and leaves the others without a name or level', async () => {
    const top = expected[0];
    const player = t.sim.world.players.find((p) => p.puuid === top?.puuid) as Player;
    const res = await t.request({ method: 'GET', url: summonerUrl(player) });
    expect(res.statusCode, res.body).toBe(200);
    // The lookup's first page of matches is stored once the counts start afresh.
    await t.resetRiotStats();
    await t.services.ladders.forgetLadder(region, 'solo');

    const [first, ...others] = (await ladder()).data;
    expect(first).toMatchObject({
      game_name: player.gameName,
      tag_line: player.tagLine,
      summoner_level: player.summonerLevel,
    });
    // Its stored ranked Solo/Duo games of the season, remakes left out, name its champions.
    const { from, to } = seasonRange(seasonOf(now));
    const stored = (await t.database.db.execute(sql`
      select champion_id as id, count(*)::int as games from match_participants
      where puuid = ${player.puuid} and queue_id = 420 and is_remake is not true
        and game_creation >= ${from} and game_creation < ${to}
      group by champion_id
      order by count(*) desc, count(*) filter (where win) desc, champion_id
      limit 3`)) as unknown as { rows: { id: number; games: number }[] };
    expect(stored.rows.length).toBeGreaterThan(0);
    expect(first?.champions.map((c) => [c.champion_id, c.games])).toEqual(
      stored.rows.map((r) => [r.id, r.games]),
    );
    const unnamed = others.find((e) => e.game_name === null);
    if (unnamed) expect(unnamed).toMatchObject({ tag_line: null, summoner_level: null });
  });

  it("shows the player's place with the counts it rests on", async () => {
    const top = expected[0];
    const player = t.sim.world.players.find((p) => p.puuid === top?.puuid) as Player;
    const res = await t.request({ method: 'GET', url: placeUrl(player) });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<PlayerLadder>();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      queue: 'solo',
      position: 1,
      tier: top?.tier,
      league_points: top?.leaguePoints,
      top_percent: Math.min(100, Math.round(10_000 / expected.length) / 100),
      fetched_at: new Date(now).toISOString(),
    });
    expect(data[0]?.counts.total).toBe(expected.length);
  });

  it('serves the stored ladder while Riot is down, asking Riot nothing', async () => {
    t.sim.setFaults({ errorRate: 1 });
    await t.services.ladders.forgetLadder(region, 'solo');
    const answer = await ladder();
    expect(answer.total).toBe(expected.length);
    expect(t.sim.stats().total).toBe(0);
  });

  it('answers 422 naming the allowed values for an unknown queue or region', async () => {
    const queue = await t.request({ method: 'GET', url: ladderUrl('euw1', '?queue=aram') });
    expect(queue.statusCode).toBe(422);
    expect(queue.body).toContain('solo');
    expect(queue.body).toContain('flex');
    const unknown = await t.request({ method: 'GET', url: ladderUrl('mars1') });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('euw1');
  });

  it('reads only ladders older than the maximum age, at low priority, three calls each', async () => {
    const priorities: CallOptions['priority'][] = [];
    const reader = createLadderReader({
      riot: {
        ...t.riot.client,
        league: {
          ...t.riot.client.league,
          apex: (platform, tier, queue, options) => {
            priorities.push(options?.priority);
            return t.riot.client.league.apex(platform, tier, queue, options);
          },
        },
      },
      ladders: createLaddersRepository(t.database.db),
      log: pino({ level: 'silent' }),
      now: () => now,
    });
    // Every ladder but the one read above: 11 regions and 2 queues.
    const pass = await reader.refreshStale();
    expect(pass).toEqual({ ladders: 21, failures: 0, riotCalls: 63 });
    expect(priorities).toHaveLength(63);
    expect(new Set(priorities)).toEqual(new Set(['low']));

    expect(await reader.refreshStale()).toEqual({ ladders: 0, failures: 0, riotCalls: 0 });
    now += LADDER_MAX_AGE_MS + 1;
    expect((await reader.refreshStale()).ladders).toBe(22);
  });

  it('keeps the stored ladder when a read fails', async () => {
    const before = await ladder();
    t.sim.setFaults({ errorRate: 1 });
    now += LADDER_MAX_AGE_MS + 1;
    const pass = await t.services.ladderReader.refreshStale();
    expect(pass.ladders).toBe(0);
    expect(pass.failures).toBe(22);
    await t.services.ladders.forgetLadder(region, 'solo');
    expect((await ladder()).data).toEqual(before.data);
  });

  it("lists a champion's best stored Diamond+ players with their season's games on it", async () => {
    const missing = await t.request({ method: 'GET', url: '/api/champions/nobody/best-players' });
    expect(missing.statusCode).toBe(404);
    const bad = await t.request({
      method: 'GET',
      url: '/api/champions/ahri/best-players?region=mars1',
    });
    expect(bad.statusCode).toBe(422);

    // The top player's first page is stored (above): their most played champion this season.
    const top = (await ladder()).data[0];
    const champion = top?.champions[0];
    if (!champion) throw new Error('the top player has no stored games');
    const key = t.riot.ddragon.champion(champion.champion_id)?.id.toLowerCase();
    const res = await t.request({ method: 'GET', url: `/api/champions/${key}/best-players` });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<BestPlayers>();
    expect(answer.min_games).toBe(5);
    expect(answer.season).toBe(seasonOf(now));
    const listed = answer.data.find((p) => p.puuid === top?.puuid);
    // Listed exactly when the stored games reach the minimum, with the same count.
    if (champion.games >= 5) expect(listed?.games).toBe(champion.games);
    else expect(listed).toBeUndefined();
    for (const p of answer.data) {
      expect(p.games).toBeGreaterThanOrEqual(5);
      expect(['DIAMOND', 'MASTER', 'GRANDMASTER', 'CHALLENGER']).toContain(p.tier);
      expect(p.win_rate).toBe(Math.round((1000 * p.wins) / p.games) / 10);
    }
  });
});
