/**
 * Counts the players each client address looks up in fixed windows and refuses those beyond the
 * allowance. A player counts once per window however often it is asked for (a profile asks for
 * its page and its matches at once; a failed lookup is retried). In one process it counts in
 * memory; with Redis every process counts together (`lookup-quota.redis.ts`).
 */
export interface LookupQuota {
  /** Counts `player` for the address: 0 when it may be looked up, else seconds until it may. */
  take(address: string, player: string): Promise<number>;
}

export interface LookupQuotaOptions {
  /** Players each address may look up in one window. */
  max: number;
  windowMs: number;
  now?: () => number;
}

/** Addresses remembered at most; beyond it, windows already closed are dropped. */
const MAX_ADDRESSES = 100_000;

export function createMemoryLookupQuota(options: LookupQuotaOptions): LookupQuota {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { players: Set<string>; resetAt: number }>();
  return {
    async take(address, player) {
      const t = now();
      let window = windows.get(address);
      if (!window || window.resetAt <= t) {
        window = { players: new Set(), resetAt: t + options.windowMs };
        windows.set(address, window);
        if (windows.size > MAX_ADDRESSES) {
          for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
        }
      }
      if (window.players.has(player)) return 0;
      if (window.players.size >= options.max) {
        return Math.max(1, Math.ceil((window.resetAt - t) / 1000));
      }
      window.players.add(player);
      return 0;
    },
  };
}
