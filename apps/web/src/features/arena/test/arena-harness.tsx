import { within } from '@testing-library/react';
import { championsMeta } from '../../../shared/champion-filters/test/champions-meta-fixtures.ts';
import { renderRoutes, stubFetch } from '../../../test/render.tsx';
import { ArenaAugmentPage } from '../arena-augment-page.tsx';
import { ArenaAugmentsPage } from '../arena-augments-page.tsx';
import { ArenaChampionPage } from '../arena-champion-page.tsx';
import { ArenaPage } from '../arena-page.tsx';

/** Answers the filters' choices, and every Arena route with `answer`. */
export const stubArena = (answer: (url: URL) => unknown) =>
  stubFetch((url) => (url.pathname === '/api/champions/meta' ? championsMeta() : answer(url)));

/** The four Arena pages at `path`, routed as the app routes them; not found is a line of text. */
export const renderArena = (path: string) =>
  renderRoutes(
    [
      { path: '/:lang/arena', element: <ArenaPage /> },
      { path: '/:lang/arena/augments', element: <ArenaAugmentsPage /> },
      {
        path: '/:lang/arena/:championKey',
        element: <ArenaChampionPage notFound={<p>Not found page</p>} />,
      },
      {
        path: '/:lang/arena/augments/:augmentId',
        element: <ArenaAugmentPage notFound={<p>Not found page</p>} />,
      },
    ],
    path,
  );

/** The texts of a row's cells, its head first. */
export function rowTexts(row: HTMLElement): string[] {
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
}

/** The row of a table whose head links to `name`, or starts with it where it links nowhere. */
export function rowOf(table: HTMLElement, name: string): HTMLElement {
  const head = within(table)
    .getAllByRole('rowheader')
    .find(
      (cell) => within(cell).queryByRole('link', { name }) ?? cell.textContent?.startsWith(name),
    );
  const row = head?.closest('tr');
  if (!row) throw new Error(`no row of ${name}`);
  return row;
}
