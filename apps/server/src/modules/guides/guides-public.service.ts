import {
  type Guide,
  GuideBuildInputSchema,
  type GuideListQuerySchema,
  type GuidesPageSchema,
  type Language,
  lastPageOf,
} from '@riftscope/contracts';
import type { z } from 'zod/mini';
import { notFound } from '../../platform/errors.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type { GuideStats } from './guide-stats.ts';
import { toGuide, toGuideSummary } from './guide-view.mapper.ts';
import type { GuidesReadingRepository } from './guides-reading.repository.ts';

type ListQuery = z.output<typeof GuideListQuerySchema>;
type GuidesPage = z.output<typeof GuidesPageSchema>;

/**
 * The public side of guides (docs/guides.md, Reading): the published list in a language, a guide
 * by its slug with today's figures beside its build, and helpful marks. Nothing of a guide is
 * kept in memory (a write shows at once in every process); the figures are, like champion
 * answers (guide-stats.ts).
 */
export function createGuidesPublicService(deps: {
  guides: GuidesReadingRepository;
  games: GameDataCatalog;
  stats: GuideStats;
  /** Told when a mark changes a guide's count (pages showing guides are drawn again). */
  changed?: () => void;
}) {
  const { guides, games, stats } = deps;
  const changed = deps.changed ?? (() => undefined);
  return {
    /** Published guides written in `lang`, by champion (a key, any case) and role, sorted. */
    async list(query: ListQuery): Promise<GuidesPage> {
      const game = games.in(query.lang);
      let championId: number | undefined;
      if (query.champion !== undefined) {
        const id = game.championIdOfKey(query.champion);
        if (id === null) throw notFound('Champion not found');
        championId = id;
      }
      const { rows, total } = await guides.page({
        language: query.lang,
        championId,
        role: query.role,
        sort: query.sort,
        page: query.page,
        perPage: query.per_page,
      });
      return {
        data: rows.map((row) => toGuideSummary(row, game)),
        current_page: query.page,
        last_page: lastPageOf(total, query.per_page),
        per_page: query.per_page,
        total,
      };
    },

    /**
     * The published guide whose slug in `lang` is `slug` (a slug of another language is not
     * it), with whether `userId` marked it helpful (false for no one signed in).
     */
    async get(slug: string, lang: Language, userId: number | null): Promise<Guide> {
      const row = await guides.findPublishedBySlug(slug, lang);
      if (!row) throw notFound('Guide not found');
      // Written through GuideInputSchema; a stored build that no longer parses is a bug (500).
      const build = GuideBuildInputSchema.parse(row.build);
      const [figures, isMarkedHelpful] = await Promise.all([
        stats.of({ championId: row.championId, role: row.role, build }),
        userId === null ? false : guides.isMarkedHelpful(row.id, userId),
      ]);
      return toGuide(row, { build, stats: figures, isMarkedHelpful, game: games.in(lang) });
    },

    /** Marks a published guide helpful for `userId`, once; marking again changes nothing. */
    async markHelpful(guideId: number, userId: number) {
      const marked = await guides.markHelpful(guideId, userId);
      if (!marked) throw notFound('Guide not found');
      if (marked.isCounted) changed();
      return { helpful_count: marked.helpfulCount, marked_helpful: true as const };
    },
  };
}

export type GuidesPublicService = ReturnType<typeof createGuidesPublicService>;
