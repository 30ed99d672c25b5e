import { type QueueFilter, queueGroupOf, seasonOf, seasonRange } from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { championStats, summoners } from '../src/db/schema.ts';
import { ALL_PLATFORMS } from '../src/modules/riot-data/rollups.ts';
import { createScoutingRepository } from '../src/modules/riot-data/scouting.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { asRemake, readMatch } from './match-fixtures.ts';
import { lookUpWithMatches, participantRowsOf, playerPicker } from './riot-players.ts';
import { useTestApp } from './test-app.ts';

/** A real ranked solo game, stored once as played and once as a remake under another id. */
const GAME = readMatch('ranked-solo-15.12-jp1.json');
const REMADE = asRemake({
  ...GAME,
  metadata: { ...GAME.metadata, matchId: 'JP1_9000000001' },
  info: { ...GAME.info, gameId: 9000000001, gameCreation: GAME.info.gameCreation + 3_600_000 },
});
const FIXTURE_PUUID = GAME.info.participants[0]?.puuid ?? '';

const inQueue = (queue: QueueFilter, queueId: number) =>
  queue === 'all' || queueGroupOf(queueId) === queue;

describe.each(TEST_DATABASES)("a lobby's scouting reads on $name", (db) => {
  const t = useTestApp(db, { freshRiotStats: true });
  let players: Player[] = [];
  const repo = () => createScoutingRepository(t.database.db);

  beforeAll(async () => {
    const pick = playerPicker(t.sim);
    players = [pick(), pick(), pick()];
    for (const p of players) expect((await lookUpWithMatches(t.request, p)).statusCode).toBe(200);
    await t.services.repositories.matches.store(GAME);
    await t.services.repositories.matches.store(REMADE);
  });

  /** The player's stored rows but remakes, newest first, as the history index orders them. */
  const storedRows = async (puuid: string) =>
    (await participantRowsOf(t.database.db, puuid))
      .filter((r) => r.isRemake !== true)
      .sort((a, b) => b.gameCreation - a.gameCreation || (a.matchId < b.matchId ? 1 : -1));

  it.each(['solo', 'flex', 'all'] as const)(
    "reads every player's newest %s games but remakes in one statement, newest first",
    async (queue) => {
      const puuids = [...players.map((p) => p.puuid), FIXTURE_PUUID, 'nobody-stored'];
      const read = await repo().recentGamesOf(puuids, queue, 20);
      expect([...read.keys()]).toEqual(puuids);
      for (const puuid of puuids) {
        const expected = (await storedRows(puuid)).filter((r) => inQueue(queue, r.queueId));
        expect(read.get(puuid)?.map((g) => [g.gameCreation, g.championId, g.win])).toEqual(
          expected.slice(0, 20).map((r) => [r.gameCreation, r.championId, r.win]),
        );
      }
      expect(read.get('nobody-stored')).toEqual([]);
    },
  );

  it("tallies each player's games of a season per champion and queue, remakes left out", async () => {
    const puuids = [...players.map((p) => p.puuid), FIXTURE_PUUID];
    const { from, to } = seasonRange(seasonOf(Date.now()));
    const tallies = await repo().championTallies(puuids, from, to);
    for (const puuid of puuids) {
      const rows = (await storedRows(puuid)).filter(
        (r) => r.gameCreation >= from && r.gameCreation < to,
      );
      const own = tallies.filter((t) => t.puuid === puuid);
      expect(own.reduce((n, t) => n + t.games, 0)).toBe(rows.length);
      for (const tally of own) {
        const same = rows.filter(
          (r) => r.championId === tally.championId && r.queueId === tally.queueId,
        );
        expect(tally).toMatchObject({
          games: same.length,
          wins: same.filter((r) => r.win).length,
          kills: same.reduce((n, r) => n + r.kills, 0),
          deaths: same.reduce((n, r) => n + r.deaths, 0),
          assists: same.reduce((n, r) => n + r.assists, 0),
        });
      }
    }
    // The fixture's season holds one game of its player: the remake is not in it.
    const { from: gameFrom, to: gameTo } = seasonRange(seasonOf(GAME.info.gameCreation));
    const fixture = await repo().championTallies([FIXTURE_PUUID], gameFrom, gameTo);
    expect(fixture.reduce((n, t) => n + t.games, 0)).toBe(1);
  });

  it('gives the stored history window of fetched players only', async () => {
    const region = players[0]?.platform ?? 'euw1';
    const same = players.filter((p) => p.platform === region).map((p) => p.puuid);
    const windows = await repo().historyWindows(region, [...same, FIXTURE_PUUID]);
    expect([...windows.keys()].sort()).toEqual([...same].sort());
    for (const puuid of same) {
      const [row] = await t.database.db.select().from(summoners).where(eq(summoners.puuid, puuid));
      expect(windows.get(puuid)).toEqual({
        from: row?.isHistoryComplete ? null : row?.historyStoredFrom,
        to: row?.fetchedAt?.getTime(),
      });
    }
  });

  it('gives a window from the first game to a player whose whole history Riot keeps is stored', async () => {
    const [player] = players;
    if (!player) throw new Error('no player');
    await t.database.db
      .update(summoners)
      .set({ isHistoryComplete: true, historyStoredFrom: null })
      .where(eq(summoners.puuid, player.puuid));
    const windows = await repo().historyWindows(player.platform, [player.puuid]);
    expect(windows.get(player.puuid)?.from).toBeNull();
  });

  it("sums the champions' games per role over the queue's all-platform aggregates, each game once", async () => {
    const champions = GAME.info.participants.map((p) => p.championId);
    const read = await repo().championRoleGames(420, champions);
    const rows = await t.database.db
      .select({
        championId: championStats.championId,
        role: championStats.role,
        games: sql<number>`sum(${championStats.games})::int`,
      })
      .from(championStats)
      .where(and(eq(championStats.queueId, 420), eq(championStats.platform, ALL_PLATFORMS)))
      .groupBy(championStats.championId, championStats.role);
    const expected = rows.filter((r) => champions.includes(r.championId));
    expect(expected.length).toBeGreaterThan(0);
    for (const r of expected) expect(read.get(r.championId)?.get(r.role)).toBe(r.games);
    expect(await repo().championRoleGames(420, [])).toEqual(new Map());
  });
});
