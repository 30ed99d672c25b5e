import { expect, it } from 'vitest';
import type { FailureCounter, FailureCounterOptions } from './failure-counter.ts';

/** Makes an empty counter. */
export type FailureCounterFactory = (options: FailureCounterOptions) => FailureCounter;

const T0 = Date.UTC(2026, 10, 25, 12);

/**
 * The behaviour every FailureCounter shares, as vitest cases; call it inside a `describe` so the
 * memory counter and the Redis one answer the same questions.
 */
export function failureCounterCases(makeCounter: FailureCounterFactory) {
  it('reads zero failures for a key that never failed', async () => {
    const counter = makeCounter({ memoryMs: 60_000 });
    expect(await counter.read(['a'], T0)).toEqual([{ failures: 0, lastFailureAt: 0 }]);
  });

  it('counts failures per key and remembers when the last one was', async () => {
    const counter = makeCounter({ memoryMs: 60_000 });
    await counter.record(['a', 'b'], T0);
    await counter.record(['a'], T0 + 1_000);
    expect(await counter.read(['b', 'a', 'c'], T0 + 2_000)).toEqual([
      { failures: 1, lastFailureAt: T0 },
      { failures: 2, lastFailureAt: T0 + 1_000 },
      { failures: 0, lastFailureAt: 0 },
    ]);
  });

  it('forgets a key once its last failure is the memory ago, and counts it afresh', async () => {
    const counter = makeCounter({ memoryMs: 60_000 });
    await counter.record(['a'], T0);
    await counter.record(['a'], T0 + 30_000);
    expect((await counter.read(['a'], T0 + 89_999))[0]?.failures).toBe(2);
    expect((await counter.read(['a'], T0 + 90_000))[0]?.failures).toBe(0);
    await counter.record(['a'], T0 + 90_000);
    expect(await counter.read(['a'], T0 + 90_000)).toEqual([
      { failures: 1, lastFailureAt: T0 + 90_000 },
    ]);
  });

  it('resets only the keys it is given', async () => {
    const counter = makeCounter({ memoryMs: 60_000 });
    await counter.record(['a', 'b', 'c'], T0);
    await counter.reset(['a', 'c']);
    const counts = await counter.read(['a', 'b', 'c'], T0);
    expect(counts.map((count) => count.failures)).toEqual([0, 1, 0]);
  });
}
