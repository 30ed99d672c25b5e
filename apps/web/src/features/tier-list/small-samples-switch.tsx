import { TIER_LETTER_MIN_GAMES } from '@riftscope/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/domain/format-number.ts';
import { useLanguage } from '../../shared/hooks/use-language.ts';

/** "Show small samples (N)": shows or hides the rows under the tier letter's minimum sample. */
export function SmallSamplesSwitch({
  count,
  isOn,
  onChange,
}: {
  /** The rows under the minimum, shown or not. */
  count: number;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
}) {
  const { t } = useTranslation('tier-list');
  const language = useLanguage();
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold text-text">
      <span className="relative inline-flex h-5 w-9 shrink-0">
        <input
          type="checkbox"
          role="switch"
          checked={isOn}
          aria-checked={isOn}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none h-5 w-9 rounded-full bg-surface-2 ring-1 ring-line transition-colors peer-checked:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-accent after:absolute after:top-0.5 after:left-0.5 after:size-4 after:rounded-full after:bg-text after:transition-transform peer-checked:after:translate-x-4"
        />
      </span>
      {t('small.switch', { formatted: formatCount(count, language) })}
    </label>
  );
}

/** "23 champions with fewer than 100 games hidden", beside the switch while they are. */
export function HiddenNote({ count }: { count: number }) {
  const { t } = useTranslation('tier-list');
  const language = useLanguage();
  return (
    <p className="text-xs text-muted">
      {t('small.hidden', {
        count,
        formatted: formatCount(count, language),
        min: formatCount(TIER_LETTER_MIN_GAMES, language),
      })}
    </p>
  );
}
