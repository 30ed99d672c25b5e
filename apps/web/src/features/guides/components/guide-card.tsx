import { type GuideSummary, guidePagePath, type Language } from '@riftscope/contracts';
import { Link } from 'react-router';
import { GameImage } from '../../../shared/ui/game-image.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { GuideFacts } from './guide-facts.tsx';

const CARD = 'relative flex gap-3 rounded-xl border border-line bg-surface p-4 sm:gap-4';

/** A guide of the list: champion icon, title (the link), summary, and its facts under them. */
export function GuideCard({ guide, language }: { guide: GuideSummary; language: Language }) {
  return (
    <article
      className={`group ${CARD} transition-colors hover:border-accent/50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent`}
    >
      <GameImage
        src={guide.champion.image_url}
        alt=""
        name={guide.champion.name}
        width={56}
        height={56}
        className="size-12 shrink-0 rounded-lg sm:size-14"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="text-xs font-semibold text-accent">{guide.champion.name}</p>
        <h2 className="text-lg leading-snug font-bold [overflow-wrap:anywhere] group-hover:text-accent">
          <Link
            to={`/${language}${guidePagePath(guide.slug)}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {guide.title}
          </Link>
        </h2>
        {guide.summary && (
          <p className="text-sm leading-relaxed text-muted [overflow-wrap:anywhere]">
            {guide.summary}
          </p>
        )}
        <GuideFacts guide={guide} language={language} className="mt-1" />
      </div>
    </article>
  );
}

/** The shape of a card while the list loads. */
export function GuideCardSkeleton() {
  return (
    <div className={CARD} aria-hidden="true">
      <Skeleton className="size-12 shrink-0 rounded-lg sm:size-14" />
      <div className="flex flex-1 flex-col gap-2.5">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4" />
        <Skeleton className="h-3 w-2/3" />
      </div>
    </div>
  );
}
