import { type ChampionPage, type ChampionSlice, queueById } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { championHref, championsHref } from '../../../shared/champion-filters/slice-search.ts';
import { formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { RoleIcon } from '../../../shared/ui/role-icon.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { type WinRateBounds, WinRateInterval } from '../../../shared/ui/win-rate-interval.tsx';
import { TierBadge, useGamesText } from './sample.tsx';

/** A figure of the header: its name above, its value below (a win rate with its interval). */
function Stat({ label, value, bounds }: { label: string; value: string; bounds?: WinRateBounds }) {
  return (
    <div className="min-w-0">
      <dt className="text-[0.7rem] font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">
        {bounds ? <WinRateInterval bounds={bounds}>{value}</WinRateInterval> : value}
      </dd>
    </div>
  );
}

/** Links to the champion's page in each role it was played in, with the role's games. */
function RoleTabs({ page, slice }: { page: ChampionPage; slice: ChampionSlice }) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const gamesText = useGamesText();
  const key = page.champion.key;
  const roles = page.roles.filter((entry) => entry.role !== '');
  if (!key || roles.length === 0) return null;
  return (
    <nav aria-label={t('page.role_tabs', { champion: page.champion.name })}>
      <ul className="flex flex-wrap gap-1.5">
        {roles.map(({ role, games }) => {
          if (role === '') return null;
          const isCurrent = role === page.role;
          return (
            <li key={role}>
              <Link
                to={championHref(language, key, role, slice)}
                aria-current={isCurrent ? 'page' : undefined}
                preventScrollReset
                className={`inline-flex h-10 items-center gap-2 rounded-lg border px-3 text-sm font-semibold transition-colors ${
                  isCurrent
                    ? 'border-accent bg-accent text-bg'
                    : 'border-line bg-surface-2 text-text hover:border-accent/50'
                }`}
              >
                <RoleIcon role={role} />
                {t(`roles.${role}`)}
                <span
                  className={`text-xs font-normal tabular-nums ${isCurrent ? 'text-bg' : 'text-muted'}`}
                >
                  {gamesText(games)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The champion's portrait and name, the role shown and links to the others (keeping the filters
 * of the address, `slice`), and its figures: tier, win, pick and ban rates, games and the patch
 * they come from.
 */
export function ChampionHeader({ page, slice }: { page: ChampionPage; slice: ChampionSlice }) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const { champion, stats } = page;
  const rate = (value: number | null) =>
    value === null ? t('missing') : formatPercent(value, language, 1);
  // A laneless queue (ARAM) has no ban phase: its ban rate would be a zero that says nothing.
  const hasBans = queueById(slice.queue)?.hasRoles !== false;
  return (
    <header className="space-y-4">
      <nav aria-label={t('page.breadcrumb')} className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={championsHref(language, slice)} className="hover:text-accent hover:underline">
              {t('page.all_champions')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-text">
            {champion.name}
          </li>
        </ol>
      </nav>
      <div className="flex items-center gap-4">
        <GameImage
          src={champion.image_url}
          alt=""
          name={champion.name}
          width={80}
          height={80}
          className="block size-16 shrink-0 rounded-2xl ring-2 ring-accent/40 sm:size-20"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
            {champion.name}
          </h1>
          <p className="text-muted">
            {page.role
              ? t('page.subtitle_role', { role: t(`roles.${page.role}`) })
              : t('page.subtitle')}
          </p>
        </div>
      </div>
      <RoleTabs page={page} slice={slice} />
      <dl
        aria-label={t('page.stats.label', { champion: champion.name })}
        className={`grid grid-cols-3 gap-x-4 gap-y-3 rounded-xl border border-line bg-surface p-4 ${hasBans ? 'sm:grid-cols-6' : 'sm:grid-cols-5'}`}
      >
        <div className="min-w-0">
          <dt className="text-[0.7rem] font-semibold tracking-wide text-muted uppercase">
            {t('page.stats.tier')}
          </dt>
          <dd className="pt-0.5">
            <TierBadge tier={stats.tier} size="lg" />
          </dd>
        </div>
        <Stat label={t('page.stats.win_rate')} value={rate(stats.win_rate)} bounds={stats} />
        <Stat label={t('page.stats.pick_rate')} value={rate(stats.pick_rate)} />
        {hasBans && <Stat label={t('page.stats.ban_rate')} value={rate(stats.ban_rate)} />}
        <Stat label={t('page.stats.games')} value={formatCount(stats.games, language)} />
        <Stat label={t('page.stats.patch')} value={page.slice.patch ?? t('missing')} />
      </dl>
    </header>
  );
}

export function ChampionHeaderSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 shrink-0 rounded-2xl sm:size-20" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-4 w-56" />
        </div>
      </div>
      <div className="flex gap-1.5">
        <Skeleton className="h-10 w-32" />
        <Skeleton className="h-10 w-32" />
      </div>
      <Skeleton className="h-20 rounded-xl" />
    </div>
  );
}
