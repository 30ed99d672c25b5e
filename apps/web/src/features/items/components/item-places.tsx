import type { ItemDetail } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { FIGURE_CELL as CELL, FigureHead, ShareBar } from '../../../shared/ui/figure-table.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';
import { usePercent, WinRate } from '../../../shared/ui/record-figures.tsx';
import { usualPlace } from '../usual-place.ts';
import { placeOf } from './place-figures.tsx';

/**
 * A legendary's games by the place it was completed in among the player's legendary items, 1st
 * to 6th: games, share of its games (with a bar) and win rate with its interval.
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
        <FigureHead
          columns={[
            { label: t('places.place'), align: 'left' },
            { label: t('places.games'), align: 'right' },
            { label: t('places.share'), align: 'left' },
            { label: t('places.win_rate'), align: 'right' },
          ]}
        />
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
                <ShareBar value={entry.pick_rate} text={percent(entry.pick_rate)} />
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
