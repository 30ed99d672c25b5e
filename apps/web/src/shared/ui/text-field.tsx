import { type InputHTMLAttributes, useId } from 'react';

export const inputClass =
  'h-11 w-full rounded-lg border border-line bg-bg px-3 text-text placeholder:text-muted/70 focus:border-accent focus:outline-none';

/**
 * A labelled input with what it takes (`hint`, shown from the start) and the server's error for
 * that field beneath it.
 */
export function TextField({
  label,
  error,
  hint,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-muted">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
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
