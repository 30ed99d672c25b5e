import { LEGENDARY_SLOTS } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { usualPlace } from '../usual-place.ts';

/** A place a legendary is completed in, 1st to 6th, as the texts key it. */
export type Place = '1' | '2' | '3' | '4' | '5' | '6';
export const placeOf = (slot: number) => String(slot) as Place;

/** "Usually 2nd" for a legendary's games by place; "Boots" for boots, which have none. */
export function usePlaceText() {
  const { t } = useTranslation('items');
  const { t: common } = useTranslation();
  return (slots: readonly number[]) => {
    if (slots.length === 0) return t('boots_place');
    const usual = usualPlace(slots);
    return usual === null ? common('figures.missing') : t(`usually.${placeOf(usual)}`);
  };
}

/**
 * A legendary's games by the place it was completed in, as six small bars (the usual place in
 * the accent colour), read out as the six counts.
 */
export function PlaceBars({ slots }: { slots: readonly number[] }) {
  const { t } = useTranslation('items');
  const language = useLanguage();
  const most = Math.max(1, ...slots);
  const usual = usualPlace(slots);
  const label = t('place_counts', {
    counts: slots
      .slice(0, LEGENDARY_SLOTS)
      .map((games, index) =>
        t('place_count', {
          place: t(`place.${placeOf(index + 1)}`),
          games: formatCount(games, language),
        }),
      )
      .join(', '),
  });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="flex h-5 shrink-0 items-end gap-px"
    >
      {slots.slice(0, LEGENDARY_SLOTS).map((games, index) => (
        <span
          // The six places, always in their order.
          key={index}
          className={`block w-1.5 rounded-sm ${index + 1 === usual ? 'bg-accent' : 'bg-muted/45'}`}
          style={{ height: `${Math.max(8, (games / most) * 100)}%` }}
        />
      ))}
    </span>
  );
}
