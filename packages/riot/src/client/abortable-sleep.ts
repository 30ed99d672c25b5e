import { RiotApiError } from './errors.ts';

/** The error of a call whose caller gave up, through its AbortSignal. */
export const abortedError = (endpointId: string) =>
  new RiotApiError({ kind: 'aborted', endpoint: endpointId, message: 'the caller gave up' });

/** Sleeps through the given sleep, or rejects with an 'aborted' error as soon as the signal aborts. */
export function abortableSleep(sleep: (ms: number) => Promise<void>) {
  return async (ms: number, signal: AbortSignal | undefined, endpointId: string) => {
    if (!signal) return sleep(ms);
    if (signal.aborted) throw abortedError(endpointId);
    let onAbort: (() => void) | undefined;
    const abort = new Promise<never>((_, reject) => {
      onAbort = () => reject(abortedError(endpointId));
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      await Promise.race([sleep(ms), abort]);
    } finally {
      if (onAbort) signal.removeEventListener('abort', onAbort);
    }
  };
}

export type AbortableSleep = ReturnType<typeof abortableSleep>;
