import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../shared/ui/skeleton.tsx';

const SKELETON_MATCHES = 5;

/**
 * The summoner page's frame: its title and description beside the search, then the page's body.
 * The page and its skeleton share it, so that the one replaces the other without a shift.
 */
export function SummonerPageFrame({
  search,
  children,
}: {
  search: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('summoner');
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <header className="mb-6 grid items-center gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)]">
        <div className="space-y-1">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('title')}</h1>
          {/* On phones the player's games come first: the description waits for wider screens. */}
          <p className="hidden text-sm text-muted sm:block">{t('description')}</p>
        </div>
        {search}
      </header>
      {children}
    </div>
  );
}

/** Where the search box will be, while its code or texts load. */
export const SearchSkeleton = () => <Skeleton className="h-16 rounded-2xl" />;

/** The shape of a match card while the list loads. */
export function MatchCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex items-center gap-4 rounded-xl border border-line bg-surface px-3 py-3"
    >
      <div className="w-20 space-y-1.5">
        <Skeleton className="h-4 w-14" />
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-3 w-10" />
      </div>
      <Skeleton className="size-12 shrink-0 rounded-xl" />
      <Skeleton className="h-11 w-12 shrink-0" />
      <div className="flex-1 space-y-1.5">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-3 w-16" />
      </div>
    </div>
  );
}

/** The profile column and the match list as grey blocks, while the player loads. */
export function ProfileSkeleton() {
  const { t } = useTranslation('summoner');
  return (
    <div aria-busy="true" className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div className="space-y-4" aria-hidden="true">
        <div className="flex gap-4 rounded-xl border border-line bg-surface p-4">
          <Skeleton className="size-20 shrink-0 rounded-2xl" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-4 h-10 w-32" />
          </div>
        </div>
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-20 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
      <div className="space-y-2" aria-hidden="true">
        <Skeleton className="mb-3 h-7 w-40" />
        {Array.from({ length: SKELETON_MATCHES }, (_, index) => (
          <MatchCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/**
 * The whole summoner page as a skeleton: what the server sends before any code has run, and
 * what the app shows while the page's code loads (router.tsx), so its main area is never blank.
 */
export function SummonerPageSkeleton() {
  return (
    <SummonerPageFrame search={<SearchSkeleton />}>
      <ProfileSkeleton />
    </SummonerPageFrame>
  );
}
