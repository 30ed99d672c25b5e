import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../shared/domain/format-number.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { ITEM_KINDS, type ItemKind } from '../item-list.ts';

/** All, Legendary and Boots, each with how many items it holds; the chosen one is pressed. */
export function ItemKindTabs({
  value,
  counts,
  onChange,
}: {
  value: ItemKind;
  counts: Record<ItemKind, number>;
  onChange: (kind: ItemKind) => void;
}) {
  const { t } = useTranslation('items');
  const language = useLanguage();
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-1.5">
      <legend className="sr-only">{t('classes.label')}</legend>
      {ITEM_KINDS.map((kind) => {
        const isPressed = kind === value;
        return (
          <button
            key={kind}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(kind)}
            className={`inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold transition-colors ${
              isPressed
                ? 'border-accent bg-accent text-bg'
                : 'border-line bg-surface-2 text-muted hover:border-accent/50 hover:text-text'
            }`}
          >
            {t(`classes.${kind}`)}
            <span className={`text-xs tabular-nums ${isPressed ? 'text-bg/80' : 'text-muted'}`}>
              {formatCount(counts[kind], language)}
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
