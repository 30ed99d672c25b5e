import type { GameItem, PurchaseMinute } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameIcon } from '../../../shared/ui/game-image.tsx';

/** The chosen player's purchases, one block per minute of the game (docs/product.md, Match cards). */
export function PurchaseHistory({
  groups,
  items,
}: {
  groups: readonly PurchaseMinute[];
  /** The reply's items by id: names and icons. */
  items: ReadonlyMap<number, GameItem>;
}) {
  const { t } = useTranslation('timeline');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('purchases.title')}
      </h4>
      {groups.length === 0 ? (
        <p className="text-sm text-muted">{t('purchases.empty')}</p>
      ) : (
        <ol className="flex flex-wrap gap-1.5">
          {groups.map(({ minute, itemIds }) => {
            return (
              <li
                key={minute}
                className="flex flex-col gap-1 rounded-md border border-line bg-surface-2/60 px-1.5 py-1"
              >
                <span className="text-[0.7rem] font-semibold text-muted">
                  {t('purchases.minute', { minute })}
                </span>
                <ul className="flex flex-wrap gap-1">
                  {itemIds.map((itemId, index) => {
                    const item = items.get(itemId);
                    const name = item?.name || t('purchases.item', { id: itemId });
                    return (
                      // The same item can be bought twice in a minute (potions, wards).
                      <li key={`${itemId}-${index}`}>
                        <GameIcon
                          src={item?.image_url ?? null}
                          name={name}
                          size={28}
                          className="block size-7 rounded"
                        />
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
