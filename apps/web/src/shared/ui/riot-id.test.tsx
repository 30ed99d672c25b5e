import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RiotId } from './riot-id.tsx';

describe('RiotId', () => {
  it('keeps the tag whole while the game name may wrap', () => {
    render(
      <p>
        <RiotId gameName="A Very Long Game Name" tagLine="EUW1" nameClassName="break-words" />
      </p>,
    );

    const tag = screen.getByText('#EUW1');
    expect(tag.className).toContain('whitespace-nowrap');
    expect(screen.getByText('A Very Long Game Name').className).not.toContain('whitespace-nowrap');
    expect(tag.parentElement?.textContent).toBe('A Very Long Game Name#EUW1');
  });
});
