import { type Region, regionLabel } from '@riftscope/contracts';
import type { ReactNode } from 'react';
import { GameImage } from '../../../shared/ui/game-image.tsx';

/** A column's box without its display: a card of its own on phones, one of five across on wide screens. */
export const COLUMN_BOX =
  'h-full min-w-0 flex-col gap-4 rounded-xl border border-line bg-surface p-3 sm:p-4 xl:p-3';

/** A column's box, always shown. */
export const COLUMN_CLASS = `flex ${COLUMN_BOX}`;

/** A win rate's colour: green from one game in two, red below. */
export const rateClass = (rate: number) => (rate >= 50 ? 'text-win' : 'text-loss');

/**
 * The top of every column: the profile icon (a neutral tile while there is none), the name as
 * the column's heading, and the region with what else is known (the level).
 */
export function ColumnHeader({
  headingId,
  name,
  region,
  iconUrl = null,
  iconName,
  details,
}: {
  headingId: string;
  name: ReactNode;
  region: Region;
  iconUrl?: string | null;
  /** The player's game name: the icon's tooltip, and its initials when the art is missing. */
  iconName?: string;
  details?: string;
}) {
  return (
    <header className="flex items-center gap-3">
      <GameImage
        src={iconUrl}
        alt=""
        name={iconName}
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-xl"
      />
      <div className="min-w-0">
        <h2 id={headingId} className="leading-tight font-bold break-words">
          {name}
        </h2>
        <p className="mt-0.5 text-xs text-muted">
          <span className="font-semibold">{regionLabel(region)}</span>
          {details && ` · ${details}`}
        </p>
      </div>
    </header>
  );
}

/** A small caps title of one block of a column. */
export function BlockTitle({ children }: { children: ReactNode }) {
  return (
    <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-muted uppercase">{children}</h3>
  );
}
