import { describe, expect, it } from 'vitest';
import {
  NewsCreateFieldsSchema,
  NewsItemQuerySchema,
  NewsListQuerySchema,
  NewsUpdateFieldsSchema,
} from './news.schema.ts';
import { NEWS_CATEGORIES, NEWS_CREATE_GAMES, NEWS_GAMES } from './news.ts';

const translation = (title: string) => ({ title, body: `<p>${title}</p>` });
const translations = JSON.stringify({
  en: translation('Patch 15.9'),
  ru: translation('Патч 15.9'),
  tr: translation('Yama 15.9'),
});

const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('news vocabularies', () => {
  it('have the categories and games of docs/product.md', () => {
    expect(NEWS_CATEGORIES).toEqual([
      'Patch Notes',
      'Announcement',
      'Meta',
      'Tournament',
      'Dev Blog',
    ]);
    expect(NEWS_GAMES).toEqual(['league-of-legends', 'valorant', 'teamfight-tactics']);
    expect(NEWS_CREATE_GAMES).toEqual(['league-of-legends']);
  });
});

describe('NewsCreateFieldsSchema', () => {
  const fields = { game: 'league-of-legends', category: 'Patch Notes', translations };

  it('parses the translations text and defaults the status to draft', () => {
    const parsed = NewsCreateFieldsSchema.parse(fields);
    expect(parsed.status).toBe('draft');
    expect(parsed.translations.ru.title).toBe('Патч 15.9');
  });

  it('trims titles', () => {
    const text = JSON.stringify({
      en: translation('  Spaced  '),
      ru: translation('a'),
      tr: translation('b'),
    });
    expect(
      NewsCreateFieldsSchema.parse({ ...fields, translations: text }).translations.en.title,
    ).toBe('Spaced');
  });

  it('offers only the primary game', () => {
    expect(NewsCreateFieldsSchema.safeParse({ ...fields, game: 'valorant' }).success).toBe(false);
  });

  it('names the translations field when the text is not JSON', () => {
    expect(
      issuePaths(NewsCreateFieldsSchema.safeParse({ ...fields, translations: '{oops' })),
    ).toEqual(['translations']);
  });

  it('names the translations field for a missing language or an empty title', () => {
    const text = JSON.stringify({ en: translation('ok'), ru: translation('   ') });
    const paths = issuePaths(NewsCreateFieldsSchema.safeParse({ ...fields, translations: text }));
    expect(paths).toEqual(expect.arrayContaining(['translations.ru.title', 'translations.tr']));
    expect(paths.every((p) => p.startsWith('translations'))).toBe(true);
  });

  it('bounds titles to 200 characters and leaves body size to the server', () => {
    const at = (title: string) =>
      JSON.stringify({
        en: { title, body: 'b'.repeat(300_000) },
        ru: translation('r'),
        tr: translation('t'),
      });
    expect(
      NewsCreateFieldsSchema.safeParse({ ...fields, translations: at('t'.repeat(200)) }).success,
    ).toBe(true);
    expect(
      issuePaths(
        NewsCreateFieldsSchema.safeParse({ ...fields, translations: at('t'.repeat(201)) }),
      ),
    ).toEqual(['translations.en.title']);
  });

  it('rejects translations that are JSON but not an object of languages', () => {
    expect(NewsCreateFieldsSchema.safeParse({ ...fields, translations: '[]' }).success).toBe(false);
    expect(NewsCreateFieldsSchema.safeParse({ ...fields, translations: 'null' }).success).toBe(
      false,
    );
  });

  it('rejects unknown fields', () => {
    expect(NewsCreateFieldsSchema.safeParse({ ...fields, author: 'x' }).success).toBe(false);
  });
});

describe('NewsUpdateFieldsSchema', () => {
  const fields = {
    _method: 'PUT',
    game: 'teamfight-tactics',
    category: 'Dev Blog',
    status: 'published',
    translations,
  };

  it('accepts any of the three games', () => {
    for (const game of NEWS_GAMES) {
      expect(NewsUpdateFieldsSchema.safeParse({ ...fields, game }).success).toBe(true);
    }
  });

  it('accepts only PUT as the method override', () => {
    expect(NewsUpdateFieldsSchema.safeParse({ ...fields, _method: 'DELETE' }).success).toBe(false);
  });

  it('needs the status, so that an edit never unpublishes by omission', () => {
    const { status: _status, ...rest } = fields;
    expect(NewsUpdateFieldsSchema.safeParse(rest).success).toBe(false);
  });

  it('reads remove_image as a boolean that is false when left out', () => {
    expect(NewsUpdateFieldsSchema.parse(fields).remove_image).toBe(false);
    expect(NewsUpdateFieldsSchema.parse({ ...fields, remove_image: 'true' }).remove_image).toBe(
      true,
    );
    expect(NewsUpdateFieldsSchema.parse({ ...fields, remove_image: 'false' }).remove_image).toBe(
      false,
    );
    expect(NewsUpdateFieldsSchema.safeParse({ ...fields, remove_image: 'yes' }).success).toBe(
      false,
    );
  });
});

describe('NewsListQuerySchema', () => {
  it('defaults to page 1 of 10 and bounds per_page to 1..50', () => {
    expect(NewsListQuerySchema.parse({})).toEqual({ page: 1, per_page: 10 });
    expect(NewsListQuerySchema.safeParse({ per_page: '50' }).success).toBe(true);
    expect(NewsListQuerySchema.safeParse({ per_page: '51' }).success).toBe(false);
  });

  it('accepts the filters', () => {
    expect(
      NewsListQuerySchema.parse({
        search: ' patch ',
        category: 'Meta',
        game: 'valorant',
        lang: 'tr',
      }),
    ).toEqual({
      page: 1,
      per_page: 10,
      search: 'patch',
      category: 'Meta',
      game: 'valorant',
      lang: 'tr',
    });
    expect(NewsListQuerySchema.safeParse({ category: 'Memes' }).success).toBe(false);
  });
});

describe('NewsItemQuerySchema', () => {
  it('falls back to en', () => {
    expect(NewsItemQuerySchema.parse({})).toEqual({ lang: 'en' });
    expect(NewsItemQuerySchema.safeParse({ lang: 'de' }).success).toBe(false);
  });
});
