import {
  type MultiSearchPlayer,
  ONE_TRICK_MIN_GAMES,
  ONE_TRICK_MIN_SHARE,
  type PlayerNote,
  type RankHistory,
  seasonOf,
  seasonRange,
  WIN_STREAK_MIN,
} from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches, matchParticipants, rankSnapshots, summoners } from '../src/db/schema.ts';
import { ANSWER_CACHE_MS } from '../src/modules/summoners/summoners.service.ts';
import { TEST_DATABASES } from './databases.ts';
import { lookUpWithMatches, matchesUrl, participantRowsOf, playerPicker } from './riot-players.ts';
import { useTestApp } from './test-app.ts';
import { TEST_CLOCK_START } from './test-riot.ts';

const enc = encodeURIComponent;
const columnUrl = (p: Player, query = '') =>
  `/api/multisearch/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}${query}`;
const historyUrl = (p: Player) =>
  `/api/summoners/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}/rank-history`;

const RANKED_IDS = [420, 440];
const MIN = 60_000;
const DAY_MS = 86_400_000;

type StoredRow = Awaited<ReturnType<typeof participantRowsOf>>[number];

describe.each(TEST_DATABASES)("multi-search's player notes and LP on $name", (db) => {
  // A clock in the simulator's season, moved past the answer cache where a test needs it.
  let now = TEST_CLOCK_START + 3_600_000;
  const t = useTestApp(db, () => ({ clock: () => now }));
  let pick: ReturnType<typeof playerPicker>;
  beforeAll(() => {
    pick = playerPicker(t.sim);
  });
  const get = (url: string) => t.request({ method: 'GET', url });
  const forgetAnswers = () => {
    now += ANSWER_CACHE_MS + 1;
  };

  /** A euw1 player whose newest `among` matches at Riot hold at least `ranked` ranked games. */
  const rankedPlayer = (ranked: number, among = 10) =>
    pick(
      (x) =>
        x.platform === 'euw1' &&
        t.sim.world
          .matchesOf(x)
          .slice(0, among)
          .filter((m) => RANKED_IDS.includes(m.queueId)).length >= ranked,
    );

  /** The player's stored ranked games (both queues) but remakes, newest first. */
  async function rankedRows(p: Player): Promise<StoredRow[]> {
    const rows = await participantRowsOf(t.database.db, p.puuid);
    return rows
      .filter((r) => r.isRemake !== true && RANKED_IDS.includes(r.queueId))
      .sort((a, b) => b.gameCreation - a.gameCreation || b.matchId.localeCompare(a.matchId));
  }

  /** Rewrites some of the player's stored rows. */
  async function setRows(p: Player, rows: readonly StoredRow[], values: Partial<StoredRow>) {
    await t.database.db
      .update(matchParticipants)
      .set(values)
      .where(
        and(
          eq(matchParticipants.puuid, p.puuid),
          inArray(
            matchParticipants.matchId,
            rows.map((r) => r.matchId),
          ),
        ),
      );
  }

  /** The player's column's notes of one kind, read afresh. */
  async function notesOf(p: Player, kind: PlayerNote['kind'], query = ''): Promise<PlayerNote[]> {
    forgetAnswers();
    const res = await get(columnUrl(p, query));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MultiSearchPlayer>().notes.filter((n) => n.kind === kind);
  }

  /** When the player's history was last fetched, as the notes name it. */
  async function fetchedAt(p: Player): Promise<string> {
    const [row] = await t.database.db
      .select({ fetchedAt: summoners.fetchedAt })
      .from(summoners)
      .where(eq(summoners.puuid, p.puuid));
    return row?.fetchedAt?.toISOString() ?? '';
  }

  it(`notes a one-trick from ${ONE_TRICK_MIN_SHARE} % of ${ONE_TRICK_MIN_GAMES} ranked games of the season, not below`, async () => {
    const p = rankedPlayer(25, 50);
    expect((await lookUpWithMatches(t.request, p)).statusCode).toBe(200);
    expect((await get(matchesUrl(p, { perPage: 50 }))).statusCode).toBe(200);
    const { from, to } = seasonRange(seasonOf(now));
    const season = (await rankedRows(p)).filter(
      (r) => r.gameCreation >= from && r.gameCreation < to,
    );
    const sample = season.length;
    expect(sample).toBeGreaterThanOrEqual(ONE_TRICK_MIN_GAMES);
    // A champion the player has not played this season, on just under the share, then on it.
    const played = new Set(season.map((r) => r.championId));
    const championId = [1, 2, 3, 4, 5, 6, 7, 8].find((id) => !played.has(id)) as number;
    const needed = Math.ceil((ONE_TRICK_MIN_SHARE * sample) / 100);
    await setRows(p, season.slice(0, needed - 1), { championId });
    expect(await notesOf(p, 'one_trick')).toEqual([]);

    await setRows(p, season.slice(0, needed), { championId });
    const [note] = await notesOf(p, 'one_trick');
    expect(note).toMatchObject({ count: needed, sample, as_of: await fetchedAt(p) });
    expect(note?.champion?.id).toBe(championId);
    // Every ranked game counts, whichever queue the column describes.
    expect(await notesOf(p, 'one_trick', '?queue=flex')).toEqual([note]);
    expect(await notesOf(p, 'one_trick', '?queue=all')).toEqual([note]);
  });

  it(`notes no one-trick under ${ONE_TRICK_MIN_GAMES} ranked games of the season, however alike`, async () => {
    const p = rankedPlayer(3);
    expect((await lookUpWithMatches(t.request, p)).statusCode).toBe(200);
    const ranked = await rankedRows(p);
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.length).toBeLessThan(ONE_TRICK_MIN_GAMES);
    await setRows(p, ranked, { championId: ranked[0]?.championId ?? 1 });
    expect(await notesOf(p, 'one_trick')).toEqual([]);
  });

  it(`notes a win streak from ${WIN_STREAK_MIN} newest ranked games won, not fewer`, async () => {
    const p = rankedPlayer(WIN_STREAK_MIN + 1);
    expect((await lookUpWithMatches(t.request, p)).statusCode).toBe(200);
    const ranked = await rankedRows(p);
    const [row] = await t.database.db
      .select({ from: summoners.historyStoredFrom })
      .from(summoners)
      .where(eq(summoners.puuid, p.puuid));
    // Every ranked game stored lies where the player's whole history is stored.
    expect(ranked.every((r) => r.gameCreation >= (row?.from ?? Number.POSITIVE_INFINITY))).toBe(
      true,
    );
    await setRows(p, ranked.slice(0, WIN_STREAK_MIN), { win: true });
    await setRows(p, ranked.slice(WIN_STREAK_MIN, WIN_STREAK_MIN + 1), { win: false });
    expect(await notesOf(p, 'win_streak')).toEqual([
      {
        kind: 'win_streak',
        count: WIN_STREAK_MIN,
        sample: WIN_STREAK_MIN,
        as_of: await fetchedAt(p),
      },
    ]);

    await setRows(p, ranked.slice(WIN_STREAK_MIN - 1, WIN_STREAK_MIN), { win: false });
    expect(await notesOf(p, 'win_streak')).toEqual([]);
  });

  it('gives the Solo/Duo LP change of the rank history', async () => {
    const p = rankedPlayer(3);
    expect((await lookUpWithMatches(t.request, p)).statusCode).toBe(200);
    const solo = await t.database.db
      .select({
        start: matchParticipants.gameCreation,
        seconds: matches.gameDuration,
        win: matchParticipants.win,
        isRemake: matchParticipants.isRemake,
      })
      .from(matchParticipants)
      .innerJoin(matches, eq(matches.matchId, matchParticipants.matchId))
      .where(and(eq(matchParticipants.puuid, p.puuid), eq(matchParticipants.queueId, 420)))
      .orderBy(asc(matchParticipants.gameCreation));
    const games = solo.slice(-3);
    const [first, , last] = games;
    if (!first || !last || games.some((g) => g.isRemake)) throw new Error('no three solo games');
    const wins = games.filter((g) => g.win).length;
    const lp = 20 * wins - 15 * (games.length - wins);
    const standing = { region: p.platform, puuid: p.puuid, queueType: 'RANKED_SOLO_5x5' };
    const gold = { tier: 'GOLD', rank: 'II', leaguePoints: 40, wins: 50, losses: 50 };
    await t.database.db.delete(rankSnapshots).where(eq(rankSnapshots.puuid, p.puuid));
    // Before the three games, and after them with their results counted.
    await t.database.db.insert(rankSnapshots).values([
      { ...standing, ...gold, seq: 1, at: new Date(first.start - 10 * MIN) },
      {
        ...standing,
        ...gold,
        seq: 2,
        at: new Date(last.start + last.seconds * 1000 + MIN),
        leaguePoints: gold.leaguePoints + lp,
        wins: gold.wins + wins,
        losses: gold.losses + games.length - wins,
      },
    ]);
    forgetAnswers();
    const column: MultiSearchPlayer = (await get(columnUrl(p))).json();
    const history: RankHistory = (await get(historyUrl(p))).json();
    expect(column.recent_lp).toEqual(history.recent_lp);
    expect(column.recent_lp).toMatchObject({ games: 3, wins, lp });
  });

  // Last: it moves the clock weeks on.
  it('notes a return after 30 days without a ranked game, not after 29', async () => {
    const p = pick((x) => {
      const [newest] = t.sim.world.matchesOf(x);
      return x.platform === 'euw1' && newest !== undefined && RANKED_IDS.includes(newest.queueId);
    });
    const newest = t.sim.world.matchesOf(p)[0]?.creation ?? 0;
    now = newest + 29.5 * DAY_MS;
    expect((await lookUpWithMatches(t.request, p)).statusCode).toBe(200);
    expect(await notesOf(p, 'back_after')).toEqual([]);
    // Within a day of the history's fetch: the notes still read it as whole.
    now = newest + 30 * DAY_MS + 3_600_000;
    expect(await notesOf(p, 'back_after')).toEqual([
      { kind: 'back_after', count: 1, sample: 1, days: 30, as_of: await fetchedAt(p) },
    ]);
  });
});
