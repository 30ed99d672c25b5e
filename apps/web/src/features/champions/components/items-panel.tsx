import type { ChampionPage, GameItem } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameIcon } from '../../../shared/ui/game-image.tsx';
import { MoreList } from './more-list.tsx';
import { EmptyLine, Panel, PanelHeading } from './panel.tsx';
import { isSmallSample, type SampleFigures, SampleLine } from './sample.tsx';

type ItemSet = ChampionPage['builds']['core'][number];

/** An entry of an item list: a boots choice or a situational item, its name and sample. */
export function ItemLine({
  item,
  entry,
  minSample,
  noItem,
}: {
  item: GameItem | undefined;
  entry: SampleFigures;
  minSample: number;
  noItem: string;
}) {
  const isSmall = isSmallSample(entry, minSample);
  return (
    <div className="flex items-center gap-2.5">
      {item ? (
        <ItemIcon item={item} size="md" isSmall={isSmall} />
      ) : (
        <span
          aria-hidden="true"
          className="block size-8 shrink-0 rounded-md border border-dashed border-muted/60"
        />
      )}
      <span className="min-w-0">
        <span
          className={`block text-sm leading-tight font-semibold ${isSmall ? 'text-muted' : ''}`}
        >
          {item ? item.name : noItem}
        </span>
        <SampleLine entry={entry} minSample={minSample} />
      </span>
    </div>
  );
}

export function ItemIcon({
  item,
  size,
  isSmall,
  count = 1,
}: {
  item: GameItem;
  size: 'lg' | 'md';
  isSmall: boolean;
  count?: number;
}) {
  const box = size === 'lg' ? 'size-11 sm:size-12' : 'size-8';
  return (
    <span className="relative inline-block shrink-0">
      <GameIcon
        src={item.image_url}
        name={count > 1 ? `${item.name} ×${count}` : item.name}
        size={size === 'lg' ? 48 : 32}
        className={`block ${box} rounded-md ring-1 ring-line ${isSmall ? 'grayscale' : ''}`}
      />
      {count > 1 && (
        <span
          aria-hidden="true"
          className="absolute -right-1 -bottom-1 rounded bg-bg px-1 text-[0.65rem] leading-tight font-bold text-text ring-1 ring-line"
        >
          ×{count}
        </span>
      )}
    </span>
  );
}

/** A small arrow between the items of a build order. */
export function Then() {
  const { t } = useTranslation('champions');
  return (
    <svg
      viewBox="0 0 8 12"
      role="img"
      aria-label={t('build.then')}
      className="h-3 w-2 shrink-0 text-muted"
    >
      <path d="M1 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The items of a starting set, each bought more than once shown once with its count. */
function counted(items: readonly GameItem[]): { item: GameItem; count: number }[] {
  const byId = new Map<number, { item: GameItem; count: number }>();
  for (const item of items) {
    const entry = byId.get(item.id) ?? { item, count: 0 };
    entry.count += 1;
    byId.set(item.id, entry);
  }
  return [...byId.values()];
}

export function SetRow({
  entry,
  minSample,
  isOrdered,
  size = 'md',
}: {
  entry: ItemSet;
  minSample: number;
  isOrdered: boolean;
  size?: 'lg' | 'md';
}) {
  const isSmall = isSmallSample(entry, minSample);
  const icons = isOrdered ? entry.items.map((item) => ({ item, count: 1 })) : counted(entry.items);
  return (
    <div className="flex items-center gap-3">
      <span className="flex shrink-0 items-center gap-1.5">
        {icons.map(({ item, count }, index) => (
          <span key={`${item.id}-${index}`} className="flex items-center gap-1.5">
            {isOrdered && index > 0 && <Then />}
            <ItemIcon item={item} size={size} isSmall={isSmall} count={count} />
          </span>
        ))}
      </span>
      <SampleLine entry={entry} minSample={minSample} className="min-w-0 flex-1" />
    </div>
  );
}

export const setKey = (entry: ItemSet) => entry.items.map((item) => item.id).join('-') || 'none';

function Boots({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  const entries = page.builds.boots;
  if (entries.length === 0) return <EmptyLine>{t('page.section_empty')}</EmptyLine>;
  return (
    <MoreList
      entries={entries}
      keyOf={setKey}
      render={(entry) => (
        <ItemLine
          item={entry.items[0]}
          entry={entry}
          minSample={page.min_sample}
          noItem={t('build.no_boots')}
        />
      )}
    />
  );
}

/** Fourth to sixth items slot by slot, each slot's most common first, each with its sample. */
export function Situational({
  entries: all,
  minSample,
}: {
  entries: ChampionPage['builds']['situational'];
  minSample: number;
}) {
  const { t } = useTranslation('champions');
  const slots = [4, 5, 6] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {slots.map((slot) => {
        const entries = all.filter((entry) => entry.slot === slot);
        return (
          <div key={slot} className="min-w-0">
            <PanelHeading level={4}>{t(`build.slot_${slot}`)}</PanelHeading>
            {entries.length === 0 ? (
              <EmptyLine>{t('page.section_empty')}</EmptyLine>
            ) : (
              <MoreList
                entries={entries}
                keyOf={(entry) => String(entry.item.id)}
                render={(entry) => (
                  <ItemLine item={entry.item} entry={entry} minSample={minSample} noItem="" />
                )}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The items of every game, whatever its core: starting items, boots, and the fourth to sixth
 * items slot by slot, each entry with its sample (the core builds have their own panel). Item
 * orders need timelines, so the panel says how many games had one.
 */
export function ItemsPanel({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const { builds, min_sample: minSample } = page;
  const hasTimelines = builds.timeline_games > 0;
  return (
    <Panel
      title={t('build.title')}
      note={t('page.timeline_note', {
        count: builds.timeline_games,
        formatted: formatCount(builds.timeline_games, language),
      })}
    >
      <div className="space-y-5">
        {!hasTimelines && <EmptyLine>{t('page.no_timelines')}</EmptyLine>}
        <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div>
            <PanelHeading>{t('build.starting')}</PanelHeading>
            {builds.starting.length === 0 ? (
              <EmptyLine>{t('page.section_empty')}</EmptyLine>
            ) : (
              <MoreList
                entries={builds.starting}
                keyOf={setKey}
                render={(entry) => <SetRow entry={entry} minSample={minSample} isOrdered={false} />}
              />
            )}
          </div>
          <div>
            <PanelHeading>{t('build.boots')}</PanelHeading>
            <Boots page={page} />
          </div>
        </div>
        <div>
          <PanelHeading>{t('build.situational')}</PanelHeading>
          <Situational entries={builds.situational} minSample={minSample} />
        </div>
      </div>
    </Panel>
  );
}
