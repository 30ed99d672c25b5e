import { type InventoryItem, ITEM_SLOTS, TRINKET_SLOT } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { GameIcon } from '../../../shared/ui/game-image.tsx';

const SIZES = {
  sm: { tile: 'size-6 rounded-md', trinket: 'size-6 rounded-full', gap: 'gap-0.5', px: 24 },
  // The scoreboard's tiles are smaller still on a phone.
  xs: {
    tile: 'size-[1.125rem] rounded max-sm:size-3.5 max-sm:rounded-sm',
    trinket: 'size-[1.125rem] rounded-full max-sm:size-3.5',
    gap: 'gap-px',
    px: 18,
  },
} as const;

/**
 * A player's inventory in Riot's slots, on one row: the six item slots in order, an empty tile
 * where a slot is empty, then the trinket's own round slot, set apart.
 */
export function ItemSlots({
  items,
  size = 'sm',
}: {
  items: InventoryItem[];
  size?: keyof typeof SIZES;
}) {
  const { t } = useTranslation('summoner');
  const { tile, trinket, gap, px } = SIZES[size];
  const bySlot = new Map(items.map((item) => [item.slot, item]));
  const slot = (index: number, shape: string, place = '') => {
    const item = bySlot.get(index);
    return item ? (
      <li key={index} data-slot={index} className={place}>
        <GameIcon src={item.image_url} name={item.name} size={px} className={`block ${shape}`} />
      </li>
    ) : (
      <li
        key={index}
        data-slot={index}
        aria-hidden="true"
        className={`${shape} ${place} bg-bg/70 ring-1 ring-line ring-inset`}
      />
    );
  };
  return (
    <ul aria-label={t('matches.items')} className={`flex w-max shrink-0 items-center ${gap}`}>
      {Array.from({ length: ITEM_SLOTS }, (_, index) => slot(index, tile))}
      {slot(TRINKET_SLOT, trinket, 'ml-0.5')}
    </ul>
  );
}
