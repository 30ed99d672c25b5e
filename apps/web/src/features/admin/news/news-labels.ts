import type { Language, NewsCategory, NewsGame, NewsItem } from '@riftscope/contracts';

/** Translation keys of the categories and games (`news.categories.patch_notes`). */
export const CATEGORY_KEYS = {
  'Patch Notes': 'patch_notes',
  Tournament: 'tournament',
  Meta: 'meta',
  Announcement: 'announcement',
  'Dev Blog': 'dev_blog',
} as const satisfies Record<NewsCategory, string>;

export const GAME_KEYS = {
  'league-of-legends': 'league_of_legends',
  valorant: 'valorant',
  'teamfight-tactics': 'teamfight_tactics',
} as const satisfies Record<NewsGame, string>;

/** An item's title in `language`, else in English (SPEC.md §9 fallback), else ''. */
export function newsTitle(item: NewsItem, language: Language): string {
  return item.translations[language].title.trim() || item.translations.en.title.trim();
}
