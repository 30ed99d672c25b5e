import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * The share of the embedded database's time that background work (the crawls, the stats
 * backfill) may take: after a background statement that ran t ms, the next waits as long again.
 * The database runs on the server's own thread, so this is also the share of that thread the
 * crawl's statements take while visitors are served (docs/adr/0011-embedded-database-gate.md).
 */
export const BACKGROUND_SHARE = 0.5;

const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background work: on the embedded database its statements, and those of
 * everything it starts, wait for requests' statements and are paced (StatementGate).
 */
export function inBackground<T>(work: () => T): T {
  return background.run(true, work);
}

/** Whether the caller runs inside `inBackground`. */
export const isBackground = (): boolean => background.getStore() === true;

/**
 * Lets one statement (or transaction) at a time into the embedded database, whose engine runs
 * synchronously on the thread that calls it:
 * - each waits a turn of the event loop first, so requests that arrived meanwhile are read
 *   between two statements instead of after a whole chain of them;
 * - requests' statements go before background ones waiting with them;
 * - a background statement starts only once the one before it has rested for its share
 *   (BACKGROUND_SHARE).
 */
export interface StatementGate {
  run<T>(statement: () => Promise<T>): Promise<T>;
}

export function createStatementGate(
  options: { share?: number; now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
): StatementGate {
  const share = options.share ?? BACKGROUND_SHARE;
  const now = options.now ?? (() => performance.now());
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const waiting = { foreground: [] as (() => void)[], background: [] as (() => void)[] };
  let isBusy = false;
  /** When the next background statement may start. */
  let backgroundFrom = 0;
  let isResting = false;

  function admitNext(): void {
    if (isBusy) return;
    const foreground = waiting.foreground.shift();
    if (foreground) {
      isBusy = true;
      foreground();
      return;
    }
    if (waiting.background.length === 0 || isResting) return;
    const rest = backgroundFrom - now();
    if (rest > 0) {
      isResting = true;
      void sleep(rest).then(() => {
        isResting = false;
        admitNext();
      });
      return;
    }
    isBusy = true;
    waiting.background.shift()?.();
  }

  return {
    async run(statement) {
      const isLow = isBackground();
      await nextTurn();
      await new Promise<void>((resolve) => {
        (isLow ? waiting.background : waiting.foreground).push(resolve);
        admitNext();
      });
      const started = now();
      try {
        return await statement();
      } finally {
        if (isLow) {
          const ended = now();
          backgroundFrom = ended + ((ended - started) * (1 - share)) / share;
        }
        isBusy = false;
        admitNext();
      }
    },
  };
}
