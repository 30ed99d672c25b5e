import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import {
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  chromium,
  type Page,
  type Response,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, onTestFinished } from 'vitest';
import { CHROMIUM_FLAGS } from './site-server.ts';

/** What the global setup found and started (see global-setup.ts). */
export const e2e = inject('e2e');
export const hasChromium = e2e.chromiumPath !== null;
export const baseUrl = e2e.baseUrl;
export { CHROMIUM_FLAGS };

/** `describe` for browser tests: skipped, with the reason in its name, when there is no Chromium. */
export function describeInBrowser(name: string, body: () => void): void {
  describe.skipIf(!hasChromium)(
    hasChromium ? name : `${name} (skipped: no Chromium; set CHROMIUM_PATH or install chromium)`,
    body,
  );
}

/**
 * Launches headless Chromium. Playwright gives every launch a fresh `--user-data-dir` of its own
 * in the temp folder (and refuses one in `args`), and deletes it on close.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!e2e.chromiumPath) throw new Error('e2e: no Chromium');
  return chromium.launch({
    executablePath: e2e.chromiumPath,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

/** One browser for the test file, launched before its first test and closed after its last. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (hasChromium) browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('e2e: the browser is not running');
    return browser;
  };
}

/** A 1×1 PNG, built here so that no image file has to be kept or fetched. */
function onePixelPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const scanline = Buffer.from([0, 0x3a, 0x44, 0x5c, 0xff]); // filter byte, one slate pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanline)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PIXEL_PNG = onePixelPng();
const IMAGE_PATH = /\.(?:png|jpe?g|webp|gif|svg|avif|ico)$/i;

export interface PageOptions {
  /** The site to open; default the one the global setup started. */
  baseUrl?: string;
  viewport?: { width: number; height: number };
  /** The browser's language, as `navigator.language` reports it. */
  locale?: string;
  /** The browser's time zone (an IANA name); the machine's by default. */
  timezoneId?: string;
  /** Local storage entries written before any page script runs, on every load. */
  storage?: Record<string, string>;
  /**
   * Whether `page.goto` and `page.reload` also wait until the app answers clicks (default true;
   * false for a test that keeps the app's code from running; a `goto` that waits for `commit`
   * only never waits for it).
   */
  awaitsApp?: boolean;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Paths of the page views the app sent (answered here, see below). */
  pageviews: string[];
  /**
   * Allows the console error Chromium logs for a response the test provokes on purpose (a 404
   * page, a wrong password): `status` and a part of the failing URL.
   */
  allowFailedRequest(status: number, urlPart: string): void;
  /** Console errors and page errors so far. */
  problems(): string[];
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

/** Requests to any host but the site's: a 1×1 PNG for an image, a 404 otherwise. */
async function answerOutsideHosts(context: BrowserContext, origin: string): Promise<void> {
  await context.route(
    (url) => url.origin !== origin && (url.protocol === 'https:' || url.protocol === 'http:'),
    (route) => {
      const request = route.request();
      const isImage =
        request.resourceType() === 'image' || IMAGE_PATH.test(new URL(request.url()).pathname);
      return isImage
        ? route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL_PNG })
        : route.fulfill({ status: 404, contentType: 'text/plain', body: 'e2e: no network' });
    },
  );
}

/** Answers page views with 204 and records their paths. */
async function answerPageviews(context: BrowserContext, origin: string): Promise<string[]> {
  const pageviews: string[] = [];
  await context.route(`${origin}/api/analytics/pageview`, (route) => {
    const body: unknown = route.request().postDataJSON();
    if (body && typeof body === 'object' && 'path' in body) pageviews.push(String(body.path));
    return route.fulfill({ status: 204 });
  });
  return pageviews;
}

/**
 * A page arrives drawn by the server and answers clicks once the app has taken it over
 * (root-layout.tsx marks <html>): a navigation is done when the app is, as for a visitor who
 * waits for the page to respond.
 */
function awaitAppOnNavigation(page: Page): void {
  const untilReady = async (response: Response | null) => {
    if (response?.headers()['content-type']?.includes('text/html')) {
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // A test that asks for the page's first bytes only (`commit`) watches it load itself.
  page.goto = async (url, gotoOptions) => {
    const response = await goto(url, gotoOptions);
    return gotoOptions?.waitUntil === 'commit' ? response : untilReady(response);
  };
  page.reload = async (reloadOptions) => untilReady(await reload(reloadOptions));
}

/** Collects the page's console errors, but the allowed failed requests, and its page errors. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  const allowed: { status: number; urlPart: string }[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const { url } = message.location();
    const isAllowed = allowed.some(
      (entry) =>
        text.startsWith('Failed to load resource') &&
        text.includes(`status of ${entry.status}`) &&
        url.includes(entry.urlPart),
    );
    if (!isAllowed) problems.push(describeConsole(message));
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
  return { problems, allowed };
}

/**
 * A page in a fresh context of `browser`. It never touches the network: requests to the game-asset
 * CDN (ddragon.leagueoflegends.com) and any other outside host get a 1×1 PNG when they ask for an
 * image and a 404 otherwise. Page views are answered here with 204, because the server counts at
 * most 60 a minute per address and this suite loads more pages than that from 127.0.0.1. The test
 * fails on any `console.error` or uncaught page error; the context closes when the test ends.
 */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const siteUrl = options.baseUrl ?? baseUrl;
  const origin = new URL(siteUrl).origin;
  const context = await browser.newContext({
    baseURL: siteUrl,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: options.locale ?? 'en-US',
    timezoneId: options.timezoneId,
    serviceWorkers: 'block',
    // Charts and transitions are drawn at once, so screenshots show the finished page.
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);

  await answerOutsideHosts(context, origin);
  const pageviews = await answerPageviews(context, origin);

  if (options.storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.storage);
  }

  const page = await context.newPage();
  if (options.awaitsApp ?? true) awaitAppOnNavigation(page);
  const { problems, allowed } = watchProblems(page);

  onTestFinished(async () => {
    await context.close();
    expect(problems, 'the page logged console errors or threw').toEqual([]);
  });

  return {
    page,
    context,
    pageviews,
    allowFailedRequest: (status, urlPart) => allowed.push({ status, urlPart }),
    problems: () => [...problems],
  };
}

/**
 * Serves the pages at `url` (a glob, as `page.route` takes) without the data the server drew
 * them from, as a frame is served (a player not stored yet, an answer later than the render's
 * budget): the browser asks for that data itself, so that a test can answer it with
 * `page.route`.
 */
export async function servedAsFrame(page: Page, url: string): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="page-data">[\s\S]*?<\/script>/,
      '',
    );
    await route.fulfill({ response, body: html });
  });
}

/** Waits until the lazy route chunk, its texts and its first data are on screen. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // The app has taken the server's HTML over (root-layout.tsx), so the page answers clicks.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  // A fade that is still running (a table coming back from its dimmed loading state) would be
  // measured half-way by axe's contrast check; endless ones (spinners, pulses) never finish.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const SCREENSHOT_DIR = join(e2e.rootDir, 'test-results', 'screenshots');

/**
 * A full-page screenshot in `dir` (test-results/screenshots by default) as <name>.png. Lazy images
 * are loaded first, so the parts below the fold show their pictures too.
 */
export async function screenshot(page: Page, name: string, dir = SCREENSHOT_DIR): Promise<string> {
  mkdirSync(dir, { recursive: true });
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    // decode() waits for the image to load; a broken one rejects, and GameImage swaps it out.
    const loaded = Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await document.fonts.ready;
  });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  return path;
}
