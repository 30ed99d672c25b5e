import { describe, expect, it } from 'vitest';
import { isStale, MASTERY_MAX_AGE_MS } from './player-mastery.service.ts';

const NOW = Date.UTC(2026, 5, 1, 12);
const readAt = (ago: number, newestGame: number | null = null) => ({
  fetchedAt: new Date(NOW - ago),
  newestGame,
});

describe('when stored masteries are read again', () => {
  it('reads a player never read', () => {
    expect(isStale(null, NOW)).toBe(true);
  });

  it('keeps a read of less than a day with no game after it', () => {
    expect(isStale(readAt(MASTERY_MAX_AGE_MS - 1, NOW - MASTERY_MAX_AGE_MS), NOW)).toBe(false);
  });

  it('reads again after a day', () => {
    expect(isStale(readAt(MASTERY_MAX_AGE_MS + 1), NOW)).toBe(true);
  });

  it('reads again once a game begun after the read is stored', () => {
    expect(isStale(readAt(60_000, NOW - 30_000), NOW)).toBe(true);
  });
});
