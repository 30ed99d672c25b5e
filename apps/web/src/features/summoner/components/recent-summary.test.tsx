import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../../test/render.tsx';
import { emptyRecentSummary, recentSummary } from '../test/summoner-fixtures.ts';
import { PAGE_PATH, renderSummonerPage, stubSummonerApi } from '../test/summoner-test-setup.tsx';

const summaryRegion = () => screen.findByRole('region', { name: 'Recent games' });

/** The section once its answer is on screen. */
async function shownSummary() {
  const section = await summaryRegion();
  await waitFor(() => expect(section.getAttribute('aria-busy')).toBe('false'));
  return section;
}

describe('RecentSummary', () => {
  it('shows the results with their sample, averages, KDA and kill participation', async () => {
    stubSummonerApi();
    await renderSummonerPage();

    const section = await shownSummary();
    const text = section.textContent ?? '';
    expect(within(section).getByText('Win rate', { exact: false })).toBeTruthy();
    expect(text).toContain('60%');
    const rate = within(section).getByText('Win rate', { exact: false }).closest('[tabindex]');
    expect(document.getElementById(rate?.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '95% interval: 38.7%–78.1%',
    );
    expect(within(section).getByText('20 games')).toBeTruthy();
    expect(within(section).getByText('12W 8L')).toBeTruthy();
    expect(text).toContain('6.2 / 4.1 / 8.3');
    expect(within(section).getByText('3.54 KDA')).toBeTruthy();
    expect(within(section).getByText('Kill participation 54%')).toBeTruthy();
    expect(within(section).getByText('3W streak')).toBeTruthy();
    expect(within(section).getByText('Remakes are not counted')).toBeTruthy();
  });

  it('lists the most played champions with their results and KDA, Perfect without deaths', async () => {
    stubSummonerApi();
    await renderSummonerPage();

    const section = await shownSummary();
    const list = within(section).getByRole('list', { name: 'Most played' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ahri75% (6W 2L)4.25 KDA',
      'Zed40% (2W 3L)Perfect KDA',
      'Lux33% (1W 2L)1.80 KDA',
    ]);
  });

  it('names every lane role with its share, the bottom lane as Bottom', async () => {
    stubSummonerApi();
    await renderSummonerPage();

    const section = await shownSummary();
    const roles = within(section).getByRole('list', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('title')),
    ).toEqual([
      'Top: 10% (2 of 20)',
      'Jungle: 0% (0 of 20)',
      'Middle: 70% (14 of 20)',
      'Bottom: 5% (1 of 20)',
      'Support: 15% (3 of 20)',
    ]);
    // Each lane's icon is named in words under it, not only in a tooltip.
    const labels = within(roles)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('svg + span')?.textContent);
    expect(labels).toEqual(['Top', 'Jungle', 'Middle', 'Bottom', 'Support']);
  });

  it('shows a losing streak in its own words', async () => {
    stubSummonerApi({ recent: () => recentSummary({ streak: { result: 'loss', games: 2 } }) });
    await renderSummonerPage();
    expect(within(await shownSummary()).getByText('2L streak')).toBeTruthy();
  });

  it('shows no streak for a single game', async () => {
    stubSummonerApi({ recent: () => recentSummary({ streak: { result: 'win', games: 1 } }) });
    await renderSummonerPage();
    const section = await shownSummary();
    expect(within(section).queryByText(/streak/)).toBeNull();
  });

  it('says there are no lane roles in modes without lanes', async () => {
    stubSummonerApi({
      recent: () =>
        recentSummary({
          queue: 'aram',
          roles: recentSummary().roles.map(({ role }) => ({ role, games: 0 })),
        }),
    });
    await renderSummonerPage(`${PAGE_PATH}?queue=aram`);
    expect(within(await shownSummary()).getByText('No lane roles in these modes')).toBeTruthy();
  });

  it('shows the average lane differences at 10 and 15 minutes, each with its sample', async () => {
    stubSummonerApi();
    await renderSummonerPage();

    const list = within(await shownSummary())
      .getByText('At 10:00')
      .closest('dl') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('definition')
        .map((line) => line.textContent),
    ).toEqual([
      'Gold +212·CS +4.5·XP +130from 6 of 20 games',
      'Gold +320·CS +8.2·XP +210from 5 of 20 games',
    ]);
    expect(
      within(list)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['At 10:00', 'At 15:00']);
  });

  it('says the lane figures come from stored timelines when no game has them, and shows no lane in ARAM', async () => {
    stubSummonerApi({ recent: () => recentSummary({ lane: { at_10: null, at_15: null } }) });
    const { unmount } = await renderSummonerPage();
    const section = await shownSummary();
    expect(within(section).getByText(/^No lane figures yet/)).toBeTruthy();
    unmount();

    stubSummonerApi({ recent: () => recentSummary({ queue: 'aram' }) });
    await renderSummonerPage(`${PAGE_PATH}?queue=aram`);
    expect(within(await shownSummary()).queryByText('Lane')).toBeNull();
  });

  it('says so when the queue has no games to sum up', async () => {
    stubSummonerApi({ recent: () => emptyRecentSummary() });
    await renderSummonerPage(`${PAGE_PATH}?queue=flex`);

    const section = await shownSummary();
    expect(within(section).getByText('No games to sum up in this queue yet')).toBeTruthy();
    expect(within(section).queryByText('0 games')).toBeNull();
  });

  it('shows its own error and tries again, the rest of the page unaffected', async () => {
    let isDown = true;
    stubSummonerApi({ recent: () => (isDown ? errorResponse(500) : recentSummary()) });
    await renderSummonerPage();

    const section = await summaryRegion();
    expect(await within(section).findByText("Couldn't load the recent games")).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Match history' })).toBeTruthy();
    isDown = false;
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('12W 8L')).toBeTruthy();
  });

  it('writes its figures in Russian and Turkish', async () => {
    stubSummonerApi();
    const { unmount } = await renderSummonerPage(PAGE_PATH.replace('/en/', '/ru/'));
    let section = await screen.findByRole('region', { name: 'Последние игры' });
    expect(await within(section).findByText('20 игр')).toBeTruthy();
    expect(within(section).getByText('12 поб. / 8 пор.')).toBeTruthy();
    expect(within(section).getByText('3 поб. подряд')).toBeTruthy();
    expect(within(section).getByText('по 6 из 20 игр')).toBeTruthy();
    expect(within(section).getByText('опыт +130')).toBeTruthy();
    expect(within(section).getByText('CS +4,5')).toBeTruthy();
    unmount();

    await renderSummonerPage(PAGE_PATH.replace('/en/', '/tr/'));
    section = await screen.findByRole('region', { name: 'Son maçlar' });
    expect(await within(section).findByText('20 maç')).toBeTruthy();
    expect(within(section).getByText('3 galibiyet serisi')).toBeTruthy();
    expect(section.textContent).toContain('%60');
    expect(within(section).getByText('20 maçın 5 tanesinden')).toBeTruthy();
  });
});
