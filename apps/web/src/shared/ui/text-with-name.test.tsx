import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWithName } from './text-with-name.tsx';

const sentence = (name: string) => `Profile of ${name}, again ${name}.`;

describe('TextWithName', () => {
  it('isolates a name with a right-to-left override where the sentence puts it', () => {
    const { container } = render(<TextWithName sentence={sentence} name={'\u202EMirror'} />);

    expect(container.textContent).toBe('Profile of \u202EMirror, again \u202EMirror.');
    const isolated = [...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(isolated).toEqual(['\u202EMirror', '\u202EMirror']);
  });

  it('isolates a right-to-left name', () => {
    const { container } = render(<TextWithName sentence={sentence} name="محمد" />);

    expect(container.querySelectorAll('bdi')).toHaveLength(2);
  });

  it('shows what it is given for the name inside the isolate', () => {
    const { container } = render(
      <TextWithName
        sentence={sentence}
        name={'\u202EMirror#EUW'}
        shown={
          <>
            <bdi>{'\u202EMirror'}</bdi>
            <bdi>#EUW</bdi>
          </>
        }
      />,
    );

    expect(container.textContent).toBe('Profile of \u202EMirror#EUW, again \u202EMirror#EUW.');
    expect(container.querySelectorAll('bdi > bdi')).toHaveLength(4);
  });

  it('keeps a left-to-right name in the one text of the sentence', () => {
    const { container } = render(<TextWithName sentence={sentence} name="Mirror" />);

    expect(container.innerHTML).toBe('Profile of Mirror, again Mirror.');
  });
});
