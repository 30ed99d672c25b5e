import type { ChampionSlice, MatchupPage } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { championHref, matchupHref } from '../../../shared/champion-filters/slice-search.ts';
import {
  formatCount,
  formatDecimal,
  formatPercent,
  formatSigned,
} from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { RoleIcon } from '../../../shared/ui/role-icon.tsx';
import { WinRateInterval } from '../../../shared/ui/win-rate-interval.tsx';
import { Panel, SmallSample } from './matchup-lists.tsx';

/** A champion's portrait, linked to its page when it has one. */
function Portrait({ champion, href }: { champion: MatchupPage['champion']; href: string | null }) {
  const image = (
    <GameImage
      src={champion.image_url}
      alt={champion.name}
      name={champion.name}
      width={64}
      height={64}
      className="block size-14 rounded-xl sm:size-16"
    />
  );
  return href ? <Link to={href}>{image}</Link> : image;
}

/** Links to the matchup in each role the two met in, with the role's games. */
function RoleTabs({ page, slice }: { page: MatchupPage; slice: ChampionSlice }) {
  const { t } = useTranslation('matchups');
  const language = useLanguage();
  const { champion, enemy } = page;
  if (!champion.key || !enemy.key || page.roles.length === 0) return null;
  return (
    <nav aria-label={t('role_tabs', { champion: champion.name, enemy: enemy.name })}>
      <ul className="flex flex-wrap gap-1.5">
        {page.roles.map(({ role, games }) => {
          const isCurrent = role === page.role;
          return (
            <li key={role}>
              <Link
                to={matchupHref(language, champion.key ?? '', enemy.key ?? '', role, slice)}
                aria-current={isCurrent ? 'page' : undefined}
                preventScrollReset
                className={`inline-flex h-10 items-center gap-2 rounded-lg border px-3 text-sm font-semibold ${
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
                  {t('games', { count: games, formatted: formatCount(games, language) })}
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
 * The two champions (each linked to its page), the roles they met in, and the champion's record
 * against the enemy: win rate with its interval, wins and games.
 */
export function MatchupHeader({ page, slice }: { page: MatchupPage; slice: ChampionSlice }) {
  const { t } = useTranslation('matchups');
  const language = useLanguage();
  const { champion, enemy, stats } = page;
  const role = page.role === '' ? null : page.role;
  const hrefOf = (c: MatchupPage['champion']) =>
    c.key ? championHref(language, c.key, role, slice) : null;
  return (
    <header className="space-y-4">
      <nav aria-label={t('breadcrumb')} className="text-sm text-muted">
        <Link to={`/${language}/champions`} className="hover:text-text">
          {t('champions')}
        </Link>
        {' / '}
        {champion.key ? (
          <Link to={hrefOf(champion) ?? ''} className="hover:text-text">
            {champion.name}
          </Link>
        ) : (
          champion.name
        )}
      </nav>
      <div className="flex flex-wrap items-center gap-3 sm:gap-4">
        <Portrait champion={champion} href={hrefOf(champion)} />
        <span className="text-lg font-bold text-muted">vs</span>
        <Portrait champion={enemy} href={hrefOf(enemy)} />
        <div className="min-w-0 basis-full sm:basis-auto">
          <h1 className="text-2xl font-extrabold sm:text-3xl">
            {t('title', { champion: champion.name, enemy: enemy.name })}
          </h1>
          <p className="text-sm text-muted">
            {t('subtitle', { champion: champion.name, enemy: enemy.name })}
          </p>
        </div>
      </div>
      <RoleTabs page={page} slice={slice} />
      <dl className="grid grid-cols-3 gap-3 rounded-xl border border-line bg-surface p-4 sm:max-w-md">
        <div className="min-w-0">
          <dt className="text-[0.7rem] font-semibold tracking-wide text-muted uppercase">
            {t('win_rate')}
          </dt>
          <dd className="text-lg font-bold tabular-nums">
            <WinRateInterval bounds={stats}>
              {stats.win_rate === null ? t('missing') : formatPercent(stats.win_rate, language, 1)}
            </WinRateInterval>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-[0.7rem] font-semibold tracking-wide text-muted uppercase">
            {t('wins')}
          </dt>
          <dd className="text-lg font-bold tabular-nums">{formatCount(stats.wins, language)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-[0.7rem] font-semibold tracking-wide text-muted uppercase">
            {t('record')}
          </dt>
          <dd className="flex flex-wrap items-center gap-1 text-lg font-bold tabular-nums">
            {t('games', { count: stats.games, formatted: formatCount(stats.games, language) })}
            {stats.games > 0 && stats.games < page.min_sample && (
              <SmallSample minSample={page.min_sample} />
            )}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted">
        {t('record_note', { champion: champion.name, enemy: enemy.name })}
      </p>
    </header>
  );
}

/** The gold, CS and XP difference at 15 minutes, signed, over the games that have it. */
export function LanePanel({ page }: { page: MatchupPage }) {
  const { t } = useTranslation('matchups');
  const language = useLanguage();
  const { lane } = page;
  const signed = (value: number | null, digits: 0 | 1) =>
    value === null
      ? t('missing')
      : formatSigned(value, (n) =>
          digits === 0 ? formatCount(n, language) : formatDecimal(n, language, 1),
        );
  const figures = [
    { label: t('gold'), value: signed(lane.gold_diff, 0), raw: lane.gold_diff },
    { label: t('cs'), value: signed(lane.cs_diff, 1), raw: lane.cs_diff },
    { label: t('xp'), value: signed(lane.xp_diff, 0), raw: lane.xp_diff },
  ];
  return (
    <Panel
      title={t('lane_title')}
      hint={t('lane_hint', { champion: page.champion.name, enemy: page.enemy.name })}
    >
      {lane.games === 0 ? (
        <p className="text-sm text-muted">{t('lane_empty')}</p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-3">
            {figures.map(({ label, value, raw }) => (
              <div key={label} className="min-w-0 rounded-lg bg-surface-2 p-3">
                <dt className="text-[0.7rem] font-semibold tracking-wide text-muted uppercase">
                  {label}
                </dt>
                <dd
                  className={`text-xl font-bold tabular-nums ${
                    raw === null || raw === 0 ? '' : raw > 0 ? 'text-win' : 'text-loss'
                  }`}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 flex flex-wrap items-center gap-1 text-xs text-muted">
            {t('lane_sample', { count: lane.games, formatted: formatCount(lane.games, language) })}
            {lane.games < page.min_sample && <SmallSample minSample={page.min_sample} />}
          </p>
        </>
      )}
    </Panel>
  );
}
