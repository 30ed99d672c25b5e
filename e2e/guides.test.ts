import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Guide, GuideBuild, GuideCatalog, GuidesPageSchema } from '@riftscope/contracts';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { z } from 'zod/mini';
import enGuides from '../apps/web/src/locales/en/guides.json' with { type: 'json' };
import ruChampions from '../apps/web/src/locales/ru/champions.json' with { type: 'json' };
import ruGuides from '../apps/web/src/locales/ru/guides.json' with { type: 'json' };
import trGuides from '../apps/web/src/locales/tr/guides.json' with { type: 'json' };
import { baseUrl, describeInBrowser, e2e, useBrowser } from './browser.ts';
import { JOURNEY_MS, openJourneyPage, POLL } from './journey.ts';
import { atBothWidths, formats, inHtml, served } from './slice-pages.ts';
import { LANGUAGES, type Language, TEXTS } from './texts.ts';

/*
 * Champion guides end to end (docs/guides.md): a moderator writes a guide in three languages with
 * every build block chosen with the pickers and submits it, an administrator publishes it, and
 * a visitor finds it on the champion's page in Russian, reads it, follows the language switch to
 * Turkish, and marks it helpful once signed in. The public pages arrive server-rendered and
 * scroll no sideways at 1280 and 390 px.
 */

const GUIDES = { en: enGuides, ru: ruGuides, tr: trGuides } as const;
const { admin } = TEXTS.en;
const form = admin.guides.form;

/** The guide written: the demo's most played middle champion, with its players' build. */
const CHAMPION = { key: 'ziggs', role: 'MIDDLE' } as const;
const BUILD = {
  starting: [1056, 2003, 2003],
  core: [6653, 3135, 8010],
  boots: 3020,
  situational: [3157],
  primaryStyle: 8100,
  primary: [8112, 8143, 8140, 8105],
  subStyle: 8400,
  secondary: [8463, 8453],
  shards: [5008, 5008, 5011],
  spells: [4, 12],
  skillOrder: 'QWEQQRQWQWRWWEE',
} as const;

type GuidesPage = z.infer<typeof GuidesPageSchema>;

/** Serious and critical WCAG 2 A/AA violations of the page shown. */
async function axeBlocking(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A fresh account registered through the API; a moderator when `isModerator`. */
async function newAccount(label: string, isModerator = false) {
  const run = randomBytes(4).toString('hex');
  const name = `e2e ${label} ${run}`;
  const email = `e2e-${label}-${run}@example.com`;
  const password = `pw-${run}-${label}`;
  const { token, user } = await call<{ token: string; user: { id: number } }>(
    'POST',
    '/api/register',
    undefined,
    { name, email, password, password_confirmation: password },
  );
  if (isModerator) {
    const { token: adminToken } = await call<{ token: string }>(
      'POST',
      '/api/login',
      undefined,
      e2e.admin,
    );
    await call('PUT', `/api/admin/users/${user.id}`, adminToken, {
      name,
      email,
      role: 'mod',
      plan: 'free',
      is_blocked: 0,
    });
  }
  return { id: user.id, name, token };
}

/** Chooses `name` in the search picker labelled `label`. */
async function pick(scope: Locator, label: string, name: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.fill(name);
  await scope.getByRole('option', { name, exact: true }).first().click();
}

/** A name of the catalog by id. */
function namer(catalog: GuideCatalog) {
  const items = [...catalog.items.starting, ...catalog.items.legendary, ...catalog.items.boots];
  const runes = catalog.runes.flatMap((tree) => [tree, ...tree.slots.flat()]);
  const find = (list: readonly { id: number; name: string }[], id: number) => {
    const found = list.find((entry) => entry.id === id);
    if (!found) throw new Error(`no ${id} in the catalog`);
    return found.name;
  };
  return {
    item: (id: number) => find(items, id),
    rune: (id: number) => find(runes, id),
    shard: (row: number, id: number) => find(catalog.shards[row] ?? [], id),
    spell: (id: number) => find(catalog.spells, id),
  };
}

/** The rune page and the skill order, chosen in the form's radio tiles. */
async function chooseRunesAndSkills(dialog: Locator, catalog: GuideCatalog): Promise<void> {
  const name = namer(catalog);
  const runes = dialog.getByRole('group', { name: form.runes.legend });
  await runes
    .getByRole('group', { name: form.runes.primary })
    .getByRole('radio', { name: name.rune(BUILD.primaryStyle), exact: true })
    .check({ force: true });
  for (const id of BUILD.primary) {
    await runes.getByRole('radio', { name: name.rune(id), exact: true }).check({ force: true });
  }
  await runes
    .getByRole('group', { name: form.runes.secondary })
    .getByRole('radio', { name: name.rune(BUILD.subStyle), exact: true })
    .check({ force: true });
  for (const id of BUILD.secondary) {
    await runes.getByRole('radio', { name: name.rune(id), exact: true }).check({ force: true });
  }
  const shardRows = [form.runes.shards.offence, form.runes.shards.flex, form.runes.shards.defence];
  for (const [row, id] of BUILD.shards.entries()) {
    await runes
      .getByRole('group', { name: shardRows[row] })
      .getByRole('radio', { name: name.shard(row, id), exact: true })
      .check({ force: true });
  }
  for (const id of BUILD.spells) {
    await dialog
      .getByRole('checkbox', { name: name.spell(id), exact: true })
      .check({ force: true });
  }
  for (const [index, skill] of [...BUILD.skillOrder].entries()) {
    await dialog
      .getByRole('radiogroup', {
        name: form.skills.level.replace('{{level}}', String(index + 1)),
        exact: true,
      })
      .getByRole('radio', { name: skill, exact: true })
      .check({ force: true });
  }
}

/** The moderator writes the guide in en, ru and tr and creates it: a draft of theirs. */
async function writeGuide(page: Page, titles: Record<Language, string>): Promise<void> {
  const catalog = await page.evaluate(
    async () =>
      (await (
        await fetch('/api/admin/guides/catalog?lang=en', {
          headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
        })
      ).json()) as GuideCatalog,
  );
  const name = namer(catalog);
  await page.getByRole('button', { name: admin.guides.create, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: form.create_title });
  await pick(dialog, form.champion, 'Ziggs');
  await dialog
    .getByLabel(form.role, { exact: true })
    .selectOption({ label: admin.guides.roles.MIDDLE });
  await dialog.getByLabel(form.patch, { exact: true }).fill(catalog.patch);
  await dialog
    .getByLabel(form.difficulty, { exact: true })
    .selectOption({ label: admin.guides.difficulties.medium });
  for (const lang of LANGUAGES) {
    await dialog.getByRole('tab', { name: new RegExp(admin.news.languages[lang]) }).click();
    const panel = dialog.getByRole('tabpanel');
    await panel.getByLabel(form.title, { exact: true }).fill(titles[lang]);
    await panel
      .getByLabel(form.summary, { exact: true })
      .fill(`Summary ${lang}: poke, then siege.`);
    const body = panel.getByRole('textbox', {
      name: admin.news.form.body_label.replace('{{language}}', admin.news.languages[lang]),
    });
    await body.click();
    await page.keyboard.type(`Laning in ${lang}: hold the wave and poke. `);
    await panel.getByRole('button', { name: admin.news.editor.bold, exact: true }).click();
    await page.keyboard.type(`Bold ${lang}`);
  }
  for (const id of BUILD.starting) await pick(dialog, form.add_starting_item, name.item(id));
  for (const id of BUILD.core) await pick(dialog, form.add_core_item, name.item(id));
  await dialog
    .getByRole('group', { name: form.boots })
    .getByRole('radio', { name: name.item(BUILD.boots), exact: true })
    .check({ force: true });
  for (const id of BUILD.situational) await pick(dialog, form.add_situational_item, name.item(id));
  await chooseRunesAndSkills(dialog, catalog);
  await dialog.getByRole('button', { name: form.create, exact: true }).click();
  // The form closes once the guide is stored; else its errors name what the server refused.
  await dialog.waitFor({ state: 'hidden' }).catch(async (err: unknown) => {
    const errors = await dialog.locator('.text-loss').allInnerTexts();
    throw new Error(`the guide was not created: ${errors.join(' | ')}`, { cause: err });
  });
}

/** The row of the guide titled `title` in the admin table, once it shows `status`. */
async function rowWithStatus(page: Page, title: string, status: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByText(status, { exact: true }).waitFor();
  return row;
}

/** The published guide in `lang` as the API lists it for the champion and role. */
async function listed(lang: Language, title: string) {
  const page = await call<GuidesPage>(
    'GET',
    `/api/guides?lang=${lang}&champion=${CHAMPION.key}&role=${CHAMPION.role}&per_page=50`,
  );
  const guide = page.data.find((entry) => entry.title === title);
  if (!guide) throw new Error(`${title} is not listed in ${lang}`);
  return guide;
}

/** Each block's figures as the guide page writes them, or that no recent game had the choice. */
async function expectBlockFigures(page: Page, lang: Language, build: GuideBuild): Promise<void> {
  const { blocks, stats } = GUIDES[lang];
  const format = formats(lang);
  const shown = {
    [blocks.starting_items]: build.stats.starting_items,
    [blocks.core_items]: build.stats.core_items,
    [blocks.boots]: build.stats.boots,
    [blocks.runes]: build.stats.runes,
    [blocks.spells]: build.stats.spells,
    [blocks.skill_order]: build.stats.skill_order,
  };
  for (const [block, figures] of Object.entries(shown)) {
    const region = page.getByRole('region', { name: block, exact: true });
    if (figures === null) {
      await region.getByText(stats.none, { exact: true }).waitFor();
    } else {
      await expect.poll(() => region.innerText(), POLL).toContain(format.count(figures.games));
    }
  }
}

type OpenBrowser = Parameters<typeof openJourneyPage>[0];
type Titles = Record<Language, string>;

/** The moderator writes the guide in the admin area (for them, the guides alone) and submits it. */
async function writeAndSubmit(browser: OpenBrowser, titles: Titles) {
  const moderator = await newAccount('mod', true);
  const mod = await openJourneyPage(browser, {
    storage: { cookie_accepted: 'true', token: moderator.token, lang: 'en' },
  });
  await mod.page.goto('/admin/guides');
  await mod.page.getByRole('heading', { level: 1, name: admin.guides.title }).waitFor();
  await writeGuide(mod.page, titles);
  const draft = await rowWithStatus(mod.page, titles.en, admin.guides.statuses.draft);
  await draft
    .getByRole('button', {
      name: admin.guides.table.submit_label.replace('{{title}}', titles.en),
    })
    .click();
  await rowWithStatus(mod.page, titles.en, admin.guides.statuses.review);
  return moderator;
}

/** The administrator publishes the guide in review. */
async function publish(browser: OpenBrowser, titles: Titles): Promise<void> {
  const { token } = await call<{ token: string }>('POST', '/api/login', undefined, e2e.admin);
  const boss = await openJourneyPage(browser, {
    storage: { cookie_accepted: 'true', token, lang: 'en' },
  });
  await boss.page.goto('/admin/guides');
  const inReview = await rowWithStatus(boss.page, titles.en, admin.guides.statuses.review);
  await inReview
    .getByRole('button', {
      name: admin.guides.table.publish_label.replace('{{title}}', titles.en),
    })
    .click();
  await rowWithStatus(boss.page, titles.en, admin.guides.statuses.published);
}

/**
 * A visitor finds the guide on the champion's page in Russian and reads it, server-rendered with
 * its head, then follows the language switch to its Turkish page; the visitor's page and the
 * guide's Turkish slug.
 */
async function readInRussianThenTurkish(browser: OpenBrowser, titles: Titles, author: string) {
  const ru = await listed('ru', titles.ru);
  const tr = await listed('tr', titles.tr);
  const { page } = await openJourneyPage(browser, { storage: { cookie_accepted: 'true' } });
  await page.goto(`/ru/champions/${CHAMPION.key}?role=${CHAMPION.role}`);
  const onChampion = page.getByRole('region', { name: ruChampions.guides.title });
  await onChampion.getByRole('link', { name: titles.ru, exact: true }).click();
  await page.waitForURL(`${baseUrl}/ru/guides/${ru.slug}`);
  await page.getByRole('heading', { level: 1, name: titles.ru }).waitFor();
  const article = page.getByRole('article');
  await article.locator('strong', { hasText: 'Bold ru' }).waitFor();
  await expect.poll(() => article.innerText(), POLL).toContain(author);
  const answer = await call<Guide>('GET', `/api/guides/${ru.slug}?lang=ru`);
  await expectBlockFigures(page, 'ru', answer.build);
  await page.getByRole('button', { name: GUIDES.ru.helpful.sign_in }).waitFor();
  await atBothWidths(page, 'ru-guide');
  expect(await axeBlocking(page), 'axe on the guide').toEqual([]);

  const html = await served(`/ru/guides/${ru.slug}`);
  expect(html.status).toBe(200);
  expect(html.html).toContain(inHtml(titles.ru));
  expect(html.html).toContain(inHtml(GUIDES.ru.blocks.core_items));
  expect(html.html).toContain(`hreflang="tr" href="${baseUrl.replace(/\/$/, '')}`);

  await page.locator('header button[lang="tr"]').first().click();
  await page.waitForURL(`${baseUrl}/tr/guides/${tr.slug}`);
  await page.getByRole('heading', { level: 1, name: titles.tr }).waitFor();
  await page.getByRole('article').locator('strong', { hasText: 'Bold tr' }).waitFor();
  await atBothWidths(page, 'tr-guide');
  return { page, trSlug: tr.slug };
}

/** A signed-in reader marks the Turkish page helpful, once, and it stays marked. */
async function markHelpful(browser: OpenBrowser, trSlug: string): Promise<void> {
  const reader = await newAccount('reader');
  const signedIn = await openJourneyPage(browser, {
    storage: { cookie_accepted: 'true', token: reader.token, lang: 'tr' },
  });
  await signedIn.page.goto(`/tr/guides/${trSlug}`);
  const helpful = signedIn.page.getByRole('region', { name: GUIDES.tr.helpful.label });
  await helpful.getByRole('button', { name: GUIDES.tr.helpful.button, exact: true }).click();
  await helpful.getByText(GUIDES.tr.helpful.marked, { exact: true }).waitFor();
  await helpful
    .getByText(GUIDES.tr.helpful.count_one.replace('{{formatted}}', '1'), { exact: true })
    .waitFor();
  const mine = await call<Guide>('GET', `/api/guides/${trSlug}?lang=tr`, reader.token);
  expect({ marked: mine.marked_helpful, count: mine.helpful_count }).toEqual({
    marked: true,
    count: 1,
  });
  await signedIn.page.reload();
  await helpful.getByText(GUIDES.tr.helpful.marked, { exact: true }).waitFor();
}

describeInBrowser('guides', () => {
  const browser = useBrowser();

  test('a moderator writes and submits a guide, the admin publishes it, and a visitor reads it in ru and tr from the champion page and marks it helpful', {
    timeout: JOURNEY_MS,
  }, async () => {
    const run = randomBytes(3).toString('hex');
    const titles = {
      en: `Ziggs siege guide ${run}`,
      ru: `Гайд по осаде за Зиггса ${run}`,
      tr: `Ziggs kuşatma rehberi ${run}`,
    };
    const moderator = await writeAndSubmit(browser(), titles);
    await publish(browser(), titles);
    const { page, trSlug } = await readInRussianThenTurkish(browser(), titles, moderator.name);
    await markHelpful(browser(), trSlug);

    // The list finds it by champion and role.
    await page.goto(`/en/guides?champion=${CHAMPION.key}&role=${CHAMPION.role}`);
    await page.getByRole('link', { name: titles.en, exact: true }).waitFor();
    await atBothWidths(page, 'en-guides');
    expect(await axeBlocking(page), 'axe on the guide list').toEqual([]);
  });
});
