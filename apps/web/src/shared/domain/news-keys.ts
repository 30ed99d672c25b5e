import type { NewsCategory, NewsGame } from '@riftscope/contracts';

/** Translation keys of the news categories (`categories.patch_notes` in the news texts). */
export const CATEGORY_KEYS = {
  'Patch Notes': 'patch_notes',
  Announcement: 'announcement',
  Meta: 'meta',
  Tournament: 'tournament',
  'Dev Blog': 'dev_blog',
} as const satisfies Record<NewsCategory, string>;

/** Translation keys of the games news is about (`games.valorant` in the news texts). */
export const GAME_KEYS = {
  'league-of-legends': 'league_of_legends',
  valorant: 'valorant',
  'teamfight-tactics': 'teamfight_tactics',
} as const satisfies Record<NewsGame, string>;
