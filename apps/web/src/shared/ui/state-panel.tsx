import type { ReactNode } from 'react';

/** The body of an empty, error or not-found state: a title, a hint and optional actions. */
export function StatePanel({
  title,
  hint,
  code,
  children,
  role,
  isPageTitle = false,
}: {
  title: string;
  /** A status code shown large above the title (the not-found page's 404). */
  code?: string;
  /** The panel is the page's content, so its title is the page's h1. */
  isPageTitle?: boolean;
  hint?: ReactNode;
  children?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <div
      role={role}
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl border border-line bg-surface px-6 py-12 text-center"
    >
      {code && (
        <p className="text-6xl font-extrabold tracking-tight text-accent sm:text-7xl">{code}</p>
      )}
      {isPageTitle ? (
        <h1 className="text-lg font-semibold">{title}</h1>
      ) : (
        <p className="text-lg font-semibold">{title}</p>
      )}
      {hint && <p className="text-muted">{hint}</p>}
      {children && <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
