import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { BACKGROUND_SHARE, createStatementGate, inBackground } from './statement-gate.ts';

/** A promise and the function that settles it. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Resolves once `check` holds, looking again on each turn of the event loop. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

describe('the statement gate', () => {
  it('lets a request’s statement in before the background statements waiting with it', async () => {
    const gate = createStatementGate({ now: () => 0, sleep: async () => {} });
    const order: string[] = [];
    const first = deferred();
    const running = [
      inBackground(() =>
        gate.run(async () => {
          order.push('background 1');
          await first.promise;
        }),
      ),
    ];
    await until(() => order.length === 1);
    for (const name of ['background 2', 'background 3'])
      running.push(inBackground(() => gate.run(async () => void order.push(name))));
    running.push(gate.run(async () => void order.push('request')));
    // All three wait for the first to end.
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    first.resolve();
    await Promise.all(running);
    expect(order).toEqual(['background 1', 'request', 'background 2', 'background 3']);
  });

  it('rests background work after each statement for its share of the time, requests not at all', async () => {
    let clock = 1_000;
    const rests: number[] = [];
    const gate = createStatementGate({
      now: () => clock,
      sleep: async (ms) => {
        rests.push(ms);
        clock += ms;
      },
    });
    const statement = (ms: number) => async () => {
      clock += ms;
    };
    await inBackground(() => gate.run(statement(40)));
    await inBackground(() => gate.run(statement(10)));
    await gate.run(statement(30));
    await gate.run(statement(30));
    await inBackground(() => gate.run(statement(5)));
    // 40 ms of work at a share of one half leaves 40 ms of rest; the 10 ms statement's rest had
    // passed by the time the next background statement came, in the requests' 60 ms.
    expect(BACKGROUND_SHARE).toBe(0.5);
    expect(rests).toEqual([40]);
  });

  it('lets one statement in at a time, and the next after one that failed', async () => {
    const gate = createStatementGate();
    let inside = 0;
    let most = 0;
    const statement = async () => {
      inside += 1;
      most = Math.max(most, inside);
      await new Promise((resolve) => setImmediate(resolve));
      inside -= 1;
    };
    const failing = gate.run(async () => {
      throw new Error('broken');
    });
    await Promise.all([
      expect(failing).rejects.toThrow('broken'),
      ...Array.from({ length: 5 }, () => gate.run(statement)),
      ...Array.from({ length: 5 }, () => inBackground(() => gate.run(statement))),
    ]);
    expect(most).toBe(1);
  });
});

describe('the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: 'memory' });
  });
  afterAll(() => handle.close());

  it('serves what waits for the event loop between two statements of a chain, not after the whole chain', async () => {
    let done = 0;
    let doneWhenServed = -1;
    for (let i = 0; i < 50; i++) {
      await handle.db.execute(sql`select ${i}::int as n`);
      done += 1;
      if (done === 1) setImmediate(() => (doneWhenServed = done));
    }
    expect(doneWhenServed).toBeGreaterThan(0);
    expect(doneWhenServed).toBeLessThan(5);
  });
});
