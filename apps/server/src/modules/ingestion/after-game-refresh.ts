import { REGION_CODES, type Region } from '@riftscope/contracts';
import type { CallOptions, RiotClient } from '@riftscope/riot';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicTask, startPeriodicTask } from '../../platform/periodic-task.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { WatchedPlayersRepository } from '../riot-data/watched-players.repository.ts';
import { UPDATE_LOOKBACK_MS } from './ingestion.service.ts';
import type { IngestionJobs } from './ingestion-jobs.ts';

/**
 * The "after a game" refresh (docs/player-page.md, LP per game): players someone follows (page
 * opened in the last days, or a favourite) are asked for new ranked games every few minutes, at
 * low priority; a new one starts the player's background refresh, whose league entries become
 * the rank snapshot just after that game. So most ranked games lie alone between two snapshots.
 */
export const AFTER_GAME = {
  /** A page opened this recently makes its player followed. */
  viewedWithinMs: 3 * 86_400_000,
  /** A followed player is checked again this long after its last refresh or check. */
  checkEveryMs: 10 * 60_000,
  /** Players checked per region in a pass: one Riot call each, plus a refresh when new. */
  perRegion: 20,
  /** How often a pass runs. */
  intervalMs: 2 * 60_000,
} as const;

/** Ranked queues (Solo/Duo and Flex) by match-v5's `type` filter. */
const RANKED_IDS = { type: 'ranked', count: 5 } as const;
const BACKGROUND: CallOptions = { priority: 'low' };

export interface AfterGameDeps {
  riot: Pick<RiotClient, 'match'>;
  watched: WatchedPlayersRepository;
  matches: { storedIds(ids: readonly string[]): Promise<Set<string>> };
  jobs: Pick<IngestionJobs, 'refresh'>;
  /** Forgets the player's cached answers once its refresh is done. */
  forget: (player: Pick<SummonerRow, 'gameName' | 'tagLine'>) => Promise<void>;
  log: FastifyBaseLogger;
  now: () => number;
}

/** What a pass did: players checked, refreshes started, Riot calls made. */
export interface AfterGamePass {
  checked: number;
  refreshed: number;
  calls: number;
}

/** Checks one followed player; true when a new ranked game started its refresh. */
async function checkPlayer(deps: AfterGameDeps, row: SummonerRow): Promise<boolean> {
  // As an Update asks: games begun a while before the last refresh may have ended after it.
  const since = Math.floor(((row.fetchedAt?.getTime() ?? deps.now()) - UPDATE_LOOKBACK_MS) / 1000);
  const ids = await deps.riot.match.idsByPuuid(
    row.region as Region,
    row.puuid,
    { ...RANKED_IDS, startTime: since },
    BACKGROUND,
  );
  if (ids.length === 0) return false;
  const stored = await deps.matches.storedIds(ids);
  if (ids.every((id) => stored.has(id))) return false;
  await deps.jobs.refresh(row, () => deps.forget(row));
  return true;
}

/** One pass over every region: the followed players checked longest ago, a few a region. */
export async function runAfterGamePass(
  deps: AfterGameDeps,
  signal?: AbortSignal,
): Promise<AfterGamePass> {
  const pass: AfterGamePass = { checked: 0, refreshed: 0, calls: 0 };
  const at = deps.now();
  const checkedBefore = new Date(at - AFTER_GAME.checkEveryMs);
  const viewedSince = new Date(at - AFTER_GAME.viewedWithinMs);
  for (const region of REGION_CODES) {
    if (signal?.aborted) break;
    const due = await deps.watched.due(region, {
      viewedSince,
      checkedBefore,
      limit: AFTER_GAME.perRegion,
    });
    for (const row of due) {
      if (signal?.aborted) break;
      // Another process, or a visit's refresh, may have taken it meanwhile.
      if (!(await deps.watched.claimCheck(row.id, new Date(deps.now()), checkedBefore))) continue;
      pass.checked += 1;
      pass.calls += 1;
      try {
        if (await checkPlayer(deps, row)) pass.refreshed += 1;
      } catch (err) {
        deps.log.warn({ err, region, puuid: row.puuid }, 'after-game check failed');
      }
    }
  }
  if (pass.checked > 0) deps.log.info({ ...pass }, 'after-game pass done');
  return pass;
}

/** Runs the passes on a schedule until stopped. */
export function startAfterGameRefresh(deps: AfterGameDeps): PeriodicTask {
  return startPeriodicTask({
    pass: (signal) => runAfterGamePass(deps, signal),
    intervalMs: AFTER_GAME.intervalMs,
    log: deps.log,
    failure: 'after-game pass failed',
  });
}
