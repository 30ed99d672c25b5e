import type { ChampionPage, ChampionSlice } from '@riftscope/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matchupHref } from '../../../shared/champion-filters/slice-search.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { ChampionRecordCells } from './champion-record-cells.tsx';
import { EmptyLine, Panel } from './panel.tsx';

type Matchup = ChampionPage['matchups'][number];

/** How many best and how many worst matchups the panel names at most. */
const EXTREMES = 5;

/**
 * Among the matchups of at least `minSample` games, the best (won more often than lost, best
 * first) and the worst (lost more often than won, worst first), five each at most; every other
 * matchup after them, most games first.
 */
export function splitMatchups(matchups: readonly Matchup[], minSample: number) {
  const trusted = matchups.filter((m) => m.games >= minSample && m.win_rate !== null);
  const rate = (m: Matchup) => m.win_rate ?? 50;
  const best = trusted
    .filter((m) => rate(m) > 50)
    .sort((a, b) => rate(b) - rate(a) || b.games - a.games)
    .slice(0, EXTREMES);
  const worst = trusted
    .filter((m) => rate(m) < 50)
    .sort((a, b) => rate(a) - rate(b) || b.games - a.games)
    .slice(0, EXTREMES);
  const named = new Set([...best, ...worst]);
  return { best, worst, others: matchups.filter((m) => !named.has(m)) };
}

/** Matchups in a table; with `visible`, the first ones and a button saying how many more. */
function MatchupTable({
  title,
  matchups,
  page,
  slice,
  visible,
}: {
  title: string;
  matchups: readonly Matchup[];
  page: ChampionPage;
  slice: ChampionSlice;
  visible?: number;
}) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const headingId = useId();
  const tableId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const role = page.role;
  const hidden = visible === undefined ? 0 : matchups.length - visible;
  const shown = isOpen || hidden <= 0 ? matchups : matchups.slice(0, visible);
  return (
    <div className="min-w-0">
      <h3
        id={headingId}
        className="mb-1.5 text-xs font-semibold tracking-wide text-muted uppercase"
      >
        {title}
      </h3>
      <table id={tableId} aria-labelledby={headingId} className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('matchups.champion')}</th>
            <th scope="col">{t('matchups.win_rate')}</th>
            <th scope="col">{t('matchups.games')}</th>
            <th scope="col">{t('matchups.matchup')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((matchup) => {
            const { champion } = matchup;
            return (
              <tr key={champion.id}>
                <ChampionRecordCells
                  record={matchup}
                  role={role}
                  slice={slice}
                  minSample={page.min_sample}
                  dimsSmall
                />
                <td className="py-1.5 pl-2 text-right">
                  {champion.key && page.champion.key && (
                    <Link
                      to={matchupHref(language, page.champion.key, champion.key, role, slice)}
                      aria-label={t('matchups.open_matchup', {
                        champion: page.champion.name,
                        enemy: champion.name,
                      })}
                      className="inline-flex h-7 items-center rounded-md border border-line px-1.5 text-xs font-semibold text-link hover:border-accent/50"
                    >
                      vs
                    </Link>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {hidden > 0 && (
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={tableId}
          onClick={() => setIsOpen((open) => !open)}
          className="mt-1 text-xs font-semibold text-link hover:underline"
        >
          {isOpen ? t('fewer') : t('more', { count: hidden })}
        </button>
      )}
    </div>
  );
}

/**
 * The champion's win rate against the enemy of its role: best and worst among matchups with
 * enough games, then the others with small samples marked. A champion links to its page in the
 * same role and the address's `slice`.
 */
export function MatchupsPanel({ page, slice }: { page: ChampionPage; slice: ChampionSlice }) {
  const { t } = useTranslation('champions');
  const { best, worst, others } = splitMatchups(page.matchups, page.min_sample);
  return (
    <Panel title={t('matchups.title')}>
      <div className="space-y-4">
        <p className="text-xs text-muted">
          {t('matchups.hint', { champion: page.champion.name, min: page.min_sample })}
        </p>
        {page.matchups.length === 0 ? (
          <EmptyLine>{t('page.section_empty')}</EmptyLine>
        ) : (
          <>
            {best.length === 0 ? (
              <EmptyLine>{t('matchups.none', { min: page.min_sample })}</EmptyLine>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
                <MatchupTable
                  title={t('matchups.best')}
                  matchups={best}
                  page={page}
                  slice={slice}
                />
                {worst.length > 0 && (
                  <MatchupTable
                    title={t('matchups.worst')}
                    matchups={worst}
                    page={page}
                    slice={slice}
                  />
                )}
              </div>
            )}
            {others.length > 0 && (
              <MatchupTable
                title={t('matchups.others')}
                matchups={others}
                page={page}
                slice={slice}
                visible={8}
              />
            )}
          </>
        )}
      </div>
    </Panel>
  );
}
