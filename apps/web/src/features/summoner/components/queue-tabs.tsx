import { QUEUE_FILTERS, type QueueFilter } from '@riftscope/contracts';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useScrollFade } from '../../../shared/hooks/use-scroll-fade.ts';
import { tabLinkClass } from '../../../shared/ui/tab-link-class.ts';
import { searchWith } from '../page-search.ts';

/**
 * The queue tabs (All, Ranked Solo/Duo… Other): links to the same page with `?queue=`, so a
 * filtered page can be shared and reloaded, and the rest of the address is kept. The shown tab
 * is marked with aria-current. On a phone the row scrolls sideways, the shown tab in view, and
 * fades out at an edge with tabs past it.
 */
export function QueueTabs({ queue }: { queue: QueueFilter }) {
  const { t } = useTranslation('summoner');
  const { pathname, search } = useLocation();
  const rowRef = useRef<HTMLUListElement>(null);
  const shownRef = useRef<HTMLAnchorElement>(null);
  const { hidden, fadeClass, onScroll } = useScrollFade(rowRef);

  // Only the row scrolls: scrollIntoView would move the page too.
  useLayoutEffect(() => {
    const row = rowRef.current;
    const shown = shownRef.current;
    if (!row || !shown || queue === 'all') return;
    const overflow = shown.offsetLeft + shown.offsetWidth - (row.scrollLeft + row.clientWidth);
    if (overflow > 0) row.scrollLeft += overflow + 16;
  }, [queue]);

  return (
    <nav aria-label={t('queue_tabs.label')} className="-mx-4 sm:mx-0">
      <ul
        ref={rowRef}
        onScroll={onScroll}
        data-hidden-tabs={hidden}
        className={`flex gap-1.5 overflow-x-auto px-4 pb-1 sm:flex-wrap sm:px-0 ${fadeClass}`}
      >
        {QUEUE_FILTERS.map((filter) => {
          const isShown = filter === queue;
          return (
            <li key={filter} className="shrink-0">
              <Link
                ref={isShown ? shownRef : undefined}
                to={`${pathname}${searchWith(new URLSearchParams(search), { queue: filter })}`}
                aria-current={isShown ? 'page' : undefined}
                preventScrollReset
                className={tabLinkClass(isShown)}
              >
                {t(`queue_tabs.${filter}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
