import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list showing its first `visible` entries and a button that says how many more there are and
 * shows them: nothing is left out without saying so.
 */
export function MoreList<T>({
  entries,
  visible = 3,
  render,
  keyOf,
  className = 'space-y-2',
}: {
  entries: readonly T[];
  visible?: number;
  render: (entry: T, index: number) => ReactNode;
  keyOf: (entry: T, index: number) => string;
  className?: string;
}) {
  const { t } = useTranslation('champions');
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const hidden = entries.length - visible;
  const shown = isOpen || hidden <= 0 ? entries : entries.slice(0, visible);
  return (
    <div className="space-y-2">
      <ul id={listId} className={className}>
        {shown.map((entry, index) => (
          <li key={keyOf(entry, index)}>{render(entry, index)}</li>
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setIsOpen((open) => !open)}
          className="text-xs font-semibold text-link hover:underline"
        >
          {isOpen ? t('fewer') : t('more', { count: hidden })}
        </button>
      )}
    </div>
  );
}
