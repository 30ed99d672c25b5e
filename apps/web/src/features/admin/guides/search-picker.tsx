import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterByName } from '../../../shared/domain/fold-for-search.ts';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { inputClass } from '../../../shared/ui/text-field.tsx';

/** Something the pickers offer: a champion, an item or a spell of the catalog. */
export interface PickOption {
  id: number;
  name: string;
  image_url: string | null;
}

/**
 * A search box that offers `options` as one types (or on Arrow Down), and hands the one chosen
 * to `onPick`, by click or by the arrow keys and Enter (the WAI-ARIA combobox pattern). Escape
 * closes the list only, not the dialog around it.
 */
export function SearchPicker<T extends PickOption>({
  label,
  placeholder,
  options,
  onPick,
  isDisabled = false,
  describedBy,
  isInvalid = false,
}: {
  label: string;
  placeholder: string;
  options: readonly T[];
  onPick: (option: T) => void;
  isDisabled?: boolean;
  /** The ids of the hint and error beneath the box. */
  describedBy?: string | undefined;
  isInvalid?: boolean;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const listId = `${id}-list`;
  const matches = filterByName(options, text, (option) => option.name);
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (option: T) => {
    onPick(option);
    setText('');
    setOpen(false);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + matches.length) % Math.max(1, matches.length));
    } else if (event.key === 'Enter') {
      // Enter chooses; it never sends the form around the box.
      event.preventDefault();
      const match = matches[active];
      if (isOpen && match) pick(match);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="relative space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-muted">
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isOpen && matches[active] ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        value={text}
        placeholder={placeholder}
        disabled={isDisabled}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={`${inputClass} h-10 text-sm disabled:cursor-not-allowed disabled:opacity-60 ${isInvalid ? 'border-loss' : ''}`}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-64 overflow-y-auto rounded-lg border border-line bg-surface-2 p-1 shadow-lg shadow-black/40"
      >
        {matches.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the box's arrow keys and Enter choose, as a listbox's options are chosen
          <div
            key={option.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Chosen before the box loses focus and closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            className={`flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm ${
              index === active ? 'bg-accent/15 text-text' : 'text-muted hover:text-text'
            }`}
          >
            <GameImage
              src={option.image_url}
              alt=""
              name={option.name}
              width={24}
              height={24}
              className="size-6 shrink-0 rounded"
            />
            {option.name}
          </div>
        ))}
        {matches.length === 0 && (
          <p className="px-2 py-1.5 text-sm text-muted">{t('guides.form.no_match')}</p>
        )}
      </div>
    </div>
  );
}
