import type { MatchBuildResponse } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameIcon } from '../../../shared/ui/game-image.tsx';

type ItemEvent = MatchBuildResponse['items'][number]['events'][number];

/** An item of the path: bought as is, sold with a red corner, undone struck through and faded. */
function PathItem({ event }: { event: ItemEvent }) {
  const { t } = useTranslation('timeline');
  const { item, type } = event;
  const name = item.name || t('purchases.item', { id: item.id });
  const label =
    type === 'ITEM_SOLD'
      ? t('build.item_sold', { name })
      : type === 'ITEM_UNDO'
        ? t('build.item_undone', { name })
        : name;
  return (
    <li className="relative">
      <GameIcon
        src={item.image_url}
        name={label}
        size={28}
        className={`block size-7 rounded ${type === 'ITEM_UNDO' ? 'opacity-35 grayscale' : ''} ${
          type === 'ITEM_SOLD' ? 'opacity-60 ring-2 ring-loss' : ''
        }`}
      />
      {type !== 'ITEM_PURCHASED' && (
        <span
          aria-hidden="true"
          className={`absolute -right-1 -bottom-1 rounded px-0.5 text-[0.55rem] leading-tight font-bold ${
            type === 'ITEM_SOLD' ? 'bg-loss text-bg' : 'bg-line text-muted'
          }`}
        >
          {type === 'ITEM_SOLD' ? t('build.sold') : t('build.undone')}
        </span>
      )}
    </li>
  );
}

/** The player's items minute by minute, in the order the game recorded them. */
export function BuildPath({ items }: { items: MatchBuildResponse['items'] }) {
  const { t } = useTranslation('timeline');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('build.items_title')}
      </h4>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{t('build.items_empty')}</p>
      ) : (
        <ol className="flex flex-wrap items-stretch gap-1.5">
          {items.map(({ minute, events }, index) => (
            <li key={minute} className="flex items-center gap-1.5">
              <div className="flex h-full flex-col gap-1 rounded-md border border-line bg-surface-2/60 px-1.5 py-1">
                <span className="text-[0.7rem] font-semibold text-muted">
                  {t('build.minute', { minute })}
                </span>
                <ul className="flex flex-wrap gap-1">
                  {events.map((event, position) => (
                    // One item can be bought, sold and bought again in a minute.
                    <PathItem key={`${event.type}-${event.item.id}-${position}`} event={event} />
                  ))}
                </ul>
              </div>
              {index < items.length - 1 && (
                <svg viewBox="0 0 8 12" aria-hidden="true" className="h-3 w-2 shrink-0 text-line">
                  <path d="M1 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
