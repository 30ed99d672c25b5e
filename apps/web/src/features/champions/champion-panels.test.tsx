import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { championsMeta } from '../../shared/champion-filters/test/champions-meta-fixtures.ts';
import { renderRoutes, stubFetch } from '../../test/render.tsx';
import { AramChampionPage, ChampionPage } from './champion-page.tsx';
import { ahriAramPage, championPage, guidesOf, sample } from './test/champion-fixtures.ts';

const noBestPlayers = { season: 2025, min_games: 5, newest_game_at: null, data: [] };

function stubApi(page = championPage()) {
  return stubFetch((url) => {
    if (url.pathname === '/api/champions/meta') return championsMeta();
    if (url.pathname.endsWith('/best-players')) return noBestPlayers;
    if (url.pathname === '/api/guides') return guidesOf([]);
    return page;
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
/** The interval a win rate is described by, as screen readers hear it. */
const intervalOf = (rate: HTMLElement) =>
  document.getElementById(rate.getAttribute('aria-describedby') ?? '')?.textContent;
const headed = (within_: HTMLElement, name: string) =>
  within(within_).getByRole('heading', { name }).parentElement as HTMLElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChampionPage core builds', () => {
  it('lists the core builds in order, each with games, win rate, its interval and share', async () => {
    stubApi();
    await renderPage();

    const panel = await screen.findByRole('region', { name: 'Core builds' });
    const builds = within(panel)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-pressed'));
    expect(builds).toHaveLength(3);
    expect(
      within(builds[0] as HTMLElement)
        .getAllByRole('img')
        .map(alt),
    ).toEqual(["Luden's Companion", 'then', 'Shadowflame', 'then', "Rabadon's Deathcap"]);
    expect(builds[0]?.textContent).toContain('55.2% WR');
    expect(builds[0]?.textContent).toContain('300 games');
    expect(builds[0]?.textContent).toContain('37.5% pick');
    expect(intervalOf(within(builds[0] as HTMLElement).getByText('55.2% WR'))).toBe(
      '95% interval: 49.7%–60.9%',
    );
    expect(within(builds[2] as HTMLElement).getByText('Small sample')).toBeTruthy();
    // A button holds no focus stop of its own: the interval is part of its name.
    expect(builds[0]?.querySelector('[tabindex]')).toBeNull();
    expect(builds[0]?.textContent).toContain('95% interval: 49.7%–60.9%');
    expect(builds.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'true',
      'false',
      'false',
    ]);
  });

  it("shows the chosen build's own boots and situational items, and another's when it is picked", async () => {
    stubApi();
    await renderPage();

    const panel = await screen.findByRole('region', { name: 'Core builds' });
    const boots = headed(panel, 'Boots with this build');
    expect(within(boots).getByText("Sorcerer's Shoes")).toBeTruthy();
    expect(within(boots).getByText('No boots')).toBeTruthy();
    const fourth = headed(panel, 'Fourth item');
    expect(within(fourth).getAllByRole('img').map(alt)).toEqual(["Zhonya's Hourglass"]);

    fireEvent.click(within(panel).getByRole('button', { name: /Shadowflame.*50\.8% WR/ }));
    expect(
      within(headed(panel, 'Boots with this build')).getByText('Ionian Boots of Lucidity'),
    ).toBeTruthy();
    expect(within(headed(panel, 'Fourth item')).getAllByRole('img').map(alt)).toEqual([
      "Rabadon's Deathcap",
    ]);
  });

  it('lists the core orders alone when games were stored before the builds’ details were kept', async () => {
    stubApi(championPage({ core_builds: [] }));
    await renderPage();

    const panel = await screen.findByRole('region', { name: 'Core builds' });
    const core = headed(panel, 'Core build');
    expect(within(core).getAllByRole('img').map(alt).slice(0, 5)).toEqual([
      "Luden's Companion",
      'then',
      'Shadowflame',
      'then',
      "Rabadon's Deathcap",
    ]);
    expect(within(core).getByText('Small sample')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Download item set' })).toBeNull();
  });

  it('downloads the chosen build as the client’s item-set file, named for the champion and role', async () => {
    stubApi();
    await renderPage();
    const blobs: Blob[] = [];
    let fileName = '';
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:item-set';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      fileName = this.download;
    });

    const panel = await screen.findByRole('region', { name: 'Core builds' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Download item set' }));

    expect(fileName).toBe('RiftScope_Ahri_middle.json');
    const file = JSON.parse(await (blobs[0] as Blob).text());
    expect(file).toEqual({
      title: 'RiftScope Ahri Middle',
      type: 'custom',
      map: 'SR',
      mode: 'any',
      priority: false,
      sortrank: 0,
      associatedMaps: [11],
      associatedChampions: [103],
      blocks: [
        {
          type: 'Starting items',
          items: [
            { id: '1056', count: 1 },
            { id: '2003', count: 2 },
          ],
        },
        {
          type: 'Core build',
          items: [
            { id: '6655', count: 1 },
            { id: '4645', count: 1 },
            { id: '3089', count: 1 },
          ],
        },
        { type: 'Boots', items: [{ id: '3020', count: 1 }] },
        { type: 'Fourth item', items: [{ id: '3157', count: 1 }] },
        { type: 'Fifth item', items: [{ id: '3135', count: 1 }] },
      ],
    });
    expect(
      within(panel).getByText(/League of Legends\/Config\/Champions\/ahri\/Recommended\//),
    ).toBeTruthy();
  });
});

describe('ChampionPage skill path', () => {
  const levelsOf = (grid: HTMLElement, slot: string) => {
    const row = within(grid).getByRole('rowheader', { name: slot }).closest('tr') as HTMLElement;
    return within(row)
      .getAllByRole('cell')
      .flatMap((cell) => (cell.textContent ? [Number(cell.textContent)] : []));
  };

  it('draws levels 1 to 18 of the most taken path as a grid, levels 16–18 with their own sample', async () => {
    stubApi();
    await renderPage();

    const skills = await screen.findByRole('region', { name: 'Skill order' });
    expect(within(skills).getByRole('img', { name: 'Max Q > E > W' })).toBeTruthy();
    const grid = within(skills).getByRole('table', { name: 'Skills taken at levels 1 to 18' });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(19);
    expect(levelsOf(grid, 'Q')).toEqual([1, 4, 5, 7, 9]);
    expect(levelsOf(grid, 'W')).toEqual([2, 14, 15, 17, 18]);
    expect(levelsOf(grid, 'E')).toEqual([3, 8, 10, 12, 13]);
    expect(levelsOf(grid, 'R')).toEqual([6, 11, 16]);
    const late = within(skills).getByText('Levels 16–18, from the games that reached level 18:')
      .parentElement as HTMLElement;
    expect(late.textContent).toContain('60.0% WR');
    expect(late.textContent).toContain('40 games');
    expect(within(skills).getByText(/Q E W Q Q R Q W Q W R W W E E/)).toBeTruthy();
  });

  it('says so when no game on the path reached level 18, and leaves levels 16–18 empty', async () => {
    const page = championPage();
    const [top] = page.skill_paths;
    stubApi(championPage({ skill_paths: top ? [{ ...top, to_18: null }] : [] }));
    await renderPage('/ru/champions/ahri');

    const skills = await screen.findByRole('region', { name: 'Порядок умений' });
    const grid = within(skills).getByRole('table', { name: 'Умения, взятые на уровнях 1–18' });
    expect(levelsOf(grid, 'R')).toEqual([6, 11]);
    expect(levelsOf(grid, 'W')).toEqual([2, 14, 15]);
    expect(
      within(skills).getByText(
        'Уровни 16–18: ни одна игра с этим порядком не дошла до 18 уровня, поэтому они не показаны.',
      ),
    ).toBeTruthy();
  });
});

describe('ChampionPage synergy', () => {
  it('names the best and worst partners of each partner role, linked to their page in that role', async () => {
    stubApi();
    await renderPage('/en/champions/ahri?queue=flex');

    const panel = await screen.findByRole('region', { name: 'Lane partners' });
    expect(within(panel).getByText('Partners: 14 · games: 1,200')).toBeTruthy();
    const best = within(panel).getByRole('table', { name: 'Best partners (Jungle)' });
    expect(
      within(best)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sejuani', 'LeeSin']);
    expect(within(best).getByRole('link', { name: 'Sejuani' }).getAttribute('href')).toBe(
      '/en/champions/sejuani?role=JUNGLE&queue=flex',
    );
    expect(intervalOf(within(best).getByText('61.1%'))).toBe('95% interval: 50.8%–70.5%');
    const worst = within(panel).getByRole('table', { name: 'Worst partners (Jungle)' });
    expect(within(worst).getByRole('row', { name: /Nidalee/ }).textContent).toContain('38.0%');
  });

  it('shows no synergy panel for ARAM, whose answer has none', async () => {
    stubApi(championPage({ role: '', synergy: [] }));
    await renderPage('/en/aram/ahri');

    await screen.findByRole('region', { name: 'Core builds' });
    expect(screen.queryByRole('region', { name: 'Lane partners' })).toBeNull();
  });
});

describe('ChampionPage against enemy teams (ARAM)', () => {
  it('lists the best and hardest enemies in place of lane matchups, linked to their ARAM page', async () => {
    stubApi(ahriAramPage());
    await renderPage('/en/aram/ahri');

    const panel = await screen.findByRole('region', { name: 'Against enemy teams' });
    expect(screen.queryByRole('region', { name: 'Matchups' })).toBeNull();
    expect(within(panel).getByText('Enemy champions met: 30')).toBeTruthy();
    const best = within(panel).getByRole('table', { name: 'Best against' });
    expect(
      within(best)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Sona', 'Ashe']);
    expect(within(best).getByRole('link', { name: 'Sona' }).getAttribute('href')).toBe(
      '/en/aram/sona',
    );
    const worst = within(panel).getByRole('table', { name: 'Hardest against' });
    expect(within(worst).getByRole('row', { name: /Ziggs/ }).textContent).toContain('37.1%');
  });

  it('says honestly when no enemy has the minimum sample, or none is counted yet', async () => {
    const page = ahriAramPage();
    stubApi({ ...page, enemies: { champions: 12, best: [], worst: [] } });
    const first = await renderPage('/en/aram/ahri');
    const panel = await screen.findByRole('region', { name: 'Against enemy teams' });
    expect(within(panel).getByText('No enemy champion has been met in 10 games yet.')).toBeTruthy();
    first.unmount();

    stubApi({ ...page, enemies: null });
    await renderPage('/en/aram/ahri');
    const empty = await screen.findByRole('region', { name: 'Against enemy teams' });
    expect(within(empty).queryByRole('table')).toBeNull();
  });
});

describe('ChampionPage rune pages', () => {
  const twoElectrocutes = () => {
    const page = championPage();
    const [electrocute] = page.runes;
    if (!electrocute) throw new Error('fixture without runes');
    const other = {
      ...electrocute,
      ...sample(200, 51, 16.2),
      page: {
        ...electrocute.page,
        shards: electrocute.page.shards.map((shard, index) =>
          index === 0 ? { name: 'Attack Speed', icon: null } : shard,
        ),
      },
    };
    return championPage({ runes: [electrocute, other, ...page.runes.slice(1)] });
  };

  it('gives pages of the same keystone and trees names that say what differs', async () => {
    stubApi(twoElectrocutes());
    await renderPage();

    const runes = await screen.findByRole('region', { name: 'Runes' });
    const names = within(runes)
      .getAllByRole('button')
      .filter((button) => button.hasAttribute('aria-pressed'))
      .map((button) => button.querySelector('.text-sm')?.textContent);
    expect(names).toEqual([
      'Electrocute, Domination and Sorcery · Shards: Adaptive Force / Adaptive Force / Health Scaling',
      'Electrocute, Domination and Sorcery · Shards: Attack Speed / Adaptive Force / Health Scaling',
      'Arcane Comet, Sorcery and Inspiration',
    ]);
  });

  it('copies the shown rune page as text, says it is copied, and that the client cannot import it', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubApi();
    await renderPage();

    const runes = await screen.findByRole('region', { name: 'Runes' });
    expect(
      within(runes).getByText(
        "The game client can't take a rune page from a browser: copy it as text and set it up in the client's rune editor.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(runes).getByRole('button', { name: 'Copy rune page' }));

    expect(await within(runes).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(within(runes).getByRole('status').textContent).toBe(
      'Rune page copied to the clipboard.',
    );
    expect(writeText.mock.calls[0]?.[0]).toBe(
      [
        'Ahri: Electrocute, Domination and Sorcery',
        'Domination: Electrocute, Taste of Blood, Eyeball Collection, Ultimate Hunter',
        'Sorcery: Manaflow Band, Transcendence',
        'Shards: Adaptive Force, Adaptive Force, Health Scaling',
      ].join('\n'),
    );
  });

  it('shows the text to copy by hand when the browser refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubApi();
    await renderPage('/tr/champions/ahri');

    const runes = await screen.findByRole('region', { name: 'Rünler' });
    fireEvent.click(within(runes).getByRole('button', { name: 'Rün sayfasını kopyala' }));
    await waitFor(() => expect(within(runes).getByRole('alert')).toBeTruthy());
    expect(
      (
        within(runes).getByRole('textbox', {
          name: 'Metin olarak rün sayfası',
        }) as HTMLTextAreaElement
      ).value,
    ).toContain('Domination: Electrocute');
  });
});
