import type { ChampionPage, GameItem } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { GameIcon } from '../../../shared/ui/game-image.tsx';
import { MoreList } from './more-list.tsx';
import { EmptyLine, Panel, PanelHeading } from './panel.tsx';
import { isSmallSample, SampleLine } from './sample.tsx';

type ItemSet = ChampionPage['builds']['core'][number];

function ItemIcon({
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
function Then() {
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

function SetRow({
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

const setKey = (entry: ItemSet) => entry.items.map((item) => item.id).join('-') || 'none';

function Boots({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  const entries = page.builds.boots;
  if (entries.length === 0) return <EmptyLine>{t('page.section_empty')}</EmptyLine>;
  return (
    <MoreList
      entries={entries}
      keyOf={setKey}
      render={(entry) => {
        const boot = entry.items[0];
        const isSmall = isSmallSample(entry, page.min_sample);
        return (
          <div className="flex items-center gap-2.5">
            {boot ? (
              <ItemIcon item={boot} size="md" isSmall={isSmall} />
            ) : (
              <span
                aria-hidden="true"
                className="block size-8 shrink-0 rounded-md border border-dashed border-muted/60"
              />
            )}
            <span className="min-w-0">
              <span className={`block text-sm font-semibold ${isSmall ? 'text-muted' : ''}`}>
                {boot ? boot.name : t('build.no_boots')}
              </span>
              <SampleLine entry={entry} minSample={page.min_sample} />
            </span>
          </div>
        );
      }}
    />
  );
}

function Situational({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  const slots = [4, 5, 6] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {slots.map((slot) => {
        const entries = page.builds.situational.filter((entry) => entry.slot === slot);
        return (
          <div key={slot} className="min-w-0">
            <PanelHeading level={4}>{t(`build.slot_${slot}`)}</PanelHeading>
            {entries.length === 0 ? (
              <EmptyLine>{t('page.section_empty')}</EmptyLine>
            ) : (
              <MoreList
                entries={entries}
                keyOf={(entry) => String(entry.item.id)}
                render={(entry) => {
                  const isSmall = isSmallSample(entry, page.min_sample);
                  return (
                    <div className="flex items-center gap-2.5">
                      <ItemIcon item={entry.item} size="md" isSmall={isSmall} />
                      <span className="min-w-0">
                        <span
                          className={`block text-sm leading-tight font-semibold ${isSmall ? 'text-muted' : ''}`}
                        >
                          {entry.item.name}
                        </span>
                        <SampleLine entry={entry} minSample={page.min_sample} />
                      </span>
                    </div>
                  );
                }}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The recommended build: starting items, the core in the order finished (arrows between), boots,
 * and the fourth to sixth items slot by slot, each entry with its sample. Item orders need
 * timelines, so the panel says how many games had one.
 */
export function ItemsPanel({ page }: { page: ChampionPage }) {
  const { t } = useTranslation('champions');
  const language = useLanguage();
  const { builds, min_sample: minSample } = page;
  const hasTimelines = builds.timeline_games > 0;
  const [topCore, ...otherCores] = builds.core;
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
          <PanelHeading>{t('build.core')}</PanelHeading>
          {!topCore ? (
            <EmptyLine>{t('page.section_empty')}</EmptyLine>
          ) : (
            <div className="space-y-3">
              <p className="text-xs text-muted">{t('build.core_hint')}</p>
              <SetRow entry={topCore} minSample={minSample} isOrdered size="lg" />
              {otherCores.length > 0 && (
                <MoreList
                  entries={otherCores}
                  keyOf={setKey}
                  render={(entry) => <SetRow entry={entry} minSample={minSample} isOrdered />}
                />
              )}
            </div>
          )}
        </div>
        <div>
          <PanelHeading>{t('build.situational')}</PanelHeading>
          <Situational page={page} />
        </div>
      </div>
    </Panel>
  );
}
