import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestsTo, stubFetch } from '../../test/render.tsx';
import { answer, found, pending, player, RECENT_LP, recent } from './test/multisearch-fixtures.ts';
import {
  columnOf,
  pagePath,
  renderPage,
  riotIdName,
  SEARCH,
  stubApi,
} from './test/page-harness.tsx';

const LOBBY = 'Baron Stealer#EUW, Jade Oracle#EUW';
const FLEX_ENTRY = {
  queue_type: 'RANKED_FLEX_SR',
  tier: 'SILVER',
  rank: 'I',
  leaguePoints: 12,
  wins: 9,
  losses: 11,
} as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MultiSearchPage queue switch', () => {
  it('keeps the queue in the address, omitted for Solo/Duo, and asks the search and each column for it', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.pathname !== SEARCH) return new Promise(() => {});
      const queue = url.searchParams.get('queue') === 'flex' ? 'flex' : 'solo';
      const column = player('Baron Stealer', 'EUW', {
        queue,
        recent: recent({ queue }),
        ranked: [player('x').ranked[0], FLEX_ENTRY],
      });
      return answer([found(column), pending('Jade Oracle')]);
    });
    const { router } = await renderPage(pagePath(LOBBY));

    await columnOf('Baron Stealer#EUW');
    const queues = screen.getByRole('navigation', { name: 'Queue' });
    expect(
      within(queues).getByRole('link', { name: 'Solo/Duo' }).getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(queues).getByRole('link', { name: 'Flex' }));

    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('queue')).toBe('flex'),
    );
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(LOBBY);
    const column = await screen.findByText('Flex · last 20 games');
    const article = column.closest('article') as HTMLElement;
    expect(within(article).getByText('Ranked Flex')).toBeTruthy();
    expect(within(article).getByText('Silver I')).toBeTruthy();
    expect(within(article).getByRole('list', { name: 'Flex champions this season' })).toBeTruthy();
    expect(requestsTo(fetchMock, SEARCH).map((url) => url.searchParams.get('queue'))).toEqual([
      'solo',
      'flex',
    ]);
    expect(
      requestsTo(fetchMock, '/api/multisearch/euw1/Jade%20Oracle/EUW').map((url) =>
        url.searchParams.get('queue'),
      ),
    ).toEqual(['solo', 'flex']);

    fireEvent.click(within(queues).getByRole('link', { name: 'Solo/Duo' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?${new URLSearchParams({ q: LOBBY })}`),
    );
  });

  it('keeps the queue of the address when another lobby is searched', async () => {
    stubApi(answer([found(player('Baron Stealer', 'EUW', { queue: 'all' }))]));
    const { router } = await renderPage(pagePath('Baron Stealer#EUW', 'en', 'euw1', 'all'));

    await columnOf('Baron Stealer#EUW');
    expect(screen.getByText('All queues · last 20 games')).toBeTruthy();
    // Games of every queue are not called ranked.
    expect(screen.getByRole('list', { name: /^Results, newest first: / })).toBeTruthy();
    expect(screen.queryByRole('list', { name: /^Ranked results/ })).toBeNull();
    fireEvent.input(screen.getByRole('textbox', { name: 'Players to look up' }), {
      target: { value: 'Jade Oracle#EUW' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?${new URLSearchParams({ q: 'Jade Oracle#EUW', queue: 'all' })}`,
      ),
    );
  });
});

describe('MultiSearchPage scouting column', () => {
  it('shows the notes, the roles with their games, and the Solo/Duo LP change of the latest games', async () => {
    const notes = [
      {
        kind: 'one_trick',
        champion: { id: 103, name: 'Ahri', image_url: null },
        count: 31,
        sample: 40,
        as_of: '2025-05-10T08:00:00.000Z',
      },
    ] as const;
    stubApi(
      answer([found(player('Baron Stealer', 'EUW', { notes: [...notes], recent_lp: RECENT_LP }))]),
    );
    await renderPage(pagePath('Baron Stealer#EUW'));

    const column = within(await columnOf('Baron Stealer#EUW'));
    const chips = column.getByRole('list', { name: 'Player notes' });
    const chip = within(chips).getByRole('button', { name: 'Ahri one-trick: 77% of ranked games' });
    expect(document.getElementById(chip.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '31 of their 40 ranked games stored this season were on Ahri',
    );

    const roles = column.getByText('Roles').parentElement as HTMLElement;
    expect(
      within(roles)
        .getAllByRole('paragraph')
        .map((line) => line.textContent),
    ).toEqual(['MainMiddle12 of 20 games', 'SecondBottom6 of 20 games']);

    const lp = column.getByText('Last 17 games:').parentElement as HTMLElement;
    expect(lp.textContent).toBe('Last 17 games:+64 LP · 11W 6L11 wins, 6 losses');
    expect(lp.getAttribute('title')).toMatch(
      /^From our rank snapshots of May 1, 2025 and May 10, 2025$/,
    );
  });

  it('says nothing of the LP change or notes when none is known', async () => {
    stubApi(answer([found(player('Baron Stealer'))]));
    await renderPage(pagePath('Baron Stealer#EUW'));

    const column = within(await columnOf('Baron Stealer#EUW'));
    expect(column.queryByText(/^Last \d+ games?:$/)).toBeNull();
    expect(column.queryByRole('list', { name: 'Player notes' })).toBeNull();
    expect(column.getAllByRole('paragraph').map((p) => p.textContent)).not.toContain('Second');
  });
});

describe('MultiSearchPage on phones', () => {
  it('shows each player as one row that opens and closes the whole column', async () => {
    stubApi(answer([found(player('Baron Stealer')), found(player('Jade Oracle'))]));
    await renderPage(pagePath(LOBBY));

    const article = await columnOf('Baron Stealer#EUW');
    const row = screen.getByRole('button', { name: /^Baron Stealer ?#EUW/ });
    expect(row.textContent).toBe('Baron Stealer#EUWGold II12W 8L12 wins, 8 losses 60%Middle');
    expect(row.getAttribute('aria-expanded')).toBe('false');
    expect(row.getAttribute('aria-controls')).toBe(article.id);
    expect(article.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'sm:flex']));

    fireEvent.click(row);
    expect(row.getAttribute('aria-expanded')).toBe('true');
    expect(article.className.split(' ')).toContain('flex');
    expect(article.className.split(' ')).not.toContain('hidden');
    const other = screen.getByRole('article', { name: riotIdName('Jade Oracle#EUW') });
    expect(other.className.split(' ')).toContain('hidden');

    fireEvent.click(row);
    expect(row.getAttribute('aria-expanded')).toBe('false');
    expect(article.className.split(' ')).toContain('hidden');
  });
});
