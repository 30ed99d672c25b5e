import type { ReactNode } from 'react';

/** A card of a figure inside a `<dl>`: its name, its value, and what the value rests on. */
export function StatCard({
  label,
  note,
  children,
}: {
  label: string;
  note: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 rounded-xl border border-line bg-surface p-2.5 sm:p-4">
      <dt className="text-[0.65rem] font-semibold tracking-wide text-muted uppercase sm:text-[0.7rem]">
        {label}
      </dt>
      <dd className="mt-1 text-lg font-extrabold tabular-nums sm:text-2xl">{children}</dd>
      <dd className="mt-1 text-[0.7rem] text-muted sm:text-xs">{note}</dd>
    </div>
  );
}
