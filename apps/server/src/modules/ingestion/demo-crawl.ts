import { MATCH_PAGE_SIZE, type Region } from '@riftscope/contracts';
import type { Player, World } from '@riftscope/riot-sim';
import type { FastifyBaseLogger } from 'fastify';
import type { IngestionService } from './ingestion.service.ts';

/** The demo_seeds name recorded once the demo crawl has gone through all of its players. */
export const DEMO_CRAWL_SEED = 'demo-crawl';

/** Players looked up besides the three samples. */
export const DEMO_EXTRA_PLAYERS = 40;
/** Match pages stored for each sample player, so its profile scrolls and its friends add up. */
export const DEMO_SAMPLE_PAGES = 3;
/** Lookups running at once: enough to finish quickly, few enough to leave Riot budget to visitors. */
export const DEMO_CONCURRENCY = 3;
/** Share of the extra players taken from the samples' frequent co-players; the rest spread over the other regions. */
const SAMPLE_FRIENDS_SHARE = 0.6;

export interface DemoCrawlResult {
  status: 'skipped' | 'done' | 'stopped';
  /** Players the crawl meant to look up. */
  total: number;
  /** Players looked up, failed ones included. */
  done: number;
  failed: number;
  ms: number;
}

export interface DemoCrawlDeps {
  world: World;
  ingestion: Pick<IngestionService, 'lookup' | 'firstPage' | 'ensureHistory'>;
  /** Whether the crawl went through all of its players before, and recording that it did. */
  seeds: { has(name: string): Promise<boolean>; claim(name: string): Promise<boolean> };
  log: FastifyBaseLogger;
  /** Aborting stops the crawl after the lookups under way. */
  signal?: AbortSignal;
  extraPlayers?: number;
  concurrency?: number;
}

/** Players sharing the most of `player`'s `newest` matches, most shared first. */
function coPlayers(world: World, player: Player, newest: number): Player[] {
  const shared = new Map<number, number>();
  for (const match of world.matchesOf(player).slice(0, newest)) {
    for (const index of match.participants) {
      if (index !== player.index) shared.set(index, (shared.get(index) ?? 0) + 1);
    }
  }
  return [...shared]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([index]) => world.players[index])
    .filter((p): p is Player => p !== undefined);
}

/**
 * The players a fresh demo stores: the samples first, then the samples' most frequent
 * co-players (their matches overlap, so the friends panel has data), then pairs of frequent
 * co-players on the other regions, so search finds names everywhere. Deterministic per world.
 */
export function pickDemoPlayers(world: World, extra = DEMO_EXTRA_PLAYERS): Player[] {
  const chosen = new Map<string, Player>();
  const add = (p: Player) => {
    if (chosen.size < world.samplePlayers.length + extra) chosen.set(p.puuid, p);
  };
  for (const sample of world.samplePlayers) add(sample);

  const samples = world.samplePlayers.length;
  const perSample = samples > 0 ? Math.ceil((extra * SAMPLE_FRIENDS_SHARE) / samples) : 0;
  for (const sample of world.samplePlayers) {
    const mates = coPlayers(world, sample, DEMO_SAMPLE_PAGES * MATCH_PAGE_SIZE).filter(
      (p) => !chosen.has(p.puuid),
    );
    for (const mate of mates.slice(0, perSample)) add(mate);
  }

  // Each other region contributes its busiest player and that player's most frequent co-player,
  // round after round, until the list is full.
  const sampleRegions = new Set(world.samplePlayers.map((p) => p.platform));
  const byRegion = new Map<string, Player[]>();
  for (const p of world.players) {
    if (sampleRegions.has(p.platform)) continue;
    const list = byRegion.get(p.platform) ?? [];
    list.push(p);
    byRegion.set(p.platform, list);
  }
  const anchors = [...byRegion.values()]
    .sort((a, b) => b.length - a.length)
    .map((list) =>
      [...list].sort((a, b) => b.targetMatches - a.targetMatches || a.index - b.index),
    );
  const limit = samples + extra;
  for (let round = 0; chosen.size < limit && anchors.some((list) => list.length > round); round++) {
    for (const list of anchors) {
      const anchor = list.filter((p) => !chosen.has(p.puuid))[0];
      if (!anchor || chosen.size >= limit) continue;
      add(anchor);
      const mate = coPlayers(world, anchor, MATCH_PAGE_SIZE).find((p) => !chosen.has(p.puuid));
      if (mate) add(mate);
    }
  }
  return [...chosen.values()];
}

/**
 * Fills a new database with demo data from the simulator: looks the demo players up through the
 * same ingestion service visitors use and stores older pages of the samples' matches. It is
 * recorded as done only once it went through every player, so a crawl stopped half-way resumes
 * at the next start (stored players and pages cost no Riot call). Runs while the server already
 * answers; failures are logged, never thrown.
 */
export async function runDemoCrawl(deps: DemoCrawlDeps): Promise<DemoCrawlResult> {
  const { world, ingestion, log, signal } = deps;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);

  try {
    if (await deps.seeds.has(DEMO_CRAWL_SEED)) {
      log.info('demo crawl done before; no demo crawl');
      return { status: 'skipped', total: 0, done: 0, failed: 0, ms: elapsed() };
    }
  } catch (err) {
    log.error({ err }, 'demo crawl could not read the database');
    return { status: 'skipped', total: 0, done: 0, failed: 0, ms: elapsed() };
  }

  const players = pickDemoPlayers(world, deps.extraPlayers ?? DEMO_EXTRA_PLAYERS);
  const samples = new Set(world.samplePlayers.map((p) => p.puuid));
  const total = players.length;
  log.info({ total }, 'demo crawl started');
  let next = 0;
  let done = 0;
  let failed = 0;

  async function crawl(player: Player): Promise<void> {
    const row = await ingestion.firstPage(
      await ingestion.lookup(player.platform as Region, player.gameName, player.tagLine),
    );
    if (samples.has(player.puuid)) {
      for (let page = 2; page <= DEMO_SAMPLE_PAGES && !signal?.aborted; page++) {
        await ingestion.ensureHistory(row, page * MATCH_PAGE_SIZE);
      }
    }
  }

  async function worker(): Promise<void> {
    while (!signal?.aborted) {
      const player = players[next++];
      if (!player) return;
      try {
        await crawl(player);
      } catch (err) {
        failed += 1;
        log.warn(
          { err, region: player.platform, gameName: player.gameName, tagLine: player.tagLine },
          'demo crawl lookup failed',
        );
      }
      done += 1;
      if (done % 10 === 0 || done === total) log.info({ done, total }, 'demo crawl progress');
    }
  }

  await Promise.all(
    Array.from({ length: Math.max(1, deps.concurrency ?? DEMO_CONCURRENCY) }, worker),
  );
  const status = signal?.aborted && done < total ? 'stopped' : 'done';
  if (status === 'done') {
    try {
      await deps.seeds.claim(DEMO_CRAWL_SEED);
    } catch (err) {
      log.error({ err }, 'demo crawl could not record that it is done');
    }
  }
  const ms = elapsed();
  log.info({ status, done, total, failed, ms }, 'demo crawl finished');
  return { status, total, done, failed, ms };
}
