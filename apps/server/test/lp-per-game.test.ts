import type { LpChangeAnswer, MatchListPage, RankedTier, RankHistory } from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches, matchParticipants, rankSnapshots } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import { lookUpWithMatches, matchesUrl, playerPicker } from './riot-players.ts';
import { useTestApp } from './test-app.ts';

const SOLO = 'RANKED_SOLO_5x5';
const historyUrl = (p: Player) =>
  `/api/summoners/${p.platform}/${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}/rank-history`;
const MIN = 60_000;
/** The games a test reads: few enough that the stored first page holds them all. */
const PER_PAGE = 3;

interface StoredGame {
  matchId: string;
  start: number;
  end: number;
  win: boolean;
}

interface Standing {
  tier: RankedTier;
  rank: string;
  lp: number;
  wins: number;
  losses: number;
}

describe.each(TEST_DATABASES)('LP per ranked game on $name', (db) => {
  const t = useTestApp(db);
  let pick: ReturnType<typeof playerPicker>;
  beforeAll(() => {
    pick = playerPicker(t.sim);
  });

  /** The newest Solo/Duo games of a newly looked-up player, oldest first. */
  async function soloGamesOf(p: Player): Promise<StoredGame[]> {
    const res = await lookUpWithMatches(t.request, p);
    expect(res.statusCode, res.body).toBe(200);
    return (await storedSoloGames(p)).slice(-PER_PAGE);
  }

  /** Every stored Solo/Duo game of the player, oldest first. */
  async function storedSoloGames(p: Player): Promise<StoredGame[]> {
    const rows = await t.database.db
      .select({
        matchId: matchParticipants.matchId,
        start: matchParticipants.gameCreation,
        duration: matches.gameDuration,
        win: matchParticipants.win,
      })
      .from(matchParticipants)
      .innerJoin(matches, eq(matches.matchId, matchParticipants.matchId))
      .where(and(eq(matchParticipants.puuid, p.puuid), eq(matchParticipants.queueId, 420)))
      .orderBy(asc(matchParticipants.gameCreation));
    return rows.map((r) => ({
      matchId: r.matchId,
      start: r.start,
      end: r.start + r.duration * 1000,
      win: r.win,
    }));
  }

  /** A player whose stored first page has at least PER_PAGE Solo/Duo games that are no remakes. */
  async function playerWithSoloGames(): Promise<{ p: Player; games: StoredGame[] }> {
    for (;;) {
      const p = pick((x) => x.solo !== null && x.solo.wins + x.solo.losses > 100);
      const games = await soloGamesOf(p);
      if (games.length === PER_PAGE && games.every((g) => g.end - g.start > 10 * MIN)) {
        return { p, games };
      }
    }
  }

  /** Replaces the player's Solo/Duo snapshots with these, in this order. */
  async function setSnapshots(p: Player, shots: readonly { at: number; s: Standing }[]) {
    await t.database.db
      .delete(rankSnapshots)
      .where(and(eq(rankSnapshots.puuid, p.puuid), eq(rankSnapshots.region, p.platform)));
    await t.database.db.insert(rankSnapshots).values(
      shots.map(({ at, s }, i) => ({
        region: p.platform,
        puuid: p.puuid,
        queueType: SOLO,
        seq: i + 1,
        at: new Date(at),
        tier: s.tier,
        rank: s.rank,
        leaguePoints: s.lp,
        wins: s.wins,
        losses: s.losses,
      })),
    );
  }

  /** The Solo/Duo tab's LP changes by match id. */
  async function lpChanges(
    p: Player,
    perPage = PER_PAGE,
    lang = 'en',
  ): Promise<Map<string, LpChangeAnswer | null | undefined>> {
    const url = matchesUrl(p, { queue: 'solo', perPage, lang });
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<MatchListPage>();
    return new Map(page.data.map((m) => [m.match_id, m.lp_change]));
  }

  /** The standing after a game of this result: a win +21 LP, a loss −18, counted by Riot. */
  const after = (s: Standing, win: boolean): Standing => ({
    ...s,
    lp: s.lp + (win ? 21 : -18),
    wins: s.wins + (win ? 1 : 0),
    losses: s.losses + (win ? 0 : 1),
  });

  const START: Standing = { tier: 'GOLD', rank: 'II', lp: 60, wins: 60, losses: 55 };

  it('gives each game bracketed alone by two snapshots its change, and the others null', async () => {
    const { p, games } = await playerWithSoloGames();
    const [g1, g2, g3] = games as [StoredGame, StoredGame, StoredGame];
    const s1 = after(START, g1.win);
    const s3 = after(after(s1, g2.win), g3.win);
    await setSnapshots(p, [
      { at: g1.start - 10 * MIN, s: START },
      { at: g1.end + MIN, s: s1 },
      { at: g3.end + MIN, s: s3 },
    ]);
    const changes = await lpChanges(p);
    expect(changes.get(g1.matchId)).toEqual({
      kind: 'lp',
      lp: g1.win ? 21 : -18,
      tier: 'GOLD',
      rank: 'II',
      league_points: s1.lp,
      seen_at: new Date(g1.end + MIN).toISOString(),
    });
    // Two games between the last two snapshots: neither gets a figure.
    expect(changes.get(g2.matchId)).toBeNull();
    expect(changes.get(g3.matchId)).toBeNull();

    // The LP graph's answer: the game's point, and the net change over the three games.
    const res = await t.request({ method: 'GET', url: historyUrl(p) });
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json<RankHistory>();
    expect(history.game_lp).toEqual([
      {
        match_id: g1.matchId,
        seen_at: new Date(g1.end + MIN).toISOString(),
        kind: 'lp',
        lp: g1.win ? 21 : -18,
      },
    ]);
    expect(history.recent_lp).toMatchObject({
      lp: s3.lp - START.lp,
      games: 3,
      wins: s3.wins - START.wins,
      losses: s3.losses - START.losses,
      from: { at: new Date(g1.start - 10 * MIN).toISOString() },
    });
  });

  it('names a promotion and a demotion across divisions on the continuous scale', async () => {
    const { p, games } = await playerWithSoloGames();
    const [g1] = games as [StoredGame];
    const edge: Standing = g1.win ? { ...START, lp: 90 } : { ...START, lp: 5 };
    const moved: Standing = g1.win
      ? { ...START, rank: 'I', lp: 11, wins: START.wins + 1 }
      : { ...START, rank: 'III', lp: 82, losses: START.losses + 1 };
    await setSnapshots(p, [
      { at: g1.start - MIN, s: edge },
      { at: g1.end + MIN, s: moved },
    ]);
    expect((await lpChanges(p)).get(g1.matchId)).toMatchObject(
      g1.win ? { kind: 'promoted', lp: 21, rank: 'I' } : { kind: 'demoted', lp: -23, rank: 'III' },
    );
  });

  it('gives no figure to a game the snapshots bracket with a remake', async () => {
    const { p, games } = await playerWithSoloGames();
    const [g1] = games as [StoredGame];
    await setSnapshots(p, [
      { at: g1.start - MIN, s: START },
      { at: g1.end + MIN, s: after(START, g1.win) },
    ]);
    await t.database.db
      .update(matchParticipants)
      .set({ isRemake: true })
      .where(and(eq(matchParticipants.matchId, g1.matchId), eq(matchParticipants.puuid, p.puuid)));
    expect((await lpChanges(p)).get(g1.matchId)).toBeNull();
  });

  it('gives no figure when Riot counts a game we have not stored', async () => {
    const { p, games } = await playerWithSoloGames();
    const [g1] = games as [StoredGame];
    await setSnapshots(p, [
      { at: g1.start - MIN, s: START },
      { at: g1.end + MIN, s: after(after(START, g1.win), !g1.win) },
    ]);
    expect((await lpChanges(p)).get(g1.matchId)).toBeNull();
  });

  it('gives no figure at Diamond to a game with no stored game in the weeks before it', async () => {
    const { p } = await playerWithSoloGames();
    const all = await storedSoloGames(p);
    // The oldest stored game: what came before it is not stored, so decay may have run.
    const oldest = all[0] as StoredGame;
    const around = (s: Standing) => [
      { at: oldest.start - MIN, s },
      { at: oldest.end + MIN, s: after(s, oldest.win) },
    ];
    await setSnapshots(p, around({ tier: 'DIAMOND', rank: 'II', lp: 50, wins: 200, losses: 190 }));
    expect((await lpChanges(p, all.length)).get(oldest.matchId)).toBeNull();
    // Below Diamond nothing decays. (In another language: the answer above is cached.)
    await setSnapshots(p, around(START));
    expect((await lpChanges(p, all.length, 'ru')).get(oldest.matchId)).toMatchObject({
      lp: oldest.win ? 21 : -18,
    });
  });

  it('gives no figure across a season reset', async () => {
    const { p, games } = await playerWithSoloGames();
    const [g1] = games as [StoredGame];
    await setSnapshots(p, [
      // The last entry of the 2025 season.
      { at: Date.UTC(2025, 11, 30), s: START },
      { at: g1.end + MIN, s: after(START, g1.win) },
    ]);
    expect((await lpChanges(p)).get(g1.matchId)).toBeNull();
  });
});
