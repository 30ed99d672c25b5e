import { type PlayerNoteFact, PlayerNoteSchema, PoolChampionSchema } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import type {
  ChampionTallyRow,
  HistoryWindow,
  ScoutingGameRow,
} from '../riot-data/scouting.repository.ts';
import {
  gamesByRole,
  noteFactsOf,
  RANKED_QUEUE_IDS,
  toPlayerNote,
  toPool,
  toRankedForm,
} from './scouting.mapper.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 5, 1, 12);

/** Data Dragon's names as a test knows them: a champion it does not know keeps the fallback. */
const KNOWN: Record<number, string> = { 99: 'Lux', 103: 'Ahri', 222: 'Jinx' };
const game = {
  champion: (id: number, fallback: string) => ({
    name: KNOWN[id] ?? fallback,
    image_url: KNOWN[id] ? `/cdn/champion/${KNOWN[id]}.png` : null,
  }),
};

/** A stored ranked game, `hoursAgo` before NOW. */
const row = (hoursAgo: number, extra: Partial<ScoutingGameRow> = {}): ScoutingGameRow => ({
  win: true,
  kills: 5,
  deaths: 2,
  assists: 7,
  killParticipation: 0.5,
  role: 'MIDDLE',
  championId: 99,
  championName: 'Lux',
  goldDiff10: null,
  csDiff10: null,
  xpDiff10: null,
  goldDiff15: null,
  csDiff15: null,
  xpDiff15: null,
  queueId: 420,
  gameCreation: NOW - hoursAgo * HOUR,
  ...extra,
});

const tally = (championId: number, extra: Partial<ChampionTallyRow> = {}): ChampionTallyRow => ({
  puuid: 'p1',
  championId,
  queueId: 420,
  games: 10,
  wins: 5,
  kills: 40,
  deaths: 20,
  assists: 60,
  ...extra,
});

describe('recent ranked form', () => {
  const games = [
    row(1, { win: true, kills: 10, deaths: 1, assists: 5, role: 'SUPPORT' }),
    row(2, { win: false, kills: 0, deaths: 4, assists: 3, role: 'SUPPORT' }),
    row(3, { win: true, kills: 2, deaths: 0, assists: 9, role: 'TOP' }),
  ];

  it('sums the games newest first, with averages and KDA over them all', () => {
    expect(toRankedForm('solo', games, { from: null, to: NOW })).toEqual({
      queue: 'solo',
      games: 3,
      wins: 2,
      losses: 1,
      results: ['win', 'loss', 'win'],
      avg_kills: 4,
      avg_deaths: 1.7,
      avg_assists: 5.7,
      kda: 5.8,
      main_role: 'SUPPORT',
      secondary_role: 'TOP',
      is_complete: true,
    });
  });

  it('gives no KDA without deaths, and zeros without games', () => {
    const deathless = [row(1, { deaths: 0 }), row(2, { deaths: 0 })];
    expect(toRankedForm('flex', deathless, undefined)).toMatchObject({ queue: 'flex', kda: null });
    expect(toRankedForm('solo', [], undefined)).toMatchObject({
      games: 0,
      wins: 0,
      losses: 0,
      results: [],
      avg_kills: 0,
      kda: null,
      main_role: null,
      secondary_role: null,
    });
  });

  it("is complete only when every game lies where all the player's matches are stored", () => {
    const oldest = games[2]?.gameCreation ?? 0;
    const form = (window: HistoryWindow | undefined) => toRankedForm('solo', games, window);
    expect(form(undefined).is_complete).toBe(false);
    expect(form({ from: null, to: NOW }).is_complete).toBe(true);
    expect(form({ from: oldest, to: NOW }).is_complete).toBe(true);
    expect(form({ from: oldest - HOUR, to: NOW }).is_complete).toBe(true);
    expect(form({ from: oldest + 1, to: NOW }).is_complete).toBe(false);
  });

  it('counts games by role, leaving games without a role out', () => {
    expect(gamesByRole([{ role: 'TOP' }, { role: 'TOP' }, { role: null }, { role: '' }])).toEqual({
      TOP: 2,
    });
  });
});

describe('what the notes read', () => {
  it('counts only ranked Solo/Duo and Flex games in the season', () => {
    expect(RANKED_QUEUE_IDS).toEqual([420, 440]);
    const facts = noteFactsOf(
      [],
      [
        tally(99, { queueId: 420, games: 7 }),
        tally(99, { queueId: 440, games: 3 }),
        tally(99, { queueId: 450, games: 40 }),
        tally(103, { queueId: 400, games: 12 }),
        tally(222, { queueId: 440, games: 2 }),
      ],
      undefined,
    );
    expect(facts.season).toEqual([
      { championId: 99, games: 10 },
      { championId: 222, games: 2 },
    ]);
  });

  it('keeps the recent games in their order, a role outside the lanes as none', () => {
    const facts = noteFactsOf(
      [row(1, { role: 'CARRY', win: false }), row(2, { role: null, championId: 103 })],
      [],
      { from: 5, to: NOW },
    );
    expect(facts).toEqual({
      history: { from: 5, to: NOW },
      recent: [
        { championId: 99, role: 'CARRY', win: false, gameCreation: NOW - HOUR },
        { championId: 103, role: null, win: true, gameCreation: NOW - 2 * HOUR },
      ],
      season: [],
    });
  });

  it('has no history for a player never fetched', () => {
    expect(noteFactsOf([], [], undefined).history).toBeNull();
  });
});

describe('champion pool', () => {
  it('keeps the five champions with most games, then most wins, then the lower id', () => {
    const pool = toPool(
      [
        tally(1, { games: 3 }),
        tally(2, { games: 9, wins: 4 }),
        tally(3, { games: 9, wins: 6 }),
        tally(4, { games: 12 }),
        tally(5, { games: 9, wins: 4 }),
        tally(6, { games: 2 }),
        tally(7, { games: 9, wins: 4 }),
      ],
      new Map(),
      game,
    );
    expect(pool.map((c) => c.champion.id)).toEqual([4, 3, 2, 5, 7]);
  });

  it("sums a champion's games over the queues", () => {
    const [lux] = toPool(
      [
        tally(99, { queueId: 420, games: 6, wins: 4, kills: 30, deaths: 10, assists: 20 }),
        tally(99, { queueId: 440, games: 2, wins: 1, kills: 5, deaths: 0, assists: 6 }),
      ],
      new Map(),
      game,
    );
    expect(lux).toEqual({
      champion: { id: 99, name: 'Lux', image_url: '/cdn/champion/Lux.png' },
      games: 8,
      wins: 5,
      win_rate: 62.5,
      kda: 6.1,
    });
    expect(PoolChampionSchema.parse(lux)).toEqual(lux);
  });

  it('attaches mastery only to the champions it is given for', () => {
    const pool = toPool(
      [tally(99, { games: 5 }), tally(103, { games: 4, deaths: 0 })],
      new Map([[103, { level: 7, points: 120_000 }]]),
      game,
    );
    expect(pool[0]).not.toHaveProperty('mastery');
    expect(pool[1]).toMatchObject({ kda: null, mastery: { level: 7, points: 120_000 } });
  });

  it('names a champion Data Dragon does not know by its id', () => {
    const [unknown] = toPool([tally(9999)], new Map(), game);
    expect(unknown?.champion).toEqual({ id: 9999, name: '9999', image_url: null });
  });

  it('is empty without games', () => {
    expect(toPool([], new Map(), game)).toEqual([]);
  });
});

describe('a note as the answers carry it', () => {
  it('names the champion and gives the fetch time in ISO', () => {
    const fact: PlayerNoteFact = {
      kind: 'experienced',
      championId: 103,
      count: 120,
      sample: 120,
      masteryLevel: 7,
      asOf: NOW,
    };
    const note = toPlayerNote(fact, game);
    expect(note).toEqual({
      kind: 'experienced',
      champion: { id: 103, name: 'Ahri', image_url: '/cdn/champion/Ahri.png' },
      count: 120,
      sample: 120,
      mastery_level: 7,
      as_of: '2026-06-01T12:00:00.000Z',
    });
    expect(PlayerNoteSchema.parse(note)).toEqual(note);
  });

  it('leaves out every field the note does not have', () => {
    const note = toPlayerNote({ kind: 'win_streak', count: 6, sample: 6, asOf: null }, game);
    expect(note).toEqual({ kind: 'win_streak', count: 6, sample: 6, as_of: null });
    expect(Object.keys(note)).toEqual(['kind', 'count', 'sample', 'as_of']);
  });

  it('carries the role and the days where the note has them', () => {
    expect(
      toPlayerNote({ kind: 'autofilled', role: 'SUPPORT', count: 14, sample: 18, asOf: NOW }, game),
    ).toMatchObject({ role: 'SUPPORT', count: 14, sample: 18 });
    expect(
      toPlayerNote({ kind: 'back_after', count: 1, sample: 1, days: 40, asOf: NOW }, game),
    ).toMatchObject({ days: 40 });
  });
});
