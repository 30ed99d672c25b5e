/**
 * Seeded randomness. Everything in the simulated world comes from these functions, so the same
 * seed always gives the same world; Math.random is never used.
 */

/** A 32-bit hash of strings and numbers (cyrb53 folded to 32 bits). */
export function hashOf(...parts: readonly (string | number)[]): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const part of parts) {
    const text = typeof part === 'number' ? `#${part}` : `$${part}`;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ 0x7f, 2246822507);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** Standard normal (Box-Muller). */
  normal(mean?: number, sd?: number): number;
  pick<T>(items: readonly T[]): T;
  /** An index chosen with probability proportional to its weight. */
  weightedIndex(weights: readonly number[]): number;
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  shuffle<T>(items: T[]): T[];
  /** A new independent generator, derived from this one and a label. */
  fork(label: string | number): Rng;
}

/** sfc32, a small fast PRNG with a 128-bit state. */
export function createRng(...seedParts: readonly (string | number)[]): Rng {
  let a = hashOf(...seedParts, 'a');
  let b = hashOf(...seedParts, 'b');
  let c = hashOf(...seedParts, 'c');
  let d = 1;
  const next = (): number => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();

  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    normal(mean = 0, sd = 1) {
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    weightedIndex(weights) {
      let total = 0;
      for (const w of weights) total += Math.max(0, w);
      if (total <= 0) return Math.floor(next() * weights.length);
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= Math.max(0, weights[i] ?? 0);
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
    weighted<T>(items: readonly T[], weights: readonly number[]): T {
      return items[rng.weightedIndex(weights)] as T;
    },
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        const tmp = items[i] as T;
        items[i] = items[j] as T;
        items[j] = tmp;
      }
      return items;
    },
    fork: (label) => createRng(next() * 4294967296, label),
  };
  return rng;
}

/** Uniform in [0, 1) from a hash, for one-off decisions that need no generator. */
export function unitOf(...parts: readonly (string | number)[]): number {
  return hashOf(...parts) / 4294967296;
}

/** A value kept within [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}
