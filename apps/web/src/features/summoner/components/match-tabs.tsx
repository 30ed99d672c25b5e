import type { Region } from '@riftscope/contracts';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../shared/ui/error-boundary.tsx';
import { LaneSummary } from './lane-summary.tsx';
import { MatchDetails } from './match-details.tsx';

// The timeline brings the charting library: it loads when a timeline tab is first opened.
const MatchTimeline = lazy(() =>
  import('../match-timeline/match-timeline.tsx').then((m) => ({ default: m.MatchTimeline })),
);
// The build tab is its own chunk too: most visitors never open it.
const MatchBuild = lazy(() =>
  import('../match-build/match-build.tsx').then((m) => ({ default: m.MatchBuild })),
);

// The team analysis is a chunk of its own, fetched when its tab is first opened.
const TeamAnalysis = lazy(() =>
  import('./team-analysis.tsx').then((m) => ({ default: m.TeamAnalysis })),
);

const TABS = ['details', 'team', 'build', 'timeline'] as const;
type Tab = (typeof TABS)[number];

/** A lazily loaded tab: its loading text while the chunk arrives, its failure text if it breaks. */
function LazyTab({
  loading,
  failed,
  children,
}: {
  loading: string;
  failed: string;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      fallback={
        <p role="alert" className="py-4 text-center text-sm text-loss">
          {failed}
        </p>
      }
    >
      <Suspense
        fallback={
          <p role="status" className="py-4 text-center text-sm text-muted">
            {loading}
          </p>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}

/** Details (the default), build and timeline of an expanded card, as ARIA tabs (docs/product.md, Match cards). */
export function MatchTabs({
  matchId,
  puuid,
  region,
}: {
  matchId: string;
  puuid: string;
  region: Region;
}) {
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

  const panel = (name: Tab) => {
    if (name === 'details') {
      return (
        <>
          <MatchDetails matchId={matchId} puuid={puuid} region={region} />
          <LaneSummary matchId={matchId} puuid={puuid} />
        </>
      );
    }
    if (name === 'team') {
      return (
        <LazyTab loading={t('matches.team_loading')} failed={t('matches.team_failed')}>
          <TeamAnalysis matchId={matchId} puuid={puuid} />
        </LazyTab>
      );
    }
    if (name === 'build') {
      return (
        <LazyTab loading={t('matches.build_loading')} failed={t('matches.timeline_failed')}>
          <MatchBuild matchId={matchId} puuid={puuid} />
        </LazyTab>
      );
    }
    return (
      <LazyTab loading={t('matches.timeline_loading')} failed={t('matches.timeline_failed')}>
        <MatchTimeline matchId={matchId} puuid={puuid} />
      </LazyTab>
    );
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('matches.views')}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-line px-3 max-sm:gap-0 max-sm:px-1"
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
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold transition-colors max-sm:px-2 max-sm:text-xs ${
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
          className="p-2 focus-visible:outline-offset-[-2px] sm:p-3"
        >
          {tab === name && panel(name)}
        </div>
      ))}
    </div>
  );
}
