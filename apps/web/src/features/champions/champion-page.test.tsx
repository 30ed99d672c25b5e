import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { championsMeta } from '../../shared/champion-filters/test/champions-meta-fixtures.ts';
import { errorResponse, renderRoutes, requestsTo, stubFetch } from '../../test/render.tsx';
import { AramChampionPage, ChampionPage } from './champion-page.tsx';
import {
  ahriAramPage,
  championPage,
  emptyChampionPage,
  guidesOf,
} from './test/champion-fixtures.ts';

/** The champion's best players: none stored. */
const noBestPlayers = { season: 2025, min_games: 5, newest_game_at: null, data: [] };

function stubApi(page: (url: URL) => unknown = () => championPage()) {
  return stubFetch((url) => {
    if (url.pathname === '/api/champions/meta') return championsMeta();
    if (url.pathname.endsWith('/best-players')) return noBestPlayers;
    if (url.pathname === '/api/guides') return guidesOf([]);
    return page(url);
  });
}

const renderPage = (path = '/en/champions/ahri') =>
  renderRoutes(
    [
      {
        path: '/:lang/champions/:championKey',
        element: <ChampionPage notFound={<p>Not found page</p>} />,
      },
      {
        path: '/:lang/aram/:championKey',
        element: <AramChampionPage notFound={<p>Not found page</p>} />,
      },
    ],
    path,
  );

const alt = (element: Element) => element.getAttribute('alt') ?? element.getAttribute('aria-label');
const region = (name: string) => screen.getByRole('region', { name });

describe('ChampionPage', () => {
  it("lists the champion's best stored players with their games, win rate and KDA, linked", async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/champions/meta') return championsMeta();
      if (url.pathname === '/api/guides') return guidesOf([]);
      if (url.pathname === '/api/champions/ahri/best-players')
        return {
          ...noBestPlayers,
          newest_game_at: '2025-11-19T10:00:00.000Z',
          data: [
            {
              region: 'kr',
              puuid: 'p1',
              game_name: 'Faker',
              tag_line: 'KR1',
              tier: 'CHALLENGER',
              league_points: 1234,
              games: 12,
              wins: 9,
              win_rate: 75,
              kda: 4.5,
            },
          ],
        };
      return championPage();
    });
    await renderPage('/en/champions/ahri');
    const panel = await screen.findByRole('region', { name: 'Best players on this champion' });
    expect(within(panel).getByRole('link').getAttribute('href')).toBe('/en/summoner/kr/Faker/KR1');
    expect(panel.textContent).toContain('75.0%');
    expect(panel.textContent).toContain('12 games');
    expect(panel.textContent).toContain('4.50 KDA');
    expect(panel.textContent).toContain('at least 5 Ranked Solo/Duo games');
  });

  it('asks for the role and slice of the address', async () => {
    const fetchMock = stubApi();
    await renderPage('/en/champions/Ahri?role=middle&queue=flex&tier=all&region=kr&patch=15.22');

    await screen.findByRole('heading', { level: 1, name: 'Ahri' });
    expect(
      requestsTo(fetchMock, '/api/champions/Ahri').map((url) =>
        Object.fromEntries(url.searchParams),
      ),
    ).toEqual([
      { role: 'MIDDLE', queue: '440', tier: 'all', region: 'kr', patch: '15.22', lang: 'en' },
    ]);
  });

  it('heads the page with the tier, rates, games and patch, and links each role with its games', async () => {
    stubApi();
    await renderPage('/en/champions/ahri?queue=flex');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ahri' })).toBeTruthy();
    expect(screen.getByText('Middle: build, runes and counters')).toBeTruthy();
    const stats = screen.getByLabelText('Ahri in these filters');
    // What is read: the figure, and the win rate's interval once (its hover copy is hidden).
    const read = (element: Element | null | undefined) => {
      const copy = element?.cloneNode(true) as HTMLElement | undefined;
      for (const hidden of copy?.querySelectorAll('[aria-hidden="true"]') ?? []) hidden.remove();
      return copy?.textContent;
    };
    const figures = Object.fromEntries(
      Array.from(stats?.querySelectorAll('dt') ?? [], (dt) => [
        dt.textContent,
        read(dt.nextElementSibling),
      ]),
    );
    expect(figures).toEqual({
      Tier: 'S',
      'Win rate': '52.4%95% interval: 49.6%–55.1%',
      'Pick rate': '8.1%',
      'Ban rate': '3.4%',
      Matches: '1,234',
      Patch: '15.23',
    });

    const roles = screen.getByRole('navigation', { name: 'Roles of Ahri' });
    const links = within(roles).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Middle1,234 games', '/en/champions/ahri?role=MIDDLE&queue=flex'],
      ['Support40 games', '/en/champions/ahri?role=SUPPORT&queue=flex'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.getAttribute('aria-current')).toBeNull();
    expect(screen.getByText(/1,234 games of Ahri in this role\./)).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Champions' }).getAttribute('href')).toBe(
      '/en/champions?queue=flex',
    );
  });

  it('recommends starting items, boots and the fourth to sixth items of every game, each with its sample', async () => {
    stubApi();
    await renderPage();

    const items = await screen.findByRole('region', { name: 'Items' });
    expect(
      within(items).getByText('Builds and skill orders from 800 games with timelines.'),
    ).toBeTruthy();
    const starting = within(items).getByRole('heading', { name: 'Starting items' })
      .nextElementSibling as HTMLElement;
    expect(within(starting).getAllByRole('img').map(alt)).toEqual([
      "Doran's Ring",
      'Health Potion ×2',
      'Health Potion',
    ]);

    const boots = within(items).getByRole('heading', { name: 'Boots' })
      .parentElement as HTMLElement;
    expect(within(boots).getByText("Sorcerer's Shoes")).toBeTruthy();
    expect(within(boots).getByText('No boots')).toBeTruthy();

    const fourth = within(items).getByRole('heading', { name: 'Fourth item' })
      .parentElement as HTMLElement;
    expect(within(fourth).getAllByRole('img').map(alt)).toEqual([
      "Zhonya's Hourglass",
      'Void Staff',
    ]);
    const sixth = within(items).getByRole('heading', { name: 'Sixth item' })
      .parentElement as HTMLElement;
    expect(within(sixth).getByText('No games in these filters yet.')).toBeTruthy();
  });

  it('marks every entry under the minimum sample instead of hiding it', async () => {
    stubApi();
    await renderPage();

    await screen.findByRole('region', { name: 'Items' });
    // One starting set, one core build, one situational item, one rune page, one spell pair, one
    // skill order and one matchup have fewer than 10 games; so has the 35+ bucket.
    expect(screen.getAllByText('Small sample')).toHaveLength(7);
    expect(screen.getAllByText('Small sample')[0]?.getAttribute('title')).toBe(
      'Fewer than 10 games: too few to trust.',
    );
    expect(within(region('Win rate by game length')).getByText('small')).toBeTruthy();
  });

  it('draws the most played rune page and another one when it is picked', async () => {
    stubApi();
    await renderPage();

    const runes = await screen.findByRole('region', { name: 'Runes' });
    expect(within(runes).getByText('Primary: Domination')).toBeTruthy();
    expect(within(runes).getByText('Secondary: Sorcery')).toBeTruthy();
    for (const rune of ['Electrocute', 'Taste of Blood', 'Manaflow Band', 'Health Scaling']) {
      expect(within(runes).getByRole('img', { name: rune })).toBeTruthy();
    }
    const pages = within(runes)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-pressed'));
    expect(pages.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false']);

    fireEvent.click(
      within(runes).getByRole('button', { name: /Arcane Comet, Sorcery and Inspiration/ }),
    );
    expect(within(runes).getByText('Primary: Sorcery')).toBeTruthy();
    expect(within(runes).getByRole('img', { name: 'Biscuit Delivery' })).toBeTruthy();
    // Beside the title and in the list.
    expect(within(runes).getAllByText('57.1% WR')).toHaveLength(2);
  });

  it('shows spells and the skill order: max order, and the first three levels when no skill path is known', async () => {
    stubApi(() => championPage({ skill_paths: [] }));
    await renderPage();

    const spells = await screen.findByRole('region', { name: 'Summoner spells' });
    expect(within(spells).getAllByRole('img').map(alt)).toEqual([
      'Flash',
      'Ignite',
      'Flash',
      'Teleport',
    ]);

    const skills = region('Skill order');
    expect(within(skills).getByRole('img', { name: 'Max Q > E > W' })).toBeTruthy();
    const grid = within(skills).getByRole('table', { name: 'Skills taken at levels 1 to 3' });
    const levelsOf = (slot: string) => {
      const row = within(grid).getByRole('rowheader', { name: slot }).closest('tr') as HTMLElement;
      return within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    };
    expect(levelsOf('Q')).toEqual(['1', '', '']);
    expect(levelsOf('W')).toEqual(['', '2', '']);
    expect(levelsOf('E')).toEqual(['', '', '3']);
    expect(within(skills).getByRole('img', { name: 'Max Q > W > E' })).toBeTruthy();
  });

  it('names best and worst matchups among those with enough games and links them in the same role and slice', async () => {
    stubApi();
    await renderPage('/en/champions/ahri?queue=flex&region=kr');

    const matchups = await screen.findByRole('region', { name: 'Matchups' });
    const names = (table: string) =>
      within(within(matchups).getByRole('table', { name: table }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names('Best matchups')).toEqual(['Annie', 'Orianna']);
    expect(names('Worst matchups')).toEqual(['LeBlanc', 'Zed']);
    expect(names('Other matchups')).toEqual(['Syndra']);
    const syndra = within(matchups).getByRole('row', { name: /Syndra/ });
    expect(within(syndra).getByText('Small sample')).toBeTruthy();
    expect(within(syndra).getByText('5')).toBeTruthy();
    expect(within(matchups).getByRole('link', { name: 'Annie' }).getAttribute('href')).toBe(
      '/en/champions/annie?role=MIDDLE&queue=flex&region=kr',
    );
  });

  it('charts the win rate by game length with the games of each bucket, and a table for screen readers', async () => {
    stubApi();
    await renderPage();

    const chart = await screen.findByRole('region', { name: 'Win rate by game length' });
    const table = within(chart).getByRole('table', {
      name: 'Win rate and games of Ahri by game length',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (cell) => cell.textContent)),
    ).toEqual([
      ['0–20 min', '48.0% (95% interval: 38.5%–57.7%)', '100'],
      ['20–25 min', '51.0% (95% interval: 45.4%–56.6%)', '300'],
      ['25–30 min', '54.0% (95% interval: 49.6%–58.3%)', '500'],
      ['30–35 min', '53.0% (95% interval: 47.6%–58.4%)', '328'],
      ['35+ min', '33.3% (95% interval: 9.7%–70.0%)', '6 (Small sample)'],
    ]);
  });

  it('says honestly when the slice has no games of the champion', async () => {
    stubApi(() => emptyChampionPage());
    await renderPage('/en/champions/ahri?tier=master_plus');

    const empty = (await screen.findByText('No games of Ahri in these filters')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(within(empty).getByText(/Master\+/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Runes' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Ahri' })).toBeTruthy();
  });

  it('says builds and skill orders need timelines when none is stored, and still shows the rest', async () => {
    const page = championPage();
    stubApi(() =>
      championPage({
        builds: { ...page.builds, timeline_games: 0, starting: [], core: [], situational: [] },
        core_builds: [],
        skill_order: [],
        skill_paths: [],
      }),
    );
    await renderPage('/ru/champions/ahri');

    const items = await screen.findByRole('region', { name: 'Предметы' });
    expect(
      within(items).getByText(
        'Пока нет игр с таймлайнами: порядок предметов и умений берётся из них.',
      ),
    ).toBeTruthy();
    expect(within(items).getByText("Sorcerer's Shoes")).toBeTruthy();
    expect(
      within(region('Порядок умений')).getByText(
        'Пока нет игр с таймлайнами: порядок предметов и умений берётся из них.',
      ),
    ).toBeTruthy();
    expect(within(region('Руны')).getByRole('img', { name: 'Electrocute' })).toBeTruthy();
  });

  it("shows the app's not-found page for a champion the API does not know", async () => {
    stubApi(() => errorResponse(404, 'Champion not found'));
    await renderPage('/en/champions/nosuch');

    expect(await screen.findByText('Not found page')).toBeTruthy();
  });

  it('offers a retry when the page cannot be loaded', async () => {
    let isFailing = true;
    stubApi(() => (isFailing ? errorResponse(503) : championPage()));
    await renderPage('/tr/champions/ahri');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Bu şampiyon sayfası yüklenemedi')).toBeTruthy();
    isFailing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Yeniden deneyin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ahri' })).toBeTruthy();
  });

  it('keeps the page shown while another role loads, then shows that role', async () => {
    let release: () => void = () => undefined;
    stubApi((url) =>
      url.searchParams.get('role') === 'SUPPORT'
        ? new Promise((resolve) => {
            release = () => resolve(championPage({ role: 'SUPPORT' }));
          })
        : championPage(),
    );
    await renderPage();

    const roles = await screen.findByRole('navigation', { name: 'Roles of Ahri' });
    fireEvent.click(within(roles).getByRole('link', { name: /Support/ }));
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Ahri' })).toBeTruthy();
    release();
    expect(await screen.findByText('Support: build, runes and counters')).toBeTruthy();
  });

  it('shows no names of the language left while the page loads in the new one', async () => {
    const russian = Promise.withResolvers<unknown>();
    stubApi((url) => (url.searchParams.get('lang') === 'ru' ? russian.promise : championPage()));
    const { router } = await renderPage('/en/champions/ahri');
    await screen.findByRole('heading', { level: 1, name: 'Ahri' });

    await act(() => router.navigate('/ru/champions/ahri'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Ahri' })).toBeNull(),
    );

    const ahri = championPage().champion;
    russian.resolve(championPage({ champion: { ...ahri, name: 'Ари' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ари' })).toBeTruthy();
  });

  it('names the champion, role and filters in the page title', async () => {
    stubApi();
    await renderPage('/en/champions/ahri?role=MIDDLE&tier=diamond_plus');

    await screen.findByRole('heading', { level: 1, name: 'Ahri' });
    await waitFor(() =>
      expect(document.title).toBe('Ahri Mid build, runes and counters (Diamond+) — RiftScope'),
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/en\/champions\/ahri\?role=MIDDLE&tier=diamond_plus$/,
    );
    expect(
      document.querySelector('link[rel="alternate"][hreflang="ru"]')?.getAttribute('href'),
    ).toMatch(/\/ru\/champions\/ahri\?role=MIDDLE&tier=diamond_plus$/);
  });
});

describe('AramChampionPage', () => {
  it('asks for the ARAM slice whatever queue, role or rank the address names', async () => {
    const fetchMock = stubApi(() => ahriAramPage());
    await renderPage('/en/aram/ahri?role=TOP&queue=flex&tier=gold_plus&region=kr');

    await screen.findByRole('heading', { level: 1, name: 'Ahri' });
    expect(
      requestsTo(fetchMock, '/api/champions/ahri').map((url) =>
        Object.fromEntries(url.searchParams),
      ),
    ).toEqual([{ queue: '450', region: 'kr', lang: 'en' }]);
  });

  it('offers patch and region only, shows no ban rate, and is headed and addressed as ARAM', async () => {
    stubApi(() => ahriAramPage());
    await renderPage('/en/aram/ahri?tier=gold_plus');

    await screen.findByRole('heading', { level: 1, name: 'Ahri' });
    expect(screen.queryByRole('combobox', { name: 'Queue' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Rank' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Patch' })).toBeTruthy();
    // No ban phase and no role: no ban rate, and the games are the champion's, not a role's.
    const stats = screen.getByLabelText('Ahri in these filters');
    expect(within(stats).queryByText('Ban rate')).toBeNull();
    expect(within(stats).getByText('Win rate')).toBeTruthy();
    expect(screen.getByText(/ 400 games of Ahri\.$/)).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe('Ahri build, runes and counters (ARAM) — RiftScope'),
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/en\/aram\/ahri$/,
    );
  });
});
