import { useId } from 'react';
import { inputClass } from '../../../shared/ui/text-field.tsx';

/** A labelled select of typed choices, with the field's error beneath it. */
export function NewsSelectField<V extends string>({
  label,
  value,
  options,
  error,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  error: string | undefined;
  onChange: (value: V) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const option = options.find((o) => o.value === event.target.value);
          if (option) onChange(option.value);
        }}
        className={`${inputClass} pr-8`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}
