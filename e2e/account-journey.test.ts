import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, describeInBrowser, screenshot, settle, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage, POLL } from './journey.ts';
import { TEXTS } from './texts.ts';

const { common, summoner, profile } = TEXTS.en;
const PLAYER = { path: '/en/summoner/euw1/Baron%20Stealer/EUW', riotId: 'Baron Stealer#EUW' };

/** axe-core's serious and critical findings on the page as it is now. */
async function axeBlocking(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Registers a fresh account through the dialog and returns its credentials. */
async function register(page: Page) {
  const run = randomBytes(4).toString('hex');
  const account = {
    name: `e2e ${run}`,
    email: `e2e-${run}-${Date.now()}@example.com`,
    password: `pw-${run}-first`,
  };
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: common.auth.register, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: common.register_form.title, exact: true });
  await dialog.getByLabel(common.register_form.name, { exact: true }).fill(account.name);
  await dialog.getByLabel(common.register_form.email, { exact: true }).fill(account.email);
  await dialog.getByLabel(common.register_form.password, { exact: true }).fill(account.password);
  await dialog
    .getByLabel(common.register_form.password_confirmation, { exact: true })
    .fill(account.password);
  await dialog.getByRole('button', { name: common.register_form.submit, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await header.getByRole('button', { name: account.name, exact: true }).waitFor();
  return account;
}

describeInBrowser('account journey', () => {
  const browser = useBrowser();

  test('register → favourite a player → popup and profile grid → delete → settings change language and password → log in with the new password', {
    timeout: JOURNEY_MS,
  }, async () => {
    const { page } = await openJourneyPage(browser(), { storage: { cookie_accepted: 'true' } });
    await page.goto('/en');
    const account = await register(page);

    // The star on the player's page.
    await page.goto(PLAYER.path);
    const star = page.getByRole('button', { name: summoner.profile.favorite_add });
    await star.click();
    await page.getByRole('button', { name: summoner.profile.favorite_remove }).waitFor();

    // The floating favourites popup lists the player.
    await page.getByRole('button', { name: common.favorites.open }).click();
    await page
      .getByRole('link', { name: new RegExp(PLAYER.riotId) })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');

    // The profile's favourites grid, then deleting the player.
    await page.goto('/en/profile/favorites');
    await page.getByRole('heading', { name: profile.favorites.title }).first().waitFor();
    const remove = page.getByRole('button', {
      name: profile.favorites.remove.replace('{{name}}', PLAYER.riotId),
    });
    await remove.waitFor();
    await settle(page);
    expect(await axeBlocking(page), 'axe on the favourites').toEqual([]);
    await screenshots(page, 'en-profile-favorites');
    await remove.click();
    await page.getByText(profile.favorites.empty, { exact: true }).waitFor();

    // The profile page.
    await page.getByRole('link', { name: profile.menu.profile, exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/profile`);
    await page.getByText(account.email).first().waitFor();
    await settle(page);
    expect(await axeBlocking(page), 'axe on the profile').toEqual([]);
    await screenshots(page, 'en-profile');

    // Settings: Russian and a new password.
    await page.getByRole('link', { name: profile.menu.settings, exact: true }).click();
    await page.waitForURL(`${baseUrl}/en/profile/settings`);
    await settle(page);
    expect(await axeBlocking(page), 'axe on the settings').toEqual([]);
    await screenshots(page, 'en-profile-settings');
    const newPassword = `${account.password}-changed`;
    await page.getByLabel(profile.settings.password, { exact: true }).fill(account.password);
    await page.getByLabel(profile.settings.new_password, { exact: true }).fill(newPassword);
    await page
      .getByLabel(profile.settings.language, { exact: true })
      .selectOption({ label: profile.settings.languages.ru });
    await page.getByRole('button', { name: profile.settings.save, exact: true }).click();
    await page.waitForURL(`${baseUrl}/ru/profile/settings`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), POLL).toBe('ru');
    const ru = TEXTS.ru;
    await page.getByRole('link', { name: ru.profile.menu.settings, exact: true }).waitFor();

    // Log out, then in with the new password.
    await page.getByRole('button', { name: ru.profile.menu.logout, exact: true }).click();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: ru.common.auth.login, exact: true }).click();
    const login = page.getByRole('dialog', { name: ru.common.login_form.title, exact: true });
    await login.getByLabel(ru.common.login_form.email, { exact: true }).fill(account.email);
    await login.getByLabel(ru.common.login_form.password, { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: ru.common.login_form.submit, exact: true }).click();
    await login.waitFor({ state: 'hidden' });
    await header.getByRole('button', { name: account.name, exact: true }).waitFor();
  });

  test('a visitor who is not signed in is sent from the profile to the main page', {
    timeout: JOURNEY_MS,
  }, async () => {
    const { page } = await openJourneyPage(browser(), { storage: { cookie_accepted: 'true' } });
    await page.goto('/en/profile/settings');
    await page.waitForURL(`${baseUrl}/en`);
  });
});
