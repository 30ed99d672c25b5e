import { type ReactNode, useId } from 'react';

/** A titled block of the champion page; `note` sits beside the title (the sample it rests on). */
export function Panel({
  title,
  note,
  children,
  className = '',
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`min-w-0 rounded-xl border border-line bg-surface p-4 ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-base font-bold tracking-tight">
          {title}
        </h2>
        {note && <div className="text-xs text-muted">{note}</div>}
      </div>
      {children}
    </section>
  );
}

/** A sub-heading inside a panel (h3), or inside one of its parts (h4). */
export function PanelHeading({ children, level = 3 }: { children: ReactNode; level?: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <Heading className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">
      {children}
    </Heading>
  );
}

/** The line a panel shows when its list is empty. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>;
}
