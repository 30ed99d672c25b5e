import type { ChampionPage, RunePage } from '@riftscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RunePageDifference, runePageNames } from '../../../shared/domain/rune-page-names.ts';
import { DecorativeRuneIcon, RunePageDrawing } from '../../../shared/ui/rune-page-drawing.tsx';
import { CopyRunePage, useRunePageText } from './copy-rune-page.tsx';
import { MoreList } from './more-list.tsx';
import { EmptyLine, Panel, PanelHeading } from './panel.tsx';
import { isSmallSample, SampleLine } from './sample.tsx';

/** Rune pages listed before "show more". */
const LISTED = 4;

/** Each rune page's name, none shared: keystone and trees, and what sets it apart from its like. */
function usePageNames(pages: readonly RunePage[]) {
  const { t } = useTranslation('champions');
  return runePageNames(pages, (runePage: RunePage, { runes, shards }: RunePageDifference) => {
    const name = t('runes.page_name', {
      keystone: runePage.primary.keystone.name,
      primary: runePage.primary.tree.name,
      secondary: runePage.secondary.tree.name,
    });
    const parts = [
      ...(runes.length > 0 ? [runes.join(' / ')] : []),
      ...(shards.length > 0 ? [t('runes.shards_part', { shards: shards.join(' / ') })] : []),
    ];
    return parts.length === 0
      ? name
      : t('runes.page_name_diff', { name, parts: parts.join(' · ') });
  });
}

/**
 * The most played rune page drawn in full with its sample, its name (never shared with another
 * page) and a copy button; the other pages as a list, picking one draws it instead.
 */
export function RunePanel({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  const [chosen, setChosen] = useState(0);
  const entries = page.runes;
  const names = usePageNames(entries.map((entry) => entry.page));
  const pageText = useRunePageText();
  const shownIndex = entries[chosen] ? chosen : 0;
  const shown = entries[shownIndex];
  const shownName = names[shownIndex] ?? '';
  return (
    <Panel
      title={t('runes.title')}
      note={shown && <SampleLine entry={shown} minSample={page.min_sample} />}
    >
      {!shown ? (
        <EmptyLine>{t('page.section_empty')}</EmptyLine>
      ) : (
        <div className="space-y-4">
          <div className="space-y-2">
            <p className="text-sm font-semibold">{shownName}</p>
            <CopyRunePage
              key={shownIndex}
              text={pageText(
                shown.page,
                t('runes.copy_title', { champion: page.champion.name, name: shownName }),
              )}
            />
          </div>
          <RunePageDrawing
            page={shown.page}
            headings={{
              primary: t('runes.primary', { tree: shown.page.primary.tree.name }),
              secondary: t('runes.secondary', { tree: shown.page.secondary.tree.name }),
              shards: t('runes.shards'),
            }}
            headingLevel={3}
            size="large"
          />
          {entries.length > 1 && (
            <div>
              <PanelHeading>{t('runes.list')}</PanelHeading>
              <MoreList
                entries={entries}
                visible={LISTED}
                className="grid gap-1.5 sm:grid-cols-2"
                // Entries have no id; their names are unique, but the index is shorter.
                keyOf={(_, index) => String(index)}
                render={(entry, index) => {
                  const { primary, secondary } = entry.page;
                  const name = names[index];
                  const isSmall = isSmallSample(entry, page.min_sample);
                  return (
                    <button
                      type="button"
                      aria-pressed={entry === shown}
                      onClick={() => setChosen(index)}
                      className={`flex w-full items-center gap-2.5 rounded-lg border p-2 text-left transition-colors ${
                        entry === shown
                          ? 'border-accent/70 bg-surface-2'
                          : 'border-line hover:border-accent/40'
                      }`}
                    >
                      <span className={`flex shrink-0 items-center ${isSmall ? 'grayscale' : ''}`}>
                        <DecorativeRuneIcon
                          rune={primary.keystone}
                          size={32}
                          className="block size-8 rounded-full bg-bg"
                        />
                        <DecorativeRuneIcon
                          rune={secondary.tree}
                          size={20}
                          className="-ml-1.5 block size-5 self-end rounded-full bg-bg"
                        />
                      </span>
                      <span className="min-w-0 flex-1 space-y-0.5">
                        <span
                          className={`block text-sm font-semibold ${isSmall ? 'text-muted' : ''}`}
                        >
                          {name}
                        </span>
                        <SampleLine entry={entry} minSample={page.min_sample} isInControl />
                      </span>
                    </button>
                  );
                }}
              />
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}
