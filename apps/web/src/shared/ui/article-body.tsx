import type { ArticleImageFolder } from '@riftscope/contracts';
import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeArticleHtml } from './article-html.ts';

/**
 * A body written in the rich-text editor (a news article, a guide): the API's HTML, sanitised
 * again before it is shown (docs/news.md), in the article style. Links within the site stay in
 * the app instead of reloading it.
 */
export function ArticleBody({
  html,
  imageFolder = 'editor',
}: {
  html: string;
  /** Where the body's images may come from: the news editor's uploads, or the guide editor's. */
  imageFolder?: ArticleImageFolder;
}) {
  const clean = useMemo(() => sanitizeArticleHtml(html, imageFolder), [html, imageFolder]);
  const navigate = useNavigate();

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//') || link?.target) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: catches clicks of the links inside, which keep their own keyboard access (Enter fires click)
    <div
      onClick={followInternalLink}
      className="prose-article"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
