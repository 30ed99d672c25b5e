import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  errorResponse,
  jsonResponse,
  renderRoutes,
  requestsTo,
  stubFetch,
} from '../../test/render.tsx';
import { MultiSearchPage } from './multisearch-page.tsx';
import { answer, found, invalid, pending, player, recent } from './test/multisearch-fixtures.ts';

const SEARCH = '/api/multisearch';

const renderPage = (path: string) =>
  renderRoutes([{ path: '/:lang/multisearch/:region', element: <MultiSearchPage /> }], path);

const pagePath = (text: string, lang = 'en', region = 'euw1') =>
  `/${lang}/multisearch/${region}?${new URLSearchParams({ q: text })}`;

/** The search answers `search`; each column's own request gets `column(url)`. */
function stubApi(search: unknown, column: (url: URL) => unknown = () => errorResponse(404)) {
  return stubFetch((url) => (url.pathname === SEARCH ? search : column(url)));
}

/** A Riot ID as an accessible name (the DOM of the tests puts a space before the tag). */
const riotIdName = (riotId: string) => {
  const [gameName, tagLine] = riotId.split('#');
  return new RegExp(`^${gameName} ?#${tagLine}$`);
};

/** The column headed by `name`, once the search has answered (its placeholder is gone). */
async function columnOf(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.queryByText('Looking up the players…')).toBeNull());
  return screen.getByRole('article', { name: name.includes('#') ? riotIdName(name) : name });
}

describe('MultiSearchPage', () => {
  it("shows each stored player's column in the pasted order with rank, season, results and champions", async () => {
    const fetchMock = stubApi(
      answer([found(player('Baron Stealer')), found(player('Jade Oracle'))]),
    );
    await renderPage(
      pagePath('Baron Stealer#EUW joined the lobby\nJade Oracle#EUW joined the lobby'),
    );

    const column = await columnOf('Baron Stealer#EUW');
    const list = screen.getByRole('list', { name: 'Players' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Baron Stealer#EUW', 'Jade Oracle#EUW']);

    const inColumn = within(column);
    expect(
      inColumn.getByRole('link', { name: riotIdName('Baron Stealer#EUW') }).getAttribute('href'),
    ).toBe('/en/summoner/euw1/Baron%20Stealer/EUW');
    expect(inColumn.getByText(/Level 312/)).toBeTruthy();
    expect(inColumn.getByText('EUW')).toBeTruthy();
    expect(inColumn.getByText('Gold II')).toBeTruthy();
    expect(inColumn.getByText('45 LP')).toBeTruthy();
    expect(inColumn.getByText('52% · 140 games')).toBeTruthy();
    expect(inColumn.getByText('Last 20 games')).toBeTruthy();
    expect(inColumn.getByText('3 wins in a row')).toBeTruthy();
    expect(inColumn.getByText('12W 8L')).toBeTruthy();
    expect(inColumn.getByText('60% win rate')).toBeTruthy();
    expect(inColumn.getByText('3.56 KDA')).toBeTruthy();
    expect(
      inColumn.getByText(/Average kills \/ deaths \/ assists/).parentElement?.textContent,
    ).toBe('Average kills / deaths / assists: 6.4 / 4.1 / 8.2');
    expect(inColumn.getByText('Middle')).toBeTruthy();

    const strip = inColumn.getByRole('list', { name: 'Results, newest first' });
    const cells = within(strip).getAllByRole('img');
    expect(cells).toHaveLength(20);
    expect(cells.slice(0, 4).map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Win',
      'Win',
      'Win',
      'Loss',
    ]);

    const champions = inColumn.getByRole('list', { name: 'Top champions' });
    expect(
      within(champions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ahri9 games · 67%', 'Zed5 games · 40%', 'Orianna3 games · 67%']);
    expect(
      requestsTo(fetchMock, SEARCH).map((url) => Object.fromEntries(url.searchParams)),
    ).toEqual([
      {
        region: 'euw1',
        q: 'Baron Stealer#EUW joined the lobby\nJade Oracle#EUW joined the lobby',
        lang: 'en',
      },
    ]);
  });

  it("adds a player's stored mastery to each top champion the answer has one for", async () => {
    const fetched_at = '2025-05-10T08:00:00.000Z';
    stubApi(
      answer([
        found({
          ...player('Baron Stealer'),
          masteries: [{ champion_id: 103, level: 7, points: 250_000, fetched_at }],
        }),
      ]),
    );
    await renderPage(pagePath('Baron Stealer#EUW'));

    const column = await columnOf('Baron Stealer#EUW');
    const champions = within(column).getByRole('list', { name: 'Top champions' });
    expect(
      within(champions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ahri9 games · 67% · mastery 7, 250K pts',
      'Zed5 games · 40%',
      'Orianna3 games · 67%',
    ]);
  });

  it('fills a pending column when its own answer arrives, while the others are already shown', async () => {
    let fill: (value: unknown) => void = () => {};
    const fetchMock = stubApi(
      answer([found(player('Baron Stealer')), pending('Fresh Face')]),
      () =>
        new Promise((resolve) => {
          fill = resolve;
        }),
    );
    await renderPage(pagePath('Baron Stealer#EUW, Fresh Face#EUW'));

    await columnOf('Baron Stealer#EUW');
    const waiting = screen.getByRole('article', { name: riotIdName('Fresh Face#EUW') });
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    expect(within(waiting).getByRole('status').textContent).toBe('Fetching from Riot…');
    expect(requestsTo(fetchMock, '/api/multisearch/euw1/Fresh%20Face/EUW')).toHaveLength(1);

    fill(player('Fresh Face', 'EUW', { summoner_level: 41 }));
    const filled = await screen.findByRole('link', { name: riotIdName('Fresh Face#EUW') });
    const column = filled.closest('article') as HTMLElement;
    expect(column.getAttribute('aria-busy')).toBeNull();
    expect(within(column).getByText(/Level 41/)).toBeTruthy();
  });

  it('says in place that a player is not found on the region, and that the quota of new players is spent', async () => {
    stubApi(
      answer([pending('Nobody Here'), pending('Late Comer'), found(player('Baron Stealer'))]),
      (url) => (url.pathname.includes('Nobody') ? errorResponse(404) : errorResponse(429)),
    );
    await renderPage(pagePath('Nobody Here#EUW, Late Comer#EUW, Baron Stealer#EUW'));

    const notFound = await screen.findByText('Not found on EUW');
    expect(notFound.closest('article')).toBe(await columnOf('Nobody Here#EUW'));
    const limited = await screen.findByRole('alert');
    expect(
      within(limited).getByText('Too many new players from your address — try again later'),
    ).toBeTruthy();
    expect(limited.closest('article')).toBe(await columnOf('Late Comer#EUW'));
    expect(screen.getByRole('link', { name: riotIdName('Baron Stealer#EUW') })).toBeTruthy();
  });

  it('offers a retry in a column whose fetch failed, and fills it when the retry succeeds', async () => {
    let isFailing = true;
    stubApi(answer([pending('Flaky Link')]), () =>
      isFailing ? errorResponse(503) : player('Flaky Link'),
    );
    await renderPage(pagePath('Flaky Link#EUW, Other One#EUW'));

    const alert = await screen.findByRole('alert');
    expect(alert.closest('article')).toBe(await columnOf('Flaky Link#EUW'));
    expect(within(alert).getByText('Could not load')).toBeTruthy();
    isFailing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: riotIdName('Flaky Link#EUW') })).toBeTruthy();
  });

  it('shows a name that breaks the Riot ID rules as not valid, with the text as pasted', async () => {
    stubApi(answer([invalid('just some words'), found(player('Baron Stealer'))]));
    await renderPage(pagePath('just some words, Baron Stealer#EUW'));

    const column = await columnOf('just some words');
    expect(within(column).getByText('Not a valid Riot ID')).toBeTruthy();
    expect(screen.getByRole('link', { name: riotIdName('Baron Stealer#EUW') })).toBeTruthy();
  });

  it('says that only the first five players are shown when more were pasted', async () => {
    const names = ['One', 'Two', 'Three', 'Four', 'Five'].map((n) => `Player ${n}`);
    stubApi(
      answer(
        names.map((name) => found(player(name))),
        true,
      ),
    );
    await renderPage(pagePath([...names, 'Player Six'].map((n) => `${n}#EUW`).join('\n')));

    expect(
      (await screen.findByText('Only the first 5 players are shown.')).getAttribute('role'),
    ).toBe('status');
    expect(
      within(screen.getByRole('list', { name: 'Players' })).getAllByRole('article'),
    ).toHaveLength(5);
  });

  it("shows a player's lack of rank and of stored games honestly", async () => {
    stubApi(
      answer([
        found(
          player('Brand New', 'EUW', {
            ranked: [null, null],
            recent: recent({
              games: 0,
              wins: 0,
              losses: 0,
              win_rate: 0,
              champions: [],
              streak: null,
            }),
            results: [],
          }),
        ),
        found(player('Baron Stealer')),
      ]),
    );
    await renderPage(pagePath('Brand New#EUW, Baron Stealer#EUW'));

    const column = await columnOf('Brand New#EUW');
    expect(within(column).getByText('Unranked')).toBeTruthy();
    expect(within(column).getByText('No games of this player are stored yet')).toBeTruthy();
    expect(within(column).queryByRole('list', { name: 'Results, newest first' })).toBeNull();
    expect(within(column).queryByText('Main role')).toBeNull();
  });

  it('names no main role when no recent game had a lane', async () => {
    const noLanes = recent({
      roles: ['TOP', 'JUNGLE', 'MIDDLE', 'CARRY', 'SUPPORT'].map((role) => ({
        role: role as 'TOP',
        games: 0,
      })),
    });
    stubApi(
      answer([
        found(player('Aram Only', 'EUW', { recent: noLanes })),
        found(player('Baron Stealer')),
      ]),
    );
    await renderPage(pagePath('Aram Only#EUW, Baron Stealer#EUW'));

    const column = await columnOf('Aram Only#EUW');
    expect(within(column).getByText('No lane role')).toBeTruthy();
  });

  it('shows the pasted names while the search is on its way, without a page-wide spinner', async () => {
    stubFetch(() => new Promise(() => {}));
    await renderPage(pagePath('Baron Stealer#EUW\nJade Oracle#EUW'));

    expect((await screen.findByRole('status')).textContent).toBe('Looking up the players…');
    const list = screen.getByRole('list', { name: 'Players' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Baron Stealer#EUW', 'Jade Oracle#EUW']);
    expect(screen.getByRole('textbox', { name: 'Players to look up' })).toHaveProperty(
      'value',
      'Baron Stealer#EUW\nJade Oracle#EUW',
    );
  });

  it("shows the server's refusal of text without a name under the text box, in the page's language", async () => {
    stubApi(
      jsonResponse(422, {
        message: 'The given data was invalid',
        errors: {
          q: ['Paste Riot IDs as Name#TAG, one per line or separated by commas, or the lobby chat'],
        },
      }),
    );
    await renderPage(pagePath('hello there', 'ru'));

    const box = screen.getByRole('textbox', { name: 'Игроки для поиска' });
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (box.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(describedBy[0] ?? '')?.textContent).toBe(
      'Не найдено ни одного Riot ID. Вставьте имена в виде Имя#ТЕГ — по одному в строке или через запятую — либо чат лобби.',
    );
    expect(screen.queryByRole('list', { name: 'Игроки' })).toBeNull();
  });

  it('asks nothing for a region that is not in the list, and says so at the region', async () => {
    const fetchMock = stubApi(answer([]));
    await renderPage('/en/multisearch/xx1?q=Baron%20Stealer%23EUW%2C%20Jade%20Oracle%23EUW');

    const region = await screen.findByRole('combobox', { name: 'Region' });
    expect(region.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a region from the list.')).toBeTruthy();
    expect(requestsTo(fetchMock, SEARCH)).toHaveLength(0);
  });

  it('puts the submitted text and region in the address, which starts the search', async () => {
    const fetchMock = stubApi(
      answer([found(player('Baron Stealer')), found(player('Jade Oracle'))]),
    );
    const { router } = await renderPage('/en/multisearch/euw1');

    expect(
      await screen.findByText('Paste your lobby above to see every player at once.'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, SEARCH)).toHaveLength(0);
    fireEvent.input(screen.getByRole('textbox', { name: 'Players to look up' }), {
      target: { value: 'Baron Stealer#EUW\nJade Oracle#EUW' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), { target: { value: 'kr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/multisearch/kr'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(
      'Baron Stealer#EUW\nJade Oracle#EUW',
    );
    await columnOf('Baron Stealer#EUW');
    expect(requestsTo(fetchMock, SEARCH).map((url) => url.searchParams.get('region'))).toEqual([
      'kr',
    ]);
  });

  it('submits from the text box with Ctrl+Enter, while Enter alone is a new line', async () => {
    stubApi(answer([]));
    const { router } = await renderPage('/tr/multisearch/euw1');

    const box = await screen.findByRole('textbox', { name: 'Aranacak oyuncular' });
    fireEvent.input(box, { target: { value: 'A#EUW' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(router.state.location.search).toBe('');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(router.state.location.search).toBe('?q=A%23EUW'));
  });
});
