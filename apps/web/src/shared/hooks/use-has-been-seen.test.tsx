import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../test/intersection-observer.ts';
import { useHasBeenSeen } from './use-has-been-seen.ts';

function Box() {
  const [ref, hasBeenSeen] = useHasBeenSeen<HTMLDivElement>();
  return <div ref={ref}>{hasBeenSeen ? 'drawn' : 'waiting'}</div>;
}

/** The box appears only once something else has loaded, after the hook's first render. */
function LateBox({ isLoaded }: { isLoaded: boolean }) {
  const [ref, hasBeenSeen] = useHasBeenSeen<HTMLDivElement>();
  return isLoaded ? <div ref={ref}>{hasBeenSeen ? 'drawn' : 'waiting'}</div> : null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useHasBeenSeen', () => {
  it('waits until the box comes into the window, then stays true and stops watching', () => {
    const observer = stubIntersectionObserver();
    render(<Box />);
    expect(screen.getByText('waiting')).toBeDefined();

    act(() => observer.scrollTo(false));
    expect(screen.getByText('waiting')).toBeDefined();

    act(() => observer.scrollTo(true));
    expect(screen.getByText('drawn')).toBeDefined();
    expect(observer.watched()).toBe(0);

    act(() => observer.scrollTo(false));
    expect(screen.getByText('drawn')).toBeDefined();
  });

  it('stops watching when the box goes away unseen', () => {
    const observer = stubIntersectionObserver();
    const { unmount } = render(<Box />);
    expect(observer.watched()).toBe(1);
    unmount();
    expect(observer.watched()).toBe(0);
  });

  it('watches a box that appears after the first render', () => {
    const observer = stubIntersectionObserver();
    const { rerender } = render(<LateBox isLoaded={false} />);
    expect(observer.watched()).toBe(0);
    rerender(<LateBox isLoaded />);
    act(() => observer.scrollTo(true));
    expect(screen.getByText('drawn')).toBeDefined();
  });

  it('says yes at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Box />);
    expect(screen.getByText('drawn')).toBeDefined();
  });
});
