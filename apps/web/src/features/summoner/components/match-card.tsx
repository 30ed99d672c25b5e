import { formatDuration, type MatchListItem, type Region } from '@riftscope/contracts';
import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../../../shared/domain/relative-time.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { ErrorBoundary } from '../../../shared/ui/error-boundary.tsx';
import { GameIcon } from '../../../shared/ui/game-image.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { formatDecimal, kdaRatio } from '../kda.ts';
import { useQueueName } from '../use-queue-name.ts';
import { ItemSlots } from './item-slots.tsx';
import { MatchDetails } from './match-details.tsx';

// The timeline brings the charting library: it loads when a timeline tab is first opened.
const MatchTimeline = lazy(() =>
  import('../match-timeline/match-timeline.tsx').then((m) => ({ default: m.MatchTimeline })),
);

const TABS = ['details', 'timeline'] as const;
type Tab = (typeof TABS)[number];

/** Details (the default) and timeline of an expanded card, as ARIA tabs (SPEC.md §2, §4). */
function MatchTabs({ matchId, puuid, region }: { matchId: string; puuid: string; region: Region }) {
  const { t } = useTranslation('summoner');
  const [tab, setTab] = useState<Tab>('details');
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const tabId = (name: Tab) => `${baseId}-${name}-tab`;
  const panelId = (name: Tab) => `${baseId}-${name}-panel`;

  const select = (name: Tab) => {
    setTab(name);
    tabRefs.current[name]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('matches.views')}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-line px-3"
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={tab === name}
            aria-controls={panelId(name)}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold transition-colors ${
              tab === name
                ? 'border-accent text-text'
                : 'border-transparent text-muted hover:text-text'
            }`}
          >
            {t(`matches.${name}`)}
          </button>
        ))}
      </div>
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={panelId(name)}
          aria-labelledby={tabId(name)}
          hidden={tab !== name}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern lets the panel take focus
          tabIndex={0}
          className="p-3 focus-visible:outline-offset-[-2px]"
        >
          {tab === name &&
            (name === 'details' ? (
              <MatchDetails matchId={matchId} puuid={puuid} region={region} />
            ) : (
              <ErrorBoundary
                fallback={
                  <p role="alert" className="py-4 text-center text-sm text-loss">
                    {t('matches.timeline_failed')}
                  </p>
                }
              >
                <Suspense
                  fallback={
                    <p role="status" className="py-4 text-center text-sm text-muted">
                      {t('matches.timeline_loading')}
                    </p>
                  }
                >
                  <MatchTimeline matchId={matchId} puuid={puuid} />
                </Suspense>
              </ErrorBoundary>
            ))}
        </div>
      ))}
    </div>
  );
}

/**
 * One match from the viewed player's side: result, queue, duration, when, champion, spells,
 * keystone, K/D/A and items. The whole summary is the button that opens or closes the card.
 */
export function MatchCard({
  match,
  puuid,
  region,
  isOpen,
  onToggle,
}: {
  match: MatchListItem;
  puuid: string;
  region: Region;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('summoner');
  const language = useLanguage();
  const queueName = useQueueName();
  const panelId = useId();
  const kda = kdaRatio(match.kills, match.deaths, match.assists);
  const result = match.win
    ? { label: t('matches.win'), text: 'text-win', card: 'border-l-win bg-win/[0.06]' }
    : { label: t('matches.loss'), text: 'text-loss', card: 'border-l-loss bg-loss/[0.06]' };
  const createdAt = match.match.game_creation;

  return (
    <article
      className={`overflow-hidden rounded-xl border border-l-4 border-line ${result.card} ${
        isOpen ? 'ring-1 ring-accent/40' : ''
      }`}
    >
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={onToggle}
        className="flex w-full items-center gap-2.5 px-3 py-2.5 text-left transition-colors hover:bg-white/[0.03] sm:gap-4"
      >
        <span className="flex w-[5.25rem] shrink-0 flex-col text-xs leading-snug sm:w-32">
          <span className={`text-sm font-bold ${result.text}`}>{result.label}</span>
          <span className="leading-tight font-medium break-words">
            {queueName(match.match.queue_type)}
          </span>
          <span className="text-muted">{formatDuration(match.match.game_duration)}</span>
          <time dateTime={new Date(createdAt).toISOString()} className="truncate text-muted">
            {formatRelativeTime(createdAt, Date.now(), language)}
          </time>
        </span>
        <span className="relative shrink-0">
          <GameIcon
            src={match.champion.image_url}
            name={match.champion_name}
            size={48}
            className="block size-11 rounded-xl sm:size-12"
          />
          <span className="absolute -right-1 -bottom-1 rounded-md border border-line bg-bg px-1 text-[0.65rem] leading-tight font-bold">
            <span className="sr-only">
              {t('matches.champion_level', { level: match.champ_level })}
            </span>
            <span aria-hidden="true">{match.champ_level}</span>
          </span>
        </span>
        <span className="grid shrink-0 grid-cols-2 gap-0.5">
          <GameIcon
            src={match.spell1.image_url}
            name={match.spell1.name}
            size={22}
            className="block size-5 rounded sm:size-[1.375rem]"
          />
          <GameIcon
            src={match.main_rune.icon}
            name={match.main_rune.name}
            size={22}
            className="row-span-2 block size-5 self-center rounded-full bg-bg sm:size-[1.375rem]"
          />
          <GameIcon
            src={match.spell2.image_url}
            name={match.spell2.name}
            size={22}
            className="block size-5 rounded sm:size-[1.375rem]"
          />
        </span>
        <span className="flex min-w-0 flex-1 flex-col leading-snug">
          <span className="text-sm font-bold whitespace-nowrap sm:text-base">
            {match.kills} / <span className="text-loss">{match.deaths}</span> / {match.assists}
          </span>
          <span className="text-xs text-muted">
            {kda === null
              ? t('matches.kda_perfect')
              : t('matches.kda_ratio', { ratio: formatDecimal(kda, language) })}
          </span>
          <span className="text-xs text-muted">
            {t('matches.cs', { cs: match.total_minions_killed })}
          </span>
        </span>
        <span className="hidden shrink-0 md:block">
          <ItemSlots items={match.items} />
        </span>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`size-4 shrink-0 text-muted transition-transform ${isOpen ? 'rotate-180' : ''}`}
        >
          <path
            d="M5 8l5 5 5-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {isOpen && (
        <div id={panelId} className="border-t border-line bg-surface">
          <MatchTabs matchId={match.match_id} puuid={puuid} region={region} />
        </div>
      )}
    </article>
  );
}

/** The shape of a match card while the list loads. */
export function MatchCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex items-center gap-4 rounded-xl border border-line bg-surface px-3 py-3"
    >
      <div className="w-20 space-y-1.5">
        <Skeleton className="h-4 w-14" />
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-3 w-10" />
      </div>
      <Skeleton className="size-12 shrink-0 rounded-xl" />
      <Skeleton className="h-11 w-12 shrink-0" />
      <div className="flex-1 space-y-1.5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-3 w-16" />
      </div>
    </div>
  );
}
