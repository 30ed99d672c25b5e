import { guidesPagePath, type TierRole } from '@riftscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChampionFilters } from '../../shared/champion-filters/champion-filters.tsx';
import {
  type ChampionSlice,
  championSliceFromSearch,
} from '../../shared/champion-filters/champion-slice.ts';
import { RoleFilter } from '../../shared/champion-filters/role-filter.tsx';
import { championHref } from '../../shared/champion-filters/slice-search.ts';
import { useSliceLabels } from '../../shared/champion-filters/use-slice-labels.ts';
import { formatCount, formatPercent } from '../../shared/domain/format-number.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';
import { Button } from '../../shared/ui/button.tsx';
import { GameImage } from '../../shared/ui/game-image.tsx';
import { RoleIcon } from '../../shared/ui/role-icon.tsx';
import { SearchField } from '../../shared/ui/search-field.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { StatePanel } from '../../shared/ui/state-panel.tsx';
import { championIndexQuery, roleFromSearch } from './api/champions-api.ts';
import { filterChampions, type IndexedChampion, indexChampions } from './champion-index.ts';
import { TierBadge, useGamesText } from './components/sample.tsx';
import { useChampionHead } from './use-champion-head.ts';

const GRID = 'grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4 xl:grid-cols-5';

/** All plus one button per role; the chosen one is pressed and kept in the address. */
function RoleChips({
  value,
  onChange,
}: {
  value: TierRole | null;
  onChange: (role: TierRole | null) => void;
}) {
  const { t } = useTranslation('champions');
  return (
    <RoleFilter
      value={value}
      onChange={onChange}
      legend={t('list.roles_label')}
      allLabel={t('list.all_roles')}
      roleLabel={(role) => t(`roles.${role}`)}
      wrap
    />
  );
}

/** A champion with a link to its page and one to each of its roles, with the role's tier. */
function ChampionCard({
  champion,
  role,
  slice,
}: {
  champion: IndexedChampion;
  role: TierRole | null;
  slice: ChampionSlice;
}) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const gamesText = useGamesText();
  const roles = role ? champion.roles.filter((r) => r.role === role) : champion.roles;
  const href = (shown: TierRole | '' | null) =>
    champion.key ? championHref(language, champion.key, shown, slice) : null;
  const main = href(role);
  const face = (
    <>
      <GameImage
        src={champion.image_url}
        alt=""
        name={champion.name}
        width={48}
        height={48}
        className="block size-11 shrink-0 rounded-lg sm:size-12"
      />
      <span className="min-w-0 font-semibold break-words">{champion.name}</span>
    </>
  );
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-2.5 sm:p-3">
      {main ? (
        <Link to={main} className="flex items-center gap-2.5 rounded-lg hover:text-accent sm:gap-3">
          {face}
        </Link>
      ) : (
        <span className="flex items-center gap-2.5 sm:gap-3">{face}</span>
      )}
      <ul className="flex flex-wrap gap-1">
        {roles.map((entry) => {
          const roleName = entry.role ? t(`roles.${entry.role}`) : t('roles.none');
          const label = entry.tier
            ? t('list.role_link', {
                champion: champion.name,
                role: roleName,
                tier: entry.tier,
                games: gamesText(entry.games),
              })
            : t('list.role_link_no_tier', {
                champion: champion.name,
                role: roleName,
                games: gamesText(entry.games),
              });
          const target = href(entry.role);
          const chip = (
            <>
              {entry.role && <RoleIcon role={entry.role} className="size-4 shrink-0 text-muted" />}
              <span className="text-xs text-muted">{roleName}</span>
              <TierBadge tier={entry.tier} />
              {role && entry.win_rate !== null && (
                <span className="px-0.5 text-xs text-muted tabular-nums">
                  {formatPercent(entry.win_rate, language, 1)}
                </span>
              )}
            </>
          );
          const chipClass =
            'inline-flex h-7 items-center gap-1 rounded-md border border-line bg-surface-2 px-1.5';
          return (
            <li key={entry.role || 'none'}>
              {target ? (
                <Link
                  to={target}
                  aria-label={label}
                  title={label}
                  className={`${chipClass} hover:border-accent/60`}
                >
                  {chip}
                </Link>
              ) : (
                <span role="img" aria-label={label} title={label} className={chipClass}>
                  {chip}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}

function ChampionGridSkeleton() {
  return (
    <ul className={GRID} aria-hidden="true">
      {Array.from({ length: 15 }, (_, index) => (
        <li key={index} className="space-y-2 rounded-xl border border-line bg-surface p-3">
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 shrink-0 sm:size-12" />
            <Skeleton className="h-4 w-20" />
          </div>
          <div className="flex gap-1">
            <Skeleton className="h-7 w-14" />
            <Skeleton className="h-7 w-14" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every champion with games in the slice of the address, searchable by name, with a chip per
 * role (its tier letter) leading to the champion's page in that role.
 */
export function ChampionsPage() {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const { labels } = useSliceLabels();
  const [params, setParams] = useSearchParams();
  const slice = championSliceFromSearch(params);
  const rows = useQuery(championIndexQuery(slice, language));
  const champions = useMemo(() => indexChampions(rows.data ?? []), [rows.data]);
  // ARAM has no lanes: its rows carry no role, and role chips would only empty the list.
  const hasRoles = !rows.data || champions.some((c) => c.roles.some((r) => r.role !== ''));
  const role = hasRoles ? roleFromSearch(params) : null;
  const [text, setText] = useState('');
  useChampionHead();

  const shown = useMemo(() => filterChampions(champions, text, role), [champions, text, role]);

  const chooseRole = (next: TierRole | null) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next) search.set('role', next);
        else search.delete('role');
        return search;
      },
      { preventScrollReset: true, replace: true },
    );

  const count = rows.data
    ? t('list.count', {
        count: champions.length,
        formatted: formatCount(champions.length, language),
      })
    : null;
  const sliceWords = Object.values(labels(slice)).join(', ');

  let results: ReactNode;
  if (rows.isPending) {
    results = (
      <div aria-busy="true" className="space-y-3">
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('list.loading')}
        </p>
        <ChampionGridSkeleton />
      </div>
    );
  } else if (rows.isError) {
    results = (
      <StatePanel title={t('list.error')} hint={t('list.error_hint')} role="alert">
        <Button variant="secondary" onClick={() => void rows.refetch()} disabled={rows.isFetching}>
          {rows.isFetching && <Spinner />}
          {t('list.retry')}
        </Button>
      </StatePanel>
    );
  } else if (champions.length === 0) {
    results = (
      <StatePanel
        title={t('list.empty')}
        hint={t('list.empty_hint', { filters: sliceWords })}
        role="status"
      />
    );
  } else if (shown.length === 0) {
    results = (
      <StatePanel
        title={t('list.no_match', { query: text })}
        hint={t('list.no_match_hint')}
        role="status"
      >
        {text && (
          <Button variant="secondary" onClick={() => setText('')}>
            {t('list.clear')}
          </Button>
        )}
      </StatePanel>
    );
  } else {
    results = (
      <div className="space-y-3">
        {shown.length < champions.length && (
          <p className="text-sm text-muted" role="status">
            {t('list.shown', {
              shown: formatCount(shown.length, language),
              total: formatCount(champions.length, language),
            })}
          </p>
        )}
        <ul aria-label={t('list.label')} aria-busy={rows.isFetching} className={GRID}>
          {shown.map((champion) => (
            <ChampionCard key={champion.id} champion={champion} role={role} slice={slice} />
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="space-y-1">
          <h1 className="text-3xl font-extrabold tracking-tight">{t('list.title')}</h1>
          <p className="text-muted">{t('list.subtitle')}</p>
        </div>
        {/* The guides are reached from here and from each champion's page (docs/guides.md). */}
        <Link
          to={`/${language}${guidesPagePath()}`}
          className="text-sm font-semibold text-link hover:underline"
        >
          {t('guides.link')} <span aria-hidden="true">→</span>
        </Link>
      </header>
      <div className="space-y-4">
        <ChampionFilters note={count} />
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <SearchField
            value={text}
            onChange={setText}
            label={t('list.search_label')}
            placeholder={t('list.search_placeholder')}
            className="lg:max-w-xs"
          />
          {hasRoles && <RoleChips value={role} onChange={chooseRole} />}
        </div>
        {results}
      </div>
    </div>
  );
}
