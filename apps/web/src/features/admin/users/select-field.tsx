import { type SelectHTMLAttributes, useId } from 'react';
import { inputClass } from '../../../shared/ui/text-field.tsx';

export const selectClass = `${inputClass} cursor-pointer disabled:cursor-not-allowed disabled:opacity-60`;

/** A labelled select with an optional hint and the server's error for that field beneath it. */
export function SelectField({
  label,
  hint,
  error,
  className = '',
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        className={`${selectClass} ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      >
        {children}
      </select>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}
