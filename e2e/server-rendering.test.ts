import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { formatRankForMeta, META_TEXTS, type RankedTier } from '@riftscope/contracts';
import { afterAll, beforeAll, expect, test } from 'vitest';
import enChampions from '../apps/web/src/locales/en/champions.json' with { type: 'json' };
import { baseUrl, describeInBrowser, e2e, openPage, useBrowser } from './browser.ts';
import { JOURNEY_MS, STEP_MS } from './journey.ts';
import {
  firstArticle,
  KNOWN_PLAYER,
  lookUpPlayer,
  PUBLIC_PAGE_NAMES,
  playerPath,
  publicPage,
  readHead,
  UNKNOWN_PATH,
} from './site.ts';
import { buildDevelopmentWebApp, type Site, startSite } from './site-server.ts';
import { LANGUAGES, type Language, TEXTS } from './texts.ts';

/** The page as a crawler that runs no JavaScript gets it. */
async function served(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

/** The text of the HTML's `#root`, tags dropped and entities of the texts read back. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'));
  return root
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');
}

/** The page without the times its data was answered at, which differ from visit to visit. */
const withoutTimes = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '');

const HOSTILE = '</script><script>alert(1)</script>';

describeInBrowser('server rendering', () => {
  const browser = useBrowser();

  for (const lang of LANGUAGES) {
    test(`in ${lang}, every public page arrives with its main content and status, without JavaScript`, async () => {
      for (const name of PUBLIC_PAGE_NAMES) {
        const target = await publicPage(lang, name);
        const { status, html } = await served(target.path);
        expect(status, target.path).toBe(target.isNotFound ? 404 : 200);
        expect(rootText(html), target.path).toContain(target.heading);
      }
      // The news list carries the newest article; the home page its title, shortened.
      const article = (await firstArticle(lang)).translations[lang];
      expect(rootText((await served(`/${lang}/news`)).html)).toContain(article.title);
      expect(rootText((await served(`/${lang}`)).html)).toContain(article.title.slice(0, 30));
    });

    test(`in ${lang}, a champion page arrives with its name and filters, an unknown one as a 404 page`, async () => {
      const answer = await fetch(`${baseUrl}/api/champions/ahri?lang=${lang}`);
      const { champion } = (await answer.json()) as { champion: { name: string } };
      const ahri = await served(`/${lang}/champions/ahri`);
      expect(ahri.status).toBe(200);
      expect(rootText(ahri.html)).toContain(`${champion.name} `);
      expect(ahri.html).toContain('id="page-data"');

      const unknown = await served(`/${lang}/champions/no-such-champion-e2e`);
      expect(unknown.status).toBe(404);
      expect(rootText(unknown.html)).toContain(TEXTS[lang].common.not_found.title);

      const missingArticle = await served(`/${lang}/news/no-such-article-e2e`);
      expect(missingArticle.status).toBe(404);
      expect(rootText(missingArticle.html)).toContain(TEXTS[lang].news.article.not_found);
    });
  }

  test('a champion page arrives with its best players', { timeout: JOURNEY_MS }, async () => {
    const index = (await (await fetch(`${baseUrl}/api/champions?per_page=100&page=1`)).json()) as {
      data: { key: string }[];
    };
    /** A champion the stored games give best players, and the first of them; none yet: null. */
    const withBestPlayers = async () => {
      for (const { key } of index.data) {
        const answer = await fetch(`${baseUrl}/api/champions/${key}/best-players`);
        const [first] = ((await answer.json()) as { data: { game_name: string }[] }).data;
        if (first) return { key, name: first.game_name };
      }
      return null;
    };
    // The demo's Diamond+ sample players, stored in the background once the site starts, have
    // five Solo/Duo games this season on some champions.
    await expect
      .poll(withBestPlayers, { timeout: JOURNEY_MS - STEP_MS, interval: 2000 })
      .not.toBeNull();
    const found = await withBestPlayers();
    if (!found) throw new Error('no champion has best players any more');
    const { status, html } = await served(`/en/champions/${found.key}`);
    expect(status).toBe(200);
    const text = rootText(html);
    expect(text).toContain(enChampions.best_players.title);
    expect(text).toContain(found.name);
  });

  test("a stored player's page arrives with the profile, ranks and first page of matches", async () => {
    const { profile, matchCount } = await lookUpPlayer(baseUrl, KNOWN_PLAYER);
    const { status, html } = await served(playerPath('en', KNOWN_PLAYER));
    expect(status).toBe(200);
    expect(html).toContain('id="page-data"');
    const text = rootText(html);
    expect(text).toContain(profile.summoner.game_name);
    const solo = profile.ranked[0];
    if (solo) expect(text).toContain(`${solo.leaguePoints.toLocaleString('en')} LP`);
    else expect(text).toContain(TEXTS.en.summoner.ranked.unranked);
    // Every card of the first page, each an article of the list.
    expect(matchCount).toBeGreaterThan(0);
    expect(html.match(/<li><article/g)?.length).toBe(matchCount);
  });

  test("the head comes from the render: a stored player's Solo rank, an article's own title and address", async () => {
    const { profile } = await lookUpPlayer(baseUrl, KNOWN_PLAYER);
    const solo = profile.ranked[0];
    for (const lang of LANGUAGES) {
      const player = readHead((await served(playerPath(lang, KNOWN_PLAYER))).html);
      const name = `${KNOWN_PLAYER.gameName}#${KNOWN_PLAYER.tagLine}`;
      expect(player.titles[0], lang).toContain(name);
      if (solo) {
        const rank = { ...solo, tier: solo.tier as RankedTier };
        expect(player.titles[0], lang).toContain(formatRankForMeta(META_TEXTS[lang], lang, rank));
      }
      expect(player.canonical, lang).toBe(`${baseUrl}${playerPath(lang, KNOWN_PLAYER)}`);

      // Reached by the English slug, an article names its own title and address.
      const { translations } = await firstArticle(lang);
      const own = translations[lang];
      const article = await served(`/${lang}/news/${encodeURIComponent(translations.en.slug)}`);
      expect(article.status, lang).toBe(200);
      const head = readHead(article.html);
      expect(head.titles, lang).toEqual([`${own.title} — RiftScope`]);
      expect(head.canonical, lang).toBe(`${baseUrl}/${lang}/news/${encodeURIComponent(own.slug)}`);

      const missing = await served(`/${lang}/news/no-such-article-e2e`);
      expect(missing.status, lang).toBe(404);
      expect(readHead(missing.html).isNoIndex, lang).toBe(true);
      // A slug the API refuses (a control character) is no article either.
      const refused = await served(`/${lang}/news/a%00b`);
      expect(refused.status, lang).toBe(404);
      expect(readHead(refused.html).isNoIndex, lang).toBe(true);

      // The newest patch is the default: a champion page's address for it is canonical without it.
      const meta = (await (await fetch(`${baseUrl}/api/champions/meta`)).json()) as {
        queues: { queue: number; patches: string[] }[];
      };
      const newest = meta.queues.find((entry) => entry.queue === 420)?.patches[0];
      expect(newest, 'a patch of Solo/Duo games').toBeDefined();
      const champion = readHead((await served(`/${lang}/champions/ahri?patch=${newest}`)).html);
      expect(champion.canonical, lang).toBe(`${baseUrl}/${lang}/champions/ahri`);
    }
  });

  test('a player not stored yet arrives as the frame the browser fills; one Riot does not have, as a 404 page', async () => {
    // Never asked for: the render does not ask Riot, the browser will.
    const unseen = { region: 'kr', gameName: 'Not Seen Yet', tagLine: 'E2E' };
    const frame = await served(playerPath('en', unseen));
    expect(frame.status).toBe(200);
    expect(frame.html).toContain('aria-busy="true"');
    expect(frame.html).not.toContain('id="page-data"');

    // Riot has just said there is no such player: the page says so, with a 404.
    const missing = { region: 'kr', gameName: 'No Such Player', tagLine: 'E2E' };
    const name = `${encodeURIComponent(missing.gameName)}/${missing.tagLine}`;
    expect((await fetch(`${baseUrl}/api/summoners/${name}/kr`)).status).toBe(404);
    const page = await served(playerPath('en', missing));
    expect(page.status).toBe(404);
    expect(rootText(page.html)).toContain(TEXTS.en.summoner.not_found.title);
  });

  test('a hostile value in an address stays text in the HTML and in the page data', async () => {
    const paths = [
      `/en/news/${encodeURIComponent(HOSTILE)}`,
      `/en/champions/${encodeURIComponent(HOSTILE)}`,
      `/en/tier-list?patch=${encodeURIComponent(HOSTILE)}&region=${encodeURIComponent(HOSTILE)}`,
      `/en/champions/ahri?role=${encodeURIComponent(HOSTILE)}`,
      `/en/summoner/kr/${encodeURIComponent(HOSTILE)}/KR1`,
      `/en/news?category=${encodeURIComponent(HOSTILE)}`,
    ];
    const { page, allowFailedRequest } = await openPage(browser());
    allowFailedRequest(404, '/en/');
    // The player's page asks for the hostile name, which the API refuses.
    allowFailedRequest(422, '/api/summoners/');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const path of paths) {
      const { html } = await served(path);
      expect(html, path).not.toContain('<script>alert(1)');
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(dialogs).toEqual([]);
  });

  /** A page's HTML and how it looks without JavaScript, with or without the whole stylesheet. */
  async function look(
    path: string,
    viewport: { width: number; height: number },
    withStylesheet: boolean,
  ) {
    const context = await browser().newContext({
      baseURL: baseUrl,
      viewport,
      javaScriptEnabled: false,
      reducedMotion: 'reduce',
    });
    try {
      const page = await context.newPage();
      // Images are left out of both: a lazy one below the fold may or may not be drawn in time.
      await page.route(
        (url) => url.pathname.startsWith('/cdn/') || url.pathname.startsWith('/storage/'),
        (route) => route.abort(),
      );
      if (!withStylesheet) await page.route('**/assets/*.css', (route) => route.abort());
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      const html = withoutTimes((await response?.text()) ?? '');
      return { html, shot: await page.screenshot({ fullPage: true }) };
    } finally {
      await context.close();
    }
  }

  test('a drawn page looks the same with only the styles it carries as with the whole stylesheet', async () => {
    // Without JavaScript, so that what is compared is the server's HTML as the browser draws it
    // first (critical-css.ts); pages kept for others, so that both visits get the same render.
    const pages = [
      ...['/en', '/en/champions/ahri', '/en/tier-list', '/en/champions'].flatMap((path) => [
        { path, width: 1280 },
        { path, width: 390 },
      ]),
      ...['/ru', '/tr/champions/ahri', '/ru/tier-list', '/tr'].map((path) => ({
        path,
        width: 390,
      })),
    ];
    for (const { path, width } of pages) {
      const viewport = { width, height: width === 390 ? 844 : 900 };
      // A render that ran out of its time budget draws a frame: the pair is taken again until
      // both visits got the same HTML.
      let shots: { html: string; shot: Buffer }[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        shots = [await look(path, viewport, true), await look(path, viewport, false)];
        if (shots[0]?.html === shots[1]?.html) break;
      }
      expect(shots[1]?.html, path).toBe(shots[0]?.html);
      expect(shots[1]?.shot.equals(shots[0]?.shot as Buffer), `${path} at ${width} px`).toBe(true);
    }
  });

  test('draws a page the same way twice: nothing of one visit is kept for the next', async () => {
    // The page data carries the time of its answers; the rest is the same bytes.
    for (const path of ['/en/news', '/ru/champions/ahri', '/tr/tier-list']) {
      const first = withoutTimes((await served(path)).html);
      const second = withoutTimes((await served(path)).html);
      expect(second, path).toBe(first);
    }
  });
});

/**
 * The same site with React's development build in the browser, which reports on the console
 * every difference between the server's HTML and the browser's first render (text, attributes,
 * elements): the page fails on any console error.
 */
describeInBrowser('hydration', () => {
  const browser = useBrowser();
  let site: Site;
  let outDir: string;
  beforeAll(async () => {
    // Inside the repository, where its renderer finds React and the other packages it imports.
    outDir = join(e2e.rootDir, 'test-results', 'web-development');
    buildDevelopmentWebApp(outDir);
    site = await startSite({
      logName: 'server-rendering-development.log',
      isWebAppBuilt: true,
      simPlayers: 20,
      env: { WEB_DIST_DIR: outDir },
    });
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
    await rm(outDir, { recursive: true, force: true });
  });

  const PAGES = [
    '',
    '/news',
    '/tier-list',
    '/champions',
    '/champions/ahri',
    playerPath('en', KNOWN_PLAYER).slice('/en'.length),
    '/about',
    UNKNOWN_PATH,
  ];
  /** Pages sent as their frame, without a player's data: the browser draws them over it. */
  const FRAMES = ['/summoner/kr/Not%20Seen%20Yet/E2E', '/live/kr/Silent%20Brush/KR1'];
  // Each language's visit asks for a Riot ID of its own, which the browser finds Riot lacks.
  const frameOf = (lang: Language, path: string) => path.replace('/E2E', `/E2E${lang}`);
  /**
   * The API's answers a page is drawn from. A live status and an Update's are the browser's own,
   * top champions are asked again every few seconds while the season's games are imported, and
   * the profile card's masteries are the browser's to ask for, as they may need a read from
   * Riot, which a render never makes.
   */
  const isPageData = (path: string) =>
    /^\/api\/(news|champions|summoners\/)/.test(path) &&
    !/\/(live-status|update|top-champions\/panel|mastery)$/.test(path);

  for (const lang of LANGUAGES) {
    test(`in ${lang}, the browser takes every public page over without a difference and without asking again for its data, and draws over a frame without an error`, async () => {
      await lookUpPlayer(site.baseUrl, KNOWN_PLAYER);
      const { page, allowFailedRequest } = await openPage(browser(), {
        baseUrl: site.baseUrl,
        locale: localeOf(lang),
        // West of the server's UTC: a date or an hour drawn in the visitor's zone differs.
        timezoneId: 'America/Los_Angeles',
      });
      allowFailedRequest(404, UNKNOWN_PATH);
      // A player Riot does not have, looked up by the browser, and one not in a game.
      allowFailedRequest(404, '/api/summoners/');
      const dataRequests: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (isPageData(pathname)) dataRequests.push(pathname);
      });
      for (const path of [...PAGES, ...FRAMES]) {
        dataRequests.length = 0;
        await page.goto(`/${lang}${frameOf(lang, path)}`, { waitUntil: 'networkidle' });
        const isFrame = FRAMES.includes(path);
        expect(await page.locator('#page-data').count(), path).toBe(isFrame ? 0 : 1);
        if (!isFrame) expect(dataRequests, path).toEqual([]);
      }
    });
  }
});

const localeOf = (lang: Language) => ({ en: 'en-US', ru: 'ru-RU', tr: 'tr-TR' })[lang];
