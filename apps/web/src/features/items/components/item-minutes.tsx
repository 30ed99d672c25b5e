import { asPercent, type ItemDetail } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { FIGURE_CELL as CELL, FigureHead, ShareBar } from '../../../shared/ui/figure-table.tsx';
import { Panel } from '../../../shared/ui/panel.tsx';
import { usePercent } from '../../../shared/ui/record-figures.tsx';

type Completed = NonNullable<ItemDetail['completed']>;
type Step = Completed['steps'][number];

/** "15–20 min", or "40+ min" for the last, open step. */
function useStepText() {
  const { t } = useTranslation('items');
  return (step: { from: number; to: number | null }) =>
    step.to === null
      ? t('minutes.step_open', { from: step.from })
      : t('minutes.step', { from: step.from, to: step.to });
}

const isMedian = (step: Step, completed: Completed) =>
  completed.median !== null && step.from === completed.median.from;

/**
 * When an item is completed: its timed completions by step of five minutes, each with its share
 * of them and a bar, the step of the median completion in the accent colour and named above the
 * table; with no completion timed, why not.
 */
export function ItemMinutes({ detail, completed }: { detail: ItemDetail; completed: Completed }) {
  const { t } = useTranslation('items');
  const language = useLanguage();
  const percent = usePercent();
  const stepText = useStepText();
  const hint = t('minutes.hint', { formatted: formatCount(completed.sample, language) });
  return (
    <Panel title={t('minutes.title')} hint={hint}>
      {completed.median === null ? (
        <p className="text-sm text-muted" role="status">
          {t('minutes.none')}
        </p>
      ) : (
        <>
          <p className="mb-2 text-sm" data-median>
            {t('minutes.median', { step: stepText(completed.median) })}
          </p>
          <table
            aria-label={t('minutes.label', { item: detail.item.name })}
            className="w-full text-sm"
          >
            <FigureHead
              columns={[
                { label: t('minutes.minute'), align: 'left' },
                { label: t('minutes.games'), align: 'right' },
                { label: t('minutes.share'), align: 'left' },
              ]}
            />
            <tbody>
              {completed.steps.map((step) => {
                const median = isMedian(step, completed);
                const share = asPercent(step.games / completed.sample);
                return (
                  <tr key={step.from} {...(median ? { 'data-usual': '' } : {})}>
                    <th
                      scope="row"
                      className={`${CELL} pl-0 text-left font-semibold whitespace-nowrap sm:pl-0 ${median ? 'text-accent' : ''}`}
                    >
                      {stepText(step)}
                    </th>
                    <td className={`${CELL} text-right text-muted tabular-nums`}>
                      {formatCount(step.games, language)}
                    </td>
                    <td className={`${CELL} w-1/2 pr-0 tabular-nums sm:pr-0`}>
                      <ShareBar value={share} text={percent(share)} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
    </Panel>
  );
}
