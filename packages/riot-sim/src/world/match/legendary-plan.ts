import type { ItemData } from '@riftscope/riot/ddragon';
import type { Rng } from '../../random.ts';
import type { BuildKind, GameData, MapId } from '../game-data.ts';
import { canHoldWith, isCoreFor } from './item-odds.ts';
import { type Choices, choose } from './odds.ts';

/** Up to `count` distinct items by weight that may all be held together and with `held`. */
export function pickDistinct(
  rng: Rng,
  pool: Choices<number>,
  { count, held = [] }: { count: number; held?: number[] },
) {
  const out: number[] = [];
  let left = pool.filter((c) => !held.includes(c.value));
  while (out.length < count) {
    left = left.filter((c) => canHoldWith(c.value, [...held, ...out]));
    if (left.length === 0) break;
    const item = choose(rng, left);
    out.push(item);
    left = left.filter((c) => c.value !== item);
  }
  return out;
}

/** One to three usual orders of the first three legendaries, and the fourth to sixth candidates. */
export function legendaryPlan(
  rng: Rng,
  data: GameData,
  { kind, map }: { kind: BuildKind; map: MapId },
) {
  const pool = data.legendaries(kind, map);
  // Each champion favours a few items strongly: cubing spreads the preferences apart.
  const liking = new Map(pool.map((item) => [item.id, rng.next() ** 3 + 0.02]));
  const weighed = (items: readonly ItemData[]) =>
    [...new Set(items.map((i) => i.id))].map((id) => ({ value: id, weight: liking.get(id) ?? 0 }));
  const core = weighed(pool.filter((item) => isCoreFor(kind, item)));
  const [a, b, c, d] = pickDistinct(rng, core.length >= 4 ? core : weighed(pool), { count: 4 });
  if (a === undefined || b === undefined || c === undefined) throw new Error('too few legendaries');
  const orders: [number[], number][] = [[[a, b, c], 0.62]];
  const count = rng.weighted([1, 2, 3], [0.25, 0.45, 0.3]);
  if (count >= 2) orders.push([rng.chance(0.6) ? [a, c, b] : [b, a, c], 0.26]);
  if (count >= 3 && d !== undefined && canHoldWith(d, [a, b])) orders.push([[a, b, d], 0.12]);
  const total = orders.reduce((sum, [, w]) => sum + w, 0);
  return {
    cores: orders.map(([value, w]) => ({ value, weight: w / total })),
    later: weighed(pool),
  };
}
