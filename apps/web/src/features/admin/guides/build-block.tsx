import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { type PickOption, SearchPicker } from './search-picker.tsx';

/** A build block's frame: its legend, what it takes, its content and its error. */
export function BuildBlock({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      aria-describedby={describedBy}
      className={`min-w-0 space-y-3 rounded-xl border p-3 sm:p-4 ${error ? 'border-loss/60' : 'border-line'}`}
    >
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {hint && (
        <p id={hintId ?? undefined} className="-mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId ?? undefined} className="text-sm text-loss">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A radio or checkbox drawn as the thing's icon, its name beside it or for screen readers only. */
export function ChoiceTile({
  type,
  group,
  option,
  isChecked,
  isDisabled = false,
  isNameShown = false,
  onChoose,
}: {
  type: 'radio' | 'checkbox';
  /** The radio group's name. */
  group?: string;
  option: { name: string; image_url: string | null };
  isChecked: boolean;
  isDisabled?: boolean;
  isNameShown?: boolean;
  onChoose: () => void;
}) {
  return (
    <label
      title={option.name}
      className={`inline-flex items-center gap-2 rounded-lg ${isDisabled ? 'cursor-not-allowed opacity-40' : 'cursor-pointer'} ${isNameShown ? 'pr-2' : ''}`}
    >
      <input
        type={type}
        name={group}
        checked={isChecked}
        disabled={isDisabled}
        onChange={onChoose}
        className="peer sr-only"
      />
      <span className="inline-flex rounded-lg p-0.5 ring-2 ring-transparent peer-checked:ring-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent">
        <GameImage
          src={option.image_url}
          alt=""
          name={option.name}
          width={36}
          height={36}
          className={`size-9 rounded-md ${isChecked ? '' : 'opacity-60 grayscale-[60%]'}`}
        />
      </span>
      <span className={isNameShown ? 'text-sm' : 'sr-only'}>{option.name}</span>
    </label>
  );
}

function RowButton({
  label,
  isDisabled = false,
  onClick,
  children,
}: {
  label: string;
  isDisabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={isDisabled}
      onClick={onClick}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-text disabled:cursor-not-allowed disabled:opacity-30"
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/** Keys that follow an item when it moves, so that a moved row keeps the focus of its button. */
function rowKeys(ids: readonly number[]): string[] {
  const seen = new Map<number, number>();
  return ids.map((id) => {
    const nth = (seen.get(id) ?? 0) + 1;
    seen.set(id, nth);
    return `${id}:${nth}`;
  });
}

/**
 * A list of items chosen with a search box: starting items (repeats allowed), the core in its
 * order (moved up and down), situational items. `nameOf` names a chosen id; `itemError` is the
 * error of the item at an index, if the server refused it.
 */
export function ItemListBlock({
  legend,
  hint,
  pickerLabel,
  options,
  chosen,
  max,
  isOrdered = false,
  nameOf,
  error,
  itemError,
  onChange,
}: {
  legend: string;
  hint: string;
  pickerLabel: string;
  /** What the search box offers (what may still be added). */
  options: readonly PickOption[];
  chosen: readonly number[];
  max: number;
  isOrdered?: boolean;
  nameOf: (id: number) => PickOption;
  error: string | undefined;
  itemError: (index: number, name: string) => string | undefined;
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('admin');
  const keys = rowKeys(chosen);
  const move = (index: number, step: number) => {
    const next = [...chosen];
    const [moved] = next.splice(index, 1);
    if (moved !== undefined) next.splice(index + step, 0, moved);
    onChange(next);
  };
  return (
    <BuildBlock legend={legend} hint={hint} error={error}>
      {chosen.length === 0 ? (
        <p className="text-sm text-muted">{t('guides.form.none_chosen')}</p>
      ) : (
        <ol className="space-y-1.5">
          {chosen.map((id, index) => {
            const item = nameOf(id);
            const problem = itemError(index, item.name);
            return (
              <li key={keys[index]} className="space-y-1">
                <div
                  className={`flex items-center gap-2 rounded-lg border bg-bg px-2 py-1 ${problem ? 'border-loss' : 'border-line'}`}
                >
                  {isOrdered && (
                    <span className="w-4 text-xs text-muted tabular-nums">{index + 1}</span>
                  )}
                  <GameImage
                    src={item.image_url}
                    alt=""
                    name={item.name}
                    width={28}
                    height={28}
                    className="size-7 shrink-0 rounded"
                  />
                  <span className="min-w-0 flex-1 truncate text-sm">{item.name}</span>
                  {isOrdered && (
                    <>
                      <RowButton
                        label={t('guides.form.move_up', { name: item.name })}
                        isDisabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        ↑
                      </RowButton>
                      <RowButton
                        label={t('guides.form.move_down', { name: item.name })}
                        isDisabled={index === chosen.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </RowButton>
                    </>
                  )}
                  <RowButton
                    label={t('guides.form.remove', { name: item.name })}
                    onClick={() => onChange(chosen.filter((_, i) => i !== index))}
                  >
                    ×
                  </RowButton>
                </div>
                {problem && <p className="text-sm text-loss">{problem}</p>}
              </li>
            );
          })}
        </ol>
      )}
      {chosen.length < max && (
        <SearchPicker
          label={pickerLabel}
          placeholder={t('guides.form.search_items')}
          options={options}
          onPick={(option) => onChange([...chosen, option.id])}
        />
      )}
    </BuildBlock>
  );
}
