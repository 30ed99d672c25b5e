import type { NewsItem } from '@riftscope/contracts';

/** The form fields that save a news item unchanged, with `overrides` on top. */
export const editFields = (item: NewsItem, overrides: Record<string, string> = {}) => ({
  game: item.game,
  category: item.category,
  status: item.status,
  translations: JSON.stringify({
    en: { title: item.translations.en.title, body: item.translations.en.body },
    ru: { title: item.translations.ru.title, body: item.translations.ru.body },
    tr: { title: item.translations.tr.title, body: item.translations.tr.body },
  }),
  ...overrides,
});
