import { type ImgHTMLAttributes, useState } from 'react';

/**
 * An image from the game-asset CDN or our storage that degrades to a neutral tile when it
 * cannot load (offline, blocked or missing), keeping the layout.
 */
export function GameImage({
  src,
  alt,
  className = '',
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  alt: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    const tile = `inline-block bg-gradient-to-br from-surface-2 to-line ${className}`;
    return alt ? (
      <span role="img" aria-label={alt} className={tile} />
    ) : (
      <span aria-hidden="true" className={tile} />
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={className}
      {...props}
    />
  );
}

/**
 * A named game asset (champion, spell, rune, item) drawn square at `size` pixels, with its name
 * as the alternative text and the tooltip.
 */
export function GameIcon({
  src,
  name,
  size,
  className,
}: {
  src: string | null | undefined;
  name: string;
  size: number;
  className: string;
}) {
  return (
    <GameImage src={src} alt={name} title={name} width={size} height={size} className={className} />
  );
}
