import {
  bracketsOf,
  DEFAULT_BRACKET_FILTER,
  DEFAULT_TIER_QUEUE,
  GAME_LENGTH_BUCKETS,
  type GuideBuild,
  type GuideBuildInput,
  type TierRole,
} from '@riftscope/contracts';
import type { ItemClasses } from '@riftscope/riot/ddragon';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { TIER_LIST_CACHE_MS } from '../champions/champions.service.ts';
import { recordOf } from '../champions/tally.ts';
import type { FacetTotal } from '../riot-data/champions.repository.ts';
import { type DataVersion, dataGenerations } from '../riot-data/data-version.ts';
import { itemsValue, runesValue, spellsValue } from '../riot-data/facets.ts';

/**
 * Today's figures beside each block of a guide's build (docs/guides.md, Statistics beside the
 * build): the games and wins of the players of the guide's champion and role who made exactly
 * the block's choice, as champion_facets counts it.
 */

export type GuideBlock = Exclude<keyof GuideBuild['stats'], 'patch'>;
export type BlockStats = Omit<GuideBuild['stats'], 'patch'>;

/**
 * The facet each block's choice is counted under, and the players its pick rate is out of:
 * those with a stored timeline (`timeline`), or every game of the champion in the role (`games`,
 * the `length` facet's sum).
 */
export const GUIDE_BLOCK_FACETS = {
  starting_items: { facet: 'start', sample: 'timeline' },
  core_items: { facet: 'core', sample: 'timeline' },
  boots: { facet: 'boots', sample: 'games' },
  runes: { facet: 'runes', sample: 'games' },
  spells: { facet: 'spells', sample: 'games' },
  skill_order: { facet: 'skill_path', sample: 'timeline' },
} as const satisfies Record<GuideBlock, { facet: string; sample: 'timeline' | 'games' }>;

const BLOCKS = Object.keys(GUIDE_BLOCK_FACETS) as GuideBlock[];

/** The facets of the samples: one `timeline` row (value '') and every game-length bucket. */
const TIMELINE_FACET = 'timeline';
const GAMES_FACET = 'length';
const GAMES_VALUES = GAME_LENGTH_BUCKETS.map(String);

export type BlockValues = Record<GuideBlock, string | null>;

/**
 * Each block's choice written as facets.ts writes a player's (null for an empty block): starting
 * items ascending with duplicates and without trinkets, the core in order, boots as the tier-two
 * boots they are or upgrade, the exact rune page, the spell pair ascending, the 15-point path.
 */
export function blockValues(
  build: GuideBuildInput,
  items: Pick<ItemClasses, 'isTrinket' | 'bootsOf'>,
): BlockValues {
  const start = build.starting_items.filter((id) => !items.isTrinket(id)).sort((a, b) => a - b);
  const { runes } = build;
  const [offense = 0, flex = 0, defense = 0] = runes.shards;
  const selections = (perks: readonly number[]) =>
    perks.map((perk) => ({ perk, var1: 0, var2: 0, var3: 0 }));
  const [spell1 = 0, spell2 = 0] = build.spells;
  return {
    starting_items: start.length > 0 ? itemsValue(start) : null,
    core_items: itemsValue(build.core_items),
    boots: build.boots === null ? null : String(items.bootsOf(build.boots) ?? build.boots),
    runes: runesValue({
      statPerks: { offense, flex, defense },
      styles: [
        {
          description: 'primaryStyle',
          style: runes.primary_style,
          selections: selections(runes.primary),
        },
        {
          description: 'subStyle',
          style: runes.sub_style,
          selections: selections(runes.secondary),
        },
      ],
    }),
    spells: spellsValue(spell1, spell2),
    skill_order: build.skill_order,
  };
}

/**
 * The facets and values one read asks for: each block's value under its facet, and the samples.
 * The read asks for every pair of the two lists; the rows of pairs not asked for are ignored.
 */
export function guideStatsRead(values: BlockValues): { facets: string[]; values: string[] } {
  const asked = BLOCKS.filter((block) => values[block] !== null);
  return {
    facets: [...asked.map((b) => GUIDE_BLOCK_FACETS[b].facet), TIMELINE_FACET, GAMES_FACET],
    values: [...new Set([...asked.map((b) => values[b] ?? ''), '', ...GAMES_VALUES])],
  };
}

/** Each block's record out of its sample; null for an empty block and one nobody played. */
export function blockStats(values: BlockValues, rows: readonly FacetTotal[]): BlockStats {
  const tally = (facet: string, value: string) => {
    const row = rows.find((r) => r.facet === facet && r.value === value);
    return { games: row?.games ?? 0, wins: row?.wins ?? 0 };
  };
  const samples = {
    timeline: tally(TIMELINE_FACET, '').games,
    games: rows.filter((r) => r.facet === GAMES_FACET).reduce((sum, r) => sum + r.games, 0),
  };
  const stats = {} as BlockStats;
  for (const block of BLOCKS) {
    const value = values[block];
    const { facet, sample } = GUIDE_BLOCK_FACETS[block];
    const played = value === null ? null : tally(facet, value);
    stats[block] =
      played === null || played.games === 0
        ? null
        : { ...recordOf(played, samples[sample]), sample: samples[sample] };
  }
  return stats;
}

/** What one read of the figures covers: a champion in a role over the slice's brackets. */
export interface GuideStatsSlice {
  championId: number;
  role: TierRole;
  queueId: number;
  patch: string;
  /** Match brackets summed, all regions. */
  brackets: readonly string[];
  facets: readonly string[];
  values: readonly string[];
}

/** A guide as its figures need it. */
export interface GuideOfStats {
  championId: number;
  role: TierRole;
  build: GuideBuildInput;
}

const BRACKETS = bracketsOf(DEFAULT_BRACKET_FILTER) ?? [];
const NO_STATS: GuideBuild['stats'] = Object.freeze({
  patch: null,
  starting_items: null,
  core_items: null,
  boots: null,
  runes: null,
  spells: null,
  skill_order: null,
});

/**
 * The figures beside guides' blocks over the tier list's default slice (Ranked Solo/Duo, its
 * newest patch with data, Emerald+, all regions), kept like champion answers: for
 * TIER_LIST_CACHE_MS, and dropped once this process stores new matches (`data`).
 */
export function createGuideStats(deps: {
  read: (slice: GuideStatsSlice) => Promise<FacetTotal[]>;
  /** The newest patch with data for Ranked Solo/Duo; null without any. */
  patch: () => Promise<string | null>;
  items: Pick<ItemClasses, 'isTrinket' | 'bootsOf'>;
  now?: () => number;
  data?: DataVersion;
}) {
  const cache = createTtlCache<GuideBuild['stats']>({
    ttlMs: TIER_LIST_CACHE_MS,
    maxEntries: 1000,
    now: deps.now,
  });
  const generations = dataGenerations(deps.data);
  return {
    /** The figures beside each block of `guide`'s build. */
    async of(guide: GuideOfStats): Promise<GuideBuild['stats']> {
      if (generations.hasChanged()) cache.deletePrefix('');
      const patch = await deps.patch();
      if (patch === null) return NO_STATS;
      const values = blockValues(guide.build, deps.items);
      const key = JSON.stringify([patch, guide.championId, guide.role, values]);
      return generations.cached(cache, key, async () => {
        const rows = await deps.read({
          championId: guide.championId,
          role: guide.role,
          queueId: DEFAULT_TIER_QUEUE,
          patch,
          brackets: BRACKETS,
          ...guideStatsRead(values),
        });
        return Object.freeze({ patch, ...blockStats(values, rows) });
      });
    },
  };
}

export type GuideStats = ReturnType<typeof createGuideStats>;
