import { placeholderHue, placeholderInitials } from '@riftscope/contracts';
import { type ImgHTMLAttributes, useState } from 'react';

/**
 * An image of the game (champion, item, spell, rune, profile icon) or from our storage. It names
 * itself: `alt` for screen readers, `name` as the tooltip. When it cannot load (offline, blocked,
 * a broken URL) a named image shows its initials on a hue of its own, by the rule of the server's
 * placeholder (contracts' placeholder.ts), so icon-only controls stay readable; an unnamed one
 * keeps a neutral tile.
 */
export function GameImage({
  src,
  alt,
  name,
  title = name,
  className = '',
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src: string | null | undefined;
  /** The thing's name, or "" when the same name is written next to the image. */
  alt: string;
  /** The thing's name, localised by the server: the tooltip, and the initials if the art fails. */
  name?: string;
  /** The tooltip when it should say more than the name (the name by default). */
  title?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    const a11y = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    if (!name) {
      return (
        <span
          {...a11y}
          title={title}
          className={`inline-block bg-gradient-to-br from-surface-2 to-line ${className}`}
        />
      );
    }
    /*
     * The letters are CSS content, scaled to the box the class gives (the box is their container),
     * so they stay out of the text a row is read or copied as: `alt` names the image.
     */
    return (
      <span
        {...a11y}
        title={title}
        data-initials={placeholderInitials(name)}
        style={{ backgroundColor: `hsl(${placeholderHue(name)} 50% 30%)` }}
        className={`inline-block font-semibold text-white [container-type:size] before:block before:text-center before:leading-[100cqh] before:text-[length:40cqmin] before:content-[attr(data-initials)] ${className}`}
      />
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      title={title}
      // An empty alt means the name is written beside the picture; hidden, the tooltip does not
      // make screen readers say the name twice (Chromium names an image by its title).
      {...(alt ? {} : { 'aria-hidden': true })}
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
 * as the alternative text and the tooltip: for icons that stand alone, with no name beside them.
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
    <GameImage src={src} alt={name} name={name} width={size} height={size} className={className} />
  );
}
