import { REGION_CODES, type Region } from '@riftscope/contracts';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { crawlEveryRegion } from './crawl-schedule.ts';
import type { Crawler, CrawlResult } from './crawler.ts';

/** A crawler whose regions hold `available` new matches each (default 1000), all in GOLD. */
function fakeCrawler(available: Partial<Record<Region, number | 'fails'>> = {}) {
  const calls: { region: Region; matches: number }[] = [];
  const left = new Map<Region, number | 'fails'>(
    REGION_CODES.map((r) => [r, available[r] ?? 1000]),
  );
  const crawler: Crawler = {
    async run(region, matches): Promise<CrawlResult> {
      calls.push({ region, matches });
      const here = left.get(region) ?? 0;
      if (here === 'fails') throw new Error('riot down');
      const stored = Math.min(here, matches);
      left.set(region, here - stored);
      const matchesByBracket: Record<string, number> = stored > 0 ? { GOLD: stored } : {};
      // A tenth of them ARAM, the rest Solo/Duo.
      const aram = Math.floor(stored / 10);
      const matchesByQueue: Record<string, number> =
        stored > 0 ? { 420: stored - aram, ...(aram > 0 ? { 450: aram } : {}) } : {};
      return {
        region,
        playersVisited: 1,
        matchesStored: stored,
        matchesByBracket,
        matchesByQueue,
        timelinesStored: stored,
        failures: 0,
        riotCalls: stored * 2 + 1,
        callsPerMatch: null,
        ms: 0,
      };
    },
  };
  return { crawler, calls };
}

const log = pino({ level: 'silent' });

describe('a crawl pass', () => {
  it('lets every region take a turn before any region takes its second', async () => {
    const { crawler, calls } = fakeCrawler();
    const pass = await crawlEveryRegion({
      crawler,
      log,
      matchesPerRegion: 500,
      turnMatches: 200,
      signal: new AbortController().signal,
    });
    const n = REGION_CODES.length;
    expect(calls.slice(0, n).map((c) => c.region)).toEqual(REGION_CODES);
    expect(calls.slice(n, 2 * n).map((c) => c.region)).toEqual(REGION_CODES);
    // 200 + 200 + 100 a region.
    expect(calls.slice(2 * n).map((c) => c.matches)).toEqual(REGION_CODES.map(() => 100));
    expect(calls).toHaveLength(3 * n);
    expect(pass.matchesStored).toBe(500 * n);
    expect(pass.matchesByBracket).toEqual({ GOLD: 500 * n });
    // 20 + 20 + 10 ARAM matches a region.
    expect(pass.matchesByQueue).toEqual({ 420: 450 * n, 450: 50 * n });
    expect(pass.callsPerMatch).toBe(Math.round(((1000 * n + 3 * n) / (500 * n)) * 100) / 100);
  });

  it('leaves out a region that ran out of players or failed, and goes on with the others', async () => {
    const { crawler, calls } = fakeCrawler({ euw1: 150, kr: 'fails' });
    const pass = await crawlEveryRegion({
      crawler,
      log,
      matchesPerRegion: 400,
      turnMatches: 200,
      signal: new AbortController().signal,
    });
    expect(calls.filter((c) => c.region === 'euw1')).toHaveLength(1);
    expect(calls.filter((c) => c.region === 'kr')).toHaveLength(1);
    expect(calls.filter((c) => c.region === 'na1')).toHaveLength(2);
    expect(pass.matchesStored).toBe(150 + 400 * (REGION_CODES.length - 2));
  });

  it('stops when aborted', async () => {
    const { crawler, calls } = fakeCrawler();
    const stop = new AbortController();
    stop.abort();
    const pass = await crawlEveryRegion({
      crawler,
      log,
      matchesPerRegion: 400,
      signal: stop.signal,
    });
    expect(calls).toEqual([]);
    expect(pass.matchesStored).toBe(0);
  });
});
