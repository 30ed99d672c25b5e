import { type ArenaChampion, arenaChampionPagePath } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { EntryHeader } from '../../shared/ui/entry-header.tsx';
import { usePercent } from '../../shared/ui/record-figures.tsx';
import { arenaChampionQuery } from './api/arena-api.ts';
import { type ArenaFilters, arenaHref, useArenaFilters } from './arena-filters.ts';
import { augmentRows, championRows } from './arena-rows.ts';
import { ArenaEntryScreen, ENTRY_COLUMNS, NoGames } from './components/arena-entry-screen.tsx';
import { ArenaRecordCards } from './components/arena-figures.tsx';
import { ArenaFilterBar } from './components/arena-filter-bar.tsx';
import { ListLink } from './components/arena-list-frame.tsx';
import { ArenaPanel } from './components/arena-panel.tsx';
import { ArenaPlaces } from './components/arena-places.tsx';
import { useArenaEntryHead } from './use-arena-head.ts';
import { useAugmentName } from './use-augment-name.ts';

/** The champion's art and name, how its figures are counted, and its record when it has games. */
function ChampionHeader({ detail, filters }: { detail: ArenaChampion; filters: ArenaFilters }) {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  const percent = usePercent();
  const { champion, stats } = detail;
  return (
    <EntryHeader
      breadcrumb={{
        label: t('champion.breadcrumb'),
        list: t('champion.all'),
        href: arenaHref(language, filters),
      }}
      name={champion.name}
      image={{ src: champion.image_url, shape: 'square' }}
      details={<p className="text-sm text-muted">{t('champion.shares_note')}</p>}
      description={null}
    >
      {stats.games > 0 && (
        <ArenaRecordCards
          record={stats}
          minSample={detail.min_sample}
          label={t('champion.stats', { champion: champion.name })}
          pickNote={t('champion.pick_note', { rate: percent(stats.pick_rate) })}
        />
      )}
    </EntryHeader>
  );
}

/** Its places, duo partners, augments and items, each in the answer's order. */
function ChampionFigures({ detail, filters }: { detail: ArenaChampion; filters: ArenaFilters }) {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  const nameOf = useAugmentName();
  const { champion, min_sample: minSample } = detail;
  const texts = (list: 'augments' | 'items' | 'partners', nameHead: string) => ({
    title: t(`${list}.title`),
    hint: t(`${list}.hint`),
    label: t(`${list}.label`, { champion: champion.name }),
    empty: t(`${list}.empty`),
    nameHead,
  });
  const partners = championRows(detail.partners, language, filters);
  const augments = augmentRows(detail.augments, nameOf, language, filters);
  // Arena's own items have no page of the item list: no link.
  const items = detail.items.map((entry) => ({
    key: String(entry.item.id),
    name: entry.item.name,
    icon: entry.item.image_url,
    href: null,
    record: entry,
  }));
  return (
    <div className={ENTRY_COLUMNS}>
      <ArenaPlaces places={detail.places} champion={champion.name} />
      <ArenaPanel
        rows={partners}
        minSample={minSample}
        texts={texts('partners', t('table.partner'))}
      />
      <ArenaPanel
        rows={augments}
        minSample={minSample}
        texts={texts('augments', t('table.augment'))}
      />
      <ArenaPanel rows={items} minSample={minSample} texts={texts('items', t('table.item'))} />
    </div>
  );
}

/** The champion's page once its answer is there, with its head. */
function ChampionScreen({
  detail,
  filters,
  isBusy,
}: {
  detail: ArenaChampion;
  filters: ArenaFilters;
  isBusy: boolean;
}) {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  const { champion } = detail;
  const { championKey = '' } = useParams();
  const key = champion.key ?? championKey;
  useArenaEntryHead(
    'arena_champion',
    { champion: champion.name },
    (search) => arenaChampionPagePath(key, search),
    detail.patches[0] ?? null,
  );
  return (
    <div className="space-y-5" aria-busy={isBusy}>
      <ChampionHeader detail={detail} filters={filters} />
      <ArenaFilterBar patches={detail.patches} />
      {detail.stats.games === 0 ? (
        <NoGames title={t('champion.empty', { champion: champion.name })} filters={filters} />
      ) : (
        <ChampionFigures detail={detail} filters={filters} />
      )}
      <ListLink to={arenaHref(language, filters)} isBack>
        {t('champion.back')}
      </ListLink>
    </div>
  );
}

/**
 * A champion's Arena page (`/{lang}/arena/{championKey}`) over the patch and region of the
 * address: its average place, top-four rate (each with its interval), first places and games,
 * its games by place, and the duo partners, augments and items played with it. A champion the
 * API does not know shows `notFound`.
 */
export function ArenaChampionPage({ notFound }: { notFound: ReactNode }) {
  const { championKey = '' } = useParams();
  const language = useLanguage();
  const filters = useArenaFilters();
  const detail = useQuery(arenaChampionQuery(championKey, filters, language));
  return (
    <ArenaEntryScreen query={detail} notFound={notFound} kind="champion">
      {(data, isBusy) => <ChampionScreen detail={data} filters={filters} isBusy={isBusy} />}
    </ArenaEntryScreen>
  );
}
