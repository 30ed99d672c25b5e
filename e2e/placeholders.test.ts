import { type ChampionRow, placeholderInitials } from '@riftscope/contracts';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import enChampions from '../apps/web/src/locales/en/champions.json' with { type: 'json' };
import ruChampions from '../apps/web/src/locales/ru/champions.json' with { type: 'json' };
import { baseUrl, describeInBrowser, e2e, screenshot, settle, useBrowser } from './browser.ts';
import { openJourneyPage } from './journey.ts';
import { TEXTS } from './texts.ts';

/*
 * The e2e site has no game art: the snapshot holds none and its image proxy's CDN is a closed
 * port (global-setup.ts), so every game image is the server's placeholder SVG.
 */

const LANGS = ['en', 'ru'] as const;
type Lang = (typeof LANGS)[number];
const WIDTHS = [1280, 390] as const;
const HEIGHT = 900;
const PLAYER_PATH = 'summoner/euw1/Baron%20Stealer/EUW';
const CHAMPIONS = { en: enChampions, ru: ruChampions } as const;
/** Where the screenshots go for a person to look at; none are saved when unset. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR?.trim() || null;
/** Game art is served from our own origin under this path. */
const GAME_ART = '/cdn/ddragon/';
/** Profile icons have no name worth reading: their placeholder is a head and shoulders. */
const PROFILE_ICON = '/img/profileicon/';
/** The Russian names the site's ru_RU champion.json gives (ddragon-overlay.ts). */
const RUSSIAN_NAMES = new Set(Object.values(e2e.russianChampionNames));
const CYRILLIC = /\p{Script=Cyrillic}/u;

interface ShownImage {
  src: string;
  alt: string | null;
  title: string | null;
  isHidden: boolean;
  naturalWidth: number;
}

/**
 * Every game image of the page once each has finished loading (lazy ones are loaded too), and
 * the names of the tiles the web app drew itself because an image failed or had no address.
 */
async function gameImages(page: Page): Promise<{ images: ShownImage[]; tiles: string[] }> {
  await page.evaluate(() => {
    for (const image of document.images) image.loading = 'eager';
  });
  await page.waitForFunction(
    (prefix) =>
      [...document.images].every(
        (image) => !image.getAttribute('src')?.startsWith(prefix) || image.complete,
      ),
    GAME_ART,
  );
  return page.evaluate((prefix) => {
    const images = [...document.images]
      .filter((image) => image.getAttribute('src')?.startsWith(prefix))
      .map((image) => ({
        src: image.getAttribute('src') ?? '',
        alt: image.getAttribute('alt'),
        title: image.getAttribute('title'),
        isHidden: image.getAttribute('aria-hidden') === 'true',
        naturalWidth: image.naturalWidth,
      }));
    const tiles = [...document.querySelectorAll('[data-initials]')].map(
      (tile) => tile.getAttribute('title') ?? tile.getAttribute('aria-label') ?? '?',
    );
    return { images, tiles };
  }, GAME_ART);
}

/**
 * What is wrong with how an image is named: it has a name for screen readers (`alt`), or it is
 * hidden from them (`aria-hidden`) and names itself in its tooltip. An empty `alt` alone does not
 * hide an image with a `title`: Chromium then reads the title as its name, beside the same name
 * written next to it.
 */
function namingProblem(image: ShownImage): string | null {
  if (image.alt?.trim()) return null;
  if (image.isHidden && image.title?.trim()) return null;
  return `${image.src}: alt ${JSON.stringify(image.alt)}, aria-hidden ${image.isHidden}, title ${JSON.stringify(image.title)}`;
}

const XML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};
const unescapeXml = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|apos);/g, (e) => XML_ENTITIES[e] ?? e);

/**
 * The placeholder the server answers for `src`: its type, the label, the letters drawn (none for
 * a silhouette) and whether it draws a white head and shoulders.
 */
async function placeholderOf(src: string) {
  const response = await fetch(`${baseUrl}${src}`);
  const body = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    label: unescapeXml(body.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    initials: unescapeXml(body.match(/<text[^>]*>([^<]*)<\/text>/)?.[1] ?? ''),
    hasSilhouette: /<circle [^>]*fill="#fff"\/><path [^>]*fill="#fff"\/><\/svg>$/.test(body),
  };
}

/**
 * Checks every game image of the page: loaded with a size, named, and answered by the server as
 * an SVG of the initials of what it shows, or of a silhouette for a profile icon. A champion's
 * placeholder names the champion the image is for, in the page's language: the answers' image
 * URLs on a ru page ask for Russian labels (`?lang=ru`), and a champion the ru_RU file renames
 * has Cyrillic initials.
 */
async function expectReadablePlaceholders(page: Page, lang: Lang, where: string): Promise<void> {
  const { images, tiles } = await gameImages(page);
  expect(images.length, `${where}: no game images`).toBeGreaterThan(0);
  // Soft: every kind of problem is reported, and the screenshots are still taken.
  expect.soft(tiles, `${where}: tiles drawn by the web app instead of the server's`).toEqual([]);
  expect
    .soft(
      images.filter((image) => image.naturalWidth === 0).map((image) => image.src),
      `${where}: images without a picture`,
    )
    .toEqual([]);
  expect
    .soft(
      [...new Set(images.map(namingProblem).filter(Boolean))],
      `${where}: images neither named nor hidden with a tooltip`,
    )
    .toEqual([]);

  const problems: string[] = [];
  const cyrillic: string[] = [];
  const bySrc = new Map(images.map((image) => [image.src, image]));
  for (const [src, image] of bySrc) {
    const svg = await placeholderOf(src);
    if (svg.status !== 200 || !svg.type.startsWith('image/svg+xml')) {
      problems.push(`${src}: ${svg.status} ${svg.type}`);
      continue;
    }
    if (src.includes(PROFILE_ICON)) {
      if (!svg.label || svg.initials !== '' || !svg.hasSilhouette) {
        problems.push(
          `${src}: label ${JSON.stringify(svg.label)}, text "${svg.initials}", no silhouette`,
        );
      }
      continue;
    }
    if (!svg.label || svg.initials === '?' || svg.initials !== placeholderInitials(svg.label)) {
      problems.push(`${src}: label ${JSON.stringify(svg.label)}, initials "${svg.initials}"`);
    }
    // Profile icon URLs are the web app's own (contracts' profileIconUrl); the rest the answers'.
    const isInLanguage = lang === 'en' ? !src.includes('?') : src.endsWith(`?lang=${lang}`);
    if (!isInLanguage) problems.push(`${src}: an image URL of a ${lang} answer`);
    if (!src.includes('/img/champion/')) continue;
    const name = image.alt || image.title;
    if (svg.label !== name) {
      problems.push(`${src}: the placeholder says "${svg.label}", the image is "${name}"`);
    }
    if (RUSSIAN_NAMES.has(svg.label) && CYRILLIC.test(svg.initials)) cyrillic.push(svg.initials);
  }
  expect.soft(problems, `${where}: placeholders`).toEqual([]);
  if (lang === 'ru') {
    expect.soft(cyrillic, `${where}: no renamed champion with Cyrillic initials`).not.toEqual([]);
  } else {
    expect.soft(cyrillic, `${where}: Cyrillic initials on an ${lang} page`).toEqual([]);
  }
}

/** A champion with games in every rank, for its page. */
async function someChampionKey(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/champions?tier=all&per_page=5`);
  const list = (await response.json()) as { data: ChampionRow[] };
  const key = list.data.find((row) => row.key)?.key;
  if (!key) throw new Error('the tier list has no champion yet');
  return key;
}

/** The pages to look at, each with what shows it has its content. */
const PAGES = {
  'player page': {
    path: async () => PLAYER_PATH,
    ready: (page: Page, lang: Lang) =>
      page
        .getByRole('region', { name: TEXTS[lang].summoner.matches.title })
        .getByRole('article')
        .first()
        .waitFor(),
  },
  'champion page': {
    path: async () => `champions/${await someChampionKey()}?tier=all`,
    ready: (page: Page, lang: Lang) =>
      page.getByRole('region', { name: CHAMPIONS[lang].build.title }).waitFor(),
  },
  'tier list': {
    // Small samples shown: the demo's rows are mostly under the tier letter's minimum.
    path: async () => 'tier-list?small=1',
    ready: (page: Page, lang: Lang) =>
      page
        .getByRole('table', { name: TEXTS[lang].tierList.table.label, exact: true })
        .getByRole('row')
        .nth(1)
        .waitFor(),
  },
} as const;

describeInBrowser('readable placeholders for game art on the offline site', () => {
  const browser = useBrowser();

  for (const lang of LANGS) {
    for (const [name, target] of Object.entries(PAGES)) {
      test(`in ${lang}, every game image of the ${name} is the server's named placeholder at 1280 and 390 px`, async () => {
        const { page } = await openJourneyPage(browser(), {
          storage: { cookie_accepted: 'true', lang },
        });
        const path = `/${lang}/${await target.path()}`;
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.goto(path);
          await target.ready(page, lang);
          await settle(page);
          await expectReadablePlaceholders(page, lang, `${path} at ${width} px`);
          if (SCREENSHOT_DIR) {
            await screenshot(page, `${lang}-${name.replace(' ', '-')}-${width}`, SCREENSHOT_DIR);
          }
        }
      });
    }
  }
});
