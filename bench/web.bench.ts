/**
 * The web app as a visitor gets it: JavaScript per route (gzip, as loaded by Chromium), the
 * lazy screens' chunks, Lighthouse's performance score of the pages the issues name (with the
 * largest contentful paint's element, and whether the server's HTML holds it), and the time to
 * the first frame that shows each page's main content on a throttled phone, all against the
 * built site served by the real server on loopback.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { HOME_JS_BUDGET_KB, scriptBytes } from '../e2e/script-bytes.ts';
import {
  CHROMIUM_FLAGS,
  findChromium,
  ROOT_DIR,
  type Site,
  startSite,
} from '../e2e/site-server.ts';
import { type LighthouseRun, lighthouseRun } from './lighthouse-run.ts';
import type { Figure } from './run.ts';
import { EXAMPLE_PLAYER_PAGE, lookUpExamplePlayer, median } from './support.ts';

const LIGHTHOUSE_RUNS = 5;
/** An example player of the simulator, looked up before the figures are taken. */
const SUMMONER_PATH = EXAMPLE_PLAYER_PAGE;
/**
 * Pages scored by Lighthouse, with the goal of their issue, and the element that holds each
 * page's main content (the first match card, the champion's build, the first tier-list row).
 */
const MAIN_PAGES: readonly {
  name: string;
  path: string;
  goal: string;
  mainContent: string;
}[] = [
  { name: 'home', path: '/en', goal: '≥ 97', mainContent: 'main h1' },
  { name: 'summoner page', path: SUMMONER_PATH, goal: '≥ 95', mainContent: 'main li > article' },
  {
    name: 'champion page',
    path: '/en/champions/ahri',
    // The arrows between the items of the champion's build orders.
    mainContent: 'main section svg[viewBox="0 0 8 12"]',
    goal: '≥ 95',
  },
  { name: 'tier list', path: '/en/tier-list', goal: '≥ 95', mainContent: 'main table tbody tr' },
];

/**
 * Lighthouse's own "slow 4G" for applied throttling (its mobileSlow4G settings, as DevTools
 * applies them: the round trip added to each request, 90 % of the throughput) and its 4× CPU
 * slowdown.
 */
const SLOW_4G = {
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const FILMSTRIP_RUNS = 3;
const LAZY_SCREENS = [
  'home-page',
  'news-list-page',
  'news-article-page',
  'static-page',
  'summoner-page',
  'match-timeline',
  'match-build',
  // Recharts and the chart theme, shared by the timeline tab and the admin dashboard.
  'charts',
  'live-page',
  'tier-list-page',
  'champion-page',
  'champions-page',
  'profile-layout',
  'admin-layout',
  'signups-chart',
  'admin-news-page',
  'rich-text-editor',
];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The JavaScript a fresh browser loads for `url`: gzip size and bytes sent. */
async function routeJavaScript(
  chromiumPath: string,
  url: string,
): Promise<{ gzip: number; transferred: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Nothing leaves the machine: other hosts (the game-asset CDN) are refused.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    return await scriptBytes(page, url);
  } finally {
    await browser.close();
  }
}

/** Lighthouse runs of a page until LIGHTHOUSE_RUNS complete, at most this many in all. */
const LIGHTHOUSE_ATTEMPTS = 2 * LIGHTHOUSE_RUNS;

/** Medians of LIGHTHOUSE_RUNS complete runs; a failed run is run again and reported. */
async function lighthouseScores(chromiumPath: string, url: string) {
  const runs: LighthouseRun[] = [];
  const failures: string[] = [];
  for (let i = 0; runs.length < LIGHTHOUSE_RUNS && i < LIGHTHOUSE_ATTEMPTS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      const run = lighthouseRun(result?.lhr);
      if ('failure' in run) failures.push(run.failure);
      else runs.push(run);
    } finally {
      await chrome.kill();
    }
  }
  return {
    runs: runs.length,
    failures,
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    lcpElements: [...new Set(runs.map((r) => r.lcpElement).filter((e) => e !== null))],
  };
}

/**
 * When the first frame that shows `selector` was drawn, in ms from the navigation's start, at
 * 390 px on Lighthouse's slow 4G and 4× slower CPU: a check before every frame
 * (requestAnimationFrame runs just before the browser draws) notes the first that has it laid out.
 */
async function mainContentShownAt(
  chromiumPath: string,
  url: string,
  selector: string,
): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Run in the page (the bench's TypeScript knows no DOM): the selector goes in as JSON.
    await page.addInitScript({
      content: `(() => {
        const check = () => {
          const element = document.querySelector(${JSON.stringify(selector)});
          if (element && element.getBoundingClientRect().height > 0) {
            window.mainContentAt = performance.now();
            return;
          }
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      })();`,
    });
    await page.goto(url, { waitUntil: 'commit' });
    // Functions, not strings: the site's CSP allows no eval.
    await page.waitForFunction(() => 'mainContentAt' in globalThis, null, { timeout: 120_000 });
    return await page.evaluate(
      () => (globalThis as { mainContentAt?: number }).mainContentAt ?? Number.NaN,
    );
  } finally {
    await browser.close();
  }
}

/**
 * Whether the server's HTML of `url` holds the element Lighthouse named: its opening tag, or as
 * much of it as the report gives (a long one is cut with "…").
 */
async function isInServerHtml(url: string, snippet: string): Promise<boolean> {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  const shown = snippet.split('…', 1)[0] ?? snippet;
  return root.includes(shown);
}

async function lazyChunkSizes(): Promise<Figure[]> {
  const dir = join(ROOT_DIR, 'apps/web/dist/assets');
  const files = await readdir(dir);
  const figures: Figure[] = [];
  for (const screen of LAZY_SCREENS) {
    const file = files.find((f) => f.startsWith(`${screen}-`) && f.endsWith('.js'));
    if (!file) continue;
    const gzip = gzipSync(await readFile(join(dir, file)), { level: 9 }).length;
    figures.push({ name: `lazy chunk ${screen}`, value: kb(gzip), unit: 'KB gzip' });
  }
  return figures;
}

/** The pages whose JavaScript is weighed; a news article when the site has one. */
async function weighedRoutes(baseUrl: string): Promise<[string, string][]> {
  const news = (await (await fetch(`${baseUrl}/api/news?lang=en&per_page=1`)).json()) as {
    data: { translations: { en: { slug: string } } }[];
  };
  const slug = news.data[0]?.translations.en.slug;
  return [
    ['home /en', '/en'],
    ['news list /en/news', '/en/news'],
    ...(slug ? [['news article', `/en/news/${slug}`] as [string, string]] : []),
    ['info page /en/about', '/en/about'],
    ['summoner page', SUMMONER_PATH],
    ['tier list /en/tier-list', '/en/tier-list'],
    ['champions /en/champions', '/en/champions'],
    ['champion page /en/champions/ahri', '/en/champions/ahri'],
  ];
}

/** The JavaScript each route loads, gzipped and as sent. */
async function javaScriptFigures(chromiumPath: string, baseUrl: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [name, path] of await weighedRoutes(baseUrl)) {
    const { gzip, transferred } = await routeJavaScript(chromiumPath, `${baseUrl}${path}`);
    figures.push(
      {
        name: `JS loaded by ${name}`,
        value: kb(gzip),
        unit: 'KB gzip',
        ...(path === '/en' ? { goal: `≤ ${HOME_JS_BUDGET_KB} KB` } : {}),
      },
      { name: `JS sent for ${name} (brotli)`, value: kb(transferred), unit: 'KB' },
    );
  }
  return figures;
}

/** Lighthouse's score, LCP and blocking time of a main page, and when its main content shows. */
async function mainPageFigures(
  chromiumPath: string,
  baseUrl: string,
  page: (typeof MAIN_PAGES)[number],
): Promise<Figure[]> {
  const { name, path, goal, mainContent } = page;
  const url = `${baseUrl}${path}`;
  const scores = await lighthouseScores(chromiumPath, url);
  const lcpElements = await Promise.all(
    scores.lcpElements.map(async (snippet) =>
      (await isInServerHtml(url, snippet)) ? snippet : `${snippet} (not in the HTML)`,
    ),
  );
  const shownAt: number[] = [];
  for (let i = 0; i < FILMSTRIP_RUNS; i++) {
    shownAt.push(await mainContentShownAt(chromiumPath, url, mainContent));
  }
  return [
    {
      name: `Lighthouse performance, ${name}`,
      value: scores.score,
      unit: '',
      goal,
      note: `median of ${scores.runs}; mobile, simulated slow 4G${
        scores.failures.length > 0
          ? `; ${scores.failures.length} run(s) failed and were run again (${scores.failures.join(', ')})`
          : ''
      }`,
    },
    {
      name: `Lighthouse LCP, ${name}`,
      value: Math.round(scores.lcp),
      unit: 'ms',
      note: `element: ${lcpElements.join(' | ') || 'none named'}`,
    },
    {
      name: `Lighthouse total blocking time, ${name}`,
      value: Math.round(scores.tbt),
      unit: 'ms',
    },
    {
      name: `first frame with the main content at 390 px, slow 4G, ${name}`,
      value: Math.round(median(shownAt)),
      unit: 'ms',
      ...(name === 'home' ? {} : { goal: '≤ 1000' }),
      note: `median of ${FILMSTRIP_RUNS}: ${shownAt.map((t) => Math.round(t)).join(', ')} ms; ${mainContent}`,
    },
  ];
}

export async function webBench(): Promise<Figure[]> {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    process.stdout.write(
      '  no Chromium (CHROMIUM_PATH or /usr/bin/chromium): web figures skipped\n',
    );
    return [];
  }
  let site: Site | undefined;
  try {
    site = await startSite({ logName: 'bench-web-server.log' });
    // The player's page is drawn with its data once the site has the player stored.
    await lookUpExamplePlayer(site.baseUrl);
    const figures = await javaScriptFigures(chromiumPath, site.baseUrl);
    figures.push(...(await lazyChunkSizes()));
    for (const page of MAIN_PAGES) {
      figures.push(...(await mainPageFigures(chromiumPath, site.baseUrl, page)));
    }
    return figures;
  } finally {
    await site?.stop();
  }
}
