import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicTask {
  /** Stops the schedule and waits for a running pass to end. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` right away and then `intervalMs` after each pass ends, until stopped. A pass that
 * throws is logged as `failure` and the schedule goes on: each pass must leave nothing
 * half-done, so the next one does the work.
 */
export function startPeriodicTask(options: {
  pass: () => Promise<void>;
  intervalMs: number;
  log: FastifyBaseLogger;
  failure: string;
}): PeriodicTask {
  const { pass, intervalMs, log, failure } = options;
  let isStopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const guarded = async () => {
    try {
      await pass();
    } catch (err) {
      log.warn({ err }, failure);
    }
  };
  const schedule = () => {
    running = guarded().finally(() => {
      if (!isStopped) timer = setTimeout(schedule, intervalMs);
    });
  };
  schedule();

  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
