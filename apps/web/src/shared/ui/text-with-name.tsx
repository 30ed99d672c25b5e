import { isolateBidi } from '@riftscope/contracts';
import { Fragment, type ReactNode } from 'react';

/** Where the name goes while the sentence is made: a private-use character no text of ours holds. */
const SLOT = '\uE001';

/**
 * A sentence with someone's name in it (a Riot ID, a nickname): `sentence` is given the name and
 * returns the text (`(name) => t('key', { name })`). A name that could reorder the text around it
 * (a right-to-left override, right-to-left letters: what `isolateBidi` would isolate) is shown in a
 * `<bdi>` where the sentence puts it, as `shown` when given (a Riot ID as `RiotId` shows it, game
 * name and tag each isolated, so that a right-to-left game name keeps its tag after it); any other
 * name stays in the sentence's one text. The text read out is the sentence with the name either
 * way, as `t` alone would give it.
 */
export function TextWithName({
  sentence,
  name,
  shown = name,
}: {
  sentence: (name: string) => string;
  name: string;
  shown?: ReactNode;
}) {
  if (isolateBidi(name) === name) return <>{sentence(name)}</>;
  const [first = '', ...rest] = sentence(SLOT).split(SLOT);
  return (
    <>
      {first}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <bdi>{shown}</bdi>
          {part}
        </Fragment>
      ))}
    </>
  );
}
