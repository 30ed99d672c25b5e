import { LANGUAGES, type NewsItem } from '@riftscope/contracts';
import { storageUrl } from '../uploads/storage.ts';
import type { NewsRecord } from './news.repository.ts';

export function toNewsItem({ row, translations }: NewsRecord): NewsItem {
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => {
      const t = translations.find((x) => x.language === language);
      // Every item is written with all three languages in one transaction.
      if (!t) throw new Error(`news ${row.id} lacks its ${language} translation`);
      return [language, { slug: t.slug, title: t.title, body: t.body }];
    }),
  ) as NewsItem['translations'];
  return {
    id: row.id,
    game: row.game,
    category: row.category,
    status: row.status,
    image: row.image ? storageUrl('news', row.image) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    translations: byLanguage,
  };
}
