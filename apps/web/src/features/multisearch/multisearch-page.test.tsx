import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, requestsTo, stubFetch } from '../../test/render.tsx';
import { answer, found, invalid, pending, player, recent } from './test/multisearch-fixtures.ts';
import {
  columnOf,
  pagePath,
  renderPage,
  riotIdName,
  SEARCH,
  stubApi,
} from './test/page-harness.tsx';

describe('MultiSearchPage', () => {
  it("shows each stored player's Solo/Duo column in the pasted order with rank, season, form and pool", async () => {
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
    expect(inColumn.getByText('Solo/Duo · last 20 games')).toBeTruthy();
    expect(inColumn.getByText('3 wins in a row')).toBeTruthy();
    expect(inColumn.getByText('12W 8L')).toBeTruthy();
    expect(inColumn.getByText('12 wins, 8 losses')).toBeTruthy();
    expect(inColumn.getByText('60% win rate')).toBeTruthy();
    expect(inColumn.getByText('3.56 KDA')).toBeTruthy();
    expect(
      inColumn.getByText(/Average kills \/ deaths \/ assists/).parentElement?.textContent,
    ).toBe('Average kills / deaths / assists: 6.4 / 4.1 / 8.2');

    const strip = inColumn.getByRole('list', {
      name: 'Ranked results, newest first: 12 wins, 8 losses',
    });
    const cells = within(strip).getAllByRole('img');
    expect(cells).toHaveLength(20);
    expect(cells.slice(0, 4).map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Win',
      'Win',
      'Win',
      'Loss',
    ]);

    const pool = inColumn.getByRole('list', { name: 'Solo/Duo champions this season' });
    expect(
      within(pool)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ahri31 games · 61% · 4.12 KDAMastery 7 · 250K pts',
      'Zed12 games · 42% · 2.20 KDA',
      'Orianna4 games · 50% · Perfect KDA',
    ]);
    expect(
      requestsTo(fetchMock, SEARCH).map((url) => Object.fromEntries(url.searchParams)),
    ).toEqual([
      {
        region: 'euw1',
        q: 'Baron Stealer#EUW joined the lobby\nJade Oracle#EUW joined the lobby',
        queue: 'solo',
        lang: 'en',
      },
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
    expect(
      requestsTo(fetchMock, '/api/multisearch/euw1/Fresh%20Face/EUW').map((url) =>
        url.searchParams.get('queue'),
      ),
    ).toEqual(['solo']);

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

  it('names the text that is not a Riot ID above the board, as pasted, without a column for it', async () => {
    stubApi(
      answer([invalid('just some words'), found(player('Baron Stealer')), invalid('hello?')]),
    );
    await renderPage(pagePath('just some words, Baron Stealer#EUW, hello?'));

    await columnOf('Baron Stealer#EUW');
    const notice = screen.getByText('Not Riot IDs:').parentElement as HTMLElement;
    expect(notice.textContent).toBe(
      'Not Riot IDs: just some words, hello? · a Riot ID is written Name#TAG',
    );
    expect(
      within(screen.getByRole('list', { name: 'Players' })).getAllByRole('article'),
    ).toHaveLength(1);
    expect(screen.queryByRole('article', { name: 'just some words' })).toBeNull();
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

  it('says a player has no ranked games this season instead of empty figures', async () => {
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
    expect(within(column).getByText('No ranked Solo/Duo games this season')).toBeTruthy();
    expect(within(column).queryByRole('list', { name: /results/ })).toBeNull();
    expect(within(column).queryByText('Roles')).toBeNull();
    expect(within(column).queryByText('Solo/Duo champions this season')).toBeNull();
  });

  it('says none of the games Riot counts this season is stored, rather than that there are none', async () => {
    const empty = recent({
      games: 0,
      wins: 0,
      losses: 0,
      win_rate: 0,
      champions: [],
      streak: null,
    });
    stubApi(answer([found(player('Not Yet', 'EUW', { recent: empty, results: [], pool: [] }))]));
    await renderPage(pagePath('Not Yet#EUW'));

    const column = await columnOf('Not Yet#EUW');
    expect(within(column).getByText('52% · 140 games')).toBeTruthy();
    expect(
      within(column).getByText('No Solo/Duo games of this player are stored yet'),
    ).toBeTruthy();
  });

  it('names no main role when no recent game had a lane', async () => {
    const noLanes = recent({
      queue: 'all',
      roles: ['TOP', 'JUNGLE', 'MIDDLE', 'CARRY', 'SUPPORT'].map((role) => ({
        role: role as 'TOP',
        games: 0,
      })),
    });
    const aram = { queue: 'all', recent: noLanes, main_role: null, secondary_role: null } as const;
    stubApi(answer([found(player('Aram Only', 'EUW', aram)), found(player('Baron Stealer'))]));
    await renderPage(pagePath('Aram Only#EUW, Baron Stealer#EUW', 'en', 'euw1', 'all'));

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
