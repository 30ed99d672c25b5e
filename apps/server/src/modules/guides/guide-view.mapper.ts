import {
  type Guide,
  type GuideBuild,
  type GuideBuildInput,
  type GuideSummary,
  LANGUAGES,
} from '@riftscope/contracts';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type { ListedGuide, ReadGuide } from './guides-reading.repository.ts';

/**
 * A stored guide → the public answers, every Data Dragon id named in the reader's language with
 * its image, as the champion, rune and item pages name them.
 */

/** A guide in a list. A deleted author is '' (the page says so in its own language). */
export function toGuideSummary(row: ListedGuide, game: GameDataMapper): GuideSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    champion: game.championRef(row.championId),
    role: row.role,
    patch: row.patch,
    difficulty: row.difficulty,
    author: row.authorName ?? '',
    // Published guides always carry the time; the last edit stands in should one not.
    published_at: (row.publishedAt ?? row.updatedAt).toISOString(),
    updated_at: row.updatedAt.toISOString(),
    helpful_count: row.helpfulCount,
  };
}

/** A build's blocks named in the mapper's language, beside their figures. */
export function toGuideBuild(
  build: GuideBuildInput,
  stats: GuideBuild['stats'],
  game: GameDataMapper,
): GuideBuild {
  // Every stored id is positive (contracts' GuideBuildInputSchema), so none is left out.
  const items = (ids: readonly number[]) => game.items(ids);
  const rune = (id: number) => ({ id, ...game.rune(id) });
  const { runes } = build;
  return {
    starting_items: items(build.starting_items),
    core_items: items(build.core_items),
    boots: build.boots === null ? null : (items([build.boots])[0] ?? null),
    situational_items: items(build.situational_items),
    runes: {
      primary_style: rune(runes.primary_style),
      primary: runes.primary.map(rune),
      sub_style: rune(runes.sub_style),
      secondary: runes.secondary.map(rune),
      shards: runes.shards.map(rune),
    },
    spells: build.spells.map((id) => ({ id, ...game.spell(id) })),
    skill_order: build.skill_order,
    stats,
  };
}

/** A guide's page in its language: its text, slugs, build and whether the caller marked it. */
export function toGuide(
  row: ReadGuide,
  view: {
    build: GuideBuildInput;
    stats: GuideBuild['stats'];
    isMarkedHelpful: boolean;
    game: GameDataMapper;
  },
): Guide {
  const slugs: Guide['slugs'] = {};
  for (const language of LANGUAGES) {
    const slug = row.slugs[language];
    if (slug !== undefined) slugs[language] = slug;
  }
  return {
    ...toGuideSummary(row, view.game),
    language: row.language,
    body: row.body,
    slugs,
    build: toGuideBuild(view.build, view.stats, view.game),
    marked_helpful: view.isMarkedHelpful,
  };
}
