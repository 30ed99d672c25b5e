import type { ReactNode } from 'react';
import { GameImage } from './game-image.tsx';

/**
 * One champion of a short list of figures (the recent summary, a multi-search column): its
 * icon, its name and, under the name, the figures the list shows.
 */
export function ChampionLine({
  name,
  imageUrl,
  children,
}: {
  name: string;
  imageUrl: string | null;
  children: ReactNode;
}) {
  return (
    <li className="flex items-center gap-2">
      <GameImage
        src={imageUrl}
        alt=""
        name={name}
        width={28}
        height={28}
        className="size-7 shrink-0 rounded-md"
      />
      <div className="min-w-0 flex-1 text-xs">
        <p className="truncate text-sm font-semibold">{name}</p>
        {children}
      </div>
    </li>
  );
}
