import type { ChampionPage, Rune } from '@riftscope/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameIcon, GameImage } from '../../../shared/ui/game-image.tsx';
import { MoreList } from './more-list.tsx';
import { EmptyLine, Panel, PanelHeading } from './panel.tsx';
import { isSmallSample, SampleLine } from './sample.tsx';

type RuneEntry = ChampionPage['runes'][number];

/** Rune pages listed before "show more". */
const LISTED = 4;

/** A rune drawn as the game draws a chosen one: a ringed circle, its name beside it. */
function RuneSlot({ rune, size }: { rune: Rune; size: 'keystone' | 'rune' | 'shard' }) {
  const box =
    size === 'keystone'
      ? 'size-14 ring-2 ring-accent/70 bg-bg'
      : size === 'rune'
        ? 'size-9 ring-1 ring-accent/40 bg-bg'
        : 'size-6 ring-1 ring-line bg-bg';
  return (
    <li className="flex min-w-0 items-center gap-2.5">
      <GameIcon
        src={rune.icon}
        name={rune.name}
        size={size === 'keystone' ? 56 : size === 'rune' ? 36 : 24}
        className={`block shrink-0 rounded-full ${box}`}
      />
      <span className={`min-w-0 ${size === 'keystone' ? 'text-sm font-semibold' : 'text-xs'}`}>
        {rune.name}
      </span>
    </li>
  );
}

/**
 * A whole rune page laid out as the game's: the primary tree with its keystone large and its
 * three runes under it, the secondary tree's two runes, then the three stat shards.
 */
function DrawnRunePage({ entry }: { entry: RuneEntry }) {
  const { t } = useTranslation('champions');
  const { primary, secondary, shards } = entry.page;
  return (
    <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto]">
      <div className="min-w-0 space-y-2.5 rounded-lg bg-surface-2/60 p-2.5 sm:p-3">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold text-accent">
          <GameImage
            src={primary.tree.icon}
            alt=""
            name={primary.tree.name}
            width={20}
            height={20}
            className="block size-5"
          />
          {t('runes.primary', { tree: primary.tree.name })}
        </h3>
        <ul className="space-y-2">
          <RuneSlot rune={primary.keystone} size="keystone" />
          {primary.runes.map((rune, index) => (
            <RuneSlot key={`${rune.name}-${index}`} rune={rune} size="rune" />
          ))}
        </ul>
      </div>
      <div className="min-w-0 space-y-2.5 rounded-lg bg-surface-2/60 p-2.5 sm:p-3">
        <h3 className="flex items-center gap-1.5 text-sm font-semibold text-link">
          <GameImage
            src={secondary.tree.icon}
            alt=""
            name={secondary.tree.name}
            width={20}
            height={20}
            className="block size-5"
          />
          {t('runes.secondary', { tree: secondary.tree.name })}
        </h3>
        <ul className="space-y-2">
          {secondary.runes.map((rune, index) => (
            <RuneSlot key={`${rune.name}-${index}`} rune={rune} size="rune" />
          ))}
        </ul>
      </div>
      <div className="col-span-2 space-y-2.5 rounded-lg bg-surface-2/60 p-2.5 sm:p-3 lg:col-span-1">
        <h3 className="text-sm font-semibold text-muted">{t('runes.shards')}</h3>
        <ul className="flex flex-wrap gap-x-4 gap-y-2 lg:block lg:space-y-2">
          {shards.map((rune, index) => (
            // Two shards can be the same (Adaptive Force twice).
            <RuneSlot key={`${rune.name}-${index}`} rune={rune} size="shard" />
          ))}
        </ul>
      </div>
    </div>
  );
}

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
          <DrawnRunePage entry={shown} />
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
                        <GameImage
                          src={primary.keystone.icon}
                          alt=""
                          name={primary.keystone.name}
                          width={32}
                          height={32}
                          className="block size-8 rounded-full bg-bg"
                        />
                        <GameImage
                          src={secondary.tree.icon}
                          alt=""
                          name={secondary.tree.name}
                          width={20}
                          height={20}
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
