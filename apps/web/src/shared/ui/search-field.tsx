import { useId } from 'react';

/**
 * A search box with a magnifier and a label read out but not shown: the list it narrows is
 * right under it. Texts come from the screen, in its own namespace.
 */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
  className = '',
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`relative w-full ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      >
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M13 13l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        className="h-10 w-full rounded-lg border border-line bg-bg pr-3 pl-9 text-sm text-text placeholder:text-muted/70 focus:border-accent focus:outline-none"
      />
    </div>
  );
}
