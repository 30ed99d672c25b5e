import { type ArenaSearch, type MetaPage, regionLabel } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { useEntryHead, useListHead } from '../../shared/champion-filters/use-slice-head.ts';
import { arenaSearchOf, useArenaFilters } from './arena-filters.ts';

/** A page's path after the language, from the filters as an address names them. */
type ArenaPath = (search: ArenaSearch) => string;

/** The filters of the address, and their search with the newest patch (once known) left out. */
function useArenaSearch(newest: string | null) {
  const filters = useArenaFilters();
  return { filters, search: arenaSearchOf(filters, newest) };
}

/**
 * The head of an Arena list (the tier list, the augments), as the server renders it for the same
 * address: the title names the region and a patch other than the newest, and the canonical
 * address leaves the defaults out.
 */
export function useArenaListHead(page: MetaPage, path: ArenaPath, newest: string | null) {
  const { t } = useTranslation('champion-filters');
  const { filters, search } = useArenaSearch(newest);
  const chosen = [
    ...(filters.region ? [regionLabel(filters.region)] : []),
    ...(search.patch ? [t('patch.named', { patch: search.patch })] : []),
  ];
  useListHead(page, chosen, path(search));
}

/** The head of an Arena entry (a champion, an augment): its texts with `values`. */
export function useArenaEntryHead(
  page: MetaPage,
  values: Record<string, string>,
  path: ArenaPath,
  newest: string | null,
) {
  const { search } = useArenaSearch(newest);
  useEntryHead(page, values, path(search));
}
