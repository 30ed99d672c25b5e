import type { Language, NewsItem } from '@riftscope/contracts';

/** An item's title in `language`, else in English (the fallback language, docs/product.md, Languages), else ''. */
export function newsTitle(item: NewsItem, language: Language): string {
  return item.translations[language].title.trim() || item.translations.en.title.trim();
}
