import type { ArenaAugmentRef, ArenaRecord, ChampionRef, Language } from '@riftscope/contracts';
import { type ArenaFilters, arenaAugmentHref, arenaChampionHref } from './arena-filters.ts';
import type { ArenaTableRow } from './components/arena-table.tsx';

/** Champions with their records as rows, each linked to its Arena page in the same filters. */
export const championRows = (
  entries: readonly (ArenaRecord & { champion: ChampionRef })[],
  language: Language,
  filters: ArenaFilters,
): ArenaTableRow[] =>
  entries.map((entry) => ({
    key: String(entry.champion.id),
    name: entry.champion.name,
    icon: entry.champion.image_url,
    href: entry.champion.key ? arenaChampionHref(language, entry.champion.key, filters) : null,
    record: entry,
  }));

/** Augments with their records as rows, named by `nameOf`, each linked to its page. */
export const augmentRows = (
  entries: readonly (ArenaRecord & { augment: ArenaAugmentRef })[],
  nameOf: (augment: ArenaAugmentRef) => string,
  language: Language,
  filters: ArenaFilters,
): ArenaTableRow[] =>
  entries.map((entry) => ({
    key: String(entry.augment.id),
    name: nameOf(entry.augment),
    icon: entry.augment.icon_url,
    href: arenaAugmentHref(language, entry.augment.id, filters),
    record: entry,
  }));
