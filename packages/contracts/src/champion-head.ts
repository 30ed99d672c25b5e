import type { ChampionSearch } from './champion-search.ts';
import { bracketFilterOf, DEFAULT_TIER_QUEUE } from './champions.ts';
import {
  interpolate,
  type MetaPage,
  type MetaTexts,
  type PageTexts,
  pageTexts,
} from './page-meta.ts';
import { regionLabel } from './regions.ts';
import type { RankedTier } from './summoners.ts';

// Apart from page-meta.ts: only champion pages and the server need it, so the web app's first
// chunk does not carry it.

export interface ChampionHeadInput {
  /** The champion's name; absent for the champions list. */
  champion?: string;
  /** The filters of the address (readChampionSearch). */
  search: ChampionSearch;
  /** The patch the page shows: the address's, else the newest with data; null when none has data. */
  patch: string | null;
  newestPatch: string | null;
}

/**
 * Title and description of the champions list or a champion page. The title names the role the
 * address asks for and every filter that is not the default; the description names the whole
 * slice of matches the figures come from.
 */
export function championPageTexts(texts: MetaTexts, input: ChampionHeadInput): PageTexts {
  const words = texts.champion_slice;
  const { search } = input;
  const queueId = search.queue ?? DEFAULT_TIER_QUEUE;
  const queue = words.queues[String(queueId) as '420' | '440' | '450'];
  // A queue without ranks (ARAM) counts every match, whatever rank the address names.
  const tier = bracketFilterOf(queueId, search.tier);
  const bracket =
    tier === 'all'
      ? words.all_ranks
      : interpolate(words.bracket, {
          tier: texts.tiers[tier.replace('_plus', '').toUpperCase() as RankedTier],
        });
  const region = search.region ? regionLabel(search.region) : words.all_regions;
  const patch = input.patch ? interpolate(words.patch, { patch: input.patch }) : null;
  const slice = [patch, queue, bracket, region].filter((part) => part !== null).join(', ');

  const chosen = [
    search.queue !== undefined && search.queue !== DEFAULT_TIER_QUEUE ? queue : null,
    tier !== bracketFilterOf(queueId, undefined) ? bracket : null,
    search.region ? region : null,
    search.patch && search.patch !== input.newestPatch ? patch : null,
  ].filter((part) => part !== null);

  const page: MetaPage =
    input.champion === undefined ? 'champions' : search.role ? 'champion_role' : 'champion';
  const own = pageTexts(texts, page, {
    champion: input.champion ?? '',
    role: search.role ? words.roles[search.role] : '',
    slice,
  });
  return {
    title: chosen.length > 0 ? `${own.title} (${chosen.join(', ')})` : own.title,
    description: own.description,
  };
}
