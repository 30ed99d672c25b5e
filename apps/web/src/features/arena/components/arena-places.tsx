import { ARENA_PLACES, ARENA_TOP_PLACES } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { FIGURE_CELL as CELL, FigureHead, ShareBar } from '../../../shared/ui/figure-table.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';
import { usePercent } from '../../../shared/ui/record-figures.tsx';

/** A place a duo can finish in, 1st to 8th, as the texts key it. */
type Place = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';

/**
 * A champion's games by the place its duo finished in, 1st to 8th: games and their share of its
 * games with a bar, the top four (Riot's Arena wins) in the accent colour. A table, so that the
 * eight counts are read out as they are seen.
 */
export function ArenaPlaces({ places, champion }: { places: readonly number[]; champion: string }) {
  const { t } = useTranslation('arena');
  const language = useLanguage();
  const percent = usePercent();
  const total = places.reduce((sum, games) => sum + games, 0);
  return (
    <Panel title={t('places.title')} hint={t('places.hint')}>
      <table aria-label={t('places.label', { champion })} className="w-full text-sm">
        <FigureHead
          columns={[
            { label: t('places.place'), align: 'left' },
            { label: t('places.games'), align: 'right' },
            { label: t('places.share'), align: 'left' },
          ]}
        />
        <tbody>
          {places.slice(0, ARENA_PLACES).map((games, index) => {
            const place = index + 1;
            const isTopFour = place <= ARENA_TOP_PLACES;
            const share = total === 0 ? null : (games / total) * 100;
            return (
              <tr key={place} {...(isTopFour ? { 'data-top-four': '' } : {})}>
                <th
                  scope="row"
                  className={`${CELL} pl-0 text-left font-semibold whitespace-nowrap sm:pl-0 ${isTopFour ? 'text-accent' : ''}`}
                >
                  {t(`place.${String(place) as Place}`)}
                </th>
                <td className={`${CELL} text-right text-muted tabular-nums`}>
                  {formatCount(games, language)}
                </td>
                <td className={`${CELL} w-3/5 pr-0 tabular-nums sm:pr-0`}>
                  <ShareBar value={share} text={percent(share)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Panel>
  );
}
