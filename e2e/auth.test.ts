import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeInBrowser, openPage, screenshot, useBrowser } from './browser.ts';
import { publicPage, waitForPage } from './site.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

const { common } = TEXTS.en;
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

function dialogs(page: Page) {
  return {
    header: page.getByRole('banner'),
    login: page.getByRole('dialog', { name: common.login_form.title, exact: true }),
    register: page.getByRole('dialog', { name: common.register_form.title, exact: true }),
  };
}

/** The titles of the open dialogs. */
const openDialogTitles = (page: Page) =>
  page.getByRole('dialog').getByRole('heading', { level: 2 }).allInnerTexts();

/**
 * Waits until exactly `titles` are open, then checks that they stay so: a dialog that flashes
 * open and shuts again does not count.
 */
async function expectOpenDialogs(page: Page, titles: string[], when: string) {
  const message = `open dialogs ${when}`;
  await expect.poll(() => openDialogTitles(page), { message, timeout: 5000 }).toEqual(titles);
  await page.waitForTimeout(300);
  expect(await openDialogTitles(page), `${message}, 300 ms later`).toEqual(titles);
}

async function openHome(page: Page) {
  await page.goto('/en');
  await waitForPage(page, await publicPage('en', 'home'));
}

describeInBrowser('login and register dialogs', () => {
  const browser = useBrowser();

  test('opening one dialog closes the other, and Cancel closes both', async () => {
    const { page } = await openPage(browser(), { storage: { cookie_accepted: 'true' } });
    await openHome(page);
    const { header, login, register } = dialogs(page);
    const { login_form, register_form } = common;

    await header.getByRole('button', { name: common.auth.login, exact: true }).click();
    await expectOpenDialogs(page, [login_form.title], 'after "Log in" in the header');

    await login.getByRole('button', { name: login_form.register_link, exact: true }).click();
    await expectOpenDialogs(
      page,
      [register_form.title],
      `after "${login_form.register_link}" in the login dialog`,
    );

    await register.getByRole('button', { name: register_form.login_link, exact: true }).click();
    await expectOpenDialogs(
      page,
      [login_form.title],
      `after "${register_form.login_link}" in the register dialog`,
    );

    await login.getByRole('button', { name: common.actions.cancel, exact: true }).click();
    await expectOpenDialogs(page, [], 'after Cancel');
  });

  test('a visitor registers, logs out, is refused a wrong password and logs in again', async () => {
    const { page, allowFailedRequest } = await openPage(browser(), {
      storage: { cookie_accepted: 'true' },
    });
    // The wrong password is answered with 401, which Chromium logs.
    allowFailedRequest(401, '/api/login');
    await openHome(page);
    const { header, login, register } = dialogs(page);
    const run = randomBytes(4).toString('hex');
    const nickname = `e2e ${run}`;
    const email = `e2e-${run}-${Date.now()}@example.com`;
    const password = `pw-${run}-correct`;
    const userMenu = header.getByRole('button', { name: nickname, exact: true });
    const loginButton = header.getByRole('button', { name: common.auth.login, exact: true });
    const registerButton = header.getByRole('button', { name: common.auth.register, exact: true });

    // Register.
    await registerButton.click();
    await register.getByLabel(common.register_form.name, { exact: true }).fill(nickname);
    await register.getByLabel(common.register_form.email, { exact: true }).fill(email);
    await register.getByLabel(common.register_form.password, { exact: true }).fill(password);
    await register
      .getByLabel(common.register_form.password_confirmation, { exact: true })
      .fill(password);
    await register.getByRole('button', { name: common.register_form.submit, exact: true }).click();
    await register.waitFor({ state: 'hidden' });
    await userMenu.waitFor();
    expect(await storedToken(page)).toEqual(expect.any(String));
    expect(await loginButton.count()).toBe(0);
    // Without a picture the header shows the nickname's initial, as the profile page does.
    expect(await userMenu.getByTestId('avatar-initial').innerText()).toBe('E');

    // The session survives a reload.
    await page.reload();
    await userMenu.waitFor();

    // Log out.
    await userMenu.click();
    await header.getByRole('button', { name: common.user_menu.logout, exact: true }).click();
    await loginButton.waitFor();
    await registerButton.waitFor();
    expect(await userMenu.count()).toBe(0);
    expect(await storedToken(page)).toBeNull();

    // A wrong password is refused with the error beside the form.
    await loginButton.click();
    await login.getByLabel(common.login_form.email, { exact: true }).fill(email);
    await login.getByLabel(common.login_form.password, { exact: true }).fill(`${password}-wrong`);
    await login.getByRole('button', { name: common.login_form.submit, exact: true }).click();
    const error = login.getByRole('alert');
    await error.waitFor();
    expect((await error.innerText()).trim()).toBe(common.login_form.wrong_credentials);
    expect(await storedToken(page)).toBeNull();

    // The right one signs in.
    await login.getByLabel(common.login_form.password, { exact: true }).fill(password);
    await login.getByRole('button', { name: common.login_form.submit, exact: true }).click();
    await login.waitFor({ state: 'hidden' });
    await userMenu.waitFor();
    expect(await storedToken(page)).toEqual(expect.any(String));
  });

  for (const lang of LANGUAGES) {
    test(`in ${lang} at 390 and 1280 px, sign-up shows the password rules first and its field errors in ${lang}`, async () => {
      const { page, allowFailedRequest } = await openPage(browser(), {
        storage: { cookie_accepted: 'true', lang },
      });
      allowFailedRequest(422, '/api/register');
      const texts = TEXTS[lang].common;
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`/${lang}`);
        await waitForPage(page, await publicPage(lang, 'home'));
        const header = page.getByRole('banner');
        if (width === 390) {
          await header.getByRole('button', { name: texts.nav.open_menu, exact: true }).click();
        }
        await header
          .getByRole('button', { name: texts.auth.register, exact: true })
          .filter({ visible: true })
          .click();
        const register = page.getByRole('dialog', { name: texts.register_form.title, exact: true });
        const rules = texts.register_form.password_rules.replace('{{min}}', '8');
        await register.getByText(rules, { exact: true }).waitFor();

        await register.getByLabel(texts.register_form.name, { exact: true }).fill('e2e');
        await register.getByLabel(texts.register_form.email, { exact: true }).fill('not-an-email');
        await register.getByLabel(texts.register_form.password, { exact: true }).fill('short');
        await register
          .getByRole('button', { name: texts.register_form.submit, exact: true })
          .click();
        // The site's own message, not the browser's bubble (which would stop the request).
        await register.getByText(texts.register_form.field_errors.email, { exact: true }).waitFor();
        await screenshot(page, `${lang}-register-errors-${width}`);
        await register.getByRole('button', { name: texts.actions.cancel, exact: true }).click();
        await register.waitFor({ state: 'hidden' });
      }
    });
  }
});
