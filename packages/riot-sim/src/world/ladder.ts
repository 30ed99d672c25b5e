import {
  APEX_FLOOR,
  type ApexTier,
  DIVISION_LP,
  DIVISION_TIERS,
  isApexTier,
  isRemake,
  ladderValue,
  type RankedTier,
} from '@riftscope/contracts';
import { clamp, createRng, hashOf } from '../random.ts';
import type { GameData } from './game-data.ts';
import { matchOutcome } from './match/simulate-match.ts';
import {
  type Division,
  leagueIdOf,
  type Player,
  type RankedEntry,
  type RankedQueue,
} from './players.ts';
import type { MatchHeader } from './schedule.ts';

/** The queue id of each ranked queue's games. */
export const QUEUE_IDS: Readonly<Record<RankedQueue, number>> = {
  RANKED_SOLO_5x5: 420,
  RANKED_FLEX_SR: 440,
};

/** LP a ranked game moves, before the player's bias: 15–28 after it. */
const LP_MIN = 15;
const LP_MAX = 28;
/** Where each apex tier begins in LP on the one apex ladder, highest first. */
const APEX_CUTOFFS: readonly { tier: ApexTier; from: number }[] = [
  { tier: 'CHALLENGER', from: 600 },
  { tier: 'GRANDMASTER', from: 250 },
  { tier: 'MASTER', from: 0 },
];
const DIVISIONS_UP: readonly Division[] = ['IV', 'III', 'II', 'I'];
/** Share of Solo/Duo-ranked players who also finished the previous season ranked. */
const PREVIOUS_SEASON_SHARE = 0.85;

/** How a ranked game went for one player. */
export type RankedResult = 'win' | 'loss' | 'remake';

/** One ranked game of a player in a queue, and the player's entry once it had ended. */
export interface LadderGame {
  match: MatchHeader;
  /** `gameEndTimestamp`, epoch ms. */
  endMs: number;
  result: RankedResult;
  /** LP the game moved on the ladder scale (0 for a remake). */
  lp: number;
  /** The entry after the game; null while the walk back found no entry (see ladder.ts). */
  entry: RankedEntry | null;
}

/** A player's season in one queue as the world tells it: the entry before and each game, oldest first. */
export interface LadderHistory {
  before: RankedEntry | null;
  games: readonly LadderGame[];
}

interface Outcome {
  endMs: number;
  durationSeconds: number;
  winners: ReadonlySet<number>;
}

/** The entry at a place on the ladder scale (rank-scale.ts), keeping the rest of `like`. */
function entryAtValue(
  like: RankedEntry,
  value: number,
  record: { wins: number; losses: number; leagueId: (tier: RankedTier) => string },
  apexCeiling: ApexTier,
): RankedEntry {
  let tier: RankedTier;
  let rank: Division = 'I';
  let leaguePoints: number;
  if (value >= APEX_FLOOR) {
    leaguePoints = value - APEX_FLOOR;
    const ceiling = APEX_CUTOFFS.findIndex((c) => c.tier === apexCeiling);
    tier =
      APEX_CUTOFFS.slice(ceiling).find((c) => leaguePoints >= c.from)?.tier ?? ('MASTER' as const);
  } else {
    const step = Math.floor(value / DIVISION_LP);
    tier = DIVISION_TIERS[Math.floor(step / 4)] ?? 'IRON';
    rank = DIVISIONS_UP[step % 4] ?? 'IV';
    leaguePoints = value % DIVISION_LP;
  }
  return {
    ...like,
    tier,
    rank,
    leaguePoints,
    wins: record.wins,
    losses: record.losses,
    leagueId: tier === like.tier ? like.leagueId : record.leagueId(tier),
  };
}

const scaleOf = (e: RankedEntry) => ladderValue(e.tier, e.rank, e.leaguePoints);

/** LP a game moved for a player: drawn per game and player, biased by today's win rate. */
function lpOf(match: MatchHeader, player: Player, current: RankedEntry): number {
  const games = current.wins + current.losses;
  const bias = games > 0 ? clamp((current.wins / games - 0.5) * 40, -3, 3) : 0;
  const drawn = LP_MIN + (hashOf(match.seed, player.puuid, 'lp') % (LP_MAX - LP_MIN + 1));
  return Math.round(clamp(drawn + bias, LP_MIN, LP_MAX));
}

function resultOf(outcome: Outcome, player: Player): RankedResult {
  if (isRemake({ durationSeconds: outcome.durationSeconds, endedInEarlySurrender: false })) {
    return 'remake';
  }
  return outcome.winners.has(player.index) ? 'win' : 'loss';
}

interface WalkInput {
  seed: number;
  player: Player;
  queue: RankedQueue;
  current: RankedEntry;
  /** The player's games of the queue, newest first. */
  newestFirst: readonly MatchHeader[];
  outcomeOf: (match: MatchHeader) => Outcome;
}

/** The walk back from today's entry over the player's games of the queue (see createLadder). */
function walkBack({ seed, player, queue, current, newestFirst, outcomeOf }: WalkInput) {
  const leagueId = (tier: RankedTier) =>
    leagueIdOf(seed, player.platform, queue, tier, isApexTier(tier) ? 0 : player.seed % 4);
  const ceiling: ApexTier = isApexTier(current.tier) ? current.tier : 'MASTER';
  const games: LadderGame[] = [];
  let after: RankedEntry | null = current;
  for (const match of newestFirst) {
    const outcome = outcomeOf(match);
    const result = resultOf(outcome, player);
    const lp = result === 'remake' ? 0 : lpOf(match, player, current);
    games.push({ match, endMs: outcome.endMs, result, lp, entry: after });
    if (after === null || result === 'remake') continue;
    const wins = after.wins - (result === 'win' ? 1 : 0);
    const losses = after.losses - (result === 'loss' ? 1 : 0);
    if (wins < 0 || losses < 0) {
      after = null;
      continue;
    }
    const value = Math.max(0, scaleOf(after) + (result === 'win' ? -lp : lp));
    after = entryAtValue(after, value, { wins, losses, leagueId }, ceiling);
  }
  return { before: after, games: games.reverse() };
}

/**
 * A Solo/Duo-ranked player's final entry of the previous season, near `start` (where their
 * season in the world began), for PREVIOUS_SEASON_SHARE of them; null for the others.
 */
function previousSeasonOf(seed: number, player: Player, start: RankedEntry): RankedEntry | null {
  const rng = createRng(player.seed, 'previous-season');
  if (!rng.chance(PREVIOUS_SEASON_SHARE)) return null;
  const value = Math.max(0, Math.round(scaleOf(start) + rng.normal(-80, 220)));
  const games = rng.int(40, 420);
  const wins = Math.round(games * clamp(0.5 + rng.normal(0, 0.03), 0.42, 0.6));
  const queue = 'RANKED_SOLO_5x5';
  const leagueId = (tier: RankedTier) =>
    leagueIdOf(seed, player.platform, queue, tier, 'previous-season', player.seed % 4);
  const like: RankedEntry = {
    ...start,
    queueType: queue,
    tier: 'IRON',
    leagueId: '',
    hotStreak: false,
    freshBlood: false,
    inactive: false,
  };
  const entry = entryAtValue(like, value, { wins, losses: games - wins, leagueId }, 'CHALLENGER');
  return { ...entry, leagueId: leagueId(entry.tier) };
}

/**
 * The ranked ladder of the world over time. Each player's entry as of the world's clockStart is
 * `player.solo`/`player.flex`; the entries before it are found by walking back over the player's
 * games of that queue, newest first, undoing each: a win gave LP_MIN–LP_MAX LP (drawn per game
 * and player from the seed, a little more for players whose win rate is above half, a little
 * less below), a loss took as much; a remake changed nothing. LP runs on the continuous scale of
 * rank-scale.ts, so games cross divisions and tiers; it never goes below Iron IV 0. Master and
 * above is one LP ladder from Master 0: below it the player is in Diamond I, and the apex tier
 * of an earlier entry is the highest whose cut-off (Grandmaster 250 LP, Challenger 600 LP) the
 * LP reaches, never above today's. Wins and losses go down one a game; where the walk would
 * need a win or a loss the entry no longer has, the player had no entry yet (placements are not
 * modelled) and the entry before that game is null. Results are read from each match's draft and
 * winner draws (matchOutcome), a fraction of a full simulation, once per match, when first asked.
 */
export function createLadder(input: {
  seed: number;
  data: GameData;
  players: readonly Player[];
  clockStart: number;
  matchesOf: (player: Player) => readonly MatchHeader[];
}) {
  const { seed, data, players, clockStart, matchesOf } = input;
  const outcomes = new Map<number, Outcome>();
  const histories = new Map<string, LadderHistory>();
  const todays = (player: Player, queue: RankedQueue) =>
    queue === 'RANKED_SOLO_5x5' ? player.solo : player.flex;

  function outcomeOf(match: MatchHeader): Outcome {
    let outcome = outcomes.get(match.index);
    if (!outcome) {
      const { picks, winner, timing } = matchOutcome(data, match, players);
      outcome = {
        endMs: timing.gameEndTimestamp,
        durationSeconds: timing.gameDuration,
        winners: new Set(picks.filter((p) => p.teamId === winner).map((p) => p.player.index)),
      };
      outcomes.set(match.index, outcome);
    }
    return outcome;
  }

  /** The player's games of the queue with the entry after each, oldest first. */
  function history(player: Player, queue: RankedQueue): LadderHistory {
    const current = todays(player, queue);
    if (!current) return { before: null, games: [] };
    const key = `${player.index}:${queue}`;
    let found = histories.get(key);
    if (!found) {
      const queueId = QUEUE_IDS[queue];
      const newestFirst = matchesOf(player).filter((m) => m.queueId === queueId);
      found = walkBack({ seed, player, queue, current, newestFirst, outcomeOf });
      histories.set(key, found);
    }
    return found;
  }

  /** The entry after the player's games of the queue that ended at or before `atMs`. */
  function entryAt(player: Player, queue: RankedQueue, atMs: number): RankedEntry | null {
    const current = todays(player, queue);
    if (!current || atMs >= clockStart) return current;
    const { before, games } = history(player, queue);
    let entry = before;
    for (const game of games) {
      if (game.endMs > atMs) break;
      entry = game.entry;
    }
    return entry;
  }

  /** The player's final entry of the previous season: Solo/Duo only (previousSeasonOf). */
  function previousSeasonEntry(player: Player, queue: RankedQueue): RankedEntry | null {
    if (queue !== 'RANKED_SOLO_5x5' || !player.solo) return null;
    return previousSeasonOf(seed, player, history(player, queue).before ?? player.solo);
  }

  return { history, entryAt, previousSeasonEntry };
}

export type Ladder = ReturnType<typeof createLadder>;
