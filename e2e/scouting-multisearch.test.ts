import {
  formatRiotId,
  type MatchListPage,
  type MultiSearch,
  type MultiSearchPlayer,
  type MultiSearchQueue,
  parseRiotId,
  type RiotId,
} from '@riftscope/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { baseUrl, describeInBrowser, screenshot, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage, POLL, STEP_MS } from './journey.ts';
import {
  axeBlocking,
  exactly,
  expectNoSidewaysScroll,
  expectNotes,
  fill,
  formatPercent,
  plural,
  SIZES,
  spokenRecord,
  TIME_ZONE,
} from './scouting.ts';
import { LANGUAGES, type Language, TEXTS } from './texts.ts';

/** The home page's euw1 example player (the simulator's sample players, app/services.ts). */
const EXAMPLE = { gameName: 'Baron Stealer', tagLine: 'EUW' } as const;
const REGION = 'euw1';
/** A lobby line whose name has no tag: not a Riot ID. */
const NOT_A_RIOT_ID = 'no tag here';
const LOBBY_SIZE = 5;
const SEARCH_PATH = '/api/multisearch';

const riotIdText = formatRiotId;
const encoded = (p: RiotId) => `${encodeURIComponent(p.gameName)}/${encodeURIComponent(p.tagLine)}`;

/**
 * An API answer. A 429 (this address's quota of new players, shared with the other files of the
 * run) is asked again once after the Retry-After the server gives.
 */
async function api<T>(path: string): Promise<T> {
  let response = await fetch(`${baseUrl}${path}`);
  const retryAfter = Number(response.headers.get('retry-after'));
  if (response.status === 429 && retryAfter > 0) {
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    response = await fetch(`${baseUrl}${path}`);
  }
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Five players of one lobby: the example and the first four others of his newest stored games,
 * each stored beforehand (one column's fetch each) so that the search answers every column
 * itself, in every queue. The invalid fragment is pasted among them, third.
 */
async function storedLobby(): Promise<{ players: RiotId[]; text: string }> {
  await api(`/api/summoners/${encoded(EXAMPLE)}/${REGION}`);
  const matches = await api<MatchListPage>(
    `/api/summoners/${encoded(EXAMPLE)}/matches?region=${REGION}`,
  );
  const others = new Set<string>();
  for (const match of matches.data) {
    for (const p of match.participants_preview) {
      if (p.region === REGION && p.riot_id !== riotIdText(EXAMPLE)) others.add(p.riot_id);
    }
  }
  const players: RiotId[] = [EXAMPLE, ...[...others].flatMap((id) => parseRiotId(id) ?? [])];
  players.splice(LOBBY_SIZE);
  if (players.length < LOBBY_SIZE) throw new Error(`${riotIdText(EXAMPLE)} met too few players`);
  for (const player of players) await api(`${SEARCH_PATH}/${REGION}/${encoded(player)}`);
  const lines = players.map(riotIdText);
  lines.splice(2, 0, NOT_A_RIOT_ID);
  return { players, text: lines.join('\n') };
}

const isSearch = (url: string, queue: MultiSearchQueue | null) => {
  const { pathname, searchParams } = new URL(url);
  return pathname === SEARCH_PATH && (queue === null || searchParams.get('queue') === queue);
};

/** The board of `text` opened without a queue in its address, and the search the page asked. */
async function openBoard(page: Page, lang: Language, text: string) {
  const answer = page.waitForResponse((r) => isSearch(r.url(), null) && r.status() === 200);
  await page.goto(`/${lang}/multisearch/${REGION}?${new URLSearchParams({ q: text })}`);
  const response = await answer;
  const columns = page.getByRole('list', { name: TEXTS[lang].multisearch.players, exact: true });
  await columns.waitFor();
  await settle(page);
  return {
    columns,
    search: (await response.json()) as MultiSearch,
    asked: new URL(response.url()).searchParams.get('queue'),
  };
}

/** Presses a queue of the switch; the address and the search follow it. */
async function switchQueue(page: Page, lang: Language, queue: MultiSearchQueue, text: string) {
  const { multisearch } = TEXTS[lang];
  const answer = page.waitForResponse((r) => isSearch(r.url(), queue) && r.status() === 200);
  await page
    .getByRole('navigation', { name: multisearch.queue.label, exact: true })
    .getByRole('link', { name: multisearch.queue[queue], exact: true })
    .click();
  await page.waitForURL(
    (url) => url.searchParams.get('queue') === queue && url.searchParams.get('q') === text,
  );
  const search = (await (await answer).json()) as MultiSearch;
  await settle(page);
  return search;
}

/** Why a column has no figures of its queue (multisearch's column-figures.ts, emptyQueue). */
function emptyText(lang: Language, player: MultiSearchPlayer): string {
  const { empty } = TEXTS[lang].multisearch;
  if (player.queue === 'all') return empty.not_stored_all;
  const entry = player.ranked[player.queue === 'solo' ? 0 : 1];
  const hasSeasonGames = entry !== null && entry.wins + entry.losses > 0;
  return empty[`${hasSeasonGames ? 'not_stored' : 'no_ranked'}_${player.queue}`];
}

/**
 * A column's figures of its queue, as the answer gives them: the sample named with the queue
 * ("Solo/Duo · last 20 games"), the W/L strip named by its summary with a cell a game, the win
 * rate and the pool's title; or why it has none. Returns what it read, to compare queues.
 */
async function expectColumnFigures(
  lang: Language,
  column: Locator,
  player: MultiSearchPlayer,
): Promise<string> {
  const { multisearch, scouting } = TEXTS[lang];
  const { recent } = player;
  if (recent.games === 0) {
    const text = emptyText(lang, player);
    await column.getByText(text, { exact: true }).waitFor();
    return text;
  }
  const sample = fill(plural(multisearch.recent, 'sample', lang, recent.games), {
    count: recent.games,
    queue: multisearch.queue[player.queue],
  });
  await column.getByRole('heading', { level: 3, name: sample, exact: true }).waitFor();
  const wins = player.results.filter((result) => result === 'win').length;
  const stripName = fill(
    player.queue === 'all' ? scouting.form.results_any : scouting.form.results,
    {
      summary: spokenRecord(lang, wins, player.results.length - wins),
    },
  );
  const strip = column.getByRole('list', { name: stripName, exact: true });
  expect(await strip.getByRole('img').count(), stripName).toBe(player.results.length);
  const rate = fill(multisearch.recent.win_rate, { rate: formatPercent(recent.win_rate, lang) });
  await column.getByText(rate, { exact: true }).waitFor();
  const pool = multisearch.pool[`title_${player.queue}`];
  await column.getByRole('heading', { level: 3, name: pool, exact: true }).waitFor();
  return `${sample} · ${rate}`;
}

/**
 * The board in one queue: the switch marks it, five columns in the pasted order (the invalid
 * fragment takes none), each with the answer's figures of the queue and its notes.
 */
async function expectBoard(
  page: Page,
  lang: Language,
  board: { columns: Locator; search: MultiSearch; queue: MultiSearchQueue },
): Promise<string[]> {
  const { multisearch } = TEXTS[lang];
  const { columns, search, queue } = board;
  const queues = page.getByRole('navigation', { name: multisearch.queue.label, exact: true });
  const current = queues.locator('a[aria-current="page"]');
  expect(await current.allInnerTexts()).toEqual([multisearch.queue[queue]]);
  const players = search.entries.flatMap((entry) => (entry.player ? [entry.player] : []));
  expect(players.map((p) => p.queue)).toEqual(Array(LOBBY_SIZE).fill(queue));
  await expect
    .poll(() => columns.getByRole('heading', { level: 2 }).allInnerTexts(), POLL)
    .toEqual(players.map((p) => riotIdText({ gameName: p.game_name, tagLine: p.tag_line })));
  expect(await columns.locator(':scope > li').count()).toBe(LOBBY_SIZE);
  const figures = [];
  for (const player of players) {
    const name = riotIdText({ gameName: player.game_name, tagLine: player.tag_line });
    const column = columns
      .getByRole('article')
      .filter({ has: page.getByRole('link').filter({ hasText: exactly(name) }) });
    figures.push(await expectColumnFigures(lang, column, player));
    await expectNotes(page, lang, column, player.notes);
  }
  return figures;
}

/** The fragment that is not a Riot ID, named in the notice above the board, in no column. */
async function expectInvalidNotice(page: Page, lang: Language, columns: Locator): Promise<void> {
  const { invalid } = TEXTS[lang].multisearch;
  const label = page.getByText(plural(invalid, 'label', lang, 1), { exact: true });
  const notice = page.locator('p').filter({ has: label });
  expect(await notice.locator('bdi').allInnerTexts()).toEqual([NOT_A_RIOT_ID]);
  const [noticeBox, boardBox] = [await notice.boundingBox(), await columns.boundingBox()];
  expect((noticeBox?.y ?? 0) + (noticeBox?.height ?? 0), 'the notice above the board').toBeLessThan(
    boardBox?.y ?? 0,
  );
  expect(await columns.getByText(NOT_A_RIOT_ID).count(), 'a column for the fragment').toBe(0);
}

/** "Copy link" puts the board's address (its names and queue) on the clipboard. */
async function expectCopiedLink(page: Page, lang: Language): Promise<void> {
  const { actions } = TEXTS[lang].multisearch;
  await page.getByRole('button', { name: actions.copy_link, exact: true }).click();
  await page.getByRole('status').getByText(actions.copied, { exact: true }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
}

/** "Open all profiles" opens one tab a player, each at the player's profile. */
async function expectProfileTabs(
  page: Page,
  context: BrowserContext,
  board: { lang: Language; players: RiotId[] },
): Promise<void> {
  const { lang, players } = board;
  const { actions } = TEXTS[lang].multisearch;
  const tabs: Page[] = [];
  const onTab = (tab: Page) => tabs.push(tab);
  context.on('page', onTab);
  await page.getByRole('button', { name: actions.open_all, exact: true }).click();
  await expect.poll(() => tabs.length, POLL).toBe(players.length);
  const paths = await Promise.all(
    tabs.map(async (tab) => {
      await tab.waitForURL((url) => url.protocol !== 'about:', { waitUntil: 'commit' });
      return new URL(tab.url()).pathname;
    }),
  );
  context.off('page', onTab);
  // The tabs open in the board's order, but the browser may report them in another.
  expect(paths.toSorted()).toEqual(
    players.map((p) => `/${lang}/summoner/${REGION}/${encoded(p)}`).toSorted(),
  );
  expect(tabs.length, 'tabs opened by one press').toBe(players.length);
  await Promise.all(tabs.map((tab) => tab.close()));
}

/**
 * On a phone, each player is one folded row: the five fit within two screens from the board's
 * top, and pressing a row opens its column under it, a second press folds it again.
 */
async function expectCompactRows(page: Page, columns: Locator): Promise<void> {
  const items = columns.locator(':scope > li');
  const rows = items.locator(':scope > div > button[aria-expanded]');
  expect(await rows.count()).toBe(LOBBY_SIZE);
  for (const row of await rows.all()) {
    expect(await row.getAttribute('aria-expanded')).toBe('false');
    const column = page.locator(`[id="${await row.getAttribute('aria-controls')}"]`);
    expect(await column.isVisible(), 'a folded column').toBe(false);
  }
  const { top, fifthBottom, screen } = await columns.evaluate((list) => ({
    top: list.getBoundingClientRect().top,
    fifthBottom: list.children[4]?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY,
    screen: window.innerHeight,
  }));
  expect(fifthBottom - top, 'five folded players within two screens').toBeLessThanOrEqual(
    2 * screen,
  );
  const first = rows.first();
  const column = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
  await first.click();
  await column.waitFor();
  expect(await first.getAttribute('aria-expanded')).toBe('true');
  await first.click();
  await column.waitFor({ state: 'hidden' });
  expect(await first.getAttribute('aria-expanded')).toBe('false');
}

describeInBrowser('scouting: multi-search', () => {
  const browser = useBrowser();
  let lobby: { players: RiotId[]; text: string } | undefined;

  beforeAll(async () => {
    lobby = await storedLobby();
  }, 4 * STEP_MS);

  const open = async () => {
    if (!lobby) throw new Error('e2e: no lobby');
    const opened = await openJourneyPage(browser(), {
      storage: { cookie_accepted: 'true' },
      timezoneId: TIME_ZONE,
    });
    await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseUrl,
    });
    return { ...opened, lobby };
  };

  for (const lang of LANGUAGES) {
    test(`in ${lang}: Solo/Duo by default, Flex and All queues, copy link, open all profiles, an invalid fragment above the board and folded rows at 390 px`, {
      timeout: JOURNEY_MS,
    }, async () => {
      const { page, context, lobby } = await open();
      const { columns, search, asked } = await openBoard(page, lang, lobby.text);
      expect([null, 'solo'], `queue=${asked} asked by default`).toContain(asked);
      expect(new URL(page.url()).searchParams.get('queue')).toBeNull();
      await expectInvalidNotice(page, lang, columns);
      const solo = await expectBoard(page, lang, { columns, search, queue: 'solo' });
      for (const queue of ['flex', 'all'] as const) {
        const answer = await switchQueue(page, lang, queue, lobby.text);
        const figures = await expectBoard(page, lang, { columns, search: answer, queue });
        expect(figures, `the figures of ${queue}`).not.toEqual(solo);
      }
      await expectCopiedLink(page, lang);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expectNoSidewaysScroll(page, 'multi-search');
        if (size.width < 640) await expectCompactRows(page, columns);
        await screenshot(page, `${lang}-scouting-multisearch-${size.width}`);
      }
      // Last: the five profiles then load in the board's browser process.
      await expectProfileTabs(page, context, { lang, players: lobby.players });
    });
  }

  test('in en: axe finds nothing serious or critical at 1280 and 390 px, a row open', {
    timeout: JOURNEY_MS,
  }, async () => {
    const { page, lobby } = await open();
    const { columns } = await openBoard(page, 'en', lobby.text);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      if (size.width < 640) await columns.locator(':scope > li > div > button').first().click();
      await settle(page);
      expect(await axeBlocking(page), `axe on multi-search at ${size.width} px`).toEqual([]);
    }
  });
});
