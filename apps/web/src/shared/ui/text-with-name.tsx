import { isolateBidi } from '@riftscope/contracts';
import { Fragment } from 'react';

/** Where the name goes while the sentence is made: a private-use character no text of ours holds. */
const SLOT = '\uE001';

/**
 * A sentence with someone's name in it (a Riot ID, a nickname): `sentence` is given the name and
 * returns the text (`(name) => t('key', { name })`). A name that could reorder the text around it
 * (a right-to-left override, right-to-left letters: what `isolateBidi` would isolate) is shown in a
 * `<bdi>` where the sentence puts it; any other name stays in the sentence's one text. The text
 * read out is the sentence with the name either way, as `t` alone would give it.
 */
export function TextWithName({
  sentence,
  name,
}: {
  sentence: (name: string) => string;
  name: string;
}) {
  if (isolateBidi(name) === name) return <>{sentence(name)}</>;
  const [first = '', ...rest] = sentence(SLOT).split(SLOT);
  return (
    <>
      {first}
      {rest.map((part, index) => (
        <Fragment key={index}>
          <bdi>{name}</bdi>
          {part}
        </Fragment>
      ))}
    </>
  );
}
