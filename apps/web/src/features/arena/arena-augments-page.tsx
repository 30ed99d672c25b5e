import { type ArenaAugments, arenaAugmentsPagePath } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterByName } from '../../shared/domain/fold-for-search.ts';
import { formatCount } from '../../shared/domain/format-number.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { SearchField } from '../../shared/ui/search-field.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { arenaAugmentsQuery } from './api/arena-api.ts';
import { type ArenaFilters, arenaHref, useArenaFilters } from './arena-filters.ts';
import { type ArenaSort, DEFAULT_ARENA_SORT, nextArenaSort, sortArena } from './arena-list.ts';
import { augmentRows } from './arena-rows.ts';
import { ArenaListFrame, ListLink } from './components/arena-list-frame.tsx';
import { ArenaTable } from './components/arena-table.tsx';
import { NoNamesNote } from './components/no-names-note.tsx';
import { SortedNote } from './components/sorted-note.tsx';
import { useArenaListHead } from './use-arena-head.ts';
import { useAugmentName } from './use-augment-name.ts';

/** The list with its search box and sortable table, each narrowing or ordering what is shown. */
function AugmentsBrowser({
  list,
  filters,
  isBusy,
}: {
  list: ArenaAugments;
  filters: ArenaFilters;
  isBusy: boolean;
}) {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  const nameOf = useAugmentName();
  const [text, setText] = useState('');
  const [sort, setSort] = useState<ArenaSort>(DEFAULT_ARENA_SORT);
  const { augments, min_sample: minSample } = list;
  const shown = filterByName(augments, text, (entry) => nameOf(entry.augment));
  const rows = augmentRows(sortArena(shown, sort, minSample), nameOf, language, filters);
  return (
    <div className="space-y-3" aria-busy={isBusy}>
      {!list.has_names && <NoNamesNote />}
      <SearchField
        value={text}
        onChange={setText}
        label={t('augment_list.search_label')}
        placeholder={t('augment_list.search_placeholder')}
        className="sm:max-w-xs"
      />
      <p className="text-xs text-muted">
        {t('augment_list.legend', { min: formatCount(minSample, language) })}
      </p>
      {rows.length === 0 ? (
        <StatePanel
          title={t('augment_list.no_match', { query: text })}
          hint={t('augment_list.no_match_hint')}
          role="status"
        >
          <Button variant="secondary" onClick={() => setText('')}>
            {t('augment_list.clear')}
          </Button>
        </StatePanel>
      ) : (
        <div className="space-y-2">
          {rows.length < augments.length && (
            <p role="status" className="text-sm text-muted">
              {t('augment_list.shown', {
                shown: formatCount(rows.length, language),
                total: formatCount(augments.length, language),
              })}
            </p>
          )}
          <SortedNote sort={sort} />
          <div className="rounded-xl border border-line bg-surface p-3 sm:p-4">
            <ArenaTable
              rows={rows}
              minSample={minSample}
              label={t('augment_list.label')}
              nameHead={t('table.augment')}
              sorting={{ sort, onSort: (key) => setSort((current) => nextArenaSort(current, key)) }}
            />
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * Every Arena augment taken over the patch and region of the address
 * (`/{lang}/arena/augments`), searchable by name and sortable by each figure, each linked to
 * its page; augments Community Dragon could not name are shown by their ids, and the page says
 * so.
 */
export function ArenaAugmentsPage() {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  const filters = useArenaFilters();
  const list = useQuery(arenaAugmentsQuery(filters, language));
  useArenaListHead('arena_augments', arenaAugmentsPagePath, list.data?.patches[0] ?? null);
  return (
    <ArenaListFrame
      title={t('augment_list.title')}
      subtitle={t('augment_list.subtitle')}
      query={list}
      filters={filters}
      resetPath="/arena/augments"
      footer={
        <ListLink to={arenaHref(language, filters)} isBack>
          {t('augment_list.back')}
        </ListLink>
      }
    >
      {(data, isBusy) => <AugmentsBrowser list={data} filters={filters} isBusy={isBusy} />}
    </ArenaListFrame>
  );
}
