import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicTask {
  /** Stops the schedule and waits for a running pass to end. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` right away and then `intervalMs` after each pass ends, until stopped. A pass that
 * throws is logged as `failure` and the schedule goes on: each pass must leave nothing
 * half-done, so the next one does the work. The signal `pass` is given fires when the schedule
 * is stopped, so that a long pass can end early.
 */
export function startPeriodicTask(options: {
  pass: (signal: AbortSignal) => Promise<unknown>;
  intervalMs: number;
  log: FastifyBaseLogger;
  failure: string;
}): PeriodicTask {
  const { pass, intervalMs, log, failure } = options;
  const stopped = new AbortController();
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const guarded = async () => {
    try {
      await pass(stopped.signal);
    } catch (err) {
      log.warn({ err }, failure);
    }
  };
  const schedule = () => {
    running = guarded().finally(() => {
      if (!stopped.signal.aborted) timer = setTimeout(schedule, intervalMs);
    });
  };
  schedule();

  return {
    async stop() {
      stopped.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
