import type { ChampionPage } from '@riftscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecorativeRuneIcon, RunePageDrawing } from '../../../shared/ui/rune-page-drawing.tsx';
import { MoreList } from './more-list.tsx';
import { EmptyLine, Panel, PanelHeading } from './panel.tsx';
import { isSmallSample, SampleLine } from './sample.tsx';

/** Rune pages listed before "show more". */
const LISTED = 4;

/**
 * The most played rune page drawn in full with its sample, and the other pages as a list; picking
 * one draws it instead.
 */
export function RunePanel({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  const [chosen, setChosen] = useState(0);
  const entries = page.runes;
  const shown = entries[chosen] ?? entries[0];
  return (
    <Panel
      title={t('runes.title')}
      note={shown && <SampleLine entry={shown} minSample={page.min_sample} />}
    >
      {!shown ? (
        <EmptyLine>{t('page.section_empty')}</EmptyLine>
      ) : (
        <div className="space-y-4">
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
                // Entries have no id; pages differing only in shards share a name.
                keyOf={(_, index) => String(index)}
                render={(entry, index) => {
                  const { primary, secondary } = entry.page;
                  const name = t('runes.page_name', {
                    keystone: primary.keystone.name,
                    primary: primary.tree.name,
                    secondary: secondary.tree.name,
                  });
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
                        <SampleLine entry={entry} minSample={page.min_sample} />
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
