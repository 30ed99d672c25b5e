import { describe, expect, it } from 'vitest';
import {
  AUTOFILL_MAIN_SHARE,
  AUTOFILL_MIN_GAMES,
  AUTOFILL_ROLE_MAX_SHARE,
  BACK_AFTER_MIN_DAYS,
  EXPERIENCED_MIN_GAMES,
  FIRST_TIME_MIN_SEASON_GAMES,
  NOTES_HISTORY_FRESH_MS,
  type NoteContext,
  type NoteFacts,
  type NoteGame,
  ONE_TRICK_MIN_GAMES,
  ONE_TRICK_MIN_SHARE,
  PLAYER_NOTE_KINDS,
  type PlayerNoteKind,
  playerNotes,
  WIN_STREAK_MIN,
} from './player-notes.ts';
import type { PlayerRole } from './player-stats.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Well inside the 2026 season. */
const NOW = Date.UTC(2026, 5, 1, 12);
const SEASON_START = NOW - 120 * DAY;
/** The whole history, fetched an hour ago. */
const FETCHED = NOW - HOUR;
const FRESH = { from: null, to: FETCHED };

const AHRI = 103;
const LUX = 99;
const JINX = 222;

/** `n` games, newest first, one every `stepMs` from `newest` back. */
const games = (
  n: number,
  extra: Partial<NoteGame> = {},
  newest = NOW - 2 * HOUR,
  stepMs = HOUR,
): NoteGame[] =>
  Array.from({ length: n }, (_, i) => ({
    championId: LUX,
    role: 'MIDDLE' as PlayerRole,
    win: true,
    gameCreation: newest - i * stepMs,
    ...extra,
  }));

const facts = (extra: Partial<NoteFacts> = {}): NoteFacts => ({
  history: FRESH,
  recent: [],
  season: [],
  ...extra,
});

const ctx = (extra: Partial<NoteContext> = {}): NoteContext => ({
  now: NOW,
  seasonStart: SEASON_START,
  ...extra,
});

const kinds = (f: NoteFacts, c: NoteContext): PlayerNoteKind[] =>
  playerNotes(f, c).map((n) => n.kind);

const noteOf = (kind: PlayerNoteKind, f: NoteFacts, c: NoteContext) =>
  playerNotes(f, c).find((n) => n.kind === kind);

describe('player notes: first ranked game on a champion this season', () => {
  const onAhri = ctx({ championId: AHRI });
  const seasonOf = (games: number) => facts({ season: [{ championId: LUX, games }] });

  it(`needs ${FIRST_TIME_MIN_SEASON_GAMES} ranked games this season`, () => {
    expect(FIRST_TIME_MIN_SEASON_GAMES).toBe(10);
    expect(kinds(seasonOf(9), onAhri)).toEqual([]);
    expect(noteOf('first_time', seasonOf(10), onAhri)).toEqual({
      kind: 'first_time',
      championId: AHRI,
      count: 0,
      sample: 10,
      asOf: FETCHED,
    });
    expect(noteOf('first_time', seasonOf(11), onAhri)?.sample).toBe(11);
  });

  it('is not given when the champion has a ranked game this season', () => {
    const played = facts({
      season: [
        { championId: LUX, games: 20 },
        { championId: AHRI, games: 1 },
      ],
    });
    expect(kinds(played, onAhri)).not.toContain('first_time');
  });

  it('is not given without a champion (multi-search)', () => {
    expect(kinds(seasonOf(12), ctx())).toEqual([]);
  });

  it(`needs the whole history fetched within NOTES_HISTORY_FRESH_MS`, () => {
    const at = (to: number) =>
      facts({ history: { from: null, to }, season: [{ championId: LUX, games: 12 }] });
    expect(kinds(at(NOW - NOTES_HISTORY_FRESH_MS), onAhri)).toEqual(['first_time']);
    expect(kinds(at(NOW - NOTES_HISTORY_FRESH_MS - 1), onAhri)).toEqual([]);
    expect(
      kinds(facts({ history: null, season: [{ championId: LUX, games: 12 }] }), onAhri),
    ).toEqual([]);
  });

  it('needs the history stored from the season start on', () => {
    const from = (start: number) =>
      facts({ history: { from: start, to: FETCHED }, season: [{ championId: LUX, games: 12 }] });
    expect(kinds(from(SEASON_START), onAhri)).toEqual(['first_time']);
    expect(kinds(from(SEASON_START + 1), onAhri)).toEqual([]);
  });
});

describe('player notes: one-trick', () => {
  const season = (onLux: number, others: number) =>
    facts({
      season: [
        { championId: LUX, games: onLux },
        { championId: JINX, games: others },
      ],
    });

  it(`needs ${ONE_TRICK_MIN_SHARE} % of the season's ranked games on one champion`, () => {
    expect(ONE_TRICK_MIN_SHARE).toBe(70);
    expect(kinds(season(139, 61), ctx())).toEqual([]);
    expect(noteOf('one_trick', season(140, 60), ctx())).toEqual({
      kind: 'one_trick',
      championId: LUX,
      count: 140,
      sample: 200,
      asOf: FETCHED,
    });
    expect(noteOf('one_trick', season(142, 58), ctx())?.count).toBe(142);
  });

  it(`needs ${ONE_TRICK_MIN_GAMES} ranked games this season`, () => {
    expect(ONE_TRICK_MIN_GAMES).toBe(20);
    expect(kinds(season(19, 0), ctx())).toEqual([]);
    expect(noteOf('one_trick', season(20, 0), ctx())?.sample).toBe(20);
  });

  it('needs no fresh history: a share of stored games stays a share', () => {
    const note = noteOf('one_trick', { ...season(30, 0), history: null }, ctx());
    expect(note).toMatchObject({ count: 30, sample: 30, asOf: null });
  });
});

describe('player notes: win streak', () => {
  const streak = (wins: number, extra: Partial<NoteFacts> = {}) =>
    facts({ recent: [...games(wins), ...games(3, { win: false }, NOW - 100 * HOUR)], ...extra });

  it(`needs ${WIN_STREAK_MIN} newest ranked games won`, () => {
    expect(WIN_STREAK_MIN).toBe(5);
    expect(kinds(streak(4), ctx())).toEqual([]);
    expect(noteOf('win_streak', streak(5), ctx())).toEqual({
      kind: 'win_streak',
      count: 5,
      sample: 5,
      asOf: FETCHED,
    });
    expect(noteOf('win_streak', streak(6), ctx())?.count).toBe(6);
  });

  it('counts only the newest games in a row', () => {
    const broken = facts({ recent: [...games(2), ...games(1, { win: false }), ...games(8)] });
    expect(kinds(broken, ctx())).toEqual([]);
  });

  it('never notes losses in a row', () => {
    expect(playerNotes(facts({ recent: games(5, { win: false }) }), ctx())).toEqual([]);
    expect(playerNotes(facts({ recent: games(20, { win: false }) }), ctx())).toEqual([]);
  });

  it("needs the history stored from the streak's oldest game and fetched within a day", () => {
    const oldest = NOW - 2 * HOUR - 4 * HOUR;
    expect(kinds(streak(5, { history: { from: oldest, to: FETCHED } }), ctx())).toEqual([
      'win_streak',
    ]);
    expect(kinds(streak(5, { history: { from: oldest + 1, to: FETCHED } }), ctx())).toEqual([]);
    const stale = { from: null, to: NOW - NOTES_HISTORY_FRESH_MS - 1 };
    expect(kinds(streak(5, { history: stale }), ctx())).toEqual([]);
    expect(kinds(streak(5, { history: null }), ctx())).toEqual([]);
  });
});

describe('player notes: back after a break', () => {
  const lastPlayed = (ago: number, extra: Partial<NoteFacts> = {}) =>
    facts({ recent: games(3, { win: false }, NOW - ago, DAY), ...extra });

  it(`needs ${BACK_AFTER_MIN_DAYS} whole days since the newest ranked game`, () => {
    expect(BACK_AFTER_MIN_DAYS).toBe(30);
    expect(kinds(lastPlayed(30 * DAY - 1), ctx())).toEqual([]);
    expect(noteOf('back_after', lastPlayed(30 * DAY), ctx())).toEqual({
      kind: 'back_after',
      count: 1,
      sample: 1,
      days: 30,
      asOf: FETCHED,
    });
    expect(noteOf('back_after', lastPlayed(40 * DAY + 5 * HOUR), ctx())?.days).toBe(40);
  });

  it('needs the history stored from the newest game and fetched within a day', () => {
    const newest = NOW - 40 * DAY;
    expect(kinds(lastPlayed(40 * DAY, { history: { from: newest, to: FETCHED } }), ctx())).toEqual([
      'back_after',
    ]);
    expect(
      kinds(lastPlayed(40 * DAY, { history: { from: newest + 1, to: FETCHED } }), ctx()),
    ).toEqual([]);
    const stale = { from: null, to: NOW - NOTES_HISTORY_FRESH_MS - 1 };
    expect(kinds(lastPlayed(40 * DAY, { history: stale }), ctx())).toEqual([]);
    expect(kinds(lastPlayed(40 * DAY, { history: null }), ctx())).toEqual([]);
  });

  it('is not given without a stored ranked game', () => {
    expect(playerNotes(facts(), ctx())).toEqual([]);
  });
});

describe('player notes: experienced on the champion', () => {
  const onLux = (n: number) =>
    facts({
      season: [
        { championId: LUX, games: n },
        { championId: JINX, games: 100 },
      ],
    });

  it(`needs ${EXPERIENCED_MIN_GAMES} ranked games on the champion this season`, () => {
    expect(EXPERIENCED_MIN_GAMES).toBe(50);
    expect(kinds(onLux(49), ctx({ championId: LUX }))).toEqual([]);
    expect(noteOf('experienced', onLux(50), ctx({ championId: LUX, masteryLevel: 7 }))).toEqual({
      kind: 'experienced',
      championId: LUX,
      count: 50,
      sample: 50,
      masteryLevel: 7,
      asOf: FETCHED,
    });
    expect(noteOf('experienced', onLux(51), ctx({ championId: LUX }))?.count).toBe(51);
  });

  it('leaves the mastery level out when no read is stored', () => {
    for (const masteryLevel of [null, undefined]) {
      const note = noteOf('experienced', onLux(60), ctx({ championId: LUX, masteryLevel }));
      expect(note).toBeDefined();
      expect(note).not.toHaveProperty('masteryLevel');
    }
  });

  it('is not given without a champion (multi-search)', () => {
    expect(kinds(onLux(80), ctx())).toEqual([]);
  });

  it('gives way to the one-trick note on the same champion', () => {
    const trick = facts({ season: [{ championId: LUX, games: 80 }] });
    expect(kinds(trick, ctx({ championId: LUX }))).toEqual(['one_trick']);
  });

  it('stands beside a one-trick note on another champion', () => {
    const both = facts({
      season: [
        { championId: JINX, games: 120 },
        { championId: LUX, games: 50 },
      ],
    });
    const notes = playerNotes(both, ctx({ championId: LUX }));
    expect(notes.map((n) => [n.kind, n.championId])).toEqual([
      ['one_trick', JINX],
      ['experienced', LUX],
    ]);
  });
});

describe('player notes: autofilled', () => {
  /** Newest ranked games: `usual` in SUPPORT, `now` in TOP, the rest in MIDDLE. */
  const roles = (usual: number, inTop: number, total: number, extra: Partial<NoteFacts> = {}) =>
    facts({
      recent: [
        ...games(usual, { role: 'SUPPORT', win: false }),
        ...games(inTop, { role: 'TOP', win: false }),
        ...games(total - usual - inTop, { role: 'MIDDLE', win: false }),
      ],
      ...extra,
    });
  const inTop = ctx({ role: 'TOP' });

  it(`needs ${AUTOFILL_MIN_GAMES} recent ranked games with a role`, () => {
    expect(AUTOFILL_MIN_GAMES).toBe(10);
    expect(kinds(roles(9, 0, 9), inTop)).toEqual([]);
    expect(noteOf('autofilled', roles(10, 0, 10), inTop)).toEqual({
      kind: 'autofilled',
      role: 'SUPPORT',
      count: 10,
      sample: 10,
      asOf: FETCHED,
    });
    expect(noteOf('autofilled', roles(11, 0, 11), inTop)?.sample).toBe(11);
  });

  it('leaves games without a role out of the sample', () => {
    const unknown = games(5, { role: null, win: false });
    const nine = roles(9, 0, 9);
    expect(kinds({ ...nine, recent: [...nine.recent, ...unknown] }, inTop)).toEqual([]);
  });

  it(`needs ${AUTOFILL_MAIN_SHARE} % of them in the usual role`, () => {
    expect(AUTOFILL_MAIN_SHARE).toBe(60);
    expect(kinds(roles(11, 0, 20), inTop)).toEqual([]);
    expect(noteOf('autofilled', roles(12, 0, 20), inTop)).toMatchObject({ count: 12, sample: 20 });
    expect(noteOf('autofilled', roles(13, 0, 20), inTop)).toMatchObject({ count: 13, sample: 20 });
  });

  it(`needs at most ${AUTOFILL_ROLE_MAX_SHARE} % of them in the role played now`, () => {
    expect(AUTOFILL_ROLE_MAX_SHARE).toBe(10);
    expect(kinds(roles(14, 1, 20), inTop)).toEqual(['autofilled']);
    expect(kinds(roles(14, 2, 20), inTop)).toEqual(['autofilled']);
    expect(kinds(roles(14, 3, 20), inTop)).toEqual([]);
  });

  it('is not given in the usual role, nor without a role (multi-search)', () => {
    expect(kinds(roles(15, 0, 20), ctx({ role: 'SUPPORT' }))).toEqual([]);
    expect(kinds(roles(15, 0, 20), ctx({ role: null }))).toEqual([]);
    expect(kinds(roles(15, 0, 20), ctx())).toEqual([]);
  });

  it('needs no fresh history: the games read are named', () => {
    expect(noteOf('autofilled', roles(15, 0, 20, { history: null }), inTop)?.asOf).toBeNull();
  });
});

describe('player notes: all together', () => {
  it('gives nothing to a player with no stored ranked game', () => {
    const everything = ctx({ championId: AHRI, role: 'TOP', masteryLevel: 7 });
    expect(playerNotes(facts(), everything)).toEqual([]);
    expect(playerNotes(facts({ history: null }), everything)).toEqual([]);
  });

  it('lists the notes in PLAYER_NOTE_KINDS order', () => {
    const recent = [
      ...games(6, { role: 'SUPPORT' }, NOW - 40 * DAY),
      ...games(14, { role: 'SUPPORT', win: false }, NOW - 41 * DAY),
    ];
    const firstOnAhri = facts({ recent, season: [{ championId: JINX, games: 25 }] });
    expect(kinds(firstOnAhri, ctx({ championId: AHRI, role: 'TOP' }))).toEqual([
      'first_time',
      'one_trick',
      'win_streak',
      'back_after',
      'autofilled',
    ]);
    const seasoned = facts({
      recent,
      season: [
        { championId: JINX, games: 120 },
        { championId: LUX, games: 50 },
      ],
    });
    const notes = kinds(seasoned, ctx({ championId: LUX, role: 'TOP' }));
    expect(notes).toEqual(['one_trick', 'win_streak', 'back_after', 'experienced', 'autofilled']);
    expect(notes).toEqual(PLAYER_NOTE_KINDS.filter((kind) => notes.includes(kind)));
  });
});
