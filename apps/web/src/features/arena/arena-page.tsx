import { type ArenaTierList, arenaPagePath } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/domain/format-number.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { arenaChampionsQuery } from './api/arena-api.ts';
import { type ArenaFilters, arenaAugmentsHref, useArenaFilters } from './arena-filters.ts';
import { type ArenaSort, DEFAULT_ARENA_SORT, nextArenaSort, sortArena } from './arena-list.ts';
import { championRows } from './arena-rows.ts';
import { ArenaListFrame, ListLink } from './components/arena-list-frame.tsx';
import { ArenaTable } from './components/arena-table.tsx';
import { SortedNote } from './components/sorted-note.tsx';
import { useArenaListHead } from './use-arena-head.ts';

/** The list's champions in the order asked for, each linked to its Arena page. */
function ArenaChampions({
  list,
  filters,
  isBusy,
}: {
  list: ArenaTierList;
  filters: ArenaFilters;
  isBusy: boolean;
}) {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  const [sort, setSort] = useState<ArenaSort>(DEFAULT_ARENA_SORT);
  const rows = championRows(sortArena(list.champions, sort, list.min_sample), language, filters);
  return (
    <div className="space-y-3" aria-busy={isBusy}>
      <p className="text-xs text-muted">
        {t('legend', { min: formatCount(list.min_sample, language) })}
      </p>
      <SortedNote sort={sort} />
      <div className="rounded-xl border border-line bg-surface p-3 sm:p-4">
        <ArenaTable
          rows={rows}
          minSample={list.min_sample}
          label={t('table.label')}
          nameHead={t('table.champion')}
          sorting={{ sort, onSort: (key) => setSort((current) => nextArenaSort(current, key)) }}
        />
      </div>
    </div>
  );
}

/**
 * The Arena tier list (`/{lang}/arena`) over the patch and region of the address: every champion
 * played, with games, pick rate, average place and top-four rate (each with its interval) and
 * first places, best average place first among those with the minimum sample; each champion
 * links to its Arena page, and the augments have a list of their own.
 */
export function ArenaPage() {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  const filters = useArenaFilters();
  const list = useQuery(arenaChampionsQuery(filters, language));
  useArenaListHead('arena', arenaPagePath, list.data?.patches[0] ?? null);
  return (
    <ArenaListFrame
      title={t('title')}
      query={list}
      filters={filters}
      resetPath="/arena"
      footer={<ListLink to={arenaAugmentsHref(language, filters)}>{t('augments_link')}</ListLink>}
    >
      {(data, isBusy) => <ArenaChampions list={data} filters={filters} isBusy={isBusy} />}
    </ArenaListFrame>
  );
}
