import { Link } from 'react-router';
import { GameImage } from './game-image.tsx';

/**
 * A table row's head: a thing's art and name, a link to its page when it has one (`to`). A long
 * name may break within itself on a phone rather than widen the table.
 */
export function IconName({
  to,
  src,
  name,
  iconClassName,
}: {
  to: string | null;
  src: string | null;
  name: string;
  /** The art's size and shape. */
  iconClassName: string;
}) {
  const content = (
    <>
      <GameImage
        src={src}
        alt=""
        name={name}
        width={32}
        height={32}
        className={`block shrink-0 ${iconClassName}`}
      />
      <span className="min-w-0 text-[0.8125rem] [overflow-wrap:anywhere] sm:text-sm">{name}</span>
    </>
  );
  return to === null ? (
    <span className="flex items-center gap-2">{content}</span>
  ) : (
    <Link to={to} className="flex items-center gap-2 rounded-md hover:text-accent">
      {content}
    </Link>
  );
}
