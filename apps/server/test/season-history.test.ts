import type { RankHistory, SeasonHistory } from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_COOLDOWN_MS } from '../src/modules/ingestion/ingestion.service.ts';
import type { RankedInput } from '../src/modules/riot-data/player-rows.ts';
import { createRankHistoryRepository } from '../src/modules/riot-data/rank-history.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { playerPicker, summonerUrl, updateUrl } from './riot-players.ts';
import { useTestApp } from './test-app.ts';

const enc = encodeURIComponent;
const playerUrl = (p: Player, answer: string) =>
  `/api/summoners/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}/${answer}`;

const SOLO = 'RANKED_SOLO_5x5';
const FLEX = 'RANKED_FLEX_SR';
const at = (iso: string) => new Date(iso);

/** A league entry as the site stores it. */
const standing = (
  queueType: string,
  tier: string,
  rank: string,
  leaguePoints: number,
  wins = 10,
): RankedInput => ({ queueType, tier, rank, leaguePoints, wins, losses: wins });

/** The same entry as the past-seasons answer has it. */
const pastEntry = (season: number, e: RankedInput, seenAt: Date) => ({
  season,
  tier: e.tier,
  rank: e.rank,
  league_points: e.leaguePoints,
  wins: e.wins,
  losses: e.losses,
  seen_at: seenAt.toISOString(),
});

describe.each(TEST_DATABASES)('past seasons on $name', (db) => {
  let pick: ReturnType<typeof playerPicker>;
  // In the 2026 season (seasons.ts: from January 8); the app's clock, moved by the tests.
  let now = Date.UTC(2026, 5, 1, 12);
  const t = useTestApp(db, { freshRiotStats: true, clock: () => now });
  beforeAll(() => {
    pick = playerPicker(t.sim);
  });

  const lookUp = async (p: Player) => {
    const res = await t.request({ method: 'GET', url: summonerUrl(p) });
    expect(res.statusCode, res.body).toBe(200);
  };
  const seasons = async (p: Player): Promise<SeasonHistory> => {
    const res = await t.request({ method: 'GET', url: playerUrl(p, 'seasons') });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const record = (p: Player, entry: RankedInput, when: Date) =>
    createRankHistoryRepository(t.database.db).record(p.platform, p.puuid, [entry], when);

  it('keeps the last entry seen in each past season per queue, newest first, and not the current season', async () => {
    const p = pick((x) => x.solo !== null);
    const goldIn2024 = standing(SOLO, 'GOLD', 'II', 30);
    // January 8, 2025 is before the 2025 season's first day: still the 2024 season.
    const lastOf2024 = standing(SOLO, 'PLATINUM', 'IV', 12, 40);
    const early2025 = standing(SOLO, 'EMERALD', 'I', 70, 50);
    const lastOf2025 = standing(SOLO, 'DIAMOND', 'III', 49, 80);
    const flex2025 = standing(FLEX, 'SILVER', 'I', 5);
    await record(p, goldIn2024, at('2024-06-01T00:00:00Z'));
    await record(p, lastOf2024, at('2025-01-08T23:59:00Z'));
    await record(p, early2025, at('2025-01-09T00:00:00Z'));
    await record(p, lastOf2025, at('2025-11-20T00:00:00Z'));
    await record(p, flex2025, at('2025-05-01T00:00:00Z'));
    await record(p, standing(SOLO, 'GOLD', 'I', 0, 81), at('2026-01-20T00:00:00Z'));
    await lookUp(p);

    const answer = await seasons(p);
    expect(answer.current_season).toBe(2026);
    expect(answer.first_season).toBe(2024);
    expect(answer.queues).toEqual([
      {
        queue: 'solo',
        seasons: [
          pastEntry(2025, lastOf2025, at('2025-11-20T00:00:00Z')),
          pastEntry(2024, lastOf2024, at('2025-01-08T23:59:00Z')),
        ],
      },
      { queue: 'flex', seasons: [pastEntry(2025, flex2025, at('2025-05-01T00:00:00Z'))] },
    ]);
    expect(answer.not_seen).toEqual([]);
    // Every snapshot of both queues is the sample: the five past ones, January's and the lookup's.
    expect(answer.snapshots).toBe(p.flex ? 8 : 7);
    expect(answer.latest_at).toBe(new Date(now).toISOString());
  });

  it('names the past seasons it has no entry of, in either queue', async () => {
    const p = pick((x) => x.solo !== null);
    const flex2024 = standing(FLEX, 'BRONZE', 'II', 44);
    await record(p, flex2024, at('2024-09-01T00:00:00Z'));
    await lookUp(p);

    const answer = await seasons(p);
    expect(answer.not_seen).toEqual([2025]);
    expect(answer.queues).toEqual([
      { queue: 'solo', seasons: [] },
      { queue: 'flex', seasons: [pastEntry(2024, flex2024, at('2024-09-01T00:00:00Z'))] },
    ]);
  });

  it('answers no past season, every season as not seen and no date for a player never ranked', async () => {
    const p = pick((x) => x.solo === null && x.flex === null);
    await lookUp(p);

    expect(await seasons(p)).toEqual({
      current_season: 2026,
      first_season: 2024,
      queues: [
        { queue: 'solo', seasons: [] },
        { queue: 'flex', seasons: [] },
      ],
      not_seen: [2024, 2025],
      snapshots: 0,
      latest_at: null,
    });
  });

  it('makes the season just over a past season once the next one begins', async () => {
    const p = pick((x) => x.solo !== null && x.flex === null);
    await lookUp(p);
    const solo = p.solo;
    if (!solo) throw new Error('the player is unranked');
    const lookedUpAt = new Date(now);
    expect((await seasons(p)).queues[0]?.seasons).toEqual([]);

    const before = now;
    // 2027 is not in seasons.ts's table, so it begins on January 1.
    now = Date.UTC(2027, 0, 1, 0, 0, 1);
    try {
      const answer = await seasons(p);
      expect(answer.current_season).toBe(2027);
      expect(answer.queues[0]?.seasons).toEqual([
        {
          season: 2026,
          tier: solo.tier,
          rank: solo.rank,
          league_points: solo.leaguePoints,
          wins: solo.wins,
          losses: solo.losses,
          seen_at: lookedUpAt.toISOString(),
        },
      ]);
      expect(answer.not_seen).toEqual([2024, 2025]);
    } finally {
      now = before;
    }
  });

  it("is cached with the player's other answers and forgotten by an Update", async () => {
    const p = pick((x) => x.solo !== null && x.flex === null);
    await lookUp(p);
    expect((await seasons(p)).queues[0]?.seasons).toEqual([]);

    const entry = standing(SOLO, 'MASTER', 'I', 120);
    await record(p, entry, at('2025-08-01T00:00:00Z'));
    // Still the cached answer.
    expect((await seasons(p)).queues[0]?.seasons).toEqual([]);

    now += UPDATE_COOLDOWN_MS + 1_000;
    const update = await t.request({ method: 'POST', url: updateUrl(p) });
    expect(update.statusCode, update.body).toBe(202);
    expect((await seasons(p)).queues[0]?.seasons).toEqual([
      pastEntry(2025, entry, at('2025-08-01T00:00:00Z')),
    ]);
  });

  it('answers 404 for a player never looked up, without asking Riot', async () => {
    const p = pick();
    const res = await t.request({ method: 'GET', url: playerUrl(p, 'seasons') });
    expect(res.statusCode).toBe(404);
    expect(t.sim.stats().total).toBe(0);
  });

  it('gives the LP graph the season in progress and its first day', async () => {
    const p = pick((x) => x.solo !== null);
    await lookUp(p);
    const res = await t.request({ method: 'GET', url: playerUrl(p, 'rank-history?queue=solo') });
    expect(res.statusCode, res.body).toBe(200);
    const history: RankHistory = res.json();
    expect(history.season).toBe(2026);
    expect(history.season_start).toBe('2026-01-08T00:00:00.000Z');
  });
});
