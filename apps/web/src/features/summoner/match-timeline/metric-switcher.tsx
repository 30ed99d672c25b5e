import { METRICS, type Metric } from '@riftscope/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { METRIC_COLORS } from './metric-colors.ts';

/** The chart's metric as a radio group: arrow keys move between metrics, as for any radios. */
export function MetricSwitcher({
  value,
  onChange,
}: {
  value: Metric;
  onChange: (metric: Metric) => void;
}) {
  const { t } = useTranslation('timeline');
  const name = useId();
  return (
    <fieldset className="flex flex-wrap gap-1.5">
      <legend className="sr-only">{t('metrics.label')}</legend>
      {METRICS.map((metric) => {
        const isChecked = metric === value;
        return (
          <label
            key={metric}
            style={isChecked ? { borderColor: METRIC_COLORS[metric] } : undefined}
            className={`inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-md border px-2.5 text-xs font-semibold transition-colors has-focus-visible:ring-2 has-focus-visible:ring-accent ${
              isChecked ? 'bg-bg text-text' : 'border-line bg-surface-2 text-muted hover:text-text'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={metric}
              checked={isChecked}
              onChange={() => onChange(metric)}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              className="size-2 rounded-full"
              style={{ backgroundColor: METRIC_COLORS[metric] }}
            />
            {t(`metrics.${metric}`)}
          </label>
        );
      })}
    </fieldset>
  );
}
