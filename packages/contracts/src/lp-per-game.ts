import { ladderValue } from './rank-scale.ts';
import { seasonOf } from './seasons.ts';
import type { RankedTier } from './summoners.ts';

/**
 * LP per ranked game (docs/player-page.md, LP per game). Riot's API has no LP per game: the
 * change is read from two consecutive rank snapshots of the queue that bracket exactly one
 * stored game of that queue, and only when every check below agrees. Anything else gives no
 * figure rather than a guess.
 */

/** A league entry as RiftScope recorded it (a rank snapshot), `at` in epoch ms. */
export interface LpSnapshot {
  at: number;
  tier: RankedTier;
  rank: string;
  leaguePoints: number;
  wins: number;
  losses: number;
}

/** A stored game of the snapshots' queue, of the same player. */
export interface LpGame {
  matchId: string;
  /** gameCreation, epoch ms. */
  start: number;
  /** Seconds. */
  durationSeconds: number;
  win: boolean;
  isRemake: boolean;
}

export const LP_CHANGE_KINDS = ['lp', 'promoted', 'demoted', 'placement'] as const;

export type LpChangeKind = (typeof LP_CHANGE_KINDS)[number];

/** What one game did to the player's standing; `after` is the entry seen after it. */
export interface LpChange {
  kind: LpChangeKind;
  /** The change on the continuous scale (rank-scale.ts); null for a placement. */
  lp: number | null;
  after: LpSnapshot;
}

/**
 * One game changes a standing by at most this much. A larger difference between two snapshots
 * with one game between them has another cause too (decay, a correction by Riot), so it gives
 * no figure.
 */
export const MAX_LP_PER_GAME = 60;

/** Ranked placement games of a queue in a season before Riot shows an entry. */
export const PLACEMENT_GAMES = 5;

/**
 * Diamond and above lose LP to decay after this many days without a ranked game (the most
 * days a player can bank). A game after a longer pause may share its interval with decay.
 */
export const DECAY_DAYS = 28;

const DAY_MS = 86_400_000;
/** Whether a standing can decay: Diamond and above. */
export const canDecay = (s: Pick<LpSnapshot, 'tier'>) => DECAY_TIERS.has(s.tier);

const DECAY_TIERS: ReadonlySet<string> = new Set([
  'DIAMOND',
  'MASTER',
  'GRANDMASTER',
  'CHALLENGER',
]);

const games = (s: LpSnapshot) => s.wins + s.losses;
const standingOf = (s: LpSnapshot) => ladderValue(s.tier, s.rank, s.leaguePoints);
const endOf = (g: LpGame) => g.start + g.durationSeconds * 1000;

/** The change of one interval with exactly one game in it, or null when a check fails. */
function changeOver(
  before: LpSnapshot,
  after: LpSnapshot,
  game: LpGame,
  previousGame: LpGame | undefined,
): LpChange | null {
  if (game.isRemake) return null;
  if (games(after) - games(before) !== 1) return null;
  if (after.wins - before.wins !== (game.win ? 1 : 0)) return null;
  const lp = standingOf(after) - standingOf(before);
  if (game.win ? lp < 0 : lp > 0) return null;
  if (Math.abs(lp) > MAX_LP_PER_GAME) return null;
  const paused =
    previousGame === undefined || game.start - endOf(previousGame) > DECAY_DAYS * DAY_MS;
  if (DECAY_TIERS.has(before.tier) && paused) return null;
  const moved = before.tier !== after.tier || before.rank !== after.rank;
  const kind: LpChangeKind = !moved ? 'lp' : game.win ? 'promoted' : 'demoted';
  return { kind, lp, after };
}

/**
 * The season's placement: the first snapshot of a season that counts exactly the placement
 * games, when the stored games of the season before it are exactly those, names the last of
 * them. A first snapshot counting more games says nothing about which game placed the player.
 */
function placementOver(after: LpSnapshot, sorted: readonly LpGame[]): [string, LpChange] | null {
  if (games(after) !== PLACEMENT_GAMES) return null;
  const season = seasonOf(after.at);
  const played = sorted.filter((g) => seasonOf(g.start) === season && endOf(g) <= after.at);
  if (played.some((g) => g.isRemake)) return null;
  if (played.length !== PLACEMENT_GAMES) return null;
  if (played.filter((g) => g.win).length !== after.wins) return null;
  const last = played.at(-1);
  return last ? [last.matchId, { kind: 'placement', lp: null, after }] : null;
}

/**
 * LP per game from a player's snapshots of one queue (any order) and the stored games of that
 * queue (any order; remakes included, as they make an interval ambiguous). A game gets a change
 * when the snapshots just before and just after its end are of the same season, exactly one
 * stored game ended between them, Riot's win/loss counts grew by exactly that game with its
 * result, the standing moved the way the result says by at most {@link MAX_LP_PER_GAME}, and
 * (Diamond and above) the game did not follow a pause long enough for decay.
 */
export function lpPerGame(
  snapshots: readonly LpSnapshot[],
  stored: readonly LpGame[],
): Map<string, LpChange> {
  const sorted = [...stored].sort((a, b) => endOf(a) - endOf(b));
  const shots = [...snapshots].sort((a, b) => a.at - b.at);
  const changes = new Map<string, LpChange>();
  // One sweep: the games that ended by each snapshot only grow, so each interval's games are
  // the run between two positions, and the last game before it is remembered as they pass.
  let ended = 0;
  let previousGame: LpGame | undefined;
  const endedBy = (at: number) => {
    for (let game = sorted[ended]; game && endOf(game) <= at; game = sorted[++ended]) {
      if (!game.isRemake) previousGame = game;
    }
  };
  for (let i = 0; i < shots.length; i++) {
    const after = shots[i] as LpSnapshot;
    const before = shots[i - 1];
    if (before) endedBy(before.at);
    if (!before || seasonOf(before.at) !== seasonOf(after.at)) {
      const placed = placementOver(after, sorted);
      if (placed) changes.set(...placed);
      continue;
    }
    const first = ended;
    const game = sorted[first];
    const next = sorted[first + 1];
    // Exactly one game ended in (before, after].
    if (!game || endOf(game) > after.at || (next && endOf(next) <= after.at)) continue;
    const change = changeOver(before, after, game, previousGame);
    if (change) changes.set(game.matchId, change);
  }
  return changes;
}

/** How many of the newest ranked games the LP summary reaches back over. */
export const LP_SUMMARY_GAMES = 20;

/** The net change of a standing over a player's latest games of a queue. */
export interface LpSummary {
  /** On the continuous scale, from `from` to `to`. */
  lp: number;
  games: number;
  wins: number;
  losses: number;
  from: LpSnapshot;
  to: LpSnapshot;
}

/**
 * LP won or lost over the latest games: from the earliest snapshot taken before the
 * {@link LP_SUMMARY_GAMES}th newest stored game (fewer when fewer are stored) to the latest
 * snapshot, both of one season, where Riot's win/loss counts grew by exactly the stored games
 * that ended between them; a later starting snapshot when an earlier one disagrees. Null when
 * no pair agrees. The games are those Riot counted between the two snapshots.
 */
export function lpOverLatestGames(
  snapshots: readonly LpSnapshot[],
  stored: readonly LpGame[],
): LpSummary | null {
  const shots = [...snapshots].sort((a, b) => a.at - b.at);
  const to = shots.at(-1);
  if (!to) return null;
  const season = seasonOf(to.at);
  const played = stored
    .filter((g) => !g.isRemake && endOf(g) <= to.at)
    .sort((a, b) => endOf(a) - endOf(b));
  const oldest = played.at(-LP_SUMMARY_GAMES) ?? played[0];
  if (!oldest) return null;
  const earlier = shots.filter((s) => s !== to && seasonOf(s.at) === season);
  const start = earlier.filter((s) => s.at <= oldest.start).at(-1);
  const candidates = [...(start ? [start] : []), ...earlier.filter((s) => s.at > oldest.start)];
  // The games that ended by `to`, oldest first, with running counts of their remakes and wins:
  // the games after a candidate are a tail of them, counted without another pass.
  const byEnd = stored.filter((g) => endOf(g) <= to.at).sort((a, b) => endOf(a) - endOf(b));
  const remakesBefore = [0];
  const winsBefore = [0];
  for (const [i, g] of byEnd.entries()) {
    remakesBefore.push((remakesBefore[i] ?? 0) + (g.isRemake ? 1 : 0));
    winsBefore.push((winsBefore[i] ?? 0) + (g.win ? 1 : 0));
  }
  const total = byEnd.length;
  let ended = 0;
  for (const from of candidates) {
    while (ended < total && endOf(byEnd[ended] as LpGame) <= from.at) ended++;
    const count = total - ended;
    if ((remakesBefore[total] ?? 0) - (remakesBefore[ended] ?? 0) > 0) continue;
    if (games(to) - games(from) !== count || count === 0) continue;
    if (to.wins - from.wins !== (winsBefore[total] ?? 0) - (winsBefore[ended] ?? 0)) continue;
    return {
      lp: standingOf(to) - standingOf(from),
      games: count,
      wins: to.wins - from.wins,
      losses: to.losses - from.losses,
      from,
      to,
    };
  }
  return null;
}
