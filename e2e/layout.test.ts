import { randomBytes } from 'node:crypto';
import type { Favorite } from '@riftscope/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { baseUrl, describeInBrowser, openPage, screenshot, settle, useBrowser } from './browser.ts';
import { POLL } from './journey.ts';
import { LANGUAGES, type Language, TEXTS } from './texts.ts';

const PHONE = 390;
const DESKTOP = 1280;
const WIDTHS = [PHONE, DESKTOP] as const;
const HEIGHT = 900;
const PLAYER_PATH = 'summoner/euw1/Baron%20Stealer/EUW';

/** A favourite whose Riot ID is as wide as Riot allows: 16 + 5 wide letters. */
const WIDE_FAVORITE: Favorite = {
  id: 9_001,
  summoner_id: 9_001,
  region: 'euw1',
  game_name: 'WWWWWWWWWWWWWWWW',
  tag_line: 'WWWWW',
  profile_icon_id: 4_568,
  solo_rank: { tier: 'GRANDMASTER', rank: 'I', league_points: 1_234 },
};
const WIDE_RIOT_ID = `${WIDE_FAVORITE.game_name}#${WIDE_FAVORITE.tag_line}`;

/**
 * Whether a click at the centre of the element would land on it, not on something on top; a
 * link that wraps is clicked on its first line.
 */
function isOnTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Whether the element is wholly inside the viewport. */
function isInViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= window.innerWidth &&
      box.bottom <= window.innerHeight
    );
  });
}

/** How far the element's content sticks out of its box sideways, in pixels (0: not at all). */
function sidewaysOverflow(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.scrollWidth - element.clientWidth);
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A fresh account registered through the API; its token signs the browser in. */
async function registeredToken(): Promise<string> {
  const run = randomBytes(4).toString('hex');
  const password = `pw-${run}-layout`;
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      name: `layout ${run}`,
      email: `e2e-layout-${run}@example.com`,
      password,
      password_confirmation: password,
    }),
  });
  if (!response.ok) throw new Error(`POST /api/register: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

describeInBrowser('layout at 390 and 1280 px', () => {
  const browser = useBrowser();
  let token = '';
  beforeAll(async () => {
    token = await registeredToken();
  });

  for (const lang of LANGUAGES) {
    const { common, profile, summoner, tierList } = TEXTS[lang];

    test(`in ${lang}: every footer link can be clicked while the cookie notice and the favourites button show`, async () => {
      // Signed in, so that the floating favourites button is there as well.
      const { page } = await openPage(browser(), { storage: { lang, token } });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}/about`);
        const notice = page.getByRole('region', { name: common.cookie_notice.label, exact: true });
        await notice.waitFor();
        await page.getByRole('button', { name: common.favorites.open, exact: true }).waitFor();
        await settle(page);
        const links = page.getByRole('contentinfo').getByRole('link');
        expect(await links.count()).toBeGreaterThan(0);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        for (const link of await links.all()) {
          // From the end of the page, as far as a visitor can scroll.
          await link.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
          const name = await link.innerText();
          expect(await isOnTop(link), `${name} at ${width} px`).toBe(true);
        }
        await screenshot(page, `${lang}-layout-cookie-notice-${width}`);
      }
    });

    test(`in ${lang}: the favourites button covers no footer text wherever the page is scrolled`, async () => {
      const { page } = await openPage(browser(), {
        storage: { cookie_accepted: 'true', lang, token },
      });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}/about`);
        const button = page.getByRole('button', { name: common.favorites.open, exact: true });
        await button.waitFor();
        await settle(page);
        // Every scroll position from the footer's first line in view to the end of the page.
        const covered = await button.evaluate((star) => {
          const footer = document.querySelector('footer') as HTMLElement;
          const texts = [...footer.querySelectorAll('p, a, li')];
          const end = document.documentElement.scrollHeight - window.innerHeight;
          const from = Math.max(0, footer.offsetTop - window.innerHeight);
          const found: string[] = [];
          for (let y = from; y <= end + 20; y += 20) {
            window.scrollTo(0, Math.min(y, end));
            const box = star.getBoundingClientRect();
            for (const text of texts) {
              const r = text.getBoundingClientRect();
              const overlaps =
                r.left < box.right &&
                box.left < r.right &&
                r.top < box.bottom &&
                box.top < r.bottom;
              if (overlaps) found.push(`${text.textContent?.trim()} at ${Math.min(y, end)}`);
            }
          }
          return found;
        });
        expect(covered, `at ${width} px`).toEqual([]);
      }
    });

    test(`in ${lang}: the header leads to every public area at 1280 px and in the 390 px menu`, async () => {
      const { nav } = common;
      const areas = [
        nav.main,
        nav.champions,
        nav.tier_list,
        nav.aram,
        nav.arena,
        nav.runes,
        nav.items,
        nav.leaderboards,
        nav.multisearch,
        nav.news,
      ];
      const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true', lang } });
      for (const width of [DESKTOP, PHONE]) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}/news`);
        const header = page.getByRole('banner');
        if (width === PHONE) {
          await header.getByRole('button', { name: nav.open_menu, exact: true }).click();
        }
        const links = header
          .getByRole('navigation', { name: nav.label, exact: true })
          .filter({ visible: true })
          .getByRole('link');
        await links.first().waitFor();
        await settle(page);
        expect(await links.allInnerTexts(), `links at ${width} px`).toEqual(areas);
        for (const link of await links.all()) {
          const name = await link.innerText();
          expect(await isInViewport(link), `${name} in view at ${width} px`).toBe(true);
          expect(await isOnTop(link), `${name} not covered at ${width} px`).toBe(true);
        }
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `${lang}-layout-header-${width}`);
        // Each area's link leads to its page, which the header then marks.
        const champions = links.filter({ hasText: nav.champions });
        await champions.click();
        await page.waitForURL(`${baseUrl}/${lang}/champions`);
        if (width === PHONE) {
          await header.getByRole('button', { name: nav.open_menu, exact: true }).click();
        }
        await expect.poll(() => champions.getAttribute('aria-current'), POLL).toBe('page');
      }
    });

    test(`in ${lang}: the profile menu shows Logout at 390 px`, async () => {
      const { page } = await openPage(browser(), {
        storage: { cookie_accepted: 'true', token, lang },
      });
      for (const width of [PHONE, DESKTOP]) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}/profile`);
        const menu = page.getByRole('navigation', { name: profile.menu.label, exact: true });
        const logout = menu.getByRole('button', { name: profile.menu.logout, exact: true });
        await logout.waitFor();
        await settle(page);
        expect(await isInViewport(logout), `Logout in view at ${width} px`).toBe(true);
        expect(await isOnTop(logout), `Logout not covered at ${width} px`).toBe(true);
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `${lang}-layout-profile-${width}`);
      }
    });

    test(`in ${lang}: a favourite card shows the whole Riot ID`, async () => {
      const { page } = await openPage(browser(), {
        storage: { cookie_accepted: 'true', token, lang },
      });
      // The widest Riot ID there is, without making the test depend on such a player existing.
      await page.route(`${baseUrl}/api/favorites`, (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ json: [WIDE_FAVORITE] })
          : route.fallback(),
      );
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}/profile/favorites`);
        const riotId = page.getByRole('main').getByText(WIDE_RIOT_ID, { exact: true });
        await riotId.waitFor();
        await settle(page);
        expect(await sidewaysOverflow(riotId), `Riot ID cut at ${width} px`).toBeLessThanOrEqual(0);
        expect(await isInViewport(riotId), `Riot ID in view at ${width} px`).toBe(true);
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `${lang}-layout-favorites-${width}`);
      }
    });

    test(`in ${lang}: the match scoreboard fits without sideways scrolling at 1280 px, items on one row and the viewed Riot ID whole`, async () => {
      const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true', lang } });
      // Every player with a Riot ID as wide as Riot allows, the viewed player's included.
      await page.route(`${baseUrl}/api/matches/*/participants**`, async (route) => {
        const response = await route.fetch();
        const players = (await response.json()) as { summoner_name: string }[];
        await route.fulfill({
          response,
          json: players.map((player) => ({ ...player, summoner_name: WIDE_RIOT_ID })),
        });
      });
      await page.goto(`/${lang}/${PLAYER_PATH}`);
      const history = page.getByRole('region', { name: summoner.matches.title });
      await history.getByRole('button', { expanded: false }).first().click();
      for (const team of [summoner.details.blue_team, summoner.details.red_team]) {
        await page.getByRole('table', { name: team }).waitFor();
      }
      await settle(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
        if (width === DESKTOP) {
          for (const team of [summoner.details.blue_team, summoner.details.red_team]) {
            // The box around the table, which would scroll sideways if it had to.
            const frame = page.getByRole('table', { name: team }).locator('xpath=..');
            expect(await sidewaysOverflow(frame), `${team} clipped`).toBeLessThanOrEqual(0);
          }
          // Each player's six item slots and trinket share one row.
          const rows = await history
            .getByRole('list', { name: summoner.matches.items, exact: true })
            .evaluateAll((lists) =>
              lists
                .filter((list) => list.closest('table'))
                .map(
                  (list) =>
                    new Set([...list.children].map((slot) => slot.getBoundingClientRect().top))
                      .size,
                ),
            );
          expect(rows).toEqual(Array.from({ length: 10 }, () => 1));
          // The viewed player's own Riot ID is read whole: wrapped if it must, never cut.
          const viewed = history.locator('tr[aria-current="true"] th a');
          expect(await viewed.innerText()).toBe(WIDE_RIOT_ID);
          expect(await sidewaysOverflow(viewed), 'viewed Riot ID cut').toBeLessThanOrEqual(0);
          await viewed.scrollIntoViewIfNeeded();
          expect(await isInViewport(viewed), 'viewed Riot ID in view').toBe(true);
        }
        await screenshot(page, `${lang}-layout-scoreboard-${width}`);
      }
    });

    test(`in ${lang}: the tier list at 390 px shows champion, tier, win rate and games without sideways scrolling`, async () => {
      const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true', lang } });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        // Small samples shown: the demo's rows are mostly under the tier letter's minimum.
        await page.goto(`/${lang}/tier-list?small=1`);
        const table = page.getByRole('table', { name: tierList.table.label, exact: true });
        await table.getByRole('row').nth(1).waitFor();
        await settle(page);
        expect(await pageOverflow(page), `page at ${width} px`).toBeLessThanOrEqual(0);
        const frame = table.locator('xpath=..');
        expect(await sidewaysOverflow(frame), `table at ${width} px`).toBeLessThanOrEqual(0);
        const { champion, tier, win_rate, matches } = tierList.table;
        for (const column of [champion, tier, win_rate, matches]) {
          // The win rate's head also names its second sort, by the interval's lower bound.
          const header = table.getByRole('columnheader', {
            name: column,
            exact: column !== win_rate,
          });
          expect(await isInViewport(header), `${column} at ${width} px`).toBe(true);
        }
        const firstRow = table.getByRole('row').nth(1);
        expect(await isInViewport(firstRow.getByRole('rowheader')), 'champion name').toBe(true);
        await screenshot(page, `${lang}-layout-tier-list-${width}`);
      }
    });

    test(`in ${lang}: the not-found page shows 404 with its title`, async () => {
      const { page, allowFailedRequest } = await openPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
      });
      allowFailedRequest(404, '/no-such-page-layout');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(`/${lang}/no-such-page-layout`);
        const main = page.getByRole('main');
        await main.getByRole('heading', { level: 1, name: common.not_found.title }).waitFor();
        expect(await isInViewport(main.getByText('404', { exact: true }))).toBe(true);
        await screenshot(page, `${lang}-layout-not-found-${width}`);
      }
    });
  }

  for (const width of WIDTHS) {
    test(`at ${width} px a toast shown while a dialog is open is drawn above the dialog`, async () => {
      const lang: Language = 'en';
      const { common, summoner } = TEXTS[lang];
      const { page, allowFailedRequest } = await openPage(browser(), {
        viewport: { width, height: HEIGHT },
        storage: { cookie_accepted: 'true', lang },
      });
      // A failed Update is the toast; the dialog opens while it shows.
      allowFailedRequest(503, '/update');
      await page.route(`${baseUrl}/api/summoners/**/update`, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 503, json: { message: 'Unavailable' } })
          : route.fallback(),
      );
      // Update is offered at once, whatever cooldown an earlier fetch of the player left: during
      // one the button counts down instead.
      await page.route(
        (url) => url.pathname === '/api/summoners/Baron%20Stealer/EUW/euw1',
        async (route) => {
          const response = await route.fetch();
          await route.fulfill({
            response,
            json: { ...(await response.json()), next_update_at: null },
          });
        },
      );
      // Reached from the home page's example, so the browser asks for the player (a page drawn
      // whole by the server would carry the cooldown in its data).
      await page.goto(`/${lang}`);
      await page.getByRole('link', { name: 'EUW Baron Stealer#EUW', exact: true }).click();
      await page.getByRole('button', { name: summoner.profile.update, exact: true }).click();
      const message = summoner.profile.update_failed.replace('{{name}}', 'Baron Stealer#EUW');
      const toast = page.getByRole('status').filter({ hasText: message });
      await toast.waitFor();
      // The pointer rests on the toast, which keeps it from timing out; the keyboard opens the
      // dialog so that the pointer stays where it is.
      await toast.hover();
      const header = page.getByRole('banner');
      if (width === PHONE) {
        await header.getByRole('button', { name: common.nav.open_menu, exact: true }).focus();
        await page.keyboard.press('Enter');
      }
      await header.getByRole('button', { name: common.auth.login, exact: true }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: common.login_form.title, exact: true });
      await dialog.waitFor();
      await toast.waitFor();

      expect(await isOnTop(toast)).toBe(true);
      // The sign-in form has the focus, on its first field.
      expect(
        await dialog
          .getByLabel(common.login_form.email, { exact: true })
          .evaluate((field) => field === document.activeElement),
      ).toBe(true);
      await screenshot(page, `en-layout-toast-over-dialog-${width}`);
    });
  }
});
