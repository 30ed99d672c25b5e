import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/match-media.ts';
import { useMediaQuery } from './use-media-query.ts';

function Probe() {
  return <p>{useMediaQuery('(min-width: 48rem)') ? 'wide' : 'narrow'}</p>;
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers for the window it renders in and follows it across the breakpoint', () => {
    const media = stubMatchMedia(390);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('narrow')).toBeTruthy();
    act(() => media.resize(1280));
    expect(screen.getByText('wide')).toBeTruthy();
    act(() => media.resize(500));
    expect(screen.getByText('narrow')).toBeTruthy();
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
