import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, openPage, useBrowser } from './browser.ts';
import { POLL } from './journey.ts';
import { TEXTS } from './texts.ts';

const { live } = TEXTS.en;
/** A Riot ID that starts with a right-to-left override (U+202E). */
const LIVE_PATH = '/en/live/euw1/%E2%80%AEMirror/EUW';
/** The same Riot ID isolated, as every title shows it. */
const ISOLATED = '\u2068Mirror#EUW\u2069';

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
  });
});
