import type { Rng } from '../../random.ts';
import type { Role } from '../game-data.ts';

/** A value and how often it is chosen relative to the others of its list. */
export interface Weighted<T> {
  value: T;
  weight: number;
}
export type Choices<T> = readonly Weighted<T>[];

/** A role, or ARAM's single lane. */
export type RoleKey = Role | 'ARAM';

/** One of `choices`, by weight. */
export function choose<T>(rng: Rng, choices: Choices<T>): T {
  const at = rng.weightedIndex(choices.map((c) => c.weight));
  const chosen = choices[at] ?? choices[0];
  if (!chosen) throw new Error('choose from an empty list');
  return chosen.value;
}

/**
 * Reweighs a list by a per-champion factor, so each champion has its own favourites; a small
 * spread keeps the role's usual choice first for most champions.
 */
export function personal<T>(
  rng: Rng,
  list: readonly (readonly [T, number])[],
  spread = 0.4,
): Weighted<T>[] {
  return list.map(([value, weight]) => ({
    value,
    weight: weight * Math.exp(rng.normal(0, spread)),
  }));
}

/** The heaviest first; the order the lists are read in. */
export const byWeight = <T>(list: Weighted<T>[]): Weighted<T>[] =>
  [...list].sort((a, b) => b.weight - a.weight);

/** The heaviest of a list, reweighed by the champion's leaning. */
export function favourite<T>(rng: Rng, list: readonly (readonly [T, number])[]): T {
  const [top] = byWeight(personal(rng, list, 0.5));
  if (!top) throw new Error('favourite of an empty list');
  return top.value;
}

/** A list reweighed by the champion and kept to what Data Dragon knows, the heaviest first. */
export function known<T>(
  rng: Rng,
  odds: readonly (readonly [T, number])[],
  isKnown: (value: T) => boolean,
) {
  return byWeight(
    personal(
      rng,
      odds.filter(([value]) => isKnown(value)),
    ),
  );
}
