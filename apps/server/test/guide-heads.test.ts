import { GUIDE_SLUG_MAX, LANGUAGES, type Language, META_TEXTS } from '@riftscope/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { guides, guideTranslations } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import { INDEX_HTML, readHead, SITE } from './seo-pages.ts';
import { useTestApp } from './test-app.ts';

/**
 * The heads of the guide pages when the server names them itself (a page it does not render, or
 * whose render failed; a rendered page names its own), and the guides in the sitemap
 * (docs/guides.md, Heads and the sitemap).
 */

const BUILD = {
  starting_items: [1055, 2003],
  core_items: [6672, 3078, 3153],
  boots: 3006,
  situational_items: [],
  runes: {
    primary_style: 8000,
    primary: [8010, 9111, 9104, 8299],
    sub_style: 8400,
    secondary: [8444, 8242],
    shards: [5005, 5008, 5011],
  },
  spells: [4, 14],
  skill_order: 'QWEQQRQWQWRWWEE',
};

let sequence = 0;
const unique = (word: string) => `${word}-${Date.now().toString(36)}-${++sequence}`;

type Texts = Partial<Record<Language, { title: string; summary: string; slug: string }>>;

describe.each(TEST_DATABASES)('guide page heads and the sitemap on $name', (db) => {
  const t = useTestApp(db, {
    webFiles: { 'index.html': INDEX_HTML, 'assets/index-test.css': 'html{color:red}' },
  });

  const page = (url: string) =>
    t.request({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

  const insertGuide = async (
    texts: Texts,
    {
      status = 'published',
      updatedAt = new Date(),
    }: { status?: 'draft' | 'published'; updatedAt?: Date } = {},
  ) => {
    const { db: database } = t.database;
    const [row] = await database
      .insert(guides)
      .values({
        championId: 103,
        role: 'MIDDLE',
        patch: '15.22',
        difficulty: 'easy',
        status,
        build: BUILD,
        updatedAt,
        publishedAt: status === 'published' ? updatedAt : null,
      })
      .returning({ id: guides.id });
    if (!row) throw new Error('no guide inserted');
    await database.insert(guideTranslations).values(
      Object.entries(texts).map(([language, text]) => ({
        guideId: row.id,
        language: language as Language,
        body: '<p>Body</p>',
        ...text,
      })),
    );
    return texts;
  };

  let russianAndTurkish: Texts;
  let englishAndRussian: Texts;
  let draft: Texts;
  const updatedAt = new Date(Date.UTC(2026, 1, 3, 4, 5, 6));

  beforeAll(async () => {
    russianAndTurkish = await insertGuide(
      {
        ru: { title: 'Ари: гайд', summary: 'Очарование — первым делом.', slug: unique('ari') },
        tr: { title: 'Ahri rehberi', summary: 'Önce büyüle.', slug: unique('ahri-rehberi') },
      },
      { updatedAt },
    );
    englishAndRussian = await insertGuide({
      en: { title: 'Ahri mid', summary: '', slug: unique('ahri-mid') },
      ru: { title: 'Ари в центре', summary: 'Коротко.', slug: unique('ari-tsentr') },
    });
    draft = await insertGuide(
      { en: { title: 'Not yet', summary: 'Draft', slug: unique('draft') } },
      { status: 'draft' },
    );
  });

  const slugOf = (texts: Texts, lang: Language) => {
    const slug = texts[lang]?.slug;
    if (!slug) throw new Error(`no ${lang} slug`);
    return slug;
  };

  it('gives the guide list its head, one address for every filter, in three languages', async () => {
    for (const lang of LANGUAGES) {
      const res = await page(`/${lang}/guides?champion=ahri&role=MIDDLE&sort=helpful`);
      expect(res.statusCode).toBe(200);
      const head = readHead(res.body);
      expect(head.title).toBe(`${META_TEXTS[lang].guides.title} — RiftScope`);
      expect(head.description).toBe(META_TEXTS[lang].guides.description);
      expect(head.canonical).toBe(`${SITE}/${lang}/guides`);
      expect(head.alternates).toEqual({
        en: `${SITE}/en/guides`,
        ru: `${SITE}/ru/guides`,
        tr: `${SITE}/tr/guides`,
        'x-default': `${SITE}/en/guides`,
      });
    }
  });

  it('names a guide by its title and summary, linking only the languages it is written in', async () => {
    const slug = slugOf(russianAndTurkish, 'ru');
    const res = await page(`/ru/guides/${encodeURIComponent(slug)}`);
    expect(res.statusCode).toBe(200);
    const head = readHead(res.body);
    expect(head.lang).toBe('ru');
    expect(head.title).toBe('Ари: гайд — RiftScope');
    expect(head.description).toBe('Очарование — первым делом.');
    expect(head.canonical).toBe(`${SITE}/ru/guides/${slug}`);
    expect(head.robots).toBeNull();
    // Not written in English: no English page and no x-default.
    expect(head.alternates).toEqual({
      ru: `${SITE}/ru/guides/${slug}`,
      tr: `${SITE}/tr/guides/${slugOf(russianAndTurkish, 'tr')}`,
    });
  });

  it("points x-default at a guide's English page, and words a missing summary itself", async () => {
    const slug = slugOf(englishAndRussian, 'en');
    const head = readHead((await page(`/en/guides/${slug}`)).body);
    expect(head.description).toBe(META_TEXTS.en.guide.description);
    expect(head.alternates).toEqual({
      en: `${SITE}/en/guides/${slug}`,
      ru: `${SITE}/ru/guides/${slugOf(englishAndRussian, 'ru')}`,
      'x-default': `${SITE}/en/guides/${slug}`,
    });
  });

  it.each([
    ['a slug of another language', () => `/en/guides/${slugOf(russianAndTurkish, 'tr')}`],
    ['a draft', () => `/en/guides/${slugOf(draft, 'en')}`],
    ['no guide', () => '/tr/guides/no-such-guide'],
    ['a slug longer than any', () => `/en/guides/${'x'.repeat(GUIDE_SLUG_MAX * 2 + 1)}`],
    ['a control character', () => '/en/guides/a%00b'],
    ['a deeper path', () => `/ru/guides/${slugOf(russianAndTurkish, 'ru')}/more`],
  ])('answers 404 and noindex for %s', async (_what, url) => {
    const res = await page(url());
    expect(res.statusCode).toBe(404);
    expect(readHead(res.body).robots).toBe('noindex');
  });

  it('lists the guide list in every language and each published guide in each of its languages', async () => {
    const xml = (await t.request({ method: 'GET', url: '/sitemap.xml' })).body;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    for (const lang of LANGUAGES) {
      expect(locs.filter((loc) => loc === `${SITE}/${lang}/guides`)).toHaveLength(1);
    }
    const guideLocs = locs.filter((loc) => loc.includes('/guides/'));
    expect(guideLocs.sort()).toEqual(
      [
        `${SITE}/ru/guides/${slugOf(russianAndTurkish, 'ru')}`,
        `${SITE}/tr/guides/${slugOf(russianAndTurkish, 'tr')}`,
        `${SITE}/en/guides/${slugOf(englishAndRussian, 'en')}`,
        `${SITE}/ru/guides/${slugOf(englishAndRussian, 'ru')}`,
      ].sort(),
    );
    const entry = xml
      .split('<url>')
      .find((u) => u.includes(`<loc>${SITE}/tr/guides/${slugOf(russianAndTurkish, 'tr')}</loc>`));
    expect(entry).toContain(`<lastmod>${updatedAt.toISOString()}</lastmod>`);
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="ru" href="${SITE}/ru/guides/${slugOf(russianAndTurkish, 'ru')}"/>`,
    );
    expect(entry).not.toContain('hreflang="en"');
    expect(entry).not.toContain('hreflang="x-default"');
  });
});
