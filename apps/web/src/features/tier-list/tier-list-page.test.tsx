import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestsTo, stubFetch } from '../../test/render.tsx';
import { championRow, championsPage } from './test/tier-list-fixtures.ts';
import {
  dataCells,
  findRow,
  header,
  loadMore,
  names,
  queries,
  renderTierList,
  stubApi,
  table,
  WHOLE,
} from './test/tier-list-harness.tsx';

describe('TierListPage', () => {
  it('shows each row with its tier letter, rates, ban rate, change and games', async () => {
    stubApi(() =>
      championsPage([
        championRow(1, { score: 61.2, tier: 'S+', role: 'JUNGLE', win_rate_change: 1.26 }),
        championRow(2, {
          score: 12,
          tier: 'D',
          win_rate: 48,
          pick_rate: 0.4,
          ban_rate: 0.05,
          games: 187,
        }),
      ]),
    );
    await renderTierList();

    await findRow('Champion1');
    const heads = Array.from(table().querySelectorAll('thead th'), (cell) => cell.textContent);
    expect(heads).toEqual([
      '#',
      'Champion',
      'Role',
      'Tier',
      // The win rate sorts by itself or by its interval's lower bound.
      'Win rateReliable',
      'Pick rate',
      'Ban rate',
      'Change',
      'Hardest matchups',
      'Matches',
    ]);
    expect(names()).toEqual(['Champion1', 'Champion2']);
    expect(dataCells(await findRow('Champion1'))).toEqual([
      '1',
      'Jungle',
      'S+',
      '52.3%',
      '8.5%',
      '3.1%',
      '▲ Up 1.3',
      // No matchup of 10 games in these rows.
      '--',
      '1,234',
    ]);
    // The role column writes the role beside its icon, not for screen readers only.
    const roleCell = (await findRow('Champion1')).querySelectorAll('td')[1] as HTMLElement;
    expect(within(roleCell).getByText('Jungle').closest('.sr-only')).toBeNull();
    expect(dataCells(await findRow('Champion2'))).toEqual([
      '2',
      'Top',
      'D',
      '48.0%',
      '0.4%',
      '0.1%',
      '--',
      '--',
      '187',
    ]);
  });

  it('shows -- for missing values and Invalid for an empty role', async () => {
    stubApi(() =>
      championsPage([
        championRow(7, {
          role: '',
          score: null,
          tier: null,
          win_rate: null,
          pick_rate: null,
          ban_rate: null,
        }),
      ]),
    );
    await renderTierList();

    expect(dataCells(await findRow('Champion7'))).toEqual([
      '1',
      'Invalid',
      '--',
      '--',
      '--',
      '--',
      '--',
      '--',
      '1,234',
    ]);
  });

  it('shows a fall in red terms and the tier letter of the previous patch when it differs', async () => {
    stubApi(() =>
      championsPage([
        championRow(1, { score: 40, tier: 'A', win_rate_change: -2.04, previous_tier: 'S' }),
        championRow(2, { score: 40, tier: 'A', win_rate_change: 0.02, previous_tier: 'A' }),
      ]),
    );
    await renderTierList();

    const fallen = (await findRow('Champion1')).querySelectorAll('td')[6];
    expect(fallen?.textContent).toBe('▼ Down 2.0wasS');
    expect(fallen?.querySelector('.text-loss')).toBeTruthy();
    // The same letter as today's is not repeated; a change that rounds to nothing has no arrow.
    expect((await findRow('Champion2')).querySelectorAll('td')[6]?.textContent).toBe(
      'No change 0.0',
    );
  });

  it('pages a list configured to page: Load more while a next page exists, appending it', async () => {
    const fetchMock = stubApi((url) =>
      url.searchParams.get('page') === '2'
        ? championsPage([championRow(3)], 2, 2)
        : championsPage([championRow(1), championRow(2)], 1, 2),
    );
    await renderTierList('/en/tier-list', 20);

    await findRow('Champion1');
    const button = loadMore();
    if (!button) throw new Error('no Load more button');
    fireEvent.click(button);

    await findRow('Champion3');
    expect(names()).toEqual(['Champion1', 'Champion2', 'Champion3']);
    expect(loadMore()).toBeNull();
    expect(queries(fetchMock)).toEqual([{ page: '1' }, { page: '2' }]);
  });

  it('reloads a paged list from page 1 for a new role and keeps the role in the URL', async () => {
    const fetchMock = stubApi((url) => {
      const role = url.searchParams.get('role') ?? 'ALL';
      const page = Number(url.searchParams.get('page'));
      return championsPage([championRow(page, { name: `${role} ${page}` })], page, 3);
    });
    const { router } = await renderTierList('/en/tier-list', 20);

    await findRow('ALL 1');
    fireEvent.click(loadMore() as HTMLElement);
    await findRow('ALL 2');

    fireEvent.click(screen.getByRole('button', { name: 'Middle' }));
    await findRow('MIDDLE 1');
    expect(router.state.location.search).toBe('?role=MIDDLE');
    expect(names()).toEqual(['MIDDLE 1']);
    expect(screen.getByRole('button', { name: 'Middle' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');

    // Back to all roles: the list starts over at page 1 instead of showing both pages again.
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(names()).toEqual(['ALL 1']));
    expect(router.state.location.search).toBe('');
    expect(queries(fetchMock)).toEqual([
      { page: '1' },
      { page: '2' },
      { page: '1', role: 'MIDDLE' },
    ]);
  });

  it('reads the role from the URL and ignores an unknown one', async () => {
    const fetchMock = stubApi(() => championsPage([championRow(1)]));
    await renderTierList('/en/tier-list?role=SUPPORT');

    await findRow('Champion1');
    expect(screen.getByRole('button', { name: 'Support' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(queries(fetchMock)).toEqual([{ ...WHOLE, role: 'SUPPORT' }]);
  });

  it('lists all roles for an unknown role in the URL', async () => {
    const fetchMock = stubApi(() => championsPage([championRow(1)]));
    await renderTierList('/en/tier-list?role=ADC');

    await findRow('Champion1');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(queries(fetchMock)).toEqual([WHOLE]);
  });

  it('asks the API for the filters and sort of the address', async () => {
    const fetchMock = stubApi(() => championsPage([championRow(1)]));
    await renderTierList(
      '/en/tier-list?queue=flex&patch=15.22&region=kr&tier=all&role=TOP&sort=ban_rate&order=asc',
    );

    await findRow('Champion1');
    expect(queries(fetchMock)).toEqual([
      {
        ...WHOLE,
        role: 'TOP',
        queue: '440',
        patch: '15.22',
        region: 'kr',
        tier: 'all',
        sort: 'ban_rate',
        order: 'asc',
      },
    ]);
    expect((screen.getByRole('combobox', { name: 'Queue' }) as HTMLSelectElement).value).toBe(
      'flex',
    );
    expect(header('Ban rate').getAttribute('aria-sort')).toBe('ascending');
  });

  it('offers no role filter for ARAM, which has no lanes, and keeps the role for later', async () => {
    const fetchMock = stubApi(() => championsPage([championRow(1, { role: '' })]));
    const { router } = await renderTierList('/en/tier-list?role=TOP&queue=aram');

    const row = await findRow('Champion1');
    // No role, ban rate or counters columns: ARAM has no lanes and no ban phase.
    expect(dataCells(row)).toEqual(['1', 'S', '52.3%', '8.5%', '--', '1,234']);
    expect(screen.queryByRole('button', { name: 'Top' })).toBeNull();
    expect(queries(fetchMock)).toEqual([{ ...WHOLE, queue: '450' }]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Queue' }), {
      target: { value: 'solo' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?role=TOP'));
    expect((await screen.findByRole('button', { name: 'Top' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('asks for the names in the language of the page and shows none of another after a switch', async () => {
    const russian = Promise.withResolvers<unknown>();
    const fetchMock = stubApi((url) =>
      url.searchParams.get('lang') === 'ru'
        ? russian.promise
        : championsPage([championRow(1, { name: 'Wukong' })]),
    );
    const { router } = await renderTierList('/en/tier-list');
    await findRow('Wukong');

    await act(() => router.navigate('/ru/tier-list'));
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, '/api/champions').map((url) => url.searchParams.get('lang')),
      ).toEqual(['en', 'ru']),
    );
    expect(screen.queryByRole('rowheader', { name: /Wukong/ })).toBeNull();

    russian.resolve(championsPage([championRow(1, { name: 'Вуконг' })]));
    await findRow('Вуконг');
  });

  it('sends no unknown filter or sort to the API', async () => {
    const fetchMock = stubApi(() => championsPage([championRow(1)]));
    await renderTierList('/en/tier-list?queue=urf&patch=new&region=moon&tier=wood&sort=luck');

    await findRow('Champion1');
    expect(queries(fetchMock)).toEqual([WHOLE]);
  });

  it('lists the rows of a filter chosen in the bar and starts a paged list from page 1', async () => {
    const fetchMock = stubApi((url) => {
      const tier = url.searchParams.get('tier') ?? 'default';
      const page = Number(url.searchParams.get('page'));
      return championsPage([championRow(page, { name: `${tier} ${page}` })], page, 2);
    });
    const { router } = await renderTierList('/en/tier-list?role=TOP', 20);

    await findRow('default 1');
    fireEvent.click(loadMore() as HTMLElement);
    await findRow('default 2');

    fireEvent.change(screen.getByRole('combobox', { name: 'Rank' }), {
      target: { value: 'master_plus' },
    });
    await findRow('master_plus 1');
    expect(router.state.location.search).toBe('?role=TOP&tier=master_plus');
    expect(names()).toEqual(['master_plus 1']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Rank' }), {
      target: { value: 'emerald_plus' },
    });
    await waitFor(() => expect(names()).toEqual(['default 1']));
    expect(router.state.location.search).toBe('?role=TOP');
    expect(queries(fetchMock)).toEqual([
      { page: '1', role: 'TOP' },
      { page: '2', role: 'TOP' },
      { page: '1', role: 'TOP', tier: 'master_plus' },
    ]);
  });

  it('sorts by a pressed column head, and the other way on a second press', async () => {
    const fetchMock = stubApi((url) =>
      championsPage([
        championRow(1, {
          name: `${url.searchParams.get('sort') ?? 'score'} ${url.searchParams.get('order') ?? '-'}`,
        }),
      ]),
    );
    const { router } = await renderTierList('/en/tier-list?role=MIDDLE');

    await findRow('score -');
    expect(header('Tier').getAttribute('aria-sort')).toBe('descending');
    expect(header(/^Win rate/).getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(header(/^Win rate/)).getByRole('button', { name: 'Win rate' }));
    await findRow('win_rate -');
    expect(router.state.location.search).toBe('?role=MIDDLE&sort=win_rate');
    expect(header(/^Win rate/).getAttribute('aria-sort')).toBe('descending');
    expect(header('Tier').getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(header(/^Win rate/)).getByRole('button', { name: 'Win rate' }));
    await findRow('win_rate asc');
    expect(router.state.location.search).toBe('?role=MIDDLE&sort=win_rate&order=asc');
    expect(header(/^Win rate/).getAttribute('aria-sort')).toBe('ascending');

    // Names sort A to Z first.
    fireEvent.click(within(header('Champion')).getByRole('button'));
    await findRow('name -');
    expect(router.state.location.search).toBe('?role=MIDDLE&sort=name');
    expect(header('Champion').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(header('Change')).getByRole('button'));
    await findRow('win_rate_change -');
    expect(queries(fetchMock).at(-1)).toEqual({
      ...WHOLE,
      role: 'MIDDLE',
      sort: 'win_rate_change',
    });
  });

  it('sorts by any column from the phone sort control, both ways', async () => {
    stubApi(() => championsPage([championRow(1)]));
    const { router } = await renderTierList();

    await findRow('Champion1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'pick_rate' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=pick_rate'));
    fireEvent.click(await screen.findByRole('button', { name: /Reverse the order/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=pick_rate&order=asc'));
    expect(
      (await screen.findByRole('button', { name: /Reverse the order/ })).textContent,
    ).toContain('Ascending');
  });

  it('links each row to its champion page in its role, the filters kept', async () => {
    stubApi(() =>
      championsPage([
        championRow(1, { key: 'monkeyking', name: 'Wukong', role: 'JUNGLE' }),
        championRow(2, { key: null, name: 'Newcomer' }),
        championRow(3, { key: 'ahri', name: 'Ahri', role: '' }),
      ]),
    );
    await renderTierList('/ru/tier-list?queue=flex&tier=all&sort=games&role=JUNGLE');

    const wukong = await screen.findByRole('link', { name: 'Wukong' });
    expect(wukong.getAttribute('href')).toBe(
      '/ru/champions/monkeyking?role=JUNGLE&queue=flex&tier=all',
    );
    expect(screen.getByRole('link', { name: 'Ahri' }).getAttribute('href')).toBe(
      '/ru/champions/ahri?queue=flex&tier=all',
    );
    expect(screen.queryByRole('link', { name: 'Newcomer' })).toBeNull();
    expect(await findRow('Newcomer')).toBeTruthy();
  });

  it('names the filters of an empty answer and offers to reset them', async () => {
    stubApi(() => championsPage([]));
    await renderTierList('/en/tier-list?queue=flex&patch=15.22&region=kr&tier=master_plus');

    const title = await screen.findByText('No matches for these filters');
    const panel = title.closest('[role="status"]') as HTMLElement;
    expect(
      within(panel).getByText(
        'Nothing collected for Ranked Flex, Patch 15.22, KR, Master+. Try another patch, region or rank.',
      ),
    ).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'Reset the filters' }).getAttribute('href'),
    ).toBe('/en/tier-list');
    // The filters stay to change.
    expect(screen.getByRole('combobox', { name: 'Rank' })).toBeTruthy();
  });

  it('says there is no data yet when even the default list is empty', async () => {
    stubApi(() => championsPage([]));
    await renderTierList();

    expect(await screen.findByText('No champion data yet')).toBeTruthy();
  });

  it('shows a loader while the first page loads', async () => {
    stubFetch(() => new Promise(() => {}));
    await renderTierList('/ru/tier-list');

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Загрузка тир-листа…');
    expect(screen.getByRole('heading', { level: 1, name: 'Тир-лист' })).toBeTruthy();
  });

  it('shows the error view with a retry that loads again', async () => {
    let isFailing = true;
    stubApi(() => (isFailing ? errorResponse(503) : championsPage([championRow(1)])));
    await renderTierList('/tr/tier-list');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Tier listesi yüklenemedi')).toBeTruthy();
    isFailing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Yeniden deneyin' }));
    await findRow('Champion1');
  });

  it('says what the bracket means and how many entries the numbers come from', async () => {
    stubApi(() => championsPage([championRow(1)], 1, 4, 75));
    await renderTierList();

    expect(
      await screen.findByText(
        'Emerald+: matches found through Emerald and higher players. Champion–role entries: 75.',
      ),
    ).toBeTruthy();
  });

  it('names the chosen filters in the page title', async () => {
    stubApi(() => championsPage([championRow(1)]));
    const { router } = await renderTierList('/en/tier-list');

    await findRow('Champion1');
    await waitFor(() => expect(document.title).toBe('Champion tier list — RiftScope'));

    await router.navigate('/en/tier-list?queue=flex&patch=15.22&tier=master_plus&role=TOP');
    await waitFor(() =>
      expect(document.title).toBe(
        'Champion tier list (Ranked Flex, Master+, Patch 15.22) — RiftScope',
      ),
    );
  });
});
