import { createRng } from '../random.ts';
import { PLATFORM_PROFILES } from './platforms.ts';
import type { Player } from './players.ts';

/**
 * Duo partners. Real players often queue with one fixed friend, and RiftScope's live view marks
 * such premades; a world formed from skill neighbours alone would have none. The rule, per
 * platform, walking the players from the weakest to the strongest: a player without a partner
 * looks for one with chance DUO_SEEKER_SHARE and takes the nearest player in that skill order,
 * at most DUO_REACH places away, who has none either. Players who must have a partner (a sample
 * the demo shows as a premade) choose first and may look further. About 17 % of players end up
 * with a partner, always on their own platform and near their skill; the pairing is mutual and
 * comes from a generator of its own, so the players themselves stay as they were. Partners then
 * join each other's matches most of the time (schedule.ts), join each other's live games
 * whenever free (live-games.ts), and always play on one team (keepDuosTogether below).
 */
export const DUO_SEEKER_SHARE = 0.095;
const DUO_REACH = 3;

/**
 * Ten players make two teams of five, so at most four duos fit in a game: a fifth would leave a
 * team of six. Match forming and live games never bring a fifth together.
 */
export const MAX_DUOS_PER_GAME = 4;

export interface PairDuosInput {
  seed: number;
  /** Every player of the world; `partner` and `targetMatches` are set here. */
  players: Player[];
  /** Indices of players who always get a partner. */
  mustPair: ReadonlySet<number>;
  /** Indices of players whose history length is fixed (the samples). */
  fixedTargets: ReadonlySet<number>;
}

/** Gives a share of the players a mutual duo partner on their platform (rule above). */
export function pairDuos({ seed, players, mustPair, fixedTargets }: PairDuosInput): void {
  for (const profile of PLATFORM_PROFILES) {
    const order = players
      .filter((p) => p.platform === profile.platform)
      .sort((a, b) => a.skill - b.skill || a.index - b.index);
    const rng = createRng(seed, 'duos', profile.platform);
    const link = (at: number, reach: number) => {
      const partner = nearestWithoutPartner(order, at, reach);
      const player = order[at];
      if (player && partner) setPartners(player, partner, fixedTargets);
    };
    order.forEach((p, at) => {
      if (mustPair.has(p.index) && p.partner === null) link(at, order.length);
    });
    order.forEach((p, at) => {
      if (p.partner === null && rng.chance(DUO_SEEKER_SHARE)) link(at, DUO_REACH);
    });
  }
}

function nearestWithoutPartner(
  order: readonly Player[],
  at: number,
  reach: number,
): Player | undefined {
  for (let d = 1; d <= reach; d++) {
    for (const j of [at + d, at - d]) {
      const p = order[j];
      if (p && p.partner === null) return p;
    }
  }
  return undefined;
}

/**
 * Partners queue together most of the time, so they play about as much as each other: both take
 * the mean of their history lengths (the world's total stays as it was), or a sample's own.
 */
function setPartners(a: Player, b: Player, fixedTargets: ReadonlySet<number>): void {
  a.partner = b.index;
  b.partner = a.index;
  const target = fixedTargets.has(a.index)
    ? a.targetMatches
    : fixedTargets.has(b.index)
      ? b.targetMatches
      : Math.round((a.targetMatches + b.targetMatches) / 2);
  a.targetMatches = target;
  b.targetMatches = target;
}

/** The duos of a game's roster whose partners are both in it, in roster order, at most four. */
export function duosIn(roster: readonly Player[]): [Player, Player][] {
  const byIndex = new Map(roster.map((p) => [p.index, p]));
  const duos: [Player, Player][] = [];
  for (const p of roster) {
    const partner = p.partner === null ? undefined : byIndex.get(p.partner);
    if (partner && p.index < partner.index && duos.length < MAX_DUOS_PER_GAME)
      duos.push([p, partner]);
  }
  return duos;
}

/**
 * Moves players between two teams of a game so that every duo of the roster is on one team:
 * a split duo is joined by swapping one partner for the player of the other team nearest in
 * skill who is not already beside a partner. With at most four duos such a player always exists
 * on one side. Teams without a split duo come back unchanged, so their games stay as they were.
 */
export function keepDuosTogether(
  teamA: readonly Player[],
  teamB: readonly Player[],
): [Player[], Player[]] {
  const a = [...teamA];
  const b = [...teamB];
  const duos = duosIn([...a, ...b]);
  const partnerOf = new Map<Player, Player>();
  for (const [x, y] of duos) {
    partnerOf.set(x, y);
    partnerOf.set(y, x);
  }
  const isJoined = (p: Player, team: readonly Player[]) => {
    const partner = partnerOf.get(p);
    return partner !== undefined && team.includes(partner);
  };
  /** Swaps `mover` (on `from`) with the nearest free player of `to` but `stay`. */
  const swapInto = (mover: Player, from: Player[], stay: Player, to: Player[]): boolean => {
    let best = -1;
    to.forEach((p, i) => {
      if (p === stay || isJoined(p, to)) return;
      const current = to[best];
      if (!current || Math.abs(p.skill - mover.skill) < Math.abs(current.skill - mover.skill))
        best = i;
    });
    const out = to[best];
    if (!out) return false;
    to[best] = mover;
    from[from.indexOf(mover)] = out;
    return true;
  };
  for (const [x, y] of duos) {
    const xOnA = a.includes(x);
    if (xOnA === a.includes(y)) continue;
    const [home, away] = xOnA ? [a, b] : [b, a];
    // Bring y over to x's team, or else x over to y's.
    if (!swapInto(y, away, x, home)) swapInto(x, home, y, away);
  }
  return [a, b];
}
