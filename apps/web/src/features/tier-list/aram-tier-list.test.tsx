import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { championRow, championsPage } from './test/tier-list-fixtures.ts';
import { dataCells, findRow, queries, stubApi, table, WHOLE } from './test/tier-list-harness.tsx';
import { TierListPage } from './tier-list-page.tsx';

const renderAram = (path = '/en/aram') =>
  renderRoutes([{ path: '/:lang/aram', element: <TierListPage kind="aram" /> }], path);

describe('ARAM tier list page', () => {
  it("asks for ARAM's list whatever queue, rank or role the address names", async () => {
    const fetchMock = stubApi(() => championsPage([championRow(1, { role: '' })]));
    await renderAram('/en/aram?queue=flex&tier=master_plus&role=TOP');

    await findRow('Champion1');
    expect(queries(fetchMock)).toEqual([{ ...WHOLE, queue: '450' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'ARAM Tier List' })).toBeTruthy();
    expect(await screen.findByText(/Champions: 1\./)).toBeTruthy();
  });

  it('offers patch and region only, and shows no role, ban rate or counters', async () => {
    stubApi(() => championsPage([championRow(1, { role: '' })]));
    await renderAram();

    const row = await findRow('Champion1');
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(
      within(filters)
        .getAllByRole('combobox')
        .map((select) => select.closest('div')?.querySelector('label')?.textContent),
    ).toEqual(['Patch', 'Region']);
    expect(screen.queryByRole('button', { name: 'Top' })).toBeNull();
    const heads = Array.from(table().querySelectorAll('thead th'), (cell) => cell.textContent);
    expect(heads).toEqual([
      '#',
      'Champion',
      'Tier',
      'Win rateReliable',
      'Pick rate',
      'Change',
      'Matches',
    ]);
    expect(dataCells(row)).toEqual(['1', 'S', '52.3%', '8.5%', '--', '1,234']);
    // A row leads to the champion's ARAM page.
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/en/aram/champion1');
  });

  it('keeps a chosen patch on the ARAM page and names it in the title, not the queue', async () => {
    const fetchMock = stubApi(() => championsPage([championRow(1, { role: '' })]));
    const { router } = await renderAram();
    await findRow('Champion1');
    await waitFor(() => expect(document.title).toBe('ARAM tier list — RiftScope'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), {
      target: { value: 'euw1' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?region=euw1'));
    expect(router.state.location.pathname).toBe('/en/aram');
    await waitFor(() =>
      expect(queries(fetchMock)).toEqual([
        { ...WHOLE, queue: '450' },
        { ...WHOLE, queue: '450', region: 'euw1' },
      ]),
    );
    await waitFor(() => expect(document.title).toBe('ARAM tier list (EUW) — RiftScope'));
  });

  it('offers the plain ARAM list again when a filtered one is empty', async () => {
    stubApi(() => championsPage([]));
    await renderAram('/en/aram?region=euw1');

    const reset = await screen.findByRole('link', { name: 'Reset the filters' });
    expect(reset.getAttribute('href')).toBe('/en/aram');
    // The hint names the chosen filters, not the page's own queue or a rank ARAM has not.
    const hint = screen.getByRole('status').textContent ?? '';
    expect(hint).toContain('EUW');
    expect(hint).not.toMatch(/ARAM|ranks/);
  });
});
