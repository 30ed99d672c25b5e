import type { ChampionPage } from '@riftscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { ItemSetDownload } from './item-set-download.tsx';
import { ItemIcon, ItemLine, SetRow, Situational, setKey, Then } from './items-panel.tsx';
import { MoreList } from './more-list.tsx';
import { EmptyLine, Panel, PanelHeading } from './panel.tsx';
import { isSmallSample, SampleLine } from './sample.tsx';

type CoreBuild = ChampionPage['core_builds'][number];

/** A core build to choose: its three items in order and its sample. */
function BuildChoice({
  build,
  minSample,
  isChosen,
  onChoose,
}: {
  build: CoreBuild;
  minSample: number;
  isChosen: boolean;
  onChoose: () => void;
}) {
  const isSmall = isSmallSample(build, minSample);
  return (
    <button
      type="button"
      aria-pressed={isChosen}
      onClick={onChoose}
      className={`flex w-full flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg border p-2 text-left transition-colors ${
        isChosen ? 'border-accent/70 bg-surface-2' : 'border-line hover:border-accent/40'
      }`}
    >
      <span className="flex shrink-0 items-center gap-1.5">
        {build.items.map((item, index) => (
          <span key={`${item.id}-${index}`} className="flex items-center gap-1.5">
            {index > 0 && <Then />}
            <ItemIcon item={item} size="md" isSmall={isSmall} />
          </span>
        ))}
      </span>
      <SampleLine entry={build} minSample={minSample} className="min-w-0 flex-1" isInControl />
    </button>
  );
}

/** The chosen build's boots and fourth to sixth items, shares of that build's games. */
function BuildDetails({ build, minSample }: { build: CoreBuild; minSample: number }) {
  const { t } = useTranslation('champions');
  return (
    <div className="space-y-4">
      <div>
        <PanelHeading>{t('core.boots')}</PanelHeading>
        {build.boots.length === 0 ? (
          <EmptyLine>{t('page.section_empty')}</EmptyLine>
        ) : (
          <MoreList
            entries={build.boots}
            className="grid gap-2 sm:grid-cols-2"
            keyOf={setKey}
            render={(entry) => (
              <ItemLine
                item={entry.items[0]}
                entry={entry}
                minSample={minSample}
                noItem={t('build.no_boots')}
              />
            )}
          />
        )}
      </div>
      <div>
        <PanelHeading>{t('core.situational')}</PanelHeading>
        <Situational entries={build.situational} minSample={minSample} />
      </div>
    </div>
  );
}

/**
 * Core orders of `builds.core` beyond the core builds detailed above (all of them when none is
 * detailed: games stored before the builds' details were kept).
 */
function OtherCores({ page, title }: { page: ChampionPage; title: string }) {
  const detailed = new Set(page.core_builds.map(setKey));
  const others = page.builds.core.filter((entry) => !detailed.has(setKey(entry)));
  if (others.length === 0) return null;
  return (
    <div>
      <PanelHeading>{title}</PanelHeading>
      <MoreList
        entries={others}
        keyOf={setKey}
        render={(entry) => <SetRow entry={entry} minSample={page.min_sample} isOrdered />}
      />
    </div>
  );
}

/**
 * The most common core builds (the first three finished legendary items, in order), each with its
 * games, win rate and interval and share; the chosen one's boots and situational items, and its
 * item set to download for the game.
 */
export function CoreBuildsPanel({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const [chosen, setChosen] = useState(0);
  const builds = page.core_builds;
  const shownIndex = builds[chosen] ? chosen : 0;
  const shown = builds[shownIndex];
  return (
    <Panel
      title={t('core.title')}
      note={t('page.timeline_note', {
        count: page.builds.timeline_games,
        formatted: formatCount(page.builds.timeline_games, language),
      })}
    >
      {!shown && page.builds.core.length > 0 ? (
        <div className="space-y-2">
          <p className="text-xs text-muted">{t('build.core_hint')}</p>
          <OtherCores page={page} title={t('build.core')} />
        </div>
      ) : !shown ? (
        <EmptyLine>
          {page.builds.timeline_games === 0 ? t('page.no_timelines') : t('page.section_empty')}
        </EmptyLine>
      ) : (
        <div className="space-y-5">
          <div className="space-y-2">
            <p className="text-xs text-muted">{t('core.hint')}</p>
            <ul className="space-y-1.5">
              {builds.map((build, index) => (
                <li key={setKey(build)}>
                  <BuildChoice
                    build={build}
                    minSample={page.min_sample}
                    isChosen={index === shownIndex}
                    onChoose={() => setChosen(index)}
                  />
                </li>
              ))}
            </ul>
          </div>
          <BuildDetails build={shown} minSample={page.min_sample} />
          <ItemSetDownload page={page} build={shown} />
          <OtherCores page={page} title={t('core.others')} />
        </div>
      )}
    </Panel>
  );
}
