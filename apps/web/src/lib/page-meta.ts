import {
  isLanguage,
  type Language,
  type MetaPage,
  type MetaTexts,
  pageMeta,
  pageTexts,
  renderHeadTags,
} from '@riftscope/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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
const site = () => {
  const href = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  try {
    return href ? new URL(href).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
};

/**
 * Keeps title, description, canonical, alternates and Open Graph in step with the page shown
 * (SPEC.md §2 Page metadata); the server renders the same tags for the first load.
 */
export function usePageMeta(input: PageMetaInput): void {
  const { pathname } = useLocation();
  // The meta texts of the page's language (loaded with its other texts).
  const { i18n } = useTranslation('meta');
  const key = JSON.stringify(input);
  useEffect(() => {
    const [, first = '', ...rest] = pathname.split('/');
    // A page outside the language prefix (the admin area) speaks the interface's language.
    const shown = i18n.resolvedLanguage;
    const lang: Language = isLanguage(first) ? first : isLanguage(shown) ? shown : 'en';
    const path = isLanguage(first) ? (rest.length ? `/${rest.join('/')}` : '') : pathname;
    const metaTexts = i18n.getResourceBundle(lang, 'meta') as MetaTexts | undefined;
    if (!metaTexts) return;
    const texts = pageTexts(metaTexts, input.page, input.values);
    const meta = pageMeta({
      site: site(),
      lang,
      texts: metaTexts,
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
  }, [pathname, key, i18n]);
}
