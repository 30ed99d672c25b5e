import type { RuneDetail, RunePage } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../shared/domain/format-number.ts';
import { type RunePageDifference, runePageNames } from '../../../shared/domain/rune-page-names.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { Panel } from '../../../shared/ui/panel.tsx';
import { useGamesText, WinRate } from '../../../shared/ui/record-figures.tsx';
import { RunePageDrawing } from '../../../shared/ui/rune-page-drawing.tsx';

/** Each page's name, none shared: keystone and trees, and what sets it apart from its like. */
function usePageNames(pages: readonly RunePage[]) {
  const { t } = useTranslation('runes');
  return runePageNames(pages, (page: RunePage, { runes, shards }: RunePageDifference) => {
    const name = t('pages.page_name', {
      keystone: page.primary.keystone.name,
      primary: page.primary.tree.name,
      secondary: page.secondary.tree.name,
    });
    const parts = [
      ...(runes.length > 0 ? [runes.join(' / ')] : []),
      ...(shards.length > 0 ? [t('pages.shards_part', { shards: shards.join(' / ') })] : []),
    ];
    return parts.length === 0
      ? name
      : t('pages.page_name_diff', { name, parts: parts.join(' · ') });
  });
}

/**
 * The exact rune pages the rune is part of, most played first, each drawn in full with its games,
 * its share of the rune's games and its win rate with the interval.
 */
export function RunePagesList({ detail }: { detail: RuneDetail }) {
  const { t } = useTranslation('runes');
  const language = useLanguage();
  const gamesText = useGamesText();
  const { rune, pages } = detail;
  const names = usePageNames(pages.map((entry) => entry.page));
  return (
    <Panel title={t('pages.title')} hint={t('pages.hint', { rune: rune.name })}>
      {pages.length === 0 ? (
        <p className="text-sm text-muted">{t('pages.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {pages.map((entry, index) => (
            <li
              // The answer's own order; pages have no id.
              key={index}
              className="space-y-3 rounded-lg border border-line p-3"
            >
              <div className="space-y-1">
                <h3 className="text-sm font-semibold">{names[index]}</h3>
                <p className="flex flex-wrap items-start gap-x-3 gap-y-1 text-xs text-muted tabular-nums">
                  <span className="text-sm font-semibold text-text">
                    <WinRate entry={entry} minSample={detail.min_sample} align="start" />
                  </span>
                  <span className="pt-0.5">{gamesText(entry.games)}</span>
                  {entry.pick_rate !== null && (
                    <span className="pt-0.5">
                      {t('pages.share', { share: formatPercent(entry.pick_rate, language, 1) })}
                    </span>
                  )}
                </p>
              </div>
              <RunePageDrawing
                page={entry.page}
                headings={{
                  primary: t('pages.primary', { tree: entry.page.primary.tree.name }),
                  secondary: t('pages.secondary', { tree: entry.page.secondary.tree.name }),
                  shards: t('pages.shards'),
                }}
                headingLevel={4}
                size="compact"
              />
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
