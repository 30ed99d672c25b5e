import type { Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, openPage, useBrowser } from './browser.ts';
import { POLL } from './journey.ts';
import { TEXTS } from './texts.ts';

const { live, summoner } = TEXTS.en;
/** A Riot ID that starts with a right-to-left override (U+202E). */
const LIVE_PATH = '/en/live/euw1/%E2%80%AEMirror/EUW';
/** The same Riot ID isolated, as every title shows it. */
const ISOLATED = '\u2068Mirror#EUW\u2069';

/**
 * How a player's name is shown in `container`: the bidi of the element that holds exactly `name`,
 * and whether what follows it (the tag, or the rest of the sentence) is drawn after it, to its
 * right, where an override left open in the name would draw it reversed before it.
 */
const nameShown = (container: Locator, name: string) =>
  container.evaluate((element, name) => {
    const holder = [...element.querySelectorAll('*')].find((child) => child.textContent === name);
    const next = holder?.nextSibling;
    if (!holder || !next) return null;
    const range = document.createRange();
    range.selectNodeContents(next);
    const nextLeft = range.getClientRects()[0]?.left ?? Number.NEGATIVE_INFINITY;
    return {
      bidi: getComputedStyle(holder).unicodeBidi,
      isNextAfterName: nextLeft >= holder.getBoundingClientRect().right - 1,
    };
  }, name);
const SHOWN_IN_ORDER = { bidi: 'isolate', isNextAfterName: true };

describeInBrowser('page titles', () => {
  const browser = useBrowser();

  test('a right-to-left override in a Riot ID turns neither the served nor the shown title around', async () => {
    const served = await (await fetch(`${baseUrl}${LIVE_PATH}`)).text();
    expect(served).toContain(`<title>${ISOLATED} — live game — RiftScope</title>`);

    const { page, allowFailedRequest } = await openPage(browser(), {
      storage: { cookie_accepted: 'true' },
    });
    allowFailedRequest(404, '/api/summoners/');
    await page.goto(LIVE_PATH);
    await page.getByText(live.not_in_game.title, { exact: true }).waitFor();
    expect(await page.title()).toBe(`${ISOLATED} — live game — RiftScope`);
    // The heading isolates the game name: the tag after it stays after it.
    expect(await nameShown(page.getByRole('heading', { level: 1 }), '\u202EMirror')).toEqual(
      SHOWN_IN_ORDER,
    );

    // The profile, reached in the browser: its title is the app's own. (The link names the player
    // as the address has them, override included.)
    await page
      .getByRole('link', { name: live.back_to_profile.replace('{{name}}', '\u202EMirror#EUW') })
      .click();
    await expect
      .poll(() => page.title(), POLL)
      .toBe(`${ISOLATED} — League of Legends stats — RiftScope`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
      `${ISOLATED} (EUW)`,
    );
    // Riot has no such player: the page says so, the sentence after the name in its order.
    const alert = page.getByRole('alert').filter({ hasText: summoner.not_found.title });
    await alert.waitFor();
    expect(await nameShown(alert, '\u202EMirror#EUW')).toEqual(SHOWN_IN_ORDER);
  });
});
