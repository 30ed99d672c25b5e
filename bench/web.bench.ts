/**
 * The web app as a visitor gets it: JavaScript per route (gzip, as loaded by Chromium), the
 * lazy screens' chunks, and Lighthouse's performance score of the home page, all against the
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
import { median } from './support.ts';

const LIGHTHOUSE_RUNS = 3;
/** An example player of the demo, stored by its start-up crawl. */
const SUMMONER_PATH = '/en/summoner/euw1/Baron%20Stealer/EUW';
/** Pages scored by Lighthouse, with the goal of their issue. */
const LIGHTHOUSE_PAGES: readonly (readonly [string, string, string])[] = [
  ['home', '/en', '≥ 98'],
  ['summoner page', SUMMONER_PATH, '≥ 97'],
];
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
  };
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
    const news = (await (await fetch(`${site.baseUrl}/api/news?lang=en&per_page=1`)).json()) as {
      data: { translations: { en: { slug: string } } }[];
    };
    const slug = news.data[0]?.translations.en.slug;
    const routes: [string, string][] = [
      ['home /en', '/en'],
      ['news list /en/news', '/en/news'],
      ...(slug ? [['news article', `/en/news/${slug}`] as [string, string]] : []),
      ['info page /en/about', '/en/about'],
      ['summoner page', SUMMONER_PATH],
      ['tier list /en/tier-list', '/en/tier-list'],
      ['champions /en/champions', '/en/champions'],
      ['champion page /en/champions/ahri', '/en/champions/ahri'],
    ];
    const figures: Figure[] = [];
    for (const [name, path] of routes) {
      const { gzip, transferred } = await routeJavaScript(chromiumPath, `${site.baseUrl}${path}`);
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
    figures.push(...(await lazyChunkSizes()));
    for (const [name, path, goal] of LIGHTHOUSE_PAGES) {
      const scores = await lighthouseScores(chromiumPath, `${site.baseUrl}${path}`);
      figures.push(
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
        { name: `Lighthouse LCP, ${name}`, value: Math.round(scores.lcp), unit: 'ms' },
        {
          name: `Lighthouse total blocking time, ${name}`,
          value: Math.round(scores.tbt),
          unit: 'ms',
        },
      );
    }
    return figures;
  } finally {
    await site?.stop();
  }
}
