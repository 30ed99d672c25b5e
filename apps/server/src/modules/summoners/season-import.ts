import type { FastifyBaseLogger } from 'fastify';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import type { IngestionService } from '../ingestion/ingestion.service.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';

/**
 * Top champions import the season's older games in the background, SEASON_IMPORT_BATCH at a time,
 * until the stored history reaches the season's start or holds this many games
 * (docs/player-page.md).
 */
export const SEASON_IMPORT_MAX_GAMES = 300;
/** Older games one step of the import fetches: small, so that it never holds up visitors long. */
export const SEASON_IMPORT_BATCH = 20;
/** An import that stored nothing older is not started again for the player for this long. */
const STALLED_IMPORT_MS = 10 * 60_000;

export interface SeasonImportDeps {
  summoners: Pick<SummonersRepository, 'countSince' | 'findByPuuid'>;
  ingestion: Pick<IngestionService, 'ensureHistory'>;
  log?: FastifyBaseLogger;
}

/** The season imports of this process: at most one a player, none again soon after a stall. */
export class SeasonImports {
  /** The imports running in this process, by player. */
  readonly #running = new Map<string, Promise<void>>();
  /** Players whose last import stored nothing older (Riot failed): not asked again for a while. */
  readonly #stalled = createTtlCache<true>({ ttlMs: STALLED_IMPORT_MS, maxEntries: 10_000 });

  readonly deps: SeasonImportDeps;

  constructor(deps: SeasonImportDeps) {
    this.deps = deps;
  }

  /**
   * Whether older games of the season that starts at `seasonFrom` are being fetched for the
   * player: starts the next SEASON_IMPORT_BATCH in the background, at low priority, unless the
   * stored history already reaches the season's start, Riot has no older games, or
   * SEASON_IMPORT_MAX_GAMES are stored. `settled` runs when a batch is done (the player's cached
   * answers are forgotten then, so the next ask counts them and starts the next batch).
   */
  async start(
    row: SummonerRow,
    seasonFrom: number,
    settled: () => Promise<void>,
  ): Promise<boolean> {
    const key = `${row.region}:${row.puuid}`;
    if (this.#running.has(key)) return true;
    const from = row.historyStoredFrom;
    if (row.isHistoryComplete || from === null || from <= seasonFrom) return false;
    if (this.#stalled.get(key)) return false;
    const stored = await this.deps.summoners.countSince(row.puuid, from);
    if (stored >= SEASON_IMPORT_MAX_GAMES) return false;
    const wanted = Math.min(SEASON_IMPORT_MAX_GAMES, stored + SEASON_IMPORT_BATCH);
    const running = this.deps.ingestion
      .ensureHistory(row, wanted, { stored, options: { priority: 'low' } })
      .then(async () => {
        const after = await this.deps.summoners.findByPuuid(row.region, row.puuid);
        if (after?.historyStoredFrom === from && !after.isHistoryComplete) {
          this.#stalled.set(key, true);
        }
      })
      .catch((err: unknown) => {
        this.#stalled.set(key, true);
        this.deps.log?.warn({ err, puuid: row.puuid }, 'season import failed');
      })
      .finally(() => {
        this.#running.delete(key);
        // What the import stored, or that it stopped, shows at the next ask.
        return settled();
      });
    this.#running.set(key, running);
    return true;
  }

  /** Settles once the imports running now are done. */
  async settled(): Promise<void> {
    await Promise.allSettled(this.#running.values());
  }
}
