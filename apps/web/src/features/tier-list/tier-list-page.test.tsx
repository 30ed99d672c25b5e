import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { championRow, championsPage } from './test/tier-list-fixtures.ts';
import { TierListPage } from './tier-list-page.tsx';

const renderTierList = (path = '/en/tier-list') =>
  renderRoutes([{ path: '/:lang/tier-list', element: <TierListPage /> }], path);

const loadMore = () => screen.queryByRole('button', { name: 'Load more' });

/** The champion names of the table, in order. */
const names = () =>
  within(screen.getByRole('table', { name: 'Champion tier list' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

const queries = (mock: ReturnType<typeof stubFetch>) =>
  requestsTo(mock, '/api/champions').map((url) => Object.fromEntries(url.searchParams));

describe('TierListPage', () => {
  it('shows each row with its tier letter, rates and games', async () => {
    stubFetch(() =>
      championsPage([
        championRow(1, { score: 61.2, role: 'JUNGLE' }),
        championRow(2, { score: 12, win_rate: 48, pick_rate: 0.4, games: 87 }),
      ]),
    );
    await renderTierList();

    const rows = await screen.findAllByRole('row');
    const cells = (index: number) =>
      Array.from(rows[index]?.querySelectorAll('th, td') ?? [], (cell) => cell.textContent);
    expect(cells(0)).toEqual(['#', 'Champion', 'Role', 'Tier', 'Win rate', 'Pick rate', 'Matches']);
    expect(cells(1)).toEqual(['1', 'Champion1', 'Jungle', 'S+', '52.3%', '8.5%', '1,234']);
    expect(cells(2)).toEqual(['2', 'Champion2', 'Top', 'D', '48.0%', '0.4%', '87']);
  });

  it('shows -- for missing values and Invalid for an empty role', async () => {
    stubFetch(() =>
      championsPage([
        championRow(7, { role: '', score: null, tier: null, win_rate: null, pick_rate: null }),
      ]),
    );
    await renderTierList();

    const row = (await screen.findByRole('rowheader', { name: 'Champion7' })).closest('tr');
    expect(Array.from(row?.querySelectorAll('td') ?? [], (cell) => cell.textContent)).toEqual([
      '1',
      'Invalid',
      '--',
      '--',
      '--',
      '1,234',
    ]);
  });

  it('offers Load more only while a next page exists and appends it', async () => {
    const fetchMock = stubFetch((url) =>
      url.searchParams.get('page') === '2'
        ? championsPage([championRow(3)], 2, 2)
        : championsPage([championRow(1), championRow(2)], 1, 2),
    );
    await renderTierList();

    expect(await screen.findByRole('rowheader', { name: 'Champion1' })).toBeTruthy();
    const button = loadMore();
    if (!button) throw new Error('no Load more button');
    fireEvent.click(button);

    expect(await screen.findByRole('rowheader', { name: 'Champion3' })).toBeTruthy();
    expect(names()).toEqual(['Champion1', 'Champion2', 'Champion3']);
    expect(loadMore()).toBeNull();
    expect(queries(fetchMock)).toEqual([{ page: '1' }, { page: '2' }]);
  });

  it('reloads from page 1 for a new role and keeps the role in the URL', async () => {
    const fetchMock = stubFetch((url) => {
      const role = url.searchParams.get('role') ?? 'ALL';
      const page = Number(url.searchParams.get('page'));
      return championsPage([championRow(page, { name: `${role} ${page}` })], page, 3);
    });
    const { router } = await renderTierList();

    expect(await screen.findByRole('rowheader', { name: 'ALL 1' })).toBeTruthy();
    fireEvent.click(loadMore() as HTMLElement);
    expect(await screen.findByRole('rowheader', { name: 'ALL 2' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Middle' }));
    expect(await screen.findByRole('rowheader', { name: 'MIDDLE 1' })).toBeTruthy();
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
    const fetchMock = stubFetch(() => championsPage([championRow(1)]));
    await renderTierList('/en/tier-list?role=SUPPORT');

    expect(await screen.findByRole('rowheader', { name: 'Champion1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Support' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(queries(fetchMock)).toEqual([{ page: '1', role: 'SUPPORT' }]);
  });

  it('lists all roles for an unknown role in the URL', async () => {
    const fetchMock = stubFetch(() => championsPage([championRow(1)]));
    await renderTierList('/en/tier-list?role=ADC');

    expect(await screen.findByRole('rowheader', { name: 'Champion1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(queries(fetchMock)).toEqual([{ page: '1' }]);
  });

  it('shows a loader while the first page loads', async () => {
    stubFetch(() => new Promise(() => {}));
    await renderTierList('/ru/tier-list');

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Загрузка тир-листа…');
    expect(screen.getByRole('heading', { level: 1, name: 'Тир-лист' })).toBeTruthy();
  });

  it('shows the error view with a retry that loads again', async () => {
    let isFailing = true;
    stubFetch(() => (isFailing ? errorResponse(503) : championsPage([championRow(1)])));
    await renderTierList('/tr/tier-list');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Kademe listesi yüklenemedi')).toBeTruthy();
    isFailing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Yeniden deneyin' }));
    expect(await screen.findByRole('rowheader', { name: 'Champion1' })).toBeTruthy();
  });

  it('says how many entries the numbers come from', async () => {
    stubFetch(() => championsPage([championRow(1)], 1, 4, 75));
    await renderTierList();

    expect(await screen.findByText(/Champion–role entries: 75\./)).toBeTruthy();
  });
});
