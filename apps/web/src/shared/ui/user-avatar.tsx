import { GameImage } from './game-image.tsx';

/** The letter a user without a picture is shown by: their nickname's first, in upper case. */
export function avatarInitial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

/**
 * A user's avatar, or their initial on a neutral tile: the header and the profile page show the
 * same one. `className` sizes and rounds it, and sets the initial's text size.
 */
export function UserAvatar({
  name,
  avatar,
  alt,
  size,
  className,
}: {
  name: string;
  avatar: string | null;
  /** The image's text, or '' when the name is written beside it. */
  alt: string;
  /** Width and height in pixels, for the image's box before it loads. */
  size: number;
  className: string;
}) {
  if (avatar) {
    return (
      <GameImage
        src={avatar}
        alt={alt}
        width={size}
        height={size}
        className={`border border-line object-cover ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initial"
      className={`flex shrink-0 items-center justify-center border border-line bg-gradient-to-br from-surface-2 to-line font-extrabold text-muted ${className}`}
    >
      {avatarInitial(name)}
    </span>
  );
}
