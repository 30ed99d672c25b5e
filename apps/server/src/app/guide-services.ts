import { DEFAULT_TIER_QUEUE, FALLBACK_LANGUAGE } from '@riftscope/contracts';
import type { Database } from '../db/client.ts';
import type { ChampionsService } from '../modules/champions/champions.service.ts';
import { createGuideStats } from '../modules/guides/guide-stats.ts';
import { createGuidesPublicService } from '../modules/guides/guides-public.service.ts';
import { createGuidesReadingRepository } from '../modules/guides/guides-reading.repository.ts';
import type { DataVersion } from '../modules/riot-data/data-version.ts';
import type { GameDataCatalog } from '../modules/riot-data/game-data.mapper.ts';

/**
 * The published guides, helpful marks, and today's figures beside each guide's build, kept like
 * champion answers over the tier list's default patch (docs/guides.md, Reading).
 */
export function createGuideReadingService(deps: {
  db: Database;
  clock: () => number;
  games: GameDataCatalog;
  /** The champion aggregates' changes: the figures are dropped with them. */
  championData: DataVersion;
  /** Told when a helpful mark changes a guide: pages showing guides are drawn again. */
  guidesData: DataVersion;
  champions: ChampionsService;
}) {
  const guides = createGuidesReadingRepository(deps.db);
  const stats = createGuideStats({
    read: (slice) => guides.blockFacets(slice),
    patch: async () => {
      const { queues } = await deps.champions.meta();
      return queues.find((q) => q.queue === DEFAULT_TIER_QUEUE)?.patches[0] ?? null;
    },
    // Starting items leave trinkets out, as the facets count them.
    items: deps.games.in(FALLBACK_LANGUAGE).itemClasses,
    now: deps.clock,
    data: deps.championData,
  });
  return createGuidesPublicService({
    guides,
    games: deps.games,
    stats,
    changed: deps.guidesData.changed,
  });
}
