import {
  championPagePath,
  championPageTexts,
  championSearchString,
  DEFAULT_TIER_QUEUE,
  LANGUAGES,
  type MetaTexts,
  readAramChampionSearch,
  readChampionSearch,
  type TierListQueue,
} from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageMeta } from '../../lib/page-meta.ts';
import { championsMetaQuery, patchesOf } from '../../shared/champion-filters/champions-meta-api.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';

/**
 * The head of the champions list (`champion` undefined) or a champion page, as the server renders
 * it for the same address: named after the role and filters of the address, with a canonical
 * address that leaves the defaults out (the newest patch too, once the filters' choices are known).
 */
export function useChampionHead(champion?: {
  key: string;
  name: string;
  /** ARAM's own page (`/aram/{key}`): the queue the path names. */
  fixedQueue?: TierListQueue | undefined;
}) {
  const language = useLanguage();
  const { search: query } = useLocation();
  const { i18n } = useTranslation('meta');
  const params = new URLSearchParams(query);
  const search =
    champion?.fixedQueue === undefined
      ? readChampionSearch(params)
      : { ...readAramChampionSearch(params), queue: champion.fixedQueue };
  const newest =
    patchesOf(useQuery(championsMetaQuery).data, search.queue ?? DEFAULT_TIER_QUEUE)[0] ?? null;
  const metaTexts = i18n.getResourceBundle(language, 'meta') as MetaTexts | undefined;
  const texts = metaTexts
    ? championPageTexts(metaTexts, {
        ...(champion ? { champion: champion.name } : {}),
        search,
        patch: search.patch ?? newest,
        newestPatch: newest,
      })
    : null;
  const path = champion
    ? championPagePath(champion.key, search, newest)
    : `/champions${championSearchString({ ...search, role: undefined }, newest)}`;
  usePageMeta({
    page: champion ? 'champion' : 'champions',
    title: texts?.title ?? null,
    description: texts?.description ?? null,
    alternatePaths: Object.fromEntries(LANGUAGES.map((lang) => [lang, path])),
  });
}
