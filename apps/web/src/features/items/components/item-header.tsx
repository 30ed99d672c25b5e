import type { ChampionSlice, ItemDetail } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { itemHref, itemsHref } from '../../../shared/champion-filters/slice-search.ts';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { EntryHeader } from '../../../shared/ui/entry-header.tsx';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { RecordCards } from '../../../shared/ui/record-figures.tsx';

/**
 * The item's win rate (interval and sample), pick rate (of the players its kind is counted out
 * of: a legendary's, those with a stored timeline; boots', every player) and games.
 */
function ItemStats({ detail }: { detail: ItemDetail }) {
  const { t } = useTranslation('items');
  const language = useLanguage();
  const { item, stats, sample } = detail;
  if (stats === null) return null;
  const pickNote = t(item.class === 'boots' ? 'item.pick_note_boots' : 'item.pick_note_legendary', {
    count: sample,
    formatted: formatCount(sample, language),
  });
  return (
    <RecordCards
      record={stats}
      minSample={detail.min_sample}
      label={t('item.stats', { item: item.name })}
      pickNote={pickNote}
    />
  );
}

/** "Counted in builds as Berserker's Greaves", linked to those boots in the same slice. */
function CountedAs({ detail, slice }: { detail: ItemDetail; slice: ChampionSlice }) {
  const { t } = useTranslation('items');
  const language = useLanguage();
  const boots = detail.item.counted_as;
  if (!boots) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="text-muted">{t('item.counted_as')}</span>
      <Link
        to={itemHref(language, boots.id, slice)}
        className="inline-flex items-center gap-1.5 font-semibold text-link hover:underline"
      >
        <GameImage
          src={boots.image_url}
          alt=""
          name={boots.name}
          width={24}
          height={24}
          className="block size-6 shrink-0 rounded"
        />
        {boots.name}
      </Link>
    </p>
  );
}

/**
 * The way back to the item list (keeping the filters of the address, `slice`), the item's icon,
 * name, kind and price, its description, the boots an upgrade counts as, and its figures when
 * anyone completed it.
 */
export function ItemHeader({ detail, slice }: { detail: ItemDetail; slice: ChampionSlice }) {
  const { t } = useTranslation('items');
  const language = useLanguage();
  const { item, stats } = detail;
  return (
    <EntryHeader
      breadcrumb={{
        label: t('item.breadcrumb'),
        list: t('item.all_items'),
        href: itemsHref(language, slice),
      }}
      name={item.name}
      image={{ src: item.image_url, shape: 'square' }}
      details={
        <>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
            <span className="rounded-md bg-surface-2 px-2 py-0.5 text-xs font-semibold text-text">
              {t(`class.${item.class}`)}
            </span>
            {item.gold > 0 && (
              <span className="font-semibold text-accent tabular-nums">
                {t('gold', { gold: formatCount(item.gold, language) })}
              </span>
            )}
          </p>
          <CountedAs detail={detail} slice={slice} />
        </>
      }
      description={item.description}
    >
      {stats !== null && stats.games > 0 && <ItemStats detail={detail} />}
    </EntryHeader>
  );
}
