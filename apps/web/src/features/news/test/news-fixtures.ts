import type { NewsItem } from '@riftscope/contracts';

/** A published news item as `GET /api/news` sends it; every language has its own slug. */
export function newsItem(id: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id,
    game: 'league-of-legends',
    category: 'Patch Notes',
    status: 'published',
    image: `/storage/news/cover-${id}.webp`,
    created_at: '2025-05-10T12:00:00.000Z',
    updated_at: '2025-05-10T12:00:00.000Z',
    translations: {
      en: {
        slug: `patch-25-${id}-notes`,
        title: `Patch 25.${id} notes`,
        body: `<p>Patch 25.${id} brings <strong>champion</strong> changes &amp; item updates.</p>`,
      },
      ru: {
        slug: `opisanie-patcha-25-${id}`,
        title: `Описание патча 25.${id}`,
        body: `<p>Патч 25.${id} меняет чемпионов и предметы.</p>`,
      },
      tr: {
        slug: `25-${id}-yama-notlari`,
        title: `25.${id} yama notları`,
        body: `<p>25.${id} yaması şampiyonları ve eşyaları değiştiriyor.</p>`,
      },
    },
    ...overrides,
  };
}

/** One page of the news list. */
export function newsPage(items: NewsItem[], currentPage = 1, lastPage = 1) {
  return {
    data: items,
    current_page: currentPage,
    last_page: lastPage,
    per_page: 10,
    total: items.length + (lastPage - currentPage) * 10,
  };
}
