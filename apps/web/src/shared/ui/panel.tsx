import { type ReactNode, useId } from 'react';

/** A titled block of a page, with a line under the title saying what its figures are. */
export function Panel({
  title,
  hint,
  children,
}: {
  title: string;
  hint: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-line bg-surface p-3 sm:p-4"
    >
      <h2 id={headingId} className="text-base font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-xs text-muted">{hint}</p>
      <div className="mt-3">{children}</div>
    </section>
  );
}
