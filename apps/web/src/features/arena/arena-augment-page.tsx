import { type ArenaAugment, arenaAugmentPagePath } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { EntryHeader } from '../../shared/ui/entry-header.tsx';
import { usePercent } from '../../shared/ui/record-figures.tsx';
import { arenaAugmentQuery } from './api/arena-api.ts';
import { type ArenaFilters, arenaAugmentsHref, useArenaFilters } from './arena-filters.ts';
import { championRows } from './arena-rows.ts';
import { ArenaEntryScreen, NoGames } from './components/arena-entry-screen.tsx';
import { ArenaRecordCards } from './components/arena-figures.tsx';
import { ArenaFilterBar } from './components/arena-filter-bar.tsx';
import { ListLink } from './components/arena-list-frame.tsx';
import { ArenaPanel } from './components/arena-panel.tsx';
import { NoNamesNote } from './components/no-names-note.tsx';
import { useArenaEntryHead } from './use-arena-head.ts';
import { useAugmentName } from './use-augment-name.ts';

/** The champions whose players take the augment most, each linked to its Arena page. */
function AugmentChampions({
  detail,
  name,
  filters,
}: {
  detail: ArenaAugment;
  name: string;
  filters: ArenaFilters;
}) {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  const rows = championRows(detail.champions, language, filters);
  return (
    <div className="max-w-3xl">
      <ArenaPanel
        rows={rows}
        minSample={detail.min_sample}
        texts={{
          title: t('augment_champions.title'),
          hint: t('augment_champions.hint', { augment: name }),
          label: t('augment_champions.label', { augment: name }),
          empty: t('augment_champions.empty'),
          nameHead: t('table.champion'),
        }}
      />
    </div>
  );
}

/** The augment's page once its answer is there, with its head. */
function AugmentScreen({
  detail,
  filters,
  isBusy,
}: {
  detail: ArenaAugment;
  filters: ArenaFilters;
  isBusy: boolean;
}) {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  const percent = usePercent();
  const name = useAugmentName()(detail.augment);
  const { augment, stats } = detail;
  useArenaEntryHead(
    'arena_augment',
    { augment: name },
    (search) => arenaAugmentPagePath(augment.id, search),
    detail.patches[0] ?? null,
  );
  return (
    <div className="space-y-5" aria-busy={isBusy}>
      <EntryHeader
        breadcrumb={{
          label: t('augment.breadcrumb'),
          list: t('augment.all'),
          href: arenaAugmentsHref(language, filters),
        }}
        name={name}
        image={{ src: augment.icon_url, shape: 'square' }}
        details={<p className="text-sm text-muted">{t('augment.details')}</p>}
        description={null}
      >
        {!detail.has_names && <NoNamesNote />}
        {stats.games > 0 && (
          <ArenaRecordCards
            record={stats}
            minSample={detail.min_sample}
            label={t('augment.stats', { augment: name })}
            pickNote={t('augment.pick_note', { rate: percent(stats.pick_rate) })}
          />
        )}
      </EntryHeader>
      <ArenaFilterBar patches={detail.patches} />
      {stats.games === 0 ? (
        <NoGames title={t('augment.empty', { augment: name })} filters={filters} />
      ) : (
        <AugmentChampions detail={detail} name={name} filters={filters} />
      )}
      <ListLink to={arenaAugmentsHref(language, filters)} isBack>
        {t('augment.back')}
      </ListLink>
    </div>
  );
}

/**
 * An Arena augment's page (`/{lang}/arena/augments/{augmentId}`) over the patch and region of
 * the address: its average place, top-four rate (each with its interval), first places and
 * games, and the champions that take it most. An augment the API does not know shows `notFound`.
 */
export function ArenaAugmentPage({ notFound }: { notFound: ReactNode }) {
  const { augmentId = '' } = useParams();
  const language = useLanguage();
  const filters = useArenaFilters();
  const detail = useQuery(arenaAugmentQuery(augmentId, filters, language));
  return (
    <ArenaEntryScreen query={detail} notFound={notFound} kind="augment">
      {(data, isBusy) => <AugmentScreen detail={data} filters={filters} isBusy={isBusy} />}
    </ArenaEntryScreen>
  );
}
