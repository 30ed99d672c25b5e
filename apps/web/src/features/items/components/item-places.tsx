import type { ItemDetail } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { Panel } from '../../../shared/ui/panel.tsx';
import { usePercent, WinRate } from '../../../shared/ui/record-figures.tsx';
import { usualPlace } from '../usual-place.ts';
import { placeOf } from './place-figures.tsx';

const CELL = 'border-t border-line px-1 py-1.5 sm:px-2';
const HEAD =
  'px-1 pb-1.5 text-[0.65rem] font-semibold tracking-wide text-muted uppercase sm:px-2 sm:text-[0.7rem]';

/**
 * A legendary's games by the place it was completed in among the player's legendary items, 1st
 * to 6th: games, share of its games (with a bar) and win rate with its interval. The minute it
 * was completed is not measured, so the page does not show one.
 */
export function ItemPlaces({ detail }: { detail: ItemDetail }) {
  const { t } = useTranslation('items');
  const language = useLanguage();
  const percent = usePercent();
  const { item, slots } = detail;
  const usual = usualPlace(slots.map((entry) => entry.games));
  return (
    <Panel title={t('places.title')} hint={t('places.hint')}>
      <table aria-label={t('places.label', { item: item.name })} className="w-full text-sm">
        <thead>
          <tr>
            <th scope="col" className={`${HEAD} pl-0 text-left sm:pl-0`}>
              {t('places.place')}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t('places.games')}
            </th>
            <th scope="col" className={`${HEAD} text-left`}>
              {t('places.share')}
            </th>
            <th scope="col" className={`${HEAD} pr-0 text-right sm:pr-0`}>
              {t('places.win_rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {slots.map((entry) => (
            <tr key={entry.slot} {...(entry.slot === usual ? { 'data-usual': '' } : {})}>
              <th
                scope="row"
                className={`${CELL} pl-0 text-left font-semibold whitespace-nowrap sm:pl-0 ${entry.slot === usual ? 'text-accent' : ''}`}
              >
                {t(`place.${placeOf(entry.slot)}`)}
              </th>
              <td className={`${CELL} text-right text-muted tabular-nums`}>
                {formatCount(entry.games, language)}
              </td>
              <td className={`${CELL} w-2/5 tabular-nums`}>
                <span className="flex items-center gap-2">
                  <span className="w-12 shrink-0 text-right">{percent(entry.pick_rate)}</span>
                  <span aria-hidden="true" className="block h-1.5 flex-1 rounded bg-surface-2">
                    <span
                      className="block h-full rounded bg-accent/70"
                      style={{ width: `${Math.min(100, entry.pick_rate ?? 0)}%` }}
                    />
                  </span>
                </span>
              </td>
              <td className={`${CELL} pr-0 text-right tabular-nums sm:pr-0`}>
                <WinRate entry={entry} minSample={detail.min_sample} isCompact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
