/** What a client has sent and got back since it was made. */
export interface RiotClientStats {
  requests: number;
  responsesByStatus: Record<number, number>;
  rateLimited: { application: number; method: number; service: number; unknown: number };
  retries: number;
}

/** Riot's 429 kinds (`X-Rate-Limit-Type`), and 'unknown' for a 429 that names none of them. */
export type LimitType = keyof RiotClientStats['rateLimited'];

/** Stats with every count at zero. */
export const emptyStats = (): RiotClientStats => ({
  requests: 0,
  responsesByStatus: {},
  rateLimited: { application: 0, method: 0, service: 0, unknown: 0 },
  retries: 0,
});
