import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { META_TEXTS } from './meta-texts.ts';
import {
  alternateLinks,
  escapeHtml,
  formatRankForMeta,
  interpolate,
  META_PAGES,
  pageMeta,
  pageTexts,
  renderHeadTags,
} from './page-meta.ts';
import { RANKED_TIERS } from './summoners.ts';
import { META_DESCRIPTION_MAX } from './text.ts';

const site = 'https://riftscope.example';

/** Every key path of a JSON object, sorted: `home.title`, `tiers.IRON`, … */
const keyPaths = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('meta texts', () => {
  it('have the same keys in every language', () => {
    const english = keyPaths(META_TEXTS.en).sort();
    for (const lang of LANGUAGES) expect(keyPaths(META_TEXTS[lang]).sort(), lang).toEqual(english);
  });

  it('give every page a title and a description of at most 160 characters', () => {
    const long = { name: 'Sixteen Letters#ABCDE', region: 'EUNE', rank: 'Grandmaster 1,234 LP' };
    for (const lang of LANGUAGES) {
      expect(META_TEXTS[lang].site_name).toBe('RiftScope');
      const fallback = META_TEXTS[lang].default_description;
      expect(Array.from(fallback).length, lang).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      expect(fallback).not.toBe('Default description');
      for (const page of META_PAGES) {
        const texts = pageTexts(META_TEXTS[lang], page, long);
        expect(texts.title, `${lang} ${page}`).not.toBe('');
        expect(Array.from(texts.description).length, `${lang} ${page}`).toBeLessThanOrEqual(
          META_DESCRIPTION_MAX,
        );
      }
    }
  });

  it('name every ranked tier in every language', () => {
    for (const lang of LANGUAGES) {
      for (const tier of RANKED_TIERS) expect(META_TEXTS[lang].tiers[tier]).toBeTruthy();
    }
  });

  it('fill in the player and rank of a summoner page', () => {
    expect(
      pageTexts(META_TEXTS.en, 'summoner', { name: 'Faker#KR1', rank: 'Challenger 1,234 LP' }),
    ).toEqual({
      title: 'Faker#KR1 — Challenger 1,234 LP',
      description: expect.stringContaining('Faker#KR1'),
    });
    expect(pageTexts(META_TEXTS.ru, 'live', { name: 'Faker#KR1' }).title).toBe(
      'Faker#KR1 — текущая игра',
    );
  });
});

describe('interpolate', () => {
  it('replaces known placeholders and empties unknown ones', () => {
    expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: '1', b: '2' })).toBe('1 and 2 and ');
  });

  it('does not read placeholders inside the values it inserts', () => {
    expect(interpolate('{{a}}', { a: '{{b}}', b: 'x' })).toBe('{{b}}');
  });
});

describe('formatRankForMeta', () => {
  it('shows the division below Master and none from Master up', () => {
    expect(
      formatRankForMeta(META_TEXTS.en, 'en', { tier: 'GOLD', rank: 'II', leaguePoints: 45 }),
    ).toBe('Gold II 45 LP');
    expect(
      formatRankForMeta(META_TEXTS.en, 'en', { tier: 'CHALLENGER', rank: 'I', leaguePoints: 1234 }),
    ).toBe('Challenger 1,234 LP');
  });

  it('names the tier and groups digits the way each language does', () => {
    expect(
      formatRankForMeta(META_TEXTS.ru, 'ru', { tier: 'CHALLENGER', rank: 'I', leaguePoints: 1234 }),
    ).toBe('Претендент, 1\u00a0234 LP');
    expect(
      formatRankForMeta(META_TEXTS.tr, 'tr', {
        tier: 'GRANDMASTER',
        rank: 'I',
        leaguePoints: 1234,
      }),
    ).toBe('Büyük Ustalık 1.234 LP');
  });
});

describe('pageMeta', () => {
  it('builds the canonical address from the site, the language and the path', () => {
    expect(pageMeta({ site, lang: 'ru', texts: META_TEXTS.ru, path: '' }).canonical).toBe(
      `${site}/ru`,
    );
    expect(pageMeta({ site, lang: 'tr', texts: META_TEXTS.tr, path: '/tier-list' }).canonical).toBe(
      `${site}/tr/tier-list`,
    );
  });

  it('links the three languages and x-default to English', () => {
    expect(pageMeta({ site, lang: 'ru', texts: META_TEXTS.ru, path: '/news' }).alternates).toEqual([
      { hreflang: 'en', href: `${site}/en/news` },
      { hreflang: 'ru', href: `${site}/ru/news` },
      { hreflang: 'tr', href: `${site}/tr/news` },
      { hreflang: 'x-default', href: `${site}/en/news` },
    ]);
  });

  it("uses each language's own path for a news article", () => {
    const meta = pageMeta({
      site,
      lang: 'ru',
      texts: META_TEXTS.ru,
      path: '/news/patch-15-9-chto-izmenilos',
      alternatePaths: {
        en: '/news/patch-15-9-what-changed',
        ru: '/news/patch-15-9-chto-izmenilos',
        tr: '/news/yama-15-9',
      },
    });
    expect(meta.canonical).toBe(`${site}/ru/news/patch-15-9-chto-izmenilos`);
    expect(meta.og.url).toBe(meta.canonical);
    expect(meta.alternates).toEqual([
      { hreflang: 'en', href: `${site}/en/news/patch-15-9-what-changed` },
      { hreflang: 'ru', href: `${site}/ru/news/patch-15-9-chto-izmenilos` },
      { hreflang: 'tr', href: `${site}/tr/news/yama-15-9` },
      { hreflang: 'x-default', href: `${site}/en/news/patch-15-9-what-changed` },
    ]);
  });

  it('links only the languages a page is written in, x-default only to an English one', () => {
    const meta = pageMeta({
      site,
      lang: 'tr',
      texts: META_TEXTS.tr,
      path: '/guides/ahri-rehberi',
      alternatePaths: { ru: '/guides/gaid-ahri', tr: '/guides/ahri-rehberi' },
      languages: ['ru', 'tr'],
    });
    expect(meta.canonical).toBe(`${site}/tr/guides/ahri-rehberi`);
    expect(meta.alternates).toEqual([
      { hreflang: 'ru', href: `${site}/ru/guides/gaid-ahri` },
      { hreflang: 'tr', href: `${site}/tr/guides/ahri-rehberi` },
    ]);
    const withEnglish = pageMeta({
      site,
      lang: 'en',
      texts: META_TEXTS.en,
      path: '/guides/ahri',
      alternatePaths: { en: '/guides/ahri', tr: '/guides/ahri-rehberi' },
      languages: ['en', 'tr'],
    });
    expect(withEnglish.alternates).toEqual([
      { hreflang: 'en', href: `${site}/en/guides/ahri` },
      { hreflang: 'tr', href: `${site}/tr/guides/ahri-rehberi` },
      { hreflang: 'x-default', href: `${site}/en/guides/ahri` },
    ]);
  });

  it('prefers the alternate path of its own language for the canonical address', () => {
    const meta = pageMeta({
      site,
      lang: 'tr',
      texts: META_TEXTS.tr,
      path: '/news/an-old-slug',
      alternatePaths: { tr: '/news/yeni-slug' },
    });
    expect(meta.canonical).toBe(`${site}/tr/news/yeni-slug`);
  });

  it('appends the site name to a title and falls back to the site name alone', () => {
    expect(
      pageMeta({ site, lang: 'en', texts: META_TEXTS.en, path: '/news', title: 'News' }).title,
    ).toBe('News — RiftScope');
    const bare = pageMeta({ site, lang: 'en', texts: META_TEXTS.en, path: '', title: '  ' });
    expect(bare.title).toBe('RiftScope');
    expect(bare.og.title).toBe('RiftScope');
  });

  it('isolates a title and description that would turn the text after them around', () => {
    const meta = pageMeta({
      site,
      lang: 'en',
      texts: META_TEXTS.en,
      path: '/news/x',
      title: '\u202Eevil',
      description: 'Written \u202Ebackwards',
    });
    expect(meta.title).toBe('\u2068evil\u2069 — RiftScope');
    expect(meta.og.title).toBe('\u2068evil\u2069');
    expect(meta.description).toBe('\u2068Written backwards\u2069');
    expect(meta.og.description).toBe(meta.description);
  });

  it('isolates a Riot ID with a right-to-left override in a summoner page title', () => {
    const texts = pageTexts(META_TEXTS.en, 'summoner', {
      name: '\u202EFaker#KR1',
      rank: 'Challenger 1,234 LP',
    });
    expect(texts.title).toBe('\u2068Faker#KR1\u2069 — Challenger 1,234 LP');
    expect(pageMeta({ site, lang: 'en', texts: META_TEXTS.en, path: '', ...texts }).title).toBe(
      '\u2068Faker#KR1\u2069 — Challenger 1,234 LP — RiftScope',
    );
  });

  it("falls back to the language's real site description", () => {
    for (const lang of LANGUAGES) {
      for (const description of [undefined, null, '', '   ']) {
        expect(
          pageMeta({ site, lang, texts: META_TEXTS[lang], path: '', description }).description,
        ).toBe(META_TEXTS[lang].default_description);
      }
    }
  });

  it('cuts a description to 160 characters without splitting an emoji', () => {
    const meta = pageMeta({
      site,
      lang: 'en',
      texts: META_TEXTS.en,
      path: '',
      description: `${'😀'.repeat(200)}`,
    });
    expect(Array.from(meta.description)).toHaveLength(160);
    expect(meta.og.description).toBe(meta.description);
    const spaced = pageMeta({
      site,
      lang: 'en',
      texts: META_TEXTS.en,
      path: '',
      description: `a\n\n b ${'c'.repeat(200)}`,
    });
    expect(spaced.description.startsWith('a b c')).toBe(true);
    expect(Array.from(spaced.description)).toHaveLength(160);
  });

  it('counts the isolates of a description within its 160 characters', () => {
    const descriptionOf = (description: string) =>
      pageMeta({ site, lang: 'en', texts: META_TEXTS.en, path: '', description }).description;
    // The override goes and the isolates come: 158 letters fill the 160 characters exactly.
    expect(descriptionOf(`\u202E${'x'.repeat(158)}`)).toBe(`\u2068${'x'.repeat(158)}\u2069`);
    // One letter more, cut to 160 characters with the isolates counted.
    expect(descriptionOf(`\u202E${'x'.repeat(159)}`)).toBe(`\u2068${'x'.repeat(158)}\u2069`);
    // A description whose player's name is cut is closed within the 160 characters too.
    const { description } = pageTexts(META_TEXTS.en, 'summoner', {
      name: `\u202E${'n'.repeat(200)}`,
      region: 'EUW',
    });
    const cut = descriptionOf(description);
    expect(Array.from(cut)).toHaveLength(META_DESCRIPTION_MAX);
    expect(cut.endsWith('\u2069')).toBe(true);
  });

  it('gives the Open Graph type and locale of the language', () => {
    expect(pageMeta({ site, lang: 'en', texts: META_TEXTS.en, path: '' }).og).toMatchObject({
      type: 'website',
      locale: 'en_US',
    });
    expect(pageMeta({ site, lang: 'ru', texts: META_TEXTS.ru, path: '' }).og.locale).toBe('ru_RU');
    expect(pageMeta({ site, lang: 'tr', texts: META_TEXTS.tr, path: '' }).og.locale).toBe('tr_TR');
  });

  it('makes a site-relative image absolute and keeps an absolute one', () => {
    expect(
      pageMeta({ site, lang: 'en', texts: META_TEXTS.en, path: '', image: '/storage/news/a.webp' })
        .og.image,
    ).toBe(`${site}/storage/news/a.webp`);
    expect(
      pageMeta({
        site,
        lang: 'en',
        texts: META_TEXTS.en,
        path: '',
        image: 'https://cdn.example/a.png',
      }).og.image,
    ).toBe('https://cdn.example/a.png');
    expect(pageMeta({ site, lang: 'en', texts: META_TEXTS.en, path: '' }).og).not.toHaveProperty(
      'image',
    );
  });

  it('names no canonical address or alternates for a page kept out of search results', () => {
    const meta = pageMeta({
      site,
      lang: 'en',
      texts: META_TEXTS.en,
      path: '/profile',
      isNoIndex: true,
    });
    expect(meta.isNoIndex).toBe(true);
    expect(meta.canonical).toBeNull();
    expect(meta.alternates).toEqual([]);
    expect(meta.og.url).toBeNull();
  });
});

describe('alternateLinks', () => {
  it('falls back to the shared path for languages without their own', () => {
    expect(alternateLinks(site, '/news/x', { ru: '/news/y' }).map((l) => l.href)).toEqual([
      `${site}/en/news/x`,
      `${site}/ru/news/y`,
      `${site}/tr/news/x`,
      `${site}/en/news/x`,
    ]);
  });
});

describe('renderHeadTags', () => {
  it('renders the title, description, canonical, alternates and Open Graph', () => {
    const html = renderHeadTags(
      pageMeta({
        site,
        lang: 'ru',
        texts: META_TEXTS.ru,
        path: '/news',
        title: 'Новости',
        description: 'Свежие',
      }),
    );
    expect(html).toContain('<title>Новости — RiftScope</title>');
    expect(html).toContain('<meta name="description" content="Свежие">');
    expect(html).toContain(`<link rel="canonical" href="${site}/ru/news">`);
    expect(html).toContain(`<link rel="alternate" hreflang="tr" href="${site}/tr/news">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${site}/en/news">`);
    expect(html).toContain('<meta property="og:title" content="Новости">');
    expect(html).toContain('<meta property="og:description" content="Свежие">');
    expect(html).toContain(`<meta property="og:url" content="${site}/ru/news">`);
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:locale" content="ru_RU">');
    expect(html).not.toContain('robots');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('twitter:card');
  });

  it('adds the image with a large Twitter card when there is one', () => {
    const html = renderHeadTags(
      pageMeta({ site, lang: 'en', texts: META_TEXTS.en, path: '', image: '/storage/a.webp' }),
    );
    expect(html).toContain(`<meta property="og:image" content="${site}/storage/a.webp">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('escapes every value', () => {
    const nasty = `"><script>alert('x')</script>&amp;`;
    const html = renderHeadTags(
      pageMeta({
        site,
        lang: 'en',
        texts: META_TEXTS.en,
        path: `/news/${nasty}`,
        title: nasty,
        description: nasty,
        image: `/${nasty}`,
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/content="[^"]*"[^ >]/);
    expect(html).toContain(
      '<title>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp; — RiftScope</title>',
    );
    expect(html).toContain('href="https://riftscope.example/en/news/&quot;&gt;&lt;script&gt;');
  });

  it('marks a page noindex and leaves out its canonical address', () => {
    const html = renderHeadTags(
      pageMeta({
        site,
        lang: 'en',
        texts: META_TEXTS.en,
        path: '/x',
        title: 'Page not found',
        isNoIndex: true,
      }),
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('og:url');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML', () => {
    expect(escapeHtml(`"<>&'`)).toBe('&quot;&lt;&gt;&amp;&#39;');
    expect(escapeHtml('plain текст')).toBe('plain текст');
  });

  it("writes XML's &apos; and keeps the document well-formed with xml", () => {
    expect(escapeHtml(`"<>&'`, { xml: true })).toBe('&quot;&lt;&gt;&amp;&apos;');
    expect(escapeHtml('a\u0000b\u0007c\uFFFE', { xml: true })).toBe('abc');
    expect(escapeHtml('\uD800x', { xml: true })).toBe('\uFFFDx');
  });
});
