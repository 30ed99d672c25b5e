import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, renderRoutes, stubFetch } from '../../test/render.tsx';
import { ChampionFilters } from './champion-filters.tsx';
import { championsMeta } from './test/champions-meta-fixtures.ts';

const renderFilters = (path: string, onChange = vi.fn()) =>
  renderRoutes(
    [
      {
        path: '/:lang/tier-list',
        element: <ChampionFilters note="Sample: 75." onChange={onChange} />,
      },
    ],
    path,
  );

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionTexts = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ChampionFilters', () => {
  it('labels each filter and shows the defaults when the address names none', async () => {
    stubFetch(() => championsMeta());
    await renderFilters('/en/tier-list');

    expect(screen.getByRole('group', { name: 'Filters' })).toBeTruthy();
    expect(select('Queue').value).toBe('solo');
    expect(select('Patch').value).toBe('');
    expect(select('Region').value).toBe('');
    expect(select('Rank').value).toBe('emerald_plus');
    expect(optionTexts('Queue')).toEqual(['Ranked Solo/Duo', 'Ranked Flex', 'ARAM']);
    expect(optionTexts('Rank')).toEqual([
      'Iron+',
      'Bronze+',
      'Silver+',
      'Gold+',
      'Platinum+',
      'Emerald+',
      'Diamond+',
      'Master+',
      'All ranks',
    ]);
  });

  it('offers the current and previous patch of the queue from meta', async () => {
    stubFetch(() => championsMeta());
    await renderFilters('/en/tier-list');

    await waitFor(() =>
      expect(optionTexts('Patch')).toEqual(['15.23 (current)', '15.22 (previous)']),
    );
    expect(optionTexts('Region')).toEqual(['All regions', 'EUW', 'KR']);
  });

  it('says what the bracket means, with the page note after it', async () => {
    stubFetch(() => championsMeta());
    await renderFilters('/en/tier-list?tier=master_plus');

    expect(
      screen.getByText(
        'Master+: matches found through Master, Grandmaster and Challenger players. Sample: 75.',
      ),
    ).toBeTruthy();
  });

  it('disables the rank filter in a queue without ranks and says why', async () => {
    stubFetch(() => championsMeta());
    await renderFilters('/en/tier-list?queue=aram&tier=master_plus');

    const rank = select('Rank');
    expect(rank.disabled).toBe(true);
    expect(rank.value).toBe('all');
    const reason = 'ARAM has no ranks: every collected match counts, whoever it was found through.';
    expect(rank.getAttribute('aria-describedby')).toBe(
      screen.getByText(`${reason} Sample: 75.`).id,
    );
  });

  it('puts a choice in the address, keeps the other parameters and tells the page', async () => {
    stubFetch(() => championsMeta());
    const onChange = vi.fn();
    const { router } = await renderFilters('/en/tier-list?role=TOP&sort=win_rate', onChange);
    await waitFor(() => expect(optionTexts('Patch')).toHaveLength(2));

    fireEvent.change(select('Patch'), { target: { value: '15.22' } });
    expect(router.state.location.search).toBe('?role=TOP&sort=win_rate&patch=15.22');
    expect(onChange).toHaveBeenLastCalledWith({
      queue: 420,
      patch: '15.22',
      region: null,
      tier: 'emerald_plus',
    });

    fireEvent.change(select('Queue'), { target: { value: 'flex' } });
    fireEvent.change(select('Region'), { target: { value: 'kr' } });
    fireEvent.change(select('Rank'), { target: { value: 'all' } });
    expect(router.state.location.search).toBe(
      '?role=TOP&sort=win_rate&patch=15.22&queue=flex&region=kr&tier=all',
    );

    // Back to the defaults: the plain address again.
    fireEvent.change(select('Patch'), { target: { value: '' } });
    fireEvent.change(select('Queue'), { target: { value: 'solo' } });
    fireEvent.change(select('Region'), { target: { value: '' } });
    fireEvent.change(select('Rank'), { target: { value: 'emerald_plus' } });
    expect(router.state.location.search).toBe('?role=TOP&sort=win_rate');
  });

  it('shows a pinned older patch and a region without data as chosen', async () => {
    stubFetch(() => championsMeta());
    await renderFilters('/en/tier-list?patch=15.19&region=na1');

    await waitFor(() =>
      expect(optionTexts('Patch')).toEqual(['15.23 (current)', '15.22 (previous)', 'Patch 15.19']),
    );
    expect(select('Patch').value).toBe('15.19');
    expect(select('Region').value).toBe('na1');
    expect(optionTexts('Region')).toEqual(['All regions', 'EUW', 'NA', 'KR']);
  });

  it('keeps every filter usable when meta cannot be loaded', async () => {
    stubFetch(() => errorResponse(503));
    await renderFilters('/ru/tier-list?queue=aram');

    expect(select('Очередь').value).toBe('aram');
    expect(optionTexts('Патч')).toEqual(['Последний патч']);
    expect(optionTexts('Регион')).toHaveLength(12);
    expect(screen.getByRole('group', { name: 'Фильтры' })).toBeTruthy();
  });

  it('speaks Turkish', async () => {
    stubFetch(() => championsMeta());
    await renderFilters('/tr/tier-list');

    await waitFor(() => expect(optionTexts('Yama')).toEqual(['15.23 (güncel)', '15.22 (önceki)']));
    expect(screen.getByText(/Zümrüt\+: Zümrüt ve üstü oyuncular/)).toBeTruthy();
  });
});
