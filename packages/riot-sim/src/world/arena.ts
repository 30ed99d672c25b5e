import { clamp, createRng, type Rng } from '../random.ts';
import type { Player } from './players.ts';

/*
 * Arena (queue 1700): sixteen players of one platform in eight duos. Who plays it and how often
 * is decided here, after the Summoner's Rift and ARAM schedule, from generators of their own, so
 * that the players and their other matches stay as they were: Arena games go into the gaps of
 * each player's history and come on top of it. How a match is played out (champions, augments,
 * places) is match/arena-match.ts.
 */

/** Arena's queue id (gameMode CHERRY on map 30). */
export const ARENA_QUEUE_ID = 1700;

/** Duos in an Arena match, and so the places 1–8. */
export const ARENA_DUOS = 8;

/** Players in an Arena match. */
export const ARENA_PLAYERS = 2 * ARENA_DUOS;

/** Share of players who never play Arena (duo partners decide together). */
export const ARENA_ABSTAINER_SHARE = 0.3;

/** The median Arena share of a player who plays it: Arena games per other game. */
const MEDIAN_ARENA_SHARE = 0.1;

/** Whether a match is an Arena match. */
export const isArena = (match: { queueId: number }): boolean => match.queueId === ARENA_QUEUE_ID;

/**
 * Gives every player an Arena share (`arenaShare`): 0 for ARENA_ABSTAINER_SHARE of them, else
 * log-normal around MEDIAN_ARENA_SHARE (2–25 %). A duo partner takes the share of the partner
 * with the lower index, so that the two play Arena together. Each player's draws come from a
 * generator of its own.
 */
export function assignArenaShares(seed: number, players: readonly Player[]): void {
  for (const p of players) {
    const partner = p.partner === null ? undefined : players[p.partner];
    if (partner && partner.index < p.index) {
      p.arenaShare = partner.arenaShare;
      continue;
    }
    const rng = createRng(seed, 'arena-share', p.puuid);
    p.arenaShare = rng.chance(ARENA_ABSTAINER_SHARE)
      ? 0
      : clamp(MEDIAN_ARENA_SHARE * Math.exp(rng.normal(0, 0.55)), 0.02, 0.25);
  }
}

/** Where and how densely Arena games may be dated: the schedule's rules. */
export interface ArenaWindow {
  /** Earliest `gameCreation`, epoch ms. */
  from: number;
  /** Games are created within [from, from + span). */
  span: number;
  /** A player's games are at least this far apart. */
  minGapMs: number;
  /** A player's history holds at most this many matches. */
  maxMatches: number;
}

/** An Arena match formed and dated: 16 player indices, partners side by side (2k, 2k + 1). */
export interface FormedArena {
  participants: Int32Array;
  creation: number;
}

export interface FormArenaInput {
  seed: number;
  platform: string;
  /** The platform's players. */
  members: readonly Player[];
  /** Every player of the world, where a duo partner is looked up. */
  players: readonly Player[];
  /**
   * Creation times of each member's other matches, ascending. Arena games are added to these
   * lists as they are dated.
   */
  busy: Map<number, number[]>;
  window: ArenaWindow;
}

/** Who queues for Arena together: a premade duo, or one player given a partner by the queue. */
interface QueueUnit {
  members: readonly Player[];
  skill: number;
  /** Arena games still to play. */
  left: number;
}

/** How many Arena games a player plays: its share of its other games, within the history cap. */
function arenaGamesOf(seed: number, p: Player, others: number, maxMatches: number): number {
  if (p.arenaShare <= 0) return 0;
  const rng = createRng(seed, 'arena-games', p.puuid);
  const expected = p.arenaShare * others;
  const count = Math.floor(expected) + (rng.chance(expected - Math.floor(expected)) ? 1 : 0);
  return Math.max(0, Math.min(count, maxMatches - others));
}

/** The platform's Arena players as the queue sees them: premade duos and players alone. */
function queueUnits(input: FormArenaInput): QueueUnit[] {
  const { seed, members, players, busy, window } = input;
  const gamesOf = (p: Player) =>
    arenaGamesOf(seed, p, busy.get(p.index)?.length ?? 0, window.maxMatches);
  const units: QueueUnit[] = [];
  for (const p of members) {
    const partner = p.partner === null ? undefined : players[p.partner];
    if (partner && partner.index < p.index) continue;
    const left = partner ? Math.min(gamesOf(p), gamesOf(partner)) : gamesOf(p);
    if (left <= 0) continue;
    const unitMembers = partner ? [p, partner] : [p];
    const skill = unitMembers.reduce((sum, m) => sum + m.skill, 0) / unitMembers.length;
    units.push({ members: unitMembers, skill, left });
  }
  return units;
}

/** Whether no game in the ascending list `times` is within `gap` of `t`. */
function isFreeAt(times: readonly number[] | undefined, t: number, gap: number): boolean {
  if (!times || times.length === 0) return true;
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((times[mid] ?? 0) < t) lo = mid + 1;
    else hi = mid;
  }
  const after = times[lo];
  const before = times[lo - 1];
  return (after === undefined || after - t >= gap) && (before === undefined || t - before >= gap);
}

/** How far from the anchor's skill the queue looks, at random: Arena matchmaking is loose. */
const SKILL_JITTER = 0.6;
/** Times tried for one anchor before it gives up its remaining games. */
const ATTEMPTS = 24;

/**
 * A lobby for the anchor at a random time every one of its players is free: the anchor and the
 * units nearest its skill (with jitter), until sixteen players; null when no time tried works.
 */
function findLobby(
  rng: Rng,
  open: readonly QueueUnit[],
  anchor: QueueUnit,
  input: FormArenaInput,
): { units: QueueUnit[]; creation: number } | null {
  const { busy, window } = input;
  const isFree = (u: QueueUnit, t: number) =>
    u.members.every((m) => isFreeAt(busy.get(m.index), t, window.minGapMs));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const creation = Math.floor(window.from + rng.next() * window.span);
    if (!isFree(anchor, creation)) continue;
    const near = open
      .filter((u) => u !== anchor && isFree(u, creation))
      .map((u) => ({
        u,
        d: Math.abs(u.skill - anchor.skill) + Math.abs(rng.normal(0, SKILL_JITTER)),
      }))
      .sort((a, b) => a.d - b.d || (a.u.members[0]?.index ?? 0) - (b.u.members[0]?.index ?? 0));
    const units = [anchor];
    let size = anchor.members.length;
    for (const { u } of near) {
      if (size + u.members.length > ARENA_PLAYERS) continue;
      units.push(u);
      size += u.members.length;
      if (size === ARENA_PLAYERS) return { units, creation };
    }
  }
  return null;
}

/** The lobby's eight duos, in a random order: premades as they came, the others paired at random. */
function duosOf(rng: Rng, units: readonly QueueUnit[]): Player[][] {
  const duos = units.filter((u) => u.members.length === 2).map((u) => [...u.members]);
  const alone = rng.shuffle(units.filter((u) => u.members.length === 1).map((u) => u.members[0]));
  for (let i = 0; i + 1 < alone.length; i += 2) {
    const [a, b] = [alone[i], alone[i + 1]];
    if (a && b) duos.push([a, b]);
  }
  return rng.shuffle(duos);
}

/** Adds `t` to an ascending list. */
function insertSorted(list: number[], t: number): void {
  let at = list.length;
  while (at > 0 && (list[at - 1] ?? 0) > t) at--;
  list.splice(at, 0, t);
}

/**
 * Every Arena match of one platform, formed and dated together: an anchor (busier units
 * likelier) waits at a random time it is free for the fifteen players nearest its skill who are
 * free then too; an anchor that finds no such time in ATTEMPTS tries plays no more Arena. Ends
 * when fewer than sixteen players have games left. Draws come from the platform's own generator.
 */
export function formArenaMatches(input: FormArenaInput): FormedArena[] {
  const rng = createRng(input.seed, 'arena', input.platform);
  const formed: FormedArena[] = [];
  let open = queueUnits(input);
  const players = (units: readonly QueueUnit[]) =>
    units.reduce((sum, u) => sum + u.members.length, 0);
  while (players(open) >= ARENA_PLAYERS) {
    const anchor = rng.weighted(
      open,
      open.map((u) => u.left),
    );
    const lobby = findLobby(rng, open, anchor, input);
    if (!lobby) {
      anchor.left = 0;
    } else {
      const duos = duosOf(rng, lobby.units);
      for (const unit of lobby.units) {
        unit.left--;
        for (const m of unit.members) {
          const list = input.busy.get(m.index);
          if (list) insertSorted(list, lobby.creation);
          else input.busy.set(m.index, [lobby.creation]);
        }
      }
      formed.push({
        participants: Int32Array.from(duos.flat().map((p) => p.index)),
        creation: lobby.creation,
      });
    }
    open = open.filter((u) => u.left > 0);
  }
  return formed;
}
