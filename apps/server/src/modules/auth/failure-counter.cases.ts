import { expect, it } from 'vitest';
import {
  ATTEMPT_LIFETIME_MS,
  type FailureCounter,
  type FailureCounterOptions,
} from './failure-counter.ts';

/** Makes an empty counter. */
export type FailureCounterFactory = (options: FailureCounterOptions) => FailureCounter;

const T0 = Date.UTC(2026, 10, 25, 12);

/** Counts one failed attempt under `keys` at `now`, as a sign-in with a wrong password does. */
async function failOnce(counter: FailureCounter, keys: string[], now: number) {
  await counter.begin(keys, now);
  await counter.fail(keys, now);
}

/** The failures each key reads as at `now`, by an attempt that is then let go. */
async function peek(counter: FailureCounter, keys: string[], now: number) {
  const counts = await counter.begin(keys, now);
  await counter.release(keys);
  return counts;
}

/**
 * The behaviour every FailureCounter shares, as vitest cases; call it inside a `describe` so the
 * memory counter and the Redis one answer the same questions.
 */
export function failureCounterCases(makeCounter: FailureCounterFactory) {
  it('reads zero failures for a key that never failed', async () => {
    const counter = makeCounter({ memoryMs: 60_000 });
    expect(await counter.begin(['a'], T0)).toEqual([{ failures: 0, lastFailureAt: 0 }]);
  });

  it('counts failures per key and remembers when the last one was', async () => {
    const counter = makeCounter({ memoryMs: 60_000 });
    await failOnce(counter, ['a', 'b'], T0);
    await failOnce(counter, ['a'], T0 + 1_000);
    expect(await peek(counter, ['b', 'a', 'c'], T0 + 2_000)).toEqual([
      { failures: 1, lastFailureAt: T0 },
      { failures: 2, lastFailureAt: T0 + 1_000 },
      { failures: 0, lastFailureAt: 0 },
    ]);
  });

  it('counts an attempt in progress as a failure made when it began, and nothing once let go', async () => {
    const counter = makeCounter({ memoryMs: 60_000 });
    await failOnce(counter, ['a'], T0);
    await counter.begin(['a'], T0 + 5_000);
    expect(await peek(counter, ['a'], T0 + 6_000)).toEqual([
      { failures: 2, lastFailureAt: T0 + 5_000 },
    ]);
    await counter.release(['a']);
    expect(await peek(counter, ['a'], T0 + 6_000)).toEqual([{ failures: 1, lastFailureAt: T0 }]);
  });

  it('shows each of many attempts begun at once the ones begun before it', async () => {
    const counter = makeCounter({ memoryMs: 60_000 });
    const seen = await Promise.all(Array.from({ length: 10 }, () => counter.begin(['a', 'b'], T0)));
    const failures = seen.map(([a, b]) => [a?.failures, b?.failures]);
    expect(failures.map(([a]) => a).sort((x = 0, y = 0) => x - y)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(failures.every(([a, b]) => a === b)).toBe(true);
    await Promise.all(seen.map(() => counter.fail(['a', 'b'], T0 + 1)));
    expect(await peek(counter, ['a'], T0 + 2)).toEqual([{ failures: 10, lastFailureAt: T0 + 1 }]);
  });

  it('stops counting attempts that never ended once none has begun for their lifetime', async () => {
    const counter = makeCounter({ memoryMs: 10 * ATTEMPT_LIFETIME_MS });
    await counter.begin(['a'], T0);
    await counter.begin(['b'], T0);
    expect((await peek(counter, ['b'], T0 + ATTEMPT_LIFETIME_MS - 1))[0]?.failures).toBe(1);
    expect(await peek(counter, ['a'], T0 + ATTEMPT_LIFETIME_MS)).toEqual([
      { failures: 0, lastFailureAt: 0 },
    ]);
  });

  it('forgets a key once its last failure is the memory ago, and counts it afresh', async () => {
    const counter = makeCounter({ memoryMs: 60_000 });
    await failOnce(counter, ['a'], T0);
    await failOnce(counter, ['a'], T0 + 30_000);
    expect((await peek(counter, ['a'], T0 + 89_999))[0]?.failures).toBe(2);
    expect((await peek(counter, ['a'], T0 + 90_000))[0]?.failures).toBe(0);
    await failOnce(counter, ['a'], T0 + 90_000);
    expect(await peek(counter, ['a'], T0 + 90_000)).toEqual([
      { failures: 1, lastFailureAt: T0 + 90_000 },
    ]);
  });

  it('resets only the failures of the keys it is given, not their attempts in progress', async () => {
    const counter = makeCounter({ memoryMs: 60_000 });
    await failOnce(counter, ['a', 'b', 'c'], T0);
    await counter.begin(['c'], T0 + 1);
    await counter.reset(['a', 'c']);
    const counts = await peek(counter, ['a', 'b', 'c'], T0 + 2);
    expect(counts.map((count) => count.failures)).toEqual([0, 1, 1]);
  });
}
