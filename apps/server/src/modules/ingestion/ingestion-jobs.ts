import type { Region, UpdateStatus } from '@riftscope/contracts';
import type { SummonerRow } from '../summoners/summoners.repository.ts';
import type { IngestionService } from './ingestion.service.ts';

/**
 * Where Riot work for visitors runs. In one process it runs right here; with Redis it is a job
 * on the ingestion queue that a worker process takes (`ingestion-queue.ts`, `ingestion-worker.ts`).
 */
export interface IngestionJobs {
  /**
   * The stored player, fetched from Riot first when not known yet. `client` is the address
   * asking, when a visitor asks; a lookup that has to ask Riot counts against it (lookup-guard.ts).
   */
  lookup(region: Region, gameName: string, tagLine: string, client?: string): Promise<SummonerRow>;
  /**
   * Starts an Update of a stored player (429 during the cooldown): 'done' when it ran before
   * this returned, 'queued' when a worker will run it.
   */
  update(row: SummonerRow): Promise<Extract<UpdateStatus, 'queued' | 'done'>>;
  /** How the player's latest Update stands; 'done' when none is pending. */
  updateStatus(row: SummonerRow): Promise<UpdateStatus>;
}

/** The one-process runner: every job runs in this process before the call returns. */
export function inProcessJobs(ingestion: IngestionService): IngestionJobs {
  return {
    lookup: (region, gameName, tagLine) => ingestion.lookup(region, gameName, tagLine),
    async update(row) {
      await ingestion.update(row);
      return 'done';
    },
    updateStatus: async () => 'done',
  };
}
