import {
  isLanguage,
  type Language,
  type MetaPage,
  pageMeta,
  pageTexts,
  renderHeadTags,
} from '@riftscope/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export interface PageMetaInput {
  /** Texts of the page in META_TEXTS, used when no title or description is given. */
  page: MetaPage;
  title?: string | null;
  description?: string | null;
  /** Values for the `{{name}}` placeholders of the page's texts. */
  values?: Record<string, string>;
  /** The page's path in each language when it differs by more than the prefix (news slugs). */
  alternatePaths?: Partial<Record<Language, string>>;
  image?: string | null;
  isNoIndex?: boolean;
}

/** The tags the server renders and this hook replaces while the visitor navigates. */
const MANAGED =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], meta[name^="twitter:"]';

/** The public site address, as the server wrote it into the first page's canonical link. */
const SITE = (() => {
  const href = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  try {
    return href ? new URL(href).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
})();

/**
 * Keeps title, description, canonical, alternates and Open Graph in step with the page shown
 * (SPEC.md §2 Page metadata); the server renders the same tags for the first load.
 */
export function usePageMeta(input: PageMetaInput): void {
  const { pathname } = useLocation();
  const key = JSON.stringify(input);
  useEffect(() => {
    const [, first = '', ...rest] = pathname.split('/');
    const lang: Language = isLanguage(first) ? first : 'en';
    const path = isLanguage(first) ? (rest.length ? `/${rest.join('/')}` : '') : pathname;
    const texts = pageTexts(lang, input.page, input.values);
    const meta = pageMeta({
      site: SITE,
      lang,
      path,
      title: input.title ?? texts.title,
      description: input.description ?? texts.description,
      ...(input.alternatePaths ? { alternatePaths: input.alternatePaths } : {}),
      ...(input.image ? { image: input.image } : {}),
      ...(input.isNoIndex ? { isNoIndex: true } : {}),
    });
    for (const element of document.head.querySelectorAll(MANAGED)) element.remove();
    const template = document.createElement('template');
    template.innerHTML = renderHeadTags(meta);
    document.head.append(template.content);
  }, [pathname, key]);
}
