import type { Platform } from '@riftscope/riot';
import { createRng, hashOf, type Rng } from '../random.ts';
import { ARENA_QUEUE_ID, formArenaMatches } from './arena.ts';
import { MAX_DUOS_PER_GAME } from './duos.ts';
import type { Patch } from './game-data.ts';
import { gameIdAt, PLATFORM_PROFILES, type PlatformProfile } from './platforms.ts';
import type { Player } from './players.ts';

/** What the world keeps of a match; the document is generated from it on demand. */
export interface MatchHeader {
  index: number;
  matchId: string;
  gameId: number;
  platform: Platform;
  queueId: number;
  /** `gameCreation`, epoch ms. */
  creation: number;
  /**
   * Player indices. Summoner's Rift and ARAM: ten, and generation decides teams, roles and
   * participant order. Arena: sixteen in eight duos, partners side by side (2k, 2k + 1).
   */
  participants: Int32Array;
  seed: number;
  /** The patch it was played on: previous before patchDay (PATCH_DAYS before the clock start). */
  patch: Patch;
}

export const MAX_MATCHES_PER_PLAYER = 200;
const DAY_MS = 86_400_000;
/** How far back match histories reach. */
export const HISTORY_DAYS = 90;
/**
 * The current patch came out this many days before the clock start: half the history, so that
 * both patches hold about as many matches (a crawl of the 2,000-player world gets a few thousand
 * ranked matches, and a two-week patch would leave the newest patch with a sixth of them).
 */
export const PATCH_DAYS = HISTORY_DAYS / 2;

/** When the current patch came out (epoch ms): matches created from then on are on it. */
export function patchDayOf(clockStart: number): number {
  return clockStart - PATCH_DAYS * DAY_MS;
}

/** Games of one player are at least this far apart (a long game plus queue time). */
export const MIN_GAP_MS = 70 * 60_000;

export interface Schedule {
  matches: MatchHeader[];
  /** Per player, match indices newest first. */
  byPlayer: Int32Array[];
}

/** What every header of a platform shares. */
interface PlatformDating {
  seed: number;
  profile: PlatformProfile;
  patchDay: number;
}

/** The header of a formed and dated match, with its game id. */
function headerOf(
  { seed, profile, patchDay }: PlatformDating,
  match: FormedMatch,
  index: number,
  gameId: number,
): MatchHeader {
  return {
    index,
    matchId: `${profile.platformId}_${gameId}`,
    gameId,
    platform: profile.platform,
    queueId: match.queueId,
    creation: match.creation,
    participants: match.participants,
    seed: hashOf(seed, 'match', profile.platform, gameId),
    patch: match.creation < patchDay ? 'previous' : 'current',
  };
}

/** The platform's Summoner's Rift and ARAM matches, dated, with growing game ids. */
function scheduleRiftAndAram(
  dating: PlatformDating,
  players: readonly Player[],
  clockStart: number,
): FormedMatch[] {
  const { seed, profile } = dating;
  const members = players.filter((p) => p.platform === profile.platform);
  const formed = formMatches({ seed, platform: profile.platform, members, players });
  const dated = dateMatches(seed, profile.platform, formed, players.length, clockStart);
  return dated.sort((a, b) => a.creation - b.creation);
}

/**
 * The platform's Arena matches (arena.ts), formed in the gaps of its players' other matches, with
 * game ids of their own generator that grow with time and no other match of the platform has.
 */
function scheduleArena(
  dating: PlatformDating,
  players: readonly Player[],
  others: readonly MatchHeader[],
  clockStart: number,
): { match: FormedMatch; gameId: number }[] {
  const { seed, profile } = dating;
  const busy = new Map<number, number[]>();
  for (const m of others) {
    for (const p of m.participants) {
      const list = busy.get(p);
      if (list) list.push(m.creation);
      else busy.set(p, [m.creation]);
    }
  }
  for (const list of busy.values()) list.sort((a, b) => a - b);
  const formed = formArenaMatches({
    seed,
    platform: profile.platform,
    members: players.filter((p) => p.platform === profile.platform),
    players,
    busy,
    window: {
      from: clockStart - HISTORY_DAYS * DAY_MS,
      span: HISTORY_DAYS * DAY_MS - 2 * 3_600_000,
      minGapMs: MIN_GAP_MS,
      maxMatches: MAX_MATCHES_PER_PLAYER,
    },
  }).sort((a, b) => a.creation - b.creation);
  const taken = new Set(others.map((m) => m.gameId));
  const rng = createRng(seed, 'arena-game-ids', profile.platform);
  let previousId = 0;
  return formed.map(({ participants, creation }) => {
    let gameId = Math.max(
      gameIdAt(profile, creation) + rng.int(0, profile.gameIdsPerSecond),
      previousId + 1,
    );
    while (taken.has(gameId)) gameId++;
    previousId = gameId;
    return { match: { queueId: ARENA_QUEUE_ID, participants, creation }, gameId };
  });
}

/**
 * Forms every match of every platform and dates it within the last HISTORY_DAYS days: first the
 * Summoner's Rift and ARAM matches of every platform, then Arena's, which come after all of them
 * in `matches` and draw from generators of their own, so that the others stay as they were.
 */
export function buildSchedule(
  seed: number,
  players: readonly Player[],
  clockStart: number,
): Schedule {
  const matches: MatchHeader[] = [];
  const patchDay = patchDayOf(clockStart);
  const others = new Map<Platform, MatchHeader[]>();
  for (const profile of PLATFORM_PROFILES) {
    const dating = { seed, profile, patchDay };
    const dated = scheduleRiftAndAram(dating, players, clockStart);
    let previousId = 0;
    const rng = createRng(seed, 'game-ids', profile.platform);
    const headers: MatchHeader[] = [];
    for (const match of dated) {
      let gameId = gameIdAt(profile, match.creation) + rng.int(0, profile.gameIdsPerSecond);
      if (gameId <= previousId) gameId = previousId + rng.int(1, 3);
      previousId = gameId;
      headers.push(headerOf(dating, match, matches.length + headers.length, gameId));
    }
    matches.push(...headers);
    others.set(profile.platform, headers);
  }
  for (const profile of PLATFORM_PROFILES) {
    const dating = { seed, profile, patchDay };
    const arena = scheduleArena(dating, players, others.get(profile.platform) ?? [], clockStart);
    for (const { match, gameId } of arena) {
      matches.push(headerOf(dating, match, matches.length, gameId));
    }
  }

  const lists: number[][] = players.map(() => []);
  for (const match of matches) {
    for (const p of match.participants) lists[p]?.push(match.index);
  }
  const byPlayer = lists.map((list) =>
    Int32Array.from(list.sort((a, b) => (matches[b]?.creation ?? 0) - (matches[a]?.creation ?? 0))),
  );
  return { matches, byPlayer };
}

interface FormedMatch {
  queueId: number;
  participants: Int32Array;
  creation: number;
}

const QUEUES = [420, 440, 400, 450] as const;

/** How often a partner who can still play joins a game their duo partner enters. */
export const DUO_JOIN_CHANCE = 0.6;

/**
 * The players of one match being formed. Whoever enters (the anchor, or a skill neighbour drawn
 * for the game) brings a duo partner who can play the queue and still has games to play,
 * DUO_JOIN_CHANCE of the time, while the game has room and fewer than four duos; these draws
 * come from a generator of their own. A player who would make a fifth duo stays out.
 */
function createGameForming(
  players: readonly Player[],
  queueId: number,
  remaining: ReadonlyMap<number, number>,
  duoRng: Rng,
) {
  const chosen: Player[] = [];
  const inGame = new Set<number>();
  let duos = 0;
  const add = (p: Player) => {
    if (p.partner !== null && inGame.has(p.partner)) duos++;
    chosen.push(p);
    inGame.add(p.index);
  };
  return {
    chosen,
    canEnter: (p: Player) =>
      !inGame.has(p.index) &&
      !(p.partner !== null && inGame.has(p.partner) && duos >= MAX_DUOS_PER_GAME),
    enter(p: Player) {
      add(p);
      const partner = p.partner === null ? undefined : players[p.partner];
      if (
        partner &&
        !inGame.has(partner.index) &&
        chosen.length < 10 &&
        duos < MAX_DUOS_PER_GAME &&
        (partner.queueWeights[queueId] ?? 0) > 0 &&
        (remaining.get(partner.index) ?? 0) > 0 &&
        duoRng.chance(DUO_JOIN_CHANCE)
      )
        add(partner);
    },
  };
}

/** One platform's players while its matches are formed, and the draws that form them. */
interface FormingPool {
  rng: Rng;
  duoRng: Rng;
  /** Every player of the world, where a duo partner is looked up. */
  players: readonly Player[];
  bySkill: readonly Player[];
  /** A player's place in bySkill. */
  position: ReadonlyMap<number, number>;
  /** Games each player still has to play. */
  remaining: Map<number, number>;
  played: Map<number, number>;
}

const canPlay = (p: Player, queueId: number) => (p.queueWeights[queueId] ?? 0) > 0;

/**
 * Players nearest in skill to the anchor who can play the queue, nearest first: those with
 * games left, or when filling, those without who have played fewer than 200.
 */
function nearest(
  pool: FormingPool,
  anchor: Player,
  ask: { queueId: number; want: number; isFilling: boolean },
): Player[] {
  const { bySkill, remaining, played } = pool;
  const out: Player[] = [];
  const at = pool.position.get(anchor.index) ?? 0;
  for (let d = 1; out.length < ask.want && (at - d >= 0 || at + d < bySkill.length); d++) {
    for (const j of [at - d, at + d]) {
      const p = bySkill[j];
      if (!p || !canPlay(p, ask.queueId)) continue;
      const left = remaining.get(p.index) ?? 0;
      const count = played.get(p.index) ?? 0;
      if (ask.isFilling ? count < 200 && left <= 0 : left > 0) out.push(p);
    }
  }
  return out;
}

/** Up to 24 players with games left near the anchor, made up to nine with fillers. */
function candidatesFor(pool: FormingPool, anchor: Player, queueId: number): Player[] {
  const candidates = nearest(pool, anchor, { queueId, want: 24, isFilling: false });
  if (candidates.length < 9) {
    const want = 9 - candidates.length;
    candidates.push(...nearest(pool, anchor, { queueId, want, isFilling: true }));
  }
  return candidates;
}

/** The anchor's drawn queue and its candidates; normal draft when that queue has too few. */
function queueAndCandidates(pool: FormingPool, anchor: Player) {
  const weights = QUEUES.map((q) => anchor.queueWeights[q] ?? 0);
  let queueId: number = pool.rng.weighted(QUEUES, weights);
  let candidates = candidatesFor(pool, anchor, queueId);
  if (candidates.length < 9 && queueId !== 400) {
    queueId = 400;
    candidates = candidatesFor(pool, anchor, queueId);
  }
  return { queueId, candidates };
}

/** The anchor and nine drawn from the candidates, nearer and busier ones likelier. */
function drawGame(
  pool: FormingPool,
  anchor: Player,
  queue: { queueId: number; candidates: readonly Player[] },
): Player[] {
  const { rng, remaining } = pool;
  const { queueId } = queue;
  const game = createGameForming(pool.players, queueId, remaining, pool.duoRng);
  game.enter(anchor);
  const candidates = [...queue.candidates];
  const weights = candidates.map(
    (p, rank) => (1 + Math.max(0, remaining.get(p.index) ?? 0)) / (1 + rank * 0.15),
  );
  while (game.chosen.length < 10 && candidates.length > 0) {
    const at = rng.weightedIndex(weights);
    const picked = candidates[at];
    candidates.splice(at, 1);
    weights.splice(at, 1);
    if (picked && game.canEnter(picked)) game.enter(picked);
  }
  if (game.chosen.length < 10) {
    // A pool of nine that lost a player to the duo limit: the nearest fillers make up ten.
    for (const p of nearest(pool, anchor, { queueId, want: 10, isFilling: true })) {
      if (game.chosen.length < 10 && game.canEnter(p)) game.enter(p);
    }
  }
  return game.chosen;
}

/** The match an anchor's turn forms, or null when it cannot find ten (it then plays no more). */
function formAnchorMatch(pool: FormingPool, anchor: Player): FormedMatch | null {
  const { remaining, played } = pool;
  const { queueId, candidates } = queueAndCandidates(pool, anchor);
  if (candidates.length < 9) {
    // Too few players on the platform: nobody else can be matched.
    remaining.set(anchor.index, 0);
    return null;
  }
  const chosen = drawGame(pool, anchor, { queueId, candidates });
  if (chosen.length < 10) {
    remaining.set(anchor.index, 0);
    return null;
  }
  for (const p of chosen) {
    remaining.set(p.index, (remaining.get(p.index) ?? 0) - 1);
    played.set(p.index, (played.get(p.index) ?? 0) + 1);
  }
  return { queueId, participants: Int32Array.from(chosen.map((p) => p.index)), creation: 0 };
}

/** Every match of one platform, in rounds over the shuffled players with games left. */
function formMatches(input: {
  seed: number;
  platform: Platform;
  members: readonly Player[];
  players: readonly Player[];
}): FormedMatch[] {
  const { seed, platform, members, players } = input;
  const bySkill = [...members].sort((a, b) => a.skill - b.skill);
  const pool: FormingPool = {
    rng: createRng(seed, 'schedule', platform),
    duoRng: createRng(seed, 'schedule-duos', platform),
    players,
    bySkill,
    position: new Map(bySkill.map((p, i) => [p.index, i])),
    remaining: new Map(members.map((p) => [p.index, p.targetMatches])),
    played: new Map(members.map((p) => [p.index, 0])),
  };
  const { remaining } = pool;
  const formed: FormedMatch[] = [];
  let pending = members.filter((p) => (remaining.get(p.index) ?? 0) > 0);
  while (pending.length > 0) {
    pool.rng.shuffle(pending);
    for (const anchor of pending) {
      if ((remaining.get(anchor.index) ?? 0) <= 0) continue;
      const match = formAnchorMatch(pool, anchor);
      if (match) formed.push(match);
    }
    pending = pending.filter((p) => (remaining.get(p.index) ?? 0) > 0);
  }
  return formed;
}

function dateMatches(
  seed: number,
  platform: Platform,
  formed: FormedMatch[],
  playerCount: number,
  clockStart: number,
): FormedMatch[] {
  const rng = createRng(seed, 'dates', platform);
  const busy = new Map<number, number[]>();
  const from = clockStart - HISTORY_DAYS * DAY_MS;
  const span = HISTORY_DAYS * DAY_MS - 2 * 3_600_000;
  for (const match of formed) {
    let creation = 0;
    for (let attempt = 0; attempt < 12; attempt++) {
      creation = Math.floor(from + rng.next() * span);
      const isFree = [...match.participants].every((p) =>
        (busy.get(p) ?? []).every((t) => Math.abs(t - creation) >= MIN_GAP_MS),
      );
      if (isFree) break;
    }
    match.creation = creation;
    for (const p of match.participants) {
      if (p < 0 || p >= playerCount) continue;
      const list = busy.get(p);
      if (list) list.push(creation);
      else busy.set(p, [creation]);
    }
  }
  return formed;
}
