import type { PlayerRole } from './player-stats.ts';
import { PLAYER_ROLES } from './player-stats.ts';

/**
 * Player notes: short, factual, neutral tags about a player in a lobby, each computed by a
 * published rule from stored ranked games (Solo/Duo and Flex, remakes left out) and shown with
 * its evidence (docs/riot-policies.md, Player notes). No note judges a person or suggests acting
 * on it: there is deliberately no loss-streak note, no "inting", no "smurf".
 */
export const PLAYER_NOTE_KINDS = [
  'first_time',
  'one_trick',
  'win_streak',
  'back_after',
  'experienced',
  'autofilled',
] as const;
export type PlayerNoteKind = (typeof PLAYER_NOTE_KINDS)[number];

/** "First ranked game on X this season": at least this many ranked games stored this season. */
export const FIRST_TIME_MIN_SEASON_GAMES = 10;
/** "One-trick": at least this many ranked games stored this season… */
export const ONE_TRICK_MIN_GAMES = 20;
/** …of which at least this percentage on one champion. */
export const ONE_TRICK_MIN_SHARE = 70;
/** "N wins in a row": at least this many newest ranked games all won. */
export const WIN_STREAK_MIN = 5;
/** "Back after N days": at least this many days since the newest stored ranked game. */
export const BACK_AFTER_MIN_DAYS = 30;
/** "Played X N times": at least this many ranked games stored this season on the champion. */
export const EXPERIENCED_MIN_GAMES = 50;
/** "Autofilled": at least this many recent ranked games with a role… */
export const AUTOFILL_MIN_GAMES = 10;
/** …at least this percentage of them in the usual role… */
export const AUTOFILL_MAIN_SHARE = 60;
/** …and at most this percentage in the role inferred now. */
export const AUTOFILL_ROLE_MAX_SHARE = 10;
/**
 * Notes that say what has not happened since (first time, streak, back after) need the player's
 * whole history fetched from Riot this recently; older, a game may be missing.
 */
export const NOTES_HISTORY_FRESH_MS = 24 * 3_600_000;

const DAY_MS = 86_400_000;

/** One stored ranked game, newest first in `recent`. */
export interface NoteGame {
  championId: number;
  role: PlayerRole | null;
  win: boolean;
  gameCreation: number;
}

/** A champion's stored ranked games this season. */
export interface NoteChampion {
  championId: number;
  games: number;
}

/** What the rules read of one player. */
export interface NoteFacts {
  /**
   * Where every match of the player is stored: from `from` (epoch ms; null: the whole history
   * Riot keeps) up to `to`, the last fetch of the history; null for a player never fetched.
   */
  history: { from: number | null; to: number } | null;
  /** The newest stored ranked games, newest first (at most RANKED_FORM_GAMES). */
  recent: readonly NoteGame[];
  /** Stored ranked games this season, per champion. */
  season: readonly NoteChampion[];
}

/** What the rules read of the game being scouted. */
export interface NoteContext {
  now: number;
  seasonStart: number;
  /** The champion the player is playing (live game); absent in multi-search. */
  championId?: number | undefined;
  /** The role inferred for the player now (live game); absent or null otherwise. */
  role?: PlayerRole | null | undefined;
  /** The player's mastery level of `championId`, when a read is stored. */
  masteryLevel?: number | null | undefined;
}

/**
 * A note with the evidence it rests on: `count` of `sample` games (or days for back_after), the
 * champion or role it names, the mastery level where known, and `as_of`, the history's fetch.
 */
export interface PlayerNoteFact {
  kind: PlayerNoteKind;
  championId?: number;
  role?: PlayerRole;
  /** The games that meet the rule (the streak's wins, the champion's games, the usual role's games). */
  count: number;
  /** The games the rule read. */
  sample: number;
  /** back_after: whole days since the newest stored ranked game. */
  days?: number;
  masteryLevel?: number;
  /** Epoch ms of the history's last fetch; null for a player never fetched. */
  asOf: number | null;
}

/** Whether the player's whole history up to now is stored, from `since` on. */
function isFreshFrom(facts: NoteFacts, since: number, now: number): boolean {
  const { history } = facts;
  if (!history || now - history.to > NOTES_HISTORY_FRESH_MS) return false;
  return history.from === null || history.from <= since;
}

const percent = (count: number, sample: number) => (sample > 0 ? (100 * count) / sample : 0);

function firstTime(facts: NoteFacts, ctx: NoteContext, total: number): PlayerNoteFact[] {
  if (ctx.championId === undefined || total < FIRST_TIME_MIN_SEASON_GAMES) return [];
  if (!isFreshFrom(facts, ctx.seasonStart, ctx.now)) return [];
  if (facts.season.some((c) => c.championId === ctx.championId && c.games > 0)) return [];
  return [
    {
      kind: 'first_time',
      championId: ctx.championId,
      count: 0,
      sample: total,
      asOf: facts.history?.to ?? null,
    },
  ];
}

function oneTrick(facts: NoteFacts, total: number): PlayerNoteFact[] {
  if (total < ONE_TRICK_MIN_GAMES) return [];
  const top = facts.season.toSorted((a, b) => b.games - a.games || a.championId - b.championId)[0];
  if (!top || percent(top.games, total) < ONE_TRICK_MIN_SHARE) return [];
  return [
    {
      kind: 'one_trick',
      championId: top.championId,
      count: top.games,
      sample: total,
      asOf: facts.history?.to ?? null,
    },
  ];
}

function winStreak(facts: NoteFacts, now: number): PlayerNoteFact[] {
  const firstLoss = facts.recent.findIndex((g) => !g.win);
  const wins = firstLoss < 0 ? facts.recent.length : firstLoss;
  const oldest = facts.recent[wins - 1];
  if (wins < WIN_STREAK_MIN || !oldest || !isFreshFrom(facts, oldest.gameCreation, now)) return [];
  return [{ kind: 'win_streak', count: wins, sample: wins, asOf: facts.history?.to ?? null }];
}

function backAfter(facts: NoteFacts, now: number): PlayerNoteFact[] {
  const newest = facts.recent[0];
  if (!newest || !isFreshFrom(facts, newest.gameCreation, now)) return [];
  const days = Math.floor((now - newest.gameCreation) / DAY_MS);
  if (days < BACK_AFTER_MIN_DAYS) return [];
  return [{ kind: 'back_after', count: 1, sample: 1, days, asOf: facts.history?.to ?? null }];
}

function experienced(
  facts: NoteFacts,
  ctx: NoteContext,
  shown: PlayerNoteFact[],
): PlayerNoteFact[] {
  if (ctx.championId === undefined) return [];
  const games = facts.season.find((c) => c.championId === ctx.championId)?.games ?? 0;
  if (games < EXPERIENCED_MIN_GAMES) return [];
  // The one-trick note already names these games.
  if (shown.some((n) => n.kind === 'one_trick' && n.championId === ctx.championId)) return [];
  const level = ctx.masteryLevel ?? undefined;
  return [
    {
      kind: 'experienced',
      championId: ctx.championId,
      count: games,
      sample: games,
      ...(level === undefined ? {} : { masteryLevel: level }),
      asOf: facts.history?.to ?? null,
    },
  ];
}

function autofilled(facts: NoteFacts, ctx: NoteContext): PlayerNoteFact[] {
  if (!ctx.role) return [];
  const withRole = facts.recent.filter((g) => g.role !== null);
  if (withRole.length < AUTOFILL_MIN_GAMES) return [];
  const count = (role: PlayerRole) => withRole.filter((g) => g.role === role).length;
  const usual = PLAYER_ROLES.toSorted((a, b) => count(b) - count(a))[0] as PlayerRole;
  if (usual === ctx.role || percent(count(usual), withRole.length) < AUTOFILL_MAIN_SHARE) return [];
  if (percent(count(ctx.role), withRole.length) > AUTOFILL_ROLE_MAX_SHARE) return [];
  return [
    {
      kind: 'autofilled',
      role: usual,
      count: count(usual),
      sample: withRole.length,
      asOf: facts.history?.to ?? null,
    },
  ];
}

/** The notes the player's stored games support, in PLAYER_NOTE_KINDS order. */
export function playerNotes(facts: NoteFacts, ctx: NoteContext): PlayerNoteFact[] {
  const total = facts.season.reduce((n, c) => n + c.games, 0);
  const notes = [...firstTime(facts, ctx, total), ...oneTrick(facts, total)];
  notes.push(...winStreak(facts, ctx.now), ...backAfter(facts, ctx.now));
  notes.push(...experienced(facts, ctx, notes), ...autofilled(facts, ctx));
  return notes;
}
