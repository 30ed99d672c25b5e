import type { GameItem } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { GameIcon } from '../../../shared/ui/game-image.tsx';

/** Six item slots and the trinket; the API leaves empty slots out. */
export const ITEM_SLOTS = 7;

/**
 * A player's items with empty tiles for the slots they left empty: one row, or two rows of four
 * where a scoreboard needs the room (one row again on a phone).
 */
export function ItemSlots({ items, size = 'sm' }: { items: GameItem[]; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('summoner');
  // A scoreboard's two rows of four become one row of small tiles on a phone.
  const tile =
    size === 'xs' ? 'size-5 rounded max-sm:size-3.5 max-sm:rounded-sm' : 'size-6 rounded-md';
  const layout =
    size === 'xs' ? 'grid w-max grid-cols-4 gap-0.5 max-sm:flex max-sm:gap-px' : 'flex gap-0.5';
  const empty = Math.max(0, ITEM_SLOTS - items.length);
  return (
    <ul aria-label={t('matches.items')} className={layout}>
      {items.slice(0, ITEM_SLOTS).map((item, index) => (
        // Two of one item can share a row, so the slot number keeps the key unique.
        <li key={`${index}-${item.id}`}>
          <GameIcon src={item.image_url} name={item.name} size={24} className={`block ${tile}`} />
        </li>
      ))}
      {Array.from({ length: empty }, (_, index) => (
        <li
          key={`empty-${index}`}
          aria-hidden="true"
          className={`${tile} bg-bg/70 ring-1 ring-line ring-inset`}
        />
      ))}
    </ul>
  );
}
