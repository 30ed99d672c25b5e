import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { championsMeta } from '../../shared/champion-filters/test/champions-meta-fixtures.ts';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { MatchupPage } from './matchup-page.tsx';
import { emptyMatchupPage, matchupPage } from './test/matchup-fixtures.ts';

function stubApi(page: () => unknown = () => matchupPage()) {
  return stubFetch((url) => {
    if (url.pathname === '/api/champions/meta') return championsMeta();
    return page();
  });
}

const renderPage = (path = '/en/champions/ahri/vs/zed') =>
  renderRoutes(
    [
      {
        path: '/:lang/champions/:championKey/vs/:enemyKey',
        element: <MatchupPage notFound={<p>Not found page</p>} />,
      },
    ],
    path,
  );

describe('MatchupPage', () => {
  it('asks for the pair, role and slice of the address', async () => {
    const fetchMock = stubApi();
    await renderPage('/en/champions/Ahri/vs/Zed?role=middle&queue=flex&region=kr&patch=15.22');
    await screen.findByRole('heading', { level: 1, name: 'Ahri vs Zed' });
    expect(
      requestsTo(fetchMock, '/api/champions/Ahri/vs/Zed').map((url) =>
        Object.fromEntries(url.searchParams),
      ),
    ).toEqual([{ role: 'MIDDLE', queue: '440', region: 'kr', patch: '15.22', lang: 'en' }]);
  });

  it('shows the record with its sample and the lane at 15 minutes, signed, with the games it rests on', async () => {
    stubApi();
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Ahri vs Zed' });
    expect(screen.getByText('55.0%')).toBeTruthy();
    expect(screen.getByText('Record').closest('div')?.textContent).toContain('40 games');
    const lane = screen.getByRole('region', { name: 'Lane at 15 minutes' });
    expect(lane.textContent).toContain('+312');
    expect(lane.textContent).toContain('\u22124.5');
    expect(lane.textContent).toContain('XP0');
    expect(lane.textContent).toContain('From 24 games');
  });

  it('marks the best entry of each list and the small samples', async () => {
    stubApi();
    await renderPage();
    const builds = await screen.findByRole('region', { name: 'Core builds' });
    const [best, other] = within(builds).getAllByRole('listitem');
    expect(within(best as HTMLElement).getByText('Best')).toBeTruthy();
    expect(within(other as HTMLElement).queryByText('Best')).toBeNull();
    expect(within(other as HTMLElement).getByText('Small sample')).toBeTruthy();
    expect(builds.textContent).toContain('from the 30 games');
    expect(within(builds).getAllByRole('img', { name: 'Shadowflame' })).toHaveLength(2);
    const spells = screen.getByRole('region', { name: 'Summoner spells' });
    expect(within(spells).queryByText('Best')).toBeNull();
    expect(spells.textContent).toContain('None has 10 games yet');
    const runes = screen.getByRole('region', { name: 'Rune pages' });
    expect(runes.textContent).toContain('Electrocute');
  });

  it('links the roles the two met in, keeping the slice', async () => {
    stubApi(() =>
      matchupPage({
        roles: [
          { role: 'MIDDLE', games: 40 },
          { role: 'TOP', games: 3 },
        ],
      }),
    );
    await renderPage('/en/champions/ahri/vs/zed?region=kr');
    const tabs = await screen.findByRole('navigation', { name: 'Ahri against Zed by role' });
    expect(within(tabs).getByRole('link', { name: /Top/ }).getAttribute('href')).toBe(
      '/en/champions/ahri/vs/zed?role=TOP&region=kr',
    );
  });

  it('says honestly that a matchup has no games, and links the champion page', async () => {
    stubApi(() => emptyMatchupPage());
    await renderPage('/en/champions/ahri/vs/zed?region=kr');
    expect(await screen.findByText('No games of Ahri against Zed yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Ahri's page" }).getAttribute('href')).toBe(
      '/en/champions/ahri?region=kr',
    );
    expect(screen.queryByRole('region', { name: 'Core builds' })).toBeNull();
  });

  it('shows the not-found page when the API does not know the pair', async () => {
    stubFetch((url) =>
      url.pathname === '/api/champions/meta'
        ? championsMeta()
        : errorResponse(404, 'Champion not found'),
    );
    await renderPage('/en/champions/ahri/vs/ahri');
    expect(await screen.findByText('Not found page')).toBeTruthy();
  });
});
