import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query.ts';

/** A matchMedia whose one query matches while `width` is at least 768 px. */
function fakeMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(min-width: 48rem)' && width >= 768;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(to: number) {
      width = to;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function Probe() {
  return <p>{useMediaQuery('(min-width: 48rem)') ? 'wide' : 'narrow'}</p>;
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers for the window it renders in and follows it across the breakpoint', () => {
    const media = fakeMatchMedia(390);
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
