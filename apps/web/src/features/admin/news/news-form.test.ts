import { NEWS_CATEGORIES, NEWS_GAMES } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { adminNewsItem } from '../test/admin-news-fixtures.ts';
import {
  buildNewsFormData,
  EDITOR_CATEGORIES,
  emptyNewsForm,
  gameOptions,
  isNewsFormDirty,
  languagesWithErrors,
  newsFormErrors,
  newsFormFromItem,
} from './news-form.ts';

const cover = () => new File(['png'], 'cover.png', { type: 'image/png' });

describe('news form values', () => {
  it('starts a new item as a League of Legends draft with empty translations', () => {
    const values = emptyNewsForm();
    expect(values).toMatchObject({
      game: 'league-of-legends',
      category: 'Patch Notes',
      status: 'draft',
      image: null,
    });
    expect(values.translations).toEqual({
      en: { title: '', body: '' },
      ru: { title: '', body: '' },
      tr: { title: '', body: '' },
    });
  });

  it('offers only the primary game when creating and every game when editing', () => {
    expect(gameOptions('create')).toEqual(['league-of-legends']);
    expect(gameOptions('edit')).toEqual(NEWS_GAMES);
  });

  it('offers every category of the contract in the editor order', () => {
    expect([...EDITOR_CATEGORIES].sort()).toEqual([...NEWS_CATEGORIES].sort());
    expect(EDITOR_CATEGORIES).toEqual([
      'Patch Notes',
      'Tournament',
      'Meta',
      'Announcement',
      'Dev Blog',
    ]);
  });

  it('fills the edit form from a list item without a new cover', () => {
    const item = adminNewsItem(4, { game: 'valorant', category: 'Meta', status: 'draft' });
    const values = newsFormFromItem(item);
    expect(values).toMatchObject({
      game: 'valorant',
      category: 'Meta',
      status: 'draft',
      image: null,
    });
    expect(values.translations.ru).toEqual({ title: 'Патч 25.4', body: '<p>Патч 4</p>' });
  });
});

describe('buildNewsFormData', () => {
  it('sends game, category, status and the translations as JSON text when creating', () => {
    const values = emptyNewsForm();
    values.translations.en = { title: 'Patch 25.10', body: '<p>Buffs</p>' };
    values.translations.ru = { title: 'Патч 25.10', body: '<p>Усиления</p>' };
    values.translations.tr = { title: '25.10 yaması', body: '' };
    const form = buildNewsFormData(values, 'create');

    expect([...form.keys()].sort()).toEqual(['category', 'game', 'status', 'translations']);
    expect(form.get('game')).toBe('league-of-legends');
    expect(form.get('category')).toBe('Patch Notes');
    expect(form.get('status')).toBe('draft');
    expect(JSON.parse(String(form.get('translations')))).toEqual({
      en: { title: 'Patch 25.10', body: '<p>Buffs</p>' },
      ru: { title: 'Патч 25.10', body: '<p>Усиления</p>' },
      tr: { title: '25.10 yaması', body: '' },
    });
  });

  it('adds _method=PUT when editing and the cover as "image" when one was chosen', () => {
    const values = { ...newsFormFromItem(adminNewsItem(2)), status: 'published' as const };
    values.image = cover();
    const form = buildNewsFormData(values, 'edit');

    expect(form.get('_method')).toBe('PUT');
    expect(form.get('status')).toBe('published');
    const image = form.get('image');
    expect(image instanceof File && image.name).toBe('cover.png');
    expect(form.get('remove_image')).toBeNull();
  });

  it('asks to remove the cover with remove_image=true when no new one was chosen', () => {
    const values = { ...newsFormFromItem(adminNewsItem(2)), removeImage: true };
    expect(buildNewsFormData(values, 'edit').get('remove_image')).toBe('true');
    values.image = cover();
    const replaced = buildNewsFormData(values, 'edit');
    expect(replaced.get('remove_image')).toBeNull();
    expect(replaced.get('image')).toBeInstanceOf(File);
  });
});

describe('isNewsFormDirty', () => {
  const initial = newsFormFromItem(adminNewsItem(3));

  it('is clean until something changes, and clean again once it is changed back', () => {
    expect(isNewsFormDirty(initial, { ...initial })).toBe(false);
    const edited = {
      ...initial,
      translations: { ...initial.translations, tr: { title: 'Yeni', body: '<p>Yama 3</p>' } },
    };
    expect(isNewsFormDirty(initial, edited)).toBe(true);
    edited.translations.tr = { ...initial.translations.tr };
    expect(isNewsFormDirty(initial, edited)).toBe(false);
  });

  it('counts the choices, a new cover and a removed cover as changes', () => {
    expect(isNewsFormDirty(initial, { ...initial, status: 'draft' })).toBe(true);
    expect(isNewsFormDirty(initial, { ...initial, category: 'Meta' })).toBe(true);
    expect(isNewsFormDirty(initial, { ...initial, image: cover() })).toBe(true);
    expect(isNewsFormDirty(initial, { ...initial, removeImage: true })).toBe(true);
  });
});

describe('newsFormErrors', () => {
  it('puts 422 field errors beside their fields and language tabs', () => {
    const error = new ApiError(422, 'Invalid', {
      'translations.ru.title': ['Title is required'],
      'translations.tr.body': ['Invalid'],
      category: ['Invalid option'],
    });
    expect(newsFormErrors(error, false)).toEqual({
      'translations.ru.title': 'invalid',
      'translations.tr.body': 'invalid',
      category: 'invalid',
    });
    const removal = new ApiError(422, 'Invalid', { remove_image: ['Not both'] });
    expect(newsFormErrors(removal, false)).toEqual({ image: 'invalid' });
  });

  it('shows 422 errors of fields the form does not have over the form', () => {
    expect(
      newsFormErrors(new ApiError(422, 'Invalid', { translations: ['Bad JSON'] }), false),
    ).toEqual({
      form: 'invalid',
    });
    expect(newsFormErrors(new ApiError(422, 'Invalid'), false)).toEqual({ form: 'invalid' });
  });

  it('marks the bodies a 413 names as too large, else the chosen cover', () => {
    const bodies = new ApiError(413, 'Too large', { 'translations.en.body': ['At most 200 KB'] });
    expect(newsFormErrors(bodies, true)).toEqual({ 'translations.en.body': 'too_large' });
    expect(newsFormErrors(new ApiError(413, 'Too large'), true)).toEqual({ image: 'too_large' });
    expect(newsFormErrors(new ApiError(413, 'Too large'), false)).toEqual({ form: 'too_large' });
  });

  it('blames the cover for a 415', () => {
    expect(newsFormErrors(new ApiError(415, 'Unsupported'), true)).toEqual({
      image: 'unsupported',
    });
  });

  it('tells a network failure, a vanished item and anything else apart', () => {
    expect(newsFormErrors(new ApiError(0, 'Network error'), false)).toEqual({ form: 'network' });
    expect(newsFormErrors(new ApiError(404, 'News not found'), false)).toEqual({
      form: 'not_found',
    });
    expect(newsFormErrors(new ApiError(503, 'Unavailable'), false)).toEqual({ form: 'generic' });
    expect(newsFormErrors(new TypeError('boom'), false)).toEqual({ form: 'generic' });
  });

  it('lists the languages with errors in tab order', () => {
    expect(
      languagesWithErrors({
        'translations.tr.title': 'invalid',
        'translations.ru.body': 'too_large',
        game: 'invalid',
      }),
    ).toEqual(['ru', 'tr']);
  });
});
