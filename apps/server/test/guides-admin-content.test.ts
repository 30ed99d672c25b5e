import { access, readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AdminGuide,
  GUIDE_BODY_MAX_BYTES,
  GUIDE_SLUG_MAX,
  GUIDE_TITLE_MAX,
  type GuideInput,
  LANGUAGES,
} from '@riftscope/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { guideHelpful } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import { editInput, freshWord, guideInput } from './guide-forms.ts';
import { multipartBody } from './multipart.ts';
import { useTestApp } from './test-app.ts';
import { executableParts, XSS_CORPUS } from './xss-corpus.ts';

const png = () =>
  sharp({ create: { width: 320, height: 160, channels: 3, background: '#a62' } })
    .png()
    .toBuffer();

const fileOf = (location: string) => location.split('/').pop() ?? '';

/** The same title, summary and body in every language. */
const everywhere = (text: { title: string; summary?: string; body: string }) => {
  const written = { summary: '', ...text };
  return { en: written, ru: written, tr: written };
};

describe.each(TEST_DATABASES)('guides: text, slugs and images on $name', (db) => {
  const tokens = { admin: '', mod: '' };
  const t = useTestApp(db);
  beforeAll(async () => {
    tokens.admin = (await t.createUser({ role: 'admin', name: 'Chief' })).token;
    tokens.mod = (await t.createUser({ role: 'mod', name: 'Writer' })).token;
  });

  const send = (method: 'POST' | 'PUT', url: string, input: GuideInput, token = tokens.mod) =>
    t.request({ method, url, token, payload: input });
  const create = async (input: GuideInput = guideInput()): Promise<AdminGuide> => {
    const res = await send('POST', '/api/admin/guides', input);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const update = async (guide: AdminGuide, input: GuideInput): Promise<AdminGuide> => {
    const res = await send('PUT', `/api/admin/guides/${guide.id}`, input);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const remove = async (guide: AdminGuide) => {
    const res = await t.request({
      method: 'DELETE',
      url: `/api/admin/guides/${guide.id}`,
      token: tokens.admin,
    });
    expect(res.statusCode, res.body).toBe(204);
  };

  describe('slugs', () => {
    it('spells each language in Latin letters and gives a repeated title the next free one', async () => {
      const n = freshWord();
      const translations = {
        en: { title: `Akshan: hook ${n}`, summary: '', body: '' },
        ru: { title: `Акшан: крюк ${n}`, summary: '', body: '' },
        tr: { title: `Akshan: kanca ışık ${n}`, summary: '', body: '' },
      };
      const first = await create(guideInput({ translations }));
      const second = await create(guideInput({ translations }));
      expect(first.translations.en?.slug).toBe(`akshan-hook-${n}`);
      expect(first.translations.ru?.slug).toBe(`akshan-kryuk-${n}`);
      expect(first.translations.tr?.slug).toBe(`akshan-kanca-isik-${n}`);
      for (const language of LANGUAGES) {
        expect(second.translations[language]?.slug).toBe(`${first.translations[language]?.slug}-2`);
      }
    });

    it('keeps slugs apart by language: one title in two languages takes the same slug', async () => {
      const title = `Same words ${freshWord()}`;
      const a = await create(
        guideInput({ translations: { en: { title, summary: '', body: '' } } }),
      );
      const b = await create(
        guideInput({ translations: { tr: { title, summary: '', body: '' } } }),
      );
      expect(b.translations.tr?.slug).toBe(a.translations.en?.slug);
    });

    it('caps slugs of the longest titles, suffix included', async () => {
      const title = `${freshWord()} ${'Длинное название гайда '.repeat(10)}`
        .slice(0, GUIDE_TITLE_MAX)
        .trim();
      const first = await create(guideInput({ translations: everywhere({ title, body: '' }) }));
      const second = await create(guideInput({ translations: everywhere({ title, body: '' }) }));
      for (const guide of [first, second]) {
        for (const language of LANGUAGES) {
          const slug = guide.translations[language]?.slug ?? '';
          expect(slug.length, slug).toBeLessThanOrEqual(GUIDE_SLUG_MAX);
          expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        }
      }
      expect(second.translations.ru?.slug).toBe(`${first.translations.ru?.slug}-2`);
    });

    it('keeps a slug while the title stays, and takes a new one when it changes', async () => {
      const guide = await create();
      const same = await update(guide, editInput(guide, { difficulty: 'hard' }));
      expect(same.translations).toEqual(guide.translations);
      const retitled = `Renamed ${freshWord()}`;
      const renamed = await update(
        guide,
        editInput(guide, {
          translations: {
            ...editInput(guide).translations,
            en: { title: retitled, summary: '', body: '' },
          },
        }),
      );
      expect(renamed.translations.en?.slug).toBe(retitled.toLowerCase().replace(' ', '-'));
      expect(renamed.translations.ru?.slug).toBe(guide.translations.ru?.slug);
    });
  });

  describe('text', () => {
    it('sanitises bodies in every language and keeps only images of the guides folder', async () => {
      const body =
        '<h1>Plan</h1><p onclick="x()">text<script>alert(1)</script></p><a href="javascript:alert(1)">bad</a>' +
        '<img src="/storage/editor/5f1e6e2a-1111-4a4a-9b9b-000000000000.webp">' +
        '<img src="/storage/guides/5f1e6e2a-1111-4a4a-9b9b-000000000000.webp" alt="map">';
      const guide = await create(
        guideInput({ translations: everywhere({ title: freshWord(), body }) }),
      );
      for (const language of LANGUAGES) {
        expect(guide.translations[language]?.body).toBe(
          '<h2>Plan</h2><p>text</p><a rel="noopener noreferrer">bad</a>' +
            '<img src="/storage/guides/5f1e6e2a-1111-4a4a-9b9b-000000000000.webp" alt="map" />',
        );
      }
    });

    it('answers 413 naming each body over the limit, and stores nothing', async () => {
      const input = guideInput();
      const tooLarge = `<p>${'ü'.repeat(GUIDE_BODY_MAX_BYTES / 2)}</p>`;
      const res = await send('POST', '/api/admin/guides', {
        ...input,
        translations: { ...input.translations, tr: { title: 'x', summary: '', body: tooLarge } },
      });
      expect(res.statusCode).toBe(413);
      expect(Object.keys(res.json().errors)).toEqual(['translations.tr.body']);
      const list = await t.request({
        method: 'GET',
        url: '/api/admin/guides',
        query: { per_page: '100' },
        token: tokens.admin,
      });
      const titles = list.json().data.map((g: AdminGuide) => g.translations.en?.title);
      expect(titles).not.toContain(input.translations.en?.title);
    });

    it('gives back every XSS vector of the corpus sanitised, written in en, ru and tr', async () => {
      for (const vector of XSS_CORPUS) {
        const created = await create(
          guideInput({ translations: everywhere({ title: freshWord(), body: vector }) }),
        );
        const res = await t.request({
          method: 'GET',
          url: `/api/admin/guides/${created.id}`,
          token: tokens.admin,
        });
        const guide: AdminGuide = res.json();
        for (const language of LANGUAGES) {
          const body = guide.translations[language]?.body ?? '';
          expect(executableParts(body, 'guides'), `${language}: ${vector}`).toEqual([]);
        }
      }
    });
  });

  describe('images', () => {
    const folder = () => join(t.config.dataDir, 'uploads', 'guides');
    const storedFiles = () => readdir(folder()).catch(() => [] as string[]);

    const upload = async (data?: Buffer, token = tokens.mod) => {
      const { payload, headers } = multipartBody({}, [
        {
          field: 'file',
          filename: 'map.png',
          contentType: 'image/png',
          data: data ?? (await png()),
        },
      ]);
      return t.request({
        method: 'POST',
        url: '/api/admin/guides/upload-editor-image',
        payload,
        headers,
        token,
      });
    };
    const uploaded = async (): Promise<string> => {
      const res = await upload();
      expect(res.statusCode, res.body).toBe(200);
      return res.json().location;
    };
    const showing = (...locations: string[]) =>
      guideInput({
        translations: everywhere({
          title: freshWord(),
          body: locations.map((l) => `<p><img src="${l}" alt="" /></p>`).join(''),
        }),
      });

    it('stores uploads of moderators in a folder of their own, checked by their content', async () => {
      const location = await uploaded();
      expect(location).toMatch(/^\/storage\/guides\/[0-9a-f-]{36}\.webp$/);
      expect(await storedFiles()).toContain(fileOf(location));
      const served = await t.request({ method: 'GET', url: location });
      expect(served.statusCode).toBe(200);

      const notAnImage = await upload(Buffer.from('<svg onload="alert(1)"></svg>'));
      expect(notAnImage.statusCode).toBe(415);
    });

    it('removes the images an edit stops showing, unless another guide shows them', async () => {
      const [kept, dropped, shared] = [await uploaded(), await uploaded(), await uploaded()];
      await create(showing(shared));
      const guide = await create(showing(kept, dropped, shared));
      await update(guide, editInput(guide, { translations: showing(kept).translations }));
      const files = await storedFiles();
      expect(files).toContain(fileOf(kept));
      expect(files).toContain(fileOf(shared));
      expect(files).not.toContain(fileOf(dropped));
    });

    it('deletes a guide with its images, its helpful marks and nothing another guide shows', async () => {
      const [own, shared] = [await uploaded(), await uploaded()];
      await create(showing(shared));
      const guide = await create(showing(own, shared));
      const reader = await t.createUser({ name: 'Fan' });
      await t.database.db
        .insert(guideHelpful)
        .values({ guideId: guide.id, userId: reader.user.id });
      await remove(guide);
      const files = await storedFiles();
      expect(files).not.toContain(fileOf(own));
      expect(files).toContain(fileOf(shared));
      const marks = await t.database.db
        .select()
        .from(guideHelpful)
        .where(eq(guideHelpful.guideId, guide.id));
      expect(marks).toEqual([]);
    });

    it("leaves guide images to guides: the news editor's collection never takes them", async () => {
      const location = await uploaded();
      const old = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
      await utimes(join(folder(), fileOf(location)), old, old);
      await t.services.news.collectEditorImages(new Date());
      await access(join(folder(), fileOf(location)));
      // The guides' own collection takes an old upload no guide shows.
      expect(await t.services.guidesAdmin.collectImages(new Date())).toBeGreaterThanOrEqual(1);
      expect(await storedFiles()).not.toContain(fileOf(location));
    });
  });
});
