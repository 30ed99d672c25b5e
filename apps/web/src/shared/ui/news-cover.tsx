import { GameImage } from './game-image.tsx';

/**
 * A news cover in its 1200×630 frame; the frame keeps its shape while the image loads or when
 * there is none, so nothing jumps.
 */
export function NewsCover({
  src,
  className = '',
  isEager = false,
}: {
  src: string | null;
  className?: string;
  /** The page's main image: load it at once. */
  isEager?: boolean;
}) {
  return (
    <div className={`aspect-[40/21] bg-surface-2 ${className}`}>
      <GameImage
        src={src}
        alt=""
        width={1200}
        height={630}
        {...(isEager ? { loading: 'eager' as const } : {})}
        className="block size-full object-cover"
      />
    </div>
  );
}
