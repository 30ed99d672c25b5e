import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  baseUrl,
  describeInBrowser,
  e2e,
  PIXEL_PNG,
  screenshot,
  settle,
  useBrowser,
} from './browser.ts';
import { JOURNEY_MS, openJourneyPage } from './journey.ts';
import { LANGUAGES, TEXTS } from './texts.ts';

const { admin } = TEXTS.en;

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

async function post(path: string, body: unknown): Promise<{ token: string }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status}`);
  return (await response.json()) as { token: string };
}

/** A fresh account registered through the API, for the admin to manage. */
async function newUser() {
  const run = randomBytes(4).toString('hex');
  const user = { name: `e2e user ${run}`, email: `e2e-user-${run}@example.com` };
  const password = `pw-${run}-user`;
  const { token } = await post('/api/register', {
    ...user,
    password,
    password_confirmation: password,
  });
  return { ...user, token };
}

type NewUser = Awaited<ReturnType<typeof newUser>>;
type Titles = Record<(typeof LANGUAGES)[number], string>;

/** Dashboard: live figures. */
async function checkDashboard(page: Page) {
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: admin.dashboard.title }).waitFor();
  await page.getByText(admin.dashboard.signups.title).first().waitFor();
  await settle(page);
  expect(await axeBlocking(page), 'axe on the dashboard').toEqual([]);
  await screenshots(page, 'admin-dashboard');
}

/** Users: find the new account; at 390 px each user is a card with everything in view. */
async function findUser(page: Page, target: NewUser): Promise<Locator> {
  await page
    .getByRole('navigation', { name: admin.nav.label })
    .getByRole('link', { name: admin.nav.users })
    .click();
  await page.waitForURL(`${baseUrl}/admin/users`);
  await page.getByLabel(admin.users.filters.search).fill(target.email);
  await page.getByRole('button', { name: admin.users.filters.apply }).click();
  const row = page.getByRole('row').filter({ hasText: target.email });
  await row.waitFor();
  await settle(page);
  expect(await axeBlocking(page), 'axe on the users').toEqual([]);
  await screenshots(page, 'admin-users');
  // At 390 px each user is a card: every value and action in view, none under another.
  await page.setViewportSize({ width: 390, height: 900 });
  await row.scrollIntoViewIfNeeded();
  const outOfView = await row.evaluate((tr) =>
    [...tr.querySelectorAll('th, td')]
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + 2, box.y + box.height / 2);
        const isCovered = hit === null || !cell.contains(hit);
        return box.width === 0 || box.left < 0 || box.right > window.innerWidth || isCovered;
      })
      .map((cell) => cell.textContent),
  );
  expect(outOfView, 'users at 390 px').toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  return row;
}

/** Makes the user premium, then bans (which signs the user out) and unbans the account. */
async function editPlanAndBan(page: Page, row: Locator, target: NewUser) {
  await row
    .getByRole('button', {
      name: admin.users.actions.edit_label.replace('{{name}}', target.name),
    })
    .click();
  const edit = page.getByRole('dialog', { name: admin.users.edit.title });
  await edit.getByLabel(admin.users.edit.plan).selectOption({ label: admin.users.plans.premium });
  await edit.getByRole('button', { name: admin.users.edit.save, exact: true }).click();
  await edit.waitFor({ state: 'hidden' });
  await row.getByText(admin.users.plans.premium, { exact: true }).waitFor();

  await row
    .getByRole('button', { name: admin.users.actions.ban_label.replace('{{name}}', target.name) })
    .click();
  const confirmBan = page.getByRole('dialog', { name: admin.users.ban_confirm.title });
  await confirmBan
    .getByRole('button', { name: admin.users.ban_confirm.submit, exact: true })
    .click();
  await row.getByText(admin.users.status.banned, { exact: true }).waitFor();
  const banned = await fetch(`${baseUrl}/api/me`, {
    headers: { authorization: `Bearer ${target.token}`, accept: 'application/json' },
  });
  expect(banned.status, 'a banned user is signed out').toBe(401);
  await row
    .getByRole('button', {
      name: admin.users.actions.unban_label.replace('{{name}}', target.name),
    })
    .click();
  await row.getByText(admin.users.status.active, { exact: true }).waitFor();
}

/**
 * An uploaded image in the English body, typing on after it; then a pasted image of another
 * site, which the editor leaves out.
 */
async function insertImages(page: Page, panel: Locator, body: Locator) {
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: admin.news.editor.image, exact: true }).click();
  await (await chooser).setFiles({
    name: 'inline.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await panel.getByLabel(admin.news.editor.image_alt, { exact: true }).fill('One pixel');
  await panel.getByRole('button', { name: admin.news.editor.image_insert, exact: true }).click();
  await body.locator('img[alt="One pixel"]').waitFor();
  // The editor takes the focus back on the next frame, which a busy machine may delay.
  await page.waitForFunction(
    (editor) => editor === document.activeElement,
    await body.elementHandle(),
  );
  // The cursor waits after the image: typing on must not replace it.
  await page.keyboard.type('After the image');
  await body.locator('img + p', { hasText: 'After the image' }).waitFor();

  // Only uploaded images are kept: the editor says so, and leaves out a pasted image of
  // another site, saying why.
  await panel.getByText(admin.news.editor.image_rule, { exact: true }).waitFor();
  await body.evaluate((editor) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p>Pasted here</p><img src="https://example.com/elsewhere.png" alt="Elsewhere">',
    );
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await page.getByText(admin.news.editor.image_foreign, { exact: true }).waitFor();
  await body.getByText('Pasted here').waitFor();
  expect(await body.locator('img').count()).toBe(1);
}

/** News: create one in three languages with formatting and an image, published. */
async function publishNews(page: Page): Promise<{ titles: Titles; newsRow: Locator }> {
  await page
    .getByRole('navigation', { name: admin.nav.label })
    .getByRole('link', { name: admin.nav.news })
    .click();
  await page.waitForURL(`${baseUrl}/admin/news`);
  await page.getByRole('button', { name: admin.news.create }).click();
  const form = page.getByRole('dialog', { name: admin.news.form.create_title });
  const run = randomBytes(3).toString('hex');
  const titles = { en: `E2E news ${run}`, ru: `Новость E2E ${run}`, tr: `E2E haber ${run}` };
  for (const lang of LANGUAGES) {
    await form.getByRole('tab', { name: new RegExp(admin.news.languages[lang]) }).click();
    const panel = form.getByRole('tabpanel');
    await panel.getByLabel(admin.news.form.title, { exact: true }).fill(titles[lang]);
    const body = panel.getByRole('textbox', {
      name: admin.news.form.body_label.replace('{{language}}', admin.news.languages[lang]),
    });
    await body.click();
    await page.keyboard.type(`Plain text in ${lang}. `);
    await panel.getByRole('button', { name: admin.news.editor.bold, exact: true }).click();
    await page.keyboard.type(`Bold ${lang}`);
    if (lang === 'en') await insertImages(page, panel, body);
  }
  await form
    .getByLabel(admin.news.form.status)
    .selectOption({ label: admin.news.statuses.published });
  await settle(page);
  expect(await axeBlocking(page), 'axe on the news form').toEqual([]);
  await screenshots(page, 'admin-news-form');
  await form.getByRole('button', { name: admin.news.form.create, exact: true }).click();
  await form.waitFor({ state: 'hidden' });
  const newsRow = page.getByRole('row').filter({ hasText: titles.en });
  await newsRow.getByText(admin.news.statuses.published, { exact: true }).waitFor();
  await screenshots(page, 'admin-news');
  return { titles, newsRow };
}

/** A visitor reads it at each language's slug; the slugs by language. */
async function readAsVisitor(visitor: Page, titles: Titles): Promise<Record<string, string>> {
  const slugs: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    const list = (await (
      await fetch(`${baseUrl}/api/news?lang=${lang}&search=${encodeURIComponent(titles[lang])}`)
    ).json()) as { data: { translations: Record<string, { slug: string }> }[] };
    const slug = list.data[0]?.translations[lang]?.slug ?? '';
    expect(slug, lang).not.toBe('');
    slugs[lang] = slug;
    await visitor.goto(`/${lang}/news/${slug}`);
    await visitor.getByRole('heading', { level: 1, name: titles[lang] }).waitFor();
    const article = visitor.getByRole('article');
    await article.locator('strong', { hasText: `Bold ${lang}` }).waitFor();
    if (lang === 'en') {
      expect(await article.locator('img').count()).toBe(1);
      expect(await article.locator('img').first().getAttribute('src')).toMatch(
        /^\/storage\/editor\//,
      );
      expect(await article.locator('img').first().getAttribute('alt')).toBe('One pixel');
    }
  }
  return slugs;
}

/** The admin deletes it; the article is gone. */
async function deleteNews(
  page: Page,
  news: { newsRow: Locator; title: string; slug: string | undefined },
) {
  await news.newsRow
    .getByRole('button', { name: admin.news.table.delete_label.replace('{{title}}', news.title) })
    .click();
  const confirm = page.getByRole('dialog', { name: admin.news.delete.title });
  await confirm.getByText(admin.news.delete.confirm).waitFor();
  await confirm.getByRole('button', { name: admin.news.table.delete, exact: true }).click();
  await news.newsRow.waitFor({ state: 'detached' });
  const gone = await fetch(`${baseUrl}/api/news/${news.slug}?lang=en`);
  expect(gone.status).toBe(404);
}

describeInBrowser('admin journey', () => {
  const browser = useBrowser();

  test('admin edits a plan, bans and unbans, publishes news in three languages that visitors read, and deletes it', {
    timeout: JOURNEY_MS,
  }, async () => {
    const { token } = await post('/api/login', e2e.admin);
    const target = await newUser();
    const { page } = await openJourneyPage(browser(), {
      storage: { cookie_accepted: 'true', token, lang: 'en' },
    });

    await checkDashboard(page);
    const row = await findUser(page, target);
    await editPlanAndBan(page, row, target);
    const { titles, newsRow } = await publishNews(page);

    const visitor = await openJourneyPage(browser(), { storage: { cookie_accepted: 'true' } });
    const slugs = await readAsVisitor(visitor.page, titles);
    await deleteNews(page, { newsRow, title: titles.en, slug: slugs.en });

    // Guides: the section opens.
    await page
      .getByRole('navigation', { name: admin.nav.label })
      .getByRole('link', { name: admin.nav.guides })
      .click();
    await page.getByRole('heading', { level: 1, name: admin.guides.title }).waitFor();
  });

  test('a signed-in visitor who is not an admin is sent from /admin to the main page', {
    timeout: JOURNEY_MS,
  }, async () => {
    const { token } = await newUser();
    const { page } = await openJourneyPage(browser(), {
      storage: { cookie_accepted: 'true', token, lang: 'en' },
    });
    await page.goto('/admin/users');
    await page.waitForURL(`${baseUrl}/en`);
  });
});
