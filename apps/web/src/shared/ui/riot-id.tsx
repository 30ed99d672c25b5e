/**
 * A Riot ID as `name#TAG`. The game name may wrap or be cut (`nameClassName`), but the tag is
 * never broken: half a tag names another player.
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
      <span className={nameClassName}>{gameName}</span>
      <span className={`whitespace-nowrap ${tagClassName}`}>#{tagLine}</span>
    </>
  );
}
