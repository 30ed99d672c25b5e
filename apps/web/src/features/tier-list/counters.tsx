import type { ChampionCounter, ChampionRow, ChampionSlice, Language } from '@riftscope/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { championHref } from '../../shared/champion-filters/slice-search.ts';
import { formatCount, formatPercent } from '../../shared/domain/format-number.ts';
import { GameImage } from '../../shared/ui/game-image.tsx';
import { WinRateInterval } from '../../shared/ui/win-rate-interval.tsx';

/** The champion page of a counter in the row's role (it is the row's lane opponent), the slice kept. */
function counterPath(
  language: Language,
  counter: ChampionCounter,
  role: ChampionRow['role'],
  slice: ChampionSlice,
): string | null {
  return counter.champion.key === null
    ? null
    : championHref(language, counter.champion.key, role, slice);
}

/** "Against Zed: win rate 38.2 %, 40 games", the link's name and the tooltip's words. */
function useCounterTexts(language: Language) {
  const { t } = useTranslation('tier-list');
  const games = (counter: ChampionCounter) =>
    t('counters.games', { count: counter.games, formatted: formatCount(counter.games, language) });
  return {
    games,
    rate: (counter: ChampionCounter) => formatPercent(counter.win_rate, language, 1),
    entry: (counter: ChampionCounter) =>
      t('counters.entry', {
        name: counter.champion.name,
        rate: formatPercent(counter.win_rate, language, 1),
        games: games(counter),
      }),
  };
}

interface CountersProps {
  row: ChampionRow;
  language: Language;
  /** The filters the row was computed for, which the links carry to the champion pages. */
  slice: ChampionSlice;
}

function CounterIcon({
  counter,
  size,
  className = '',
}: {
  counter: ChampionCounter;
  size: number;
  className?: string;
}) {
  return (
    <GameImage
      src={counter.champion.image_url}
      alt=""
      name={counter.champion.name}
      width={size}
      height={size}
      className={`block shrink-0 rounded ${className}`}
    />
  );
}

/**
 * A wide table's cell: the row's hardest lane opponents, hardest first, each an icon linking to
 * its champion page; its name, the row's win rate against it with the interval and the games show
 * on hover and keyboard focus and are the link's name.
 */
export function CountersCell({ row, language, slice }: CountersProps) {
  const { t } = useTranslation('tier-list');
  const texts = useCounterTexts(language);
  if (row.counters.length === 0) return <span className="text-muted">{t('table.missing')}</span>;
  return (
    <ul
      aria-label={t('counters.label', { name: row.name })}
      className="flex items-center justify-center gap-1"
      data-counters=""
    >
      {row.counters.map((counter) => {
        const path = counterPath(language, counter, row.role, slice);
        const icon = <CounterIcon counter={counter} size={28} className="size-7" />;
        return (
          <li key={counter.champion.id} className="group/counter relative">
            {path ? (
              <Link
                to={path}
                aria-label={texts.entry(counter)}
                className="block rounded outline-none hover:ring-2 hover:ring-accent focus-visible:ring-2 focus-visible:ring-accent"
              >
                {icon}
              </Link>
            ) : (
              <span aria-label={texts.entry(counter)} role="img">
                {icon}
              </span>
            )}
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-full left-1/2 z-30 mt-1 hidden -translate-x-1/2 rounded bg-surface-2 px-2 py-1 text-left text-xs font-normal whitespace-nowrap text-text shadow-lg ring-1 ring-white/10 group-focus-within/counter:block group-hover/counter:block"
            >
              <span className="block font-semibold">
                {t('counters.against', { name: counter.champion.name })}
              </span>
              <WinRateInterval bounds={counter} isInControl className="tabular-nums">
                {texts.rate(counter)}
              </WinRateInterval>
              <span className="block text-muted">{texts.games(counter)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A phone's folded line: the row's hardest lane opponents as small icons; a tap opens them with
 * each one's win rate, interval and games, and a link to its champion page.
 */
export function FoldedCounters({ row, language, slice }: CountersProps) {
  const { t } = useTranslation('tier-list');
  const texts = useCounterTexts(language);
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  if (row.counters.length === 0) return null;
  return (
    <span className="basis-full">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        aria-label={t('counters.label', { name: row.name })}
        onClick={() => setOpen((open) => !open)}
        className="inline-flex items-center gap-0.5 rounded py-0.5 outline-none focus-visible:ring-2 focus-visible:ring-accent"
        data-counters=""
      >
        <span aria-hidden="true" className="mr-0.5 text-[0.65rem]">
          {t('counters.short')}
        </span>
        {row.counters.map((counter) => (
          <CounterIcon key={counter.champion.id} counter={counter} size={20} className="size-5" />
        ))}
      </button>
      {isOpen && (
        <ul id={id} className="mt-1 flex flex-col gap-1 text-[0.7rem] text-text">
          {row.counters.map((counter) => {
            const path = counterPath(language, counter, row.role, slice);
            const name = (
              <>
                <CounterIcon counter={counter} size={20} className="size-5" />
                <span>{counter.champion.name}</span>
              </>
            );
            return (
              <li
                key={counter.champion.id}
                className="flex flex-wrap items-center gap-x-2 gap-y-0.5"
              >
                {path ? (
                  <Link to={path} className="inline-flex items-center gap-1 hover:text-accent">
                    {name}
                  </Link>
                ) : (
                  <span className="inline-flex items-center gap-1">{name}</span>
                )}
                <WinRateInterval bounds={counter} className="tabular-nums">
                  {texts.rate(counter)}
                </WinRateInterval>
                <span className="whitespace-nowrap text-muted">{texts.games(counter)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </span>
  );
}
