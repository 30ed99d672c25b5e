import type { NewsItem } from '@riftscope/contracts';

/** A news item as `GET /api/admin/news` sends it (drafts included). */
export function adminNewsItem(id: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id,
    game: 'league-of-legends',
    category: 'Patch Notes',
    status: 'published',
    image: `/storage/news/cover-${id}.webp`,
    created_at: '2025-05-10T12:00:00.000Z',
    updated_at: '2025-05-10T12:00:00.000Z',
    translations: {
      en: { slug: `patch-25-${id}`, title: `Patch 25.${id} notes`, body: `<p>Patch ${id}</p>` },
      ru: { slug: `patch-25-${id}-ru`, title: `Патч 25.${id}`, body: `<p>Патч ${id}</p>` },
      tr: { slug: `patch-25-${id}-tr`, title: `25.${id} yaması`, body: `<p>Yama ${id}</p>` },
    },
    ...overrides,
  };
}

/** One page of the admin list, with its metadata under `meta`. */
export function adminNewsPage(items: NewsItem[], currentPage = 1, lastPage = 1) {
  return {
    data: items,
    meta: {
      current_page: currentPage,
      last_page: lastPage,
      per_page: 10,
      total: items.length + (lastPage - currentPage) * 10,
    },
  };
}
