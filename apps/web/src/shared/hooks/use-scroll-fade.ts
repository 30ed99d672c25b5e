import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Which sides of a sideways-scrolling row hide content past their edge. */
export type HiddenSides = 'none' | 'start' | 'end' | 'both';

function hiddenSides(row: HTMLElement): HiddenSides {
  const hasStart = row.scrollLeft > 1;
  const hasEnd = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
  if (hasStart && hasEnd) return 'both';
  if (hasStart) return 'start';
  return hasEnd ? 'end' : 'none';
}

// The row's edge fades where content is hidden past it, so a phone shows that it scrolls.
const FADE: Record<HiddenSides, string> = {
  none: '',
  start: '[mask-image:linear-gradient(to_right,transparent,black_2.5rem)]',
  end: '[mask-image:linear-gradient(to_left,transparent,black_2.5rem)]',
  both: '[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%_-_2.5rem),transparent)]',
};

/**
 * Measures which edges of the row in `rowRef` hide content (on mount, on resize and on its
 * `onScroll`), and the class that fades those edges out. Off (`isOn` false), it measures nothing.
 */
export function useScrollFade(rowRef: RefObject<HTMLElement | null>, isOn = true) {
  const [hidden, setHidden] = useState<HiddenSides>('none');
  const measure = useCallback(() => {
    if (rowRef.current) setHidden(hiddenSides(rowRef.current));
  }, [rowRef]);
  useEffect(() => {
    if (!isOn) return;
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [isOn, measure]);
  return { hidden, fadeClass: FADE[hidden], onScroll: isOn ? measure : undefined };
}
