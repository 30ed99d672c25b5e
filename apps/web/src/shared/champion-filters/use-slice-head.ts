import {
  type ChampionSearch,
  DEFAULT_TIER_QUEUE,
  LANGUAGES,
  type MetaPage,
  type MetaTexts,
  readChampionSearch,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { championSliceFromSearch } from './champion-slice.ts';
import { championsMetaQuery, patchesOf } from './champions-meta-api.ts';
import { useSliceLabels } from './use-slice-labels.ts';

/** A page's path after the language from the address's filters and the newest patch, once known. */
type SlicePagePath = (search: ChampionSearch, newestPatch: string | null) => string;

/** The filters of the address (a role is no filter of these pages) and the newest patch, once known. */
function useSliceSearch(): {
  search: ChampionSearch;
  params: URLSearchParams;
  newest: string | null;
} {
  const { search: query } = useLocation();
  const params = new URLSearchParams(query);
  const { role: _role, ...search } = readChampionSearch(params);
  const newest =
    patchesOf(useQuery(championsMetaQuery).data, search.queue ?? DEFAULT_TIER_QUEUE)[0] ?? null;
  return { search, params, newest };
}

const everyLanguage = (path: string) => Object.fromEntries(LANGUAGES.map((lang) => [lang, path]));

/**
 * The head of a list over filters, as the server renders it for the same address: the title
 * names each filter `chosen` (in words, those that are not the default), and the canonical
 * address is `path` after the language, the defaults left out.
 */
export function useListHead(page: MetaPage, chosen: readonly string[], path: string) {
  const { t } = useTranslation('champion-filters');
  const { i18n } = useTranslation('meta');
  const language = useLanguage();
  const metaTexts = i18n.getResourceBundle(language, 'meta') as MetaTexts | undefined;
  usePageMeta({
    page,
    title:
      chosen.length > 0 && metaTexts
        ? t('titled', { title: metaTexts[page].title, filters: chosen.join(', ') })
        : null,
    alternatePaths: everyLanguage(path),
  });
}

/** The head of one entry of such a list: the page's texts with `values`, canonical at `path`. */
export function useEntryHead(page: MetaPage, values: Record<string, string>, path: string) {
  usePageMeta({ page, values, alternatePaths: everyLanguage(path) });
}

/**
 * The head of a list over a slice without roles (the runes, the items): the title names each
 * filter that is not the default, and the canonical address leaves the defaults out (the newest
 * patch too, once the filters' choices are known).
 */
export function useSliceListHead(page: MetaPage, path: SlicePagePath) {
  const { changed } = useSliceLabels();
  const { search, params, newest } = useSliceSearch();
  useListHead(page, changed(championSliceFromSearch(params)), path(search, newest));
}

/**
 * The head of one entry of such a list (a rune, an item): the page's texts with `values`, and a
 * canonical address as the list's.
 */
export function useSliceEntryHead(
  page: MetaPage,
  values: Record<string, string>,
  path: SlicePagePath,
) {
  const { search, newest } = useSliceSearch();
  useEntryHead(page, values, path(search, newest));
}
