/**
 * A Riot ID as `name#TAG`. The game name may wrap or be cut (`nameClassName`), but the tag is
 * never broken: half a tag names another player. Name and tag are each isolated (`<bdi>`), so that
 * a right-to-left override or a right-to-left name in them reorders nothing around them.
 */
export function RiotId({
  gameName,
  tagLine,
  nameClassName = '',
  tagClassName = 'text-muted',
}: {
  gameName: string;
  tagLine: string;
  nameClassName?: string;
  tagClassName?: string;
}) {
  return (
    <>
      <bdi className={nameClassName}>{gameName}</bdi>
      <bdi className={`whitespace-nowrap ${tagClassName}`}>#{tagLine}</bdi>
    </>
  );
}
