import type { MatchupPage } from '@riftscope/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { SmallSampleMark } from '../../../shared/ui/small-sample-mark.tsx';
import { WinRateInterval } from '../../../shared/ui/win-rate-interval.tsx';

/** What every entry of a matchup list carries: its sample and whether it is the best. */
type Entry = Omit<MatchupPage['runes'][number], 'page'>;

/** A panel of the page: a heading, what its figures are, then its body. */
export function Panel({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id={headingId} className="text-base font-bold">
        {title}
      </h2>
      {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The small-sample mark in the matchup page's words. */
export function SmallSample({ minSample }: { minSample: number }) {
  const { t } = useTranslation('matchups');
  return (
    <SmallSampleMark
      label={t('small_sample')}
      shortLabel={t('small_sample_short')}
      hint={t('small_sample_hint', { min: minSample })}
    />
  );
}

/** An entry's figures: win rate with its interval, games and share of the list's sample. */
function EntryFigures({ entry, minSample }: { entry: Entry; minSample: number }) {
  const { t } = useTranslation('matchups');
  const language = useLanguage();
  const isSmall = entry.games < minSample;
  return (
    <div className="ml-auto flex shrink-0 flex-col items-end gap-0.5 text-right">
      <span className={`font-semibold tabular-nums ${isSmall ? 'text-muted' : ''}`}>
        <WinRateInterval bounds={entry}>
          {entry.win_rate === null ? t('missing') : formatPercent(entry.win_rate, language, 1)}
        </WinRateInterval>
      </span>
      <span className="flex flex-wrap items-center justify-end gap-1 text-xs text-muted tabular-nums">
        {isSmall && <SmallSample minSample={minSample} />}
        {t('games', { count: entry.games, formatted: formatCount(entry.games, language) })}
        {entry.pick_rate !== null && (
          <span>· {t('share', { share: formatPercent(entry.pick_rate, language, 1) })}</span>
        )}
      </span>
    </div>
  );
}

/**
 * A list of entries, most played first, the best one (by the interval's lower bound, at the
 * minimum sample) marked with a word and a border; a line under it says how "best" is chosen, or
 * that no entry has the sample yet.
 */
function EntryList<T extends Entry>({
  entries,
  minSample,
  label,
  render,
}: {
  entries: readonly T[];
  minSample: number;
  label: string;
  render: (entry: T) => ReactNode;
}) {
  const { t } = useTranslation('matchups');
  if (entries.length === 0) return <p className="text-sm text-muted">{t('section_empty')}</p>;
  const hasBest = entries.some((e) => e.best);
  return (
    <>
      <ul aria-label={label} className="space-y-2">
        {entries.map((entry, index) => (
          <li
            // The answer's own order, never rearranged here.
            key={index}
            className={`flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border p-2 ${
              entry.best ? 'border-accent bg-accent/5' : 'border-line bg-surface-2'
            }`}
          >
            {/* The figures go under the entry where the panel is too narrow for both. */}
            <div className="flex min-w-40 flex-1 flex-col gap-1">
              {entry.best && (
                <span className="w-fit rounded bg-accent px-1.5 text-[0.65rem] font-bold tracking-wide text-bg uppercase">
                  {t('best')}
                </span>
              )}
              {render(entry)}
            </div>
            <EntryFigures entry={entry} minSample={minSample} />
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-muted">
        {hasBest ? t('best_hint', { min: minSample }) : t('no_best', { min: minSample })}
      </p>
    </>
  );
}

/** Images in a row, each named for screen readers and as a tooltip. */
function Images({ images }: { images: readonly { name: string; image_url: string | null }[] }) {
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-1">
      {images.map((image, index) => (
        <GameImage
          // An item may be listed twice.
          key={index}
          src={image.image_url}
          alt={image.name}
          name={image.name}
          width={32}
          height={32}
          className="block size-8 rounded-md"
        />
      ))}
    </span>
  );
}

/** The core builds, rune pages and spells of the matchup, each with its sample. */
export function MatchupLists({ page }: { page: MatchupPage }) {
  const { t } = useTranslation('matchups');
  const language = useLanguage();
  const min = page.min_sample;
  return (
    <div className="grid min-w-0 items-start gap-4 lg:grid-cols-3">
      <Panel
        title={t('builds_title')}
        hint={t('builds_hint', { formatted: formatCount(page.timeline_games, language) })}
      >
        <EntryList
          entries={page.core_builds}
          minSample={min}
          label={t('builds_title')}
          render={(build) => <Images images={build.items} />}
        />
      </Panel>
      <Panel title={t('runes_title')} hint={t('runes_hint')}>
        <EntryList
          entries={page.runes}
          minSample={min}
          label={t('runes_title')}
          render={({ page: runes }) => (
            <span className="flex min-w-0 items-center gap-2">
              <GameImage
                src={runes.primary.keystone.icon}
                alt=""
                name={runes.primary.keystone.name}
                width={32}
                height={32}
                className="block size-8 shrink-0 rounded-full"
              />
              <span className="min-w-0 text-sm">
                <span className="block truncate font-semibold">{runes.primary.keystone.name}</span>
                <span className="block truncate text-xs text-muted">
                  {[...runes.primary.runes, ...runes.secondary.runes].map((r) => r.name).join(', ')}
                </span>
              </span>
            </span>
          )}
        />
      </Panel>
      <Panel title={t('spells_title')} hint={t('spells_hint')}>
        <EntryList
          entries={page.spells}
          minSample={min}
          label={t('spells_title')}
          render={(pair) => <Images images={pair.spells} />}
        />
      </Panel>
    </div>
  );
}
