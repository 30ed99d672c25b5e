import {
  AVERAGE_RANK_MIN_PLAYERS,
  averageRank,
  type MatchListItem,
  type MatchRanks,
  type ParticipantRank,
  SOLO_QUEUE,
} from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { type TestApp, useTestApp } from './test-app.ts';

const LEAGUE = 'league-v4.getLeagueEntriesByPUUID';

const playerPath = (p: Player) =>
  `${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}`;

/** The player's stored matches, newest first, as the player page lists them. */
async function matchesOf(t: TestApp, player: Player, perPage: number): Promise<MatchListItem[]> {
  const res = await t.request({
    method: 'GET',
    url: `/api/summoners/${playerPath(player)}/matches?region=${player.platform}&perPage=${perPage}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function ranksOf(t: TestApp, matchId: string): Promise<MatchRanks> {
  const res = await t.request({ method: 'GET', url: `/api/matches/${matchId}/ranks` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Asks again, as the open scoreboard does, until no read of an unknown player is under way. */
async function settledRanksOf(t: TestApp, matchId: string): Promise<MatchRanks> {
  return vi.waitFor(
    async () => {
      const answer = await ranksOf(t, matchId);
      expect(answer.is_fetching).toBe(false);
      return answer;
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** What the answer should say of a player Riot has been asked about: the simulator's solo entry. */
function expectedRank(t: TestApp, puuid: string): Partial<ParticipantRank> {
  const solo = t.sim.world.playerByPuuid(puuid)?.solo ?? null;
  return solo
    ? { status: 'ranked', tier: solo.tier, rank: solo.rank, league_points: solo.leaguePoints }
    : { status: 'unranked', tier: null, rank: null, league_points: null };
}

const leagueCalls = (t: TestApp) => t.sim.stats().byMethod[LEAGUE] ?? 0;

describe.each(TEST_DATABASES)("everyone's rank in a match on $name", (db) => {
  let player: Player;
  let items: MatchListItem[];
  const t = useTestApp(db, { freshRiotStats: true });

  beforeAll(async () => {
    const [sample] = t.sim.world.samplePlayers;
    if (!sample) throw new Error('no sample players');
    player = sample;
    items = await matchesOf(t, player, 10);
    expect(items.length).toBeGreaterThan(3);
  });

  it('answers the stored ranks at once, the others unknown while they are read in the background', async () => {
    const [item] = items;
    if (!item) throw new Error('no match');
    const first = await ranksOf(t, item.match_id);
    expect(first.players.map((p) => p.puuid)).toEqual(
      item.participants_preview.map((p) => p.puuid),
    );
    expect(first.queue_type).toBe(SOLO_QUEUE);
    // The viewed player's profile is stored: their rank is known, with the profile's date.
    const me = first.players.find((p) => p.puuid === player.puuid);
    expect(me).toMatchObject(expectedRank(t, player.puuid));
    expect(me?.seen_at).not.toBeNull();
    const unknown = first.players.filter((p) => p.status === 'unknown');
    expect(unknown.length).toBeGreaterThan(0);
    expect(first.is_fetching).toBe(true);
    expect(first.known).toBe(first.players.length - unknown.length);
    for (const p of unknown) expect(p).toMatchObject({ tier: null, seen_at: null });

    const settled = await settledRanksOf(t, item.match_id);
    for (const p of settled.players) expect(p).toMatchObject(expectedRank(t, p.puuid));
    expect(settled.known).toBe(settled.players.length);
    expect(settled.as_of).toBe(
      settled.players.map((p) => p.seen_at ?? '').reduce((a, b) => (a > b ? a : b)),
    );
    // One league-v4 call for each player we held nothing for, none for the viewed player.
    expect(leagueCalls(t)).toBe(unknown.length);
  });

  it('gives the average tier of the players it knows only from the minimum on', async () => {
    const [item] = items;
    if (!item) throw new Error('no match');
    const settled = await settledRanksOf(t, item.match_id);
    const standings = settled.players.flatMap((p) =>
      p.tier && p.rank && p.league_points !== null
        ? [{ tier: p.tier, rank: p.rank, leaguePoints: p.league_points }]
        : [],
    );
    const expected = averageRank(standings, settled.players.length);
    expect(settled.average_rank).toEqual(expected);
    expect(expected === null).toBe(standings.length < AVERAGE_RANK_MIN_PLAYERS);
  });

  it('reads a player at most once a day, an unranked answer included, whatever match shows them', async () => {
    const [first, second] = items;
    if (!first || !second) throw new Error('no matches');
    await settledRanksOf(t, first.match_id);
    const readOf = async (puuids: readonly string[]) => {
      const rows = (await t.database.db.execute(
        sql`select puuid from rank_reads where region = ${player.platform}`,
      )) as unknown as { rows: { puuid: string }[] };
      const read = new Set(rows.rows.map((r) => r.puuid));
      return puuids.filter((puuid) => read.has(puuid));
    };
    const firstPlayers = first.participants_preview.map((p) => p.puuid);
    // Every player but the viewed one (whose profile is stored) is remembered as read.
    expect(await readOf(firstPlayers)).toEqual(firstPlayers.filter((p) => p !== player.puuid));
    const secondPlayers = second.participants_preview.map((p) => p.puuid);
    const alreadyRead = await readOf(secondPlayers);
    await t.resetRiotStats();
    await settledRanksOf(t, second.match_id);
    expect(leagueCalls(t)).toBe(secondPlayers.length - 1 - alreadyRead.length);
    await t.resetRiotStats();
    // Asked again, every player of both matches is answered from what is stored.
    await settledRanksOf(t, first.match_id);
    await settledRanksOf(t, second.match_id);
    expect(leagueCalls(t)).toBe(0);
  });

  it("puts each match's average tier on the match list from the ranks held, asking Riot nothing", async () => {
    // Every match of the first page read, so that their players' ranks are held.
    for (const item of items) await settledRanksOf(t, item.match_id);
    await t.resetRiotStats();
    // Another page size is another cached page: this one is read now.
    const listed = await matchesOf(t, player, 9);
    expect(leagueCalls(t)).toBe(0);
    for (const item of listed) {
      const ranks = await ranksOf(t, item.match_id);
      if (ranks.average_rank) expect(item.average_rank).toEqual(ranks.average_rank);
      else expect(item.average_rank).toBeUndefined();
    }
    expect(listed.some((item) => item.average_rank !== undefined)).toBe(true);
  });

  it('answers a match no stored player is in from its fetched players, and 404 for an unknown platform', async () => {
    const stranger = t.sim.world.players.find(
      (p) =>
        p.platform === player.platform &&
        !items.some((i) => i.participants_preview.some((q) => q.puuid === p.puuid)),
    );
    if (!stranger) throw new Error('no other player');
    const [matchId] = t.sim.world.matchIds(stranger, { start: 0, count: 1 });
    if (!matchId) throw new Error('no match of the other player');
    const answer = await settledRanksOf(t, matchId);
    expect(answer.players.map((p) => p.puuid)).toContain(stranger.puuid);
    for (const p of answer.players) expect(p).toMatchObject(expectedRank(t, p.puuid));
    const res = await t.request({ method: 'GET', url: '/api/matches/XX9_123/ranks' });
    expect(res.statusCode).toBe(404);
  });

  it('answers 422 naming the match id for one that cannot be a match id', async () => {
    const res = await t.request({ method: 'GET', url: '/api/matches/not-a-match/ranks' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('matchId');
  });
});

describe.each(TEST_DATABASES)('ranks in a match while Riot is down on $name', (db) => {
  const t = useTestApp(db, { clearFaults: true, riot: { maxRetries: 0 } });

  it('answers what is stored, the players it could not read unknown, and no error', async () => {
    const player = t.sim.world.samplePlayers[1];
    if (!player) throw new Error('no sample player');
    const [item] = await matchesOf(t, player, 5);
    if (!item) throw new Error('no match');
    t.sim.setFaults({ errorRate: 1 });
    await ranksOf(t, item.match_id);
    const settled = await settledRanksOf(t, item.match_id);
    const me = settled.players.find((p) => p.puuid === player.puuid);
    expect(me?.status).not.toBe('unknown');
    const others = settled.players.filter((p) => p.puuid !== player.puuid);
    for (const p of others) expect(p).toMatchObject({ status: 'unknown', seen_at: null });
    expect(settled.known).toBe(1);
    expect(settled.average_rank).toBeNull();
    // Nothing is remembered as read: a later answer reads them once Riot is back.
    const reads = (await t.database.db.execute(
      sql`select count(*)::int as n from rank_reads`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(reads.rows[0]?.n)).toBe(0);
  });
});
