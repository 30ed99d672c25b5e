import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/** Retries after a failure: three, waiting 1 s, 2 s, 4 s … up to 30 s (docs/product.md, Loading and caching). */
export const MAX_RETRIES = 3;
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * Answers that another try cannot change (not found, invalid, forbidden) are not retried;
 * network failures, 5xx, 408 and 429 are.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/**
 * Options of a query its route's loader starts (app/router.tsx). The loader asks again on every
 * visit, so a screen that mounts on a failed answer shows it instead of asking a second time.
 */
export const STARTED_BY_LOADER = { retryOnMount: false } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // Default cache lifetime: five minutes (docs/product.md, Loading and caching).
        gcTime: 5 * 60_000,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
