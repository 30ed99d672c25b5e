/** A grey block standing in for content that is loading. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`animate-pulse rounded-lg bg-surface-2 ${className}`} />
  );
}
