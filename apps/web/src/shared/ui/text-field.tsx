import { type InputHTMLAttributes, useId } from 'react';

export const inputClass =
  'h-11 w-full rounded-lg border border-line bg-bg px-3 text-text placeholder:text-muted/70 focus:border-accent focus:outline-none';

/** A labelled input with the server's error for that field beneath it. */
export function TextField({
  label,
  error,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-muted">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-loss">
          {error}
        </p>
      )}
    </div>
  );
}
