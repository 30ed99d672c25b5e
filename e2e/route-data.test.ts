import type { Page, Request } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  baseUrl,
  describeInBrowser,
  openPage,
  screenshot,
  servedAsFrame,
  settle,
  useBrowser,
} from './browser.ts';
import { TEXTS } from './texts.ts';

/** An example player of the demo, stored by its start-up crawl (bench/web.bench.ts). */
const SUMMONER_PATH = '/en/summoner/euw1/Baron%20Stealer/EUW';
const PROFILE_REQUEST = '/api/summoners/Baron%20Stealer/EUW/euw1';
const TOP_CHAMPIONS_REQUEST = '/api/summoners/euw1/Baron%20Stealer/EUW/top-champions/panel?lang=en';
/** The lazy chunk of the summoner screen (Vite names it after summoner-page.tsx). */
const SCREEN_CHUNK = /\/summoner-page-[^/]*\.js$/;
/**
 * The longest the screen's code is held back while the test waits for the profile request: a
 * limit for the failing case only, as the request starts together with the code's.
 */
const HOLD_LIMIT_MS = 5_000;

const pathOf = (request: Request) => {
  const url = new URL(request.url());
  return `${url.pathname}${url.search}`;
};

/** Records the page's API requests, and the profile's and the screen code's finished requests. */
function watchRequests(page: Page) {
  const apiRequests: string[] = [];
  const finished = new Map<string, Request>();
  let markProfileAsked: () => void = () => undefined;
  const profileAsked = new Promise<void>((resolve) => {
    markProfileAsked = resolve;
  });
  page.on('request', (request) => {
    const path = pathOf(request);
    if (!path.startsWith('/api/') || path === '/api/analytics/pageview') return;
    apiRequests.push(`${request.method()} ${path}`);
    if (path === PROFILE_REQUEST) markProfileAsked();
  });
  page.on('requestfinished', (request) => {
    if (pathOf(request) === PROFILE_REQUEST) finished.set('profile', request);
    if (SCREEN_CHUNK.test(request.url())) finished.set('chunk', request);
  });
  return { apiRequests, finished, profileAsked };
}

/**
 * The screen's code is held back until the profile is asked for: the app must not wait for
 * the code to ask. Should the request not come, the limit lets the code through and the
 * check below fails.
 */
async function holdScreenCode(page: Page, profileAsked: Promise<void>) {
  let wasProfileAskedFirst: (value: boolean) => void = () => undefined;
  const chunkReleased = new Promise<boolean>((resolve) => {
    wasProfileAskedFirst = resolve;
  });
  let release: () => void = () => undefined;
  const isReleased = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markChunkAsked: () => void = () => undefined;
  const chunkAsked = new Promise<void>((resolve) => {
    markChunkAsked = resolve;
  });
  await page.route(SCREEN_CHUNK, async (route) => {
    markChunkAsked();
    let timer: NodeJS.Timeout | undefined;
    const isAsked = await Promise.race([
      profileAsked.then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), HOLD_LIMIT_MS);
      }),
    ]);
    clearTimeout(timer);
    wasProfileAskedFirst(isAsked);
    // Held on until the test has seen what the page shows meanwhile.
    await isReleased;
    await route.continue();
  });
  return { chunkReleased, release, chunkAsked };
}

/** As served, before any code runs, the page's main area shows the stored player. */
async function expectServedPlayer() {
  const served = await (
    await fetch(`${baseUrl}${SUMMONER_PATH}`, { headers: { accept: 'text/html' } })
  ).text();
  const main = served.match(/<main\b[\s\S]*?<\/main>/)?.[0] ?? '';
  expect(main).toContain(TEXTS.en.summoner.title);
  expect(main).toContain('Baron Stealer');
}

/**
 * The page arrives without the data it was drawn from, as a frame does (a player not
 * stored yet, an answer later than the render's budget): the browser asks for it itself.
 */
async function openWhileCodeIsHeld(
  page: Page,
  held: { release: () => void; chunkAsked: Promise<void> },
) {
  await servedAsFrame(page, `**${SUMMONER_PATH}`);
  await page.goto(SUMMONER_PATH, { waitUntil: 'commit' });
  await held.chunkAsked;
  try {
    // While the screen's code is held, what the server sent stays on screen: not blank.
    await page.getByRole('heading', { level: 1, name: TEXTS.en.summoner.title }).waitFor();
    await page.getByRole('heading', { name: 'Baron Stealer#EUW' }).waitFor();
    await screenshot(page, 'en-player-page-while-code-loads-1280');
  } finally {
    held.release();
  }
}

/** Chromium's own timings say the same: the request started before the code had arrived. */
function expectProfileAskedBeforeCode(finished: Map<string, Request>) {
  const chunk = finished.get('chunk');
  const profile = finished.get('profile');
  if (!chunk || !profile) throw new Error('the screen code or the profile never finished');
  const chunkTiming = chunk.timing();
  expect(profile.timing().startTime).toBeLessThan(chunkTiming.startTime + chunkTiming.responseEnd);
}

/**
 * The screen found in the cache what the route started: nothing was asked for twice. Top
 * champions alone are asked again, on purpose, while the season's older games are imported.
 */
function expectEachDataOnce(apiRequests: readonly string[]) {
  const counts = new Map<string, number>();
  for (const request of apiRequests) {
    if (request.endsWith(TOP_CHAMPIONS_REQUEST)) continue;
    counts.set(request, (counts.get(request) ?? 0) + 1);
  }
  expect([...counts].filter(([, count]) => count > 1)).toEqual([]);
  expect(apiRequests).toEqual(
    expect.arrayContaining([
      `GET ${PROFILE_REQUEST}`,
      'GET /api/summoners/Baron%20Stealer/EUW/matches?page=1&perPage=10&region=euw1&lang=en',
      `GET ${TOP_CHAMPIONS_REQUEST}`,
      'GET /api/summoners/euw1/Baron%20Stealer/EUW/friends',
    ]),
  );
}

describeInBrowser('route data', () => {
  const browser = useBrowser();

  test("the summoner page asks for the player while its screen's code is still loading, and for each of its data once", async () => {
    const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true' } });
    const { apiRequests, finished, profileAsked } = watchRequests(page);
    const held = await holdScreenCode(page, profileAsked);
    await expectServedPlayer();
    await openWhileCodeIsHeld(page, held);
    expect(
      await held.chunkReleased,
      'the profile was asked for while the screen code was held',
    ).toBe(true);
    await page.getByRole('heading', { level: 1, name: TEXTS.en.summoner.title }).waitFor();
    await page.getByRole('heading', { name: 'Baron Stealer#EUW' }).waitFor();
    await settle(page);
    expectProfileAskedBeforeCode(finished);
    expectEachDataOnce(apiRequests);
  });
});
