import type { ChampionSlice, RuneDetail } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { runesHref } from '../../../shared/champion-filters/slice-search.ts';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { EntryHeader } from '../../../shared/ui/entry-header.tsx';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { RecordCards } from '../../../shared/ui/record-figures.tsx';
import { useRowLabel } from './rune-tree-section.tsx';

/** The rune's win rate (interval and sample), pick rate (of the slice's players) and games. */
function RuneStats({ detail }: { detail: RuneDetail }) {
  const { t } = useTranslation('runes');
  const language = useLanguage();
  const { players } = detail;
  return (
    <RecordCards
      record={detail.stats}
      minSample={detail.min_sample}
      label={t('rune.stats', { rune: detail.rune.name })}
      pickNote={t('rune.pick_note', { count: players, formatted: formatCount(players, language) })}
    />
  );
}

/**
 * The way back to the rune list (keeping the filters of the address, `slice`), the rune's icon,
 * name, tree and row, its description, and its figures when anyone took it.
 */
export function RuneHeader({ detail, slice }: { detail: RuneDetail; slice: ChampionSlice }) {
  const { t } = useTranslation('runes');
  const language = useLanguage();
  const rowLabel = useRowLabel();
  const { rune } = detail;
  return (
    <EntryHeader
      breadcrumb={{
        label: t('rune.breadcrumb'),
        list: t('rune.all_runes'),
        href: runesHref(language, slice),
      }}
      name={rune.name}
      image={{ src: rune.icon, shape: 'round' }}
      details={
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          <span className="inline-flex items-center gap-1.5">
            <GameImage
              src={rune.tree.icon}
              alt=""
              name={rune.tree.name}
              width={20}
              height={20}
              className="block size-5 shrink-0"
            />
            <span className="font-semibold text-text">{rune.tree.name}</span>
          </span>
          <span className="rounded-md bg-surface-2 px-2 py-0.5 text-xs font-semibold">
            {rowLabel(rune.slot, { isOne: true })}
          </span>
        </p>
      }
      description={rune.description}
    >
      {detail.stats.games > 0 && <RuneStats detail={detail} />}
    </EntryHeader>
  );
}
