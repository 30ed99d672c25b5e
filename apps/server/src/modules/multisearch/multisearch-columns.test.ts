import {
  type MultiSearchPlayer,
  type QueueFilter,
  RANKED_FORM_GAMES,
  RECENT_GAMES,
} from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { memoryAnswerCache } from '../../platform/answer-cache.ts';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { ScoutingGameRow } from '../riot-data/scouting.repository.ts';
import { type ColumnReads, cachedColumns, readColumns } from './multisearch-columns.ts';

const NOW = Date.UTC(2025, 10, 20);
const DAY_MS = 86_400_000;

const game = {
  champion: (id: number, name: string) => ({ name: name || `#${id}`, image_url: null }),
} as unknown as GameDataMapper;

const rowOf = (i: number): SummonerRow =>
  ({
    id: i,
    puuid: `puuid-${i}`,
    region: 'euw1',
    gameName: `Player ${i}`,
    tagLine: 'EUW',
    profileIconId: 1,
    summonerLevel: 30,
    fetchedAt: new Date(NOW),
    isHistoryComplete: false,
    historyStoredFrom: NOW - 30 * DAY_MS,
  }) as SummonerRow;

/** A stored game `daysAgo` days old in the queue, a win on Ahri (103) as Middle. */
const gameOf = (queueId: number, daysAgo: number, win = true): ScoutingGameRow => ({
  win,
  kills: 5,
  deaths: 2,
  assists: 5,
  killParticipation: 50,
  role: 'MIDDLE',
  championId: 103,
  championName: 'Ahri',
  goldDiff10: null,
  csDiff10: null,
  xpDiff10: null,
  goldDiff15: null,
  csDiff15: null,
  xpDiff15: null,
  queueId,
  gameCreation: NOW - daysAgo * DAY_MS,
});

const QUEUE_IDS: Record<string, number[]> = { solo: [420], flex: [440] };

/** Fakes of every read a column makes, each call recorded with the players it was asked for. */
function fakeReads(games: Record<string, ScoutingGameRow[]>) {
  const calls: string[] = [];
  const reads: ColumnReads = {
    ranks: {
      freshRanks: async (_region, puuids) => {
        calls.push(`ranks ${puuids.length}`);
        return new Map(puuids.map((p) => [p, []]));
      },
    },
    scouting: {
      recentGamesOf: async (puuids, queue: QueueFilter, limit) => {
        calls.push(`recent ${queue} ${limit} ${puuids.length}`);
        const ids = QUEUE_IDS[queue];
        return new Map(
          puuids.map((p) => [
            p,
            (games[p] ?? []).filter((g) => !ids || ids.includes(g.queueId)).slice(0, limit),
          ]),
        );
      },
      championTallies: async (puuids) => {
        calls.push(`tallies ${puuids.length}`);
        return [];
      },
      historyWindows: async (_region, puuids) => {
        calls.push(`windows ${puuids.length}`);
        return new Map(puuids.map((p) => [p, { from: NOW - 30 * DAY_MS, to: NOW }]));
      },
    },
    lp: {
      recentOf: async (_region, puuids) => {
        calls.push(`lp ${puuids.length}`);
        return new Map(puuids.map((p) => [p, null]));
      },
    },
    masteries: {
      onChampions: async (_region, picks) => {
        calls.push(`masteries ${new Set(picks.map((p) => p.puuid)).size}`);
        return [];
      },
    },
    games: { in: () => game },
    now: () => NOW,
  };
  return { reads, calls };
}

const lobby = [rowOf(1), rowOf(2), rowOf(3)];
const request = {
  region: 'euw1' as const,
  rows: lobby,
  queue: 'solo' as const,
  lang: 'en' as const,
};

describe("a lobby's columns", () => {
  it('are read with one call per feature for every player, the LP change too', async () => {
    const { reads, calls } = fakeReads({ 'puuid-1': [gameOf(420, 1)] });
    const columns = await readColumns(reads, request);
    expect([...columns.keys()]).toEqual(lobby.map((r) => r.puuid));
    expect(calls.toSorted()).toEqual(
      [
        'ranks 3',
        `recent solo ${RECENT_GAMES} 3`,
        `recent flex ${RANKED_FORM_GAMES} 3`,
        'tallies 3',
        'windows 3',
        'lp 3',
        'masteries 1',
      ].toSorted(),
    );
  });

  it('read both ranked queues apart from every queue for the notes', async () => {
    const { reads, calls } = fakeReads({});
    await readColumns(reads, { ...request, queue: 'all' });
    expect(calls.filter((c) => c.startsWith('recent')).toSorted()).toEqual([
      `recent all ${RECENT_GAMES} 3`,
      `recent flex ${RANKED_FORM_GAMES} 3`,
      `recent solo ${RANKED_FORM_GAMES} 3`,
    ]);
  });

  it('note a win streak over the newest games of both ranked queues together', async () => {
    // Solo/Duo alone has three wins; with the Flex games between them, five.
    const streak = [
      gameOf(420, 1),
      gameOf(440, 2),
      gameOf(420, 3),
      gameOf(440, 4),
      gameOf(420, 5),
      gameOf(420, 6, false),
    ];
    const { reads } = fakeReads({ 'puuid-1': streak, 'puuid-2': streak.slice(1) });
    const columns = await readColumns(reads, request);
    const column = columns.get('puuid-1');
    expect(column?.results).toEqual(['win', 'win', 'win', 'loss']);
    expect(column?.notes).toEqual([
      { kind: 'win_streak', count: 5, sample: 5, as_of: new Date(NOW).toISOString() },
    ]);
    expect(columns.get('puuid-2')?.notes).toEqual([]);
  });

  it('give a player with no ranked game no games, no pool, no roles and no notes', async () => {
    const { reads } = fakeReads({ 'puuid-1': [gameOf(450, 1)] });
    const column = (await readColumns(reads, request)).get('puuid-1');
    expect(column).toMatchObject({
      queue: 'solo',
      results: [],
      pool: [],
      notes: [],
      main_role: null,
      secondary_role: null,
      recent_lp: null,
    });
    expect(column?.recent.games).toBe(0);
  });

  it('are read only for the players not in the column cache, and kept there per queue', async () => {
    const { reads, calls } = fakeReads({});
    const columns = memoryAnswerCache<MultiSearchPlayer>({
      name: 'columns',
      ttlMs: 5_000,
      maxEntries: 10,
      now: () => NOW,
    });
    const [first] = await cachedColumns({ ...reads, columns }, { ...request, rows: [rowOf(1)] });
    calls.length = 0;
    const answered = await cachedColumns({ ...reads, columns }, request);
    expect(answered.map((c) => c.puuid)).toEqual(lobby.map((r) => r.puuid));
    expect(answered[0]).toBe(first);
    expect(calls).toContain(`recent solo ${RECENT_GAMES} 2`);
    expect(calls).toContain('tallies 2');

    calls.length = 0;
    await cachedColumns({ ...reads, columns }, request);
    expect(calls).toEqual([]);
    await cachedColumns({ ...reads, columns }, { ...request, queue: 'flex' });
    expect(calls).toContain(`recent flex ${RECENT_GAMES} 3`);
  });

  it('are not read at all for a lobby without a stored player', async () => {
    const { reads, calls } = fakeReads({});
    expect(await readColumns(reads, { ...request, rows: [] })).toEqual(new Map());
    expect(calls).toEqual([]);
  });
});
