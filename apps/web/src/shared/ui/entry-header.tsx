import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GameImage } from './game-image.tsx';
import { LoadingState } from './query-view.tsx';
import { Skeleton } from './skeleton.tsx';

const IMAGE_SHAPES = { round: 'rounded-full', square: 'rounded-xl' } as const;

/**
 * The head of an entry of a list (a rune, an item): the way back to the list, the entry's art
 * and name as the page's h1, a line of `details` under the name, its description, and the
 * figures given as `children`. Texts come from the screen, in its own namespace.
 */
export function EntryHeader({
  breadcrumb,
  name,
  image,
  details,
  description,
  children,
}: {
  /** The breadcrumb's name, and the list's name and address. */
  breadcrumb: { label: string; list: string; href: string };
  name: string;
  image: { src: string | null; shape: keyof typeof IMAGE_SHAPES };
  details: ReactNode;
  description: string | null;
  children?: ReactNode;
}) {
  return (
    <header className="space-y-4">
      <nav aria-label={breadcrumb.label} className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to={breadcrumb.href} className="hover:text-accent hover:underline">
              {breadcrumb.list}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-text">
            {name}
          </li>
        </ol>
      </nav>
      <div className="flex items-start gap-4">
        <GameImage
          src={image.src}
          alt=""
          name={name}
          width={80}
          height={80}
          className={`block size-16 shrink-0 bg-bg ring-2 ring-accent/40 sm:size-20 ${IMAGE_SHAPES[image.shape]}`}
        />
        <div className="min-w-0 flex-1 space-y-1.5">
          <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">{name}</h1>
          {details}
        </div>
      </div>
      {description && <p className="max-w-prose text-sm">{description}</p>}
      {children}
    </header>
  );
}

/** The entry header's place while its answer loads, with its three figure cards. */
export function EntryHeaderSkeleton({ shape }: { shape: keyof typeof IMAGE_SHAPES }) {
  return (
    <div className="space-y-4" aria-hidden="true">
      <Skeleton className="h-4 w-32" />
      <div className="flex items-center gap-4">
        <Skeleton className={`size-16 shrink-0 sm:size-20 ${IMAGE_SHAPES[shape]}`} />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <Skeleton className="h-10 max-w-prose" />
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
      </div>
    </div>
  );
}

/**
 * An entry's page while its answer loads: what is loading (`text`, read out), the header's
 * skeleton and two blocks of figures side by side from 1024 px, `blockClassName` tall.
 */
export function EntryPageLoading({
  text,
  shape,
  blockClassName,
}: {
  text: string;
  shape: keyof typeof IMAGE_SHAPES;
  blockClassName: string;
}) {
  return (
    <LoadingState text={text} className="space-y-5">
      <EntryHeaderSkeleton shape={shape} />
      <div className="grid items-start gap-4 lg:grid-cols-2" aria-hidden="true">
        <Skeleton className={`${blockClassName} rounded-xl`} />
        <Skeleton className={`${blockClassName} rounded-xl`} />
      </div>
    </LoadingState>
  );
}
