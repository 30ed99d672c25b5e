import {
  isLanguage,
  type Language,
  type MetaPage,
  type MetaTexts,
  pageMeta,
  pageTexts,
  renderHeadTags,
} from '@riftscope/contracts';
import type { i18n as I18n } from 'i18next';
import { createContext, useContext, useEffect } from 'react';
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
  /** The languages the page is written in (a guide's): only these are its alternates. */
  languages?: readonly Language[];
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

/** The texts a page's head is written from: the app's i18next instance. */
type MetaSource = Pick<I18n, 'resolvedLanguage' | 'getResourceBundle'>;

/**
 * The head tags of the page at `pathname` (title, description, robots, canonical, alternates,
 * Open Graph), in the language of its address; null while that language's texts are not loaded.
 */
export function pageHeadTags(
  input: PageMetaInput,
  pathname: string,
  texts: MetaSource,
  siteUrl: string,
): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  // A page outside the language prefix (the admin area) speaks the interface's language.
  const shown = texts.resolvedLanguage;
  const lang: Language = isLanguage(first) ? first : isLanguage(shown) ? shown : 'en';
  const path = isLanguage(first) ? (rest.length ? `/${rest.join('/')}` : '') : pathname;
  const metaTexts = texts.getResourceBundle(lang, 'meta') as MetaTexts | undefined;
  if (!metaTexts) return null;
  const named = pageTexts(metaTexts, input.page, input.values);
  return renderHeadTags(
    pageMeta({
      site: siteUrl,
      lang,
      texts: metaTexts,
      path,
      title: input.title ?? named.title,
      description: input.description ?? named.description,
      ...(input.alternatePaths ? { alternatePaths: input.alternatePaths } : {}),
      ...(input.languages ? { languages: input.languages } : {}),
      ...(input.image ? { image: input.image } : {}),
      ...(input.isNoIndex ? { isNoIndex: true } : {}),
    }),
  );
}

/** Where a server render notes the head of the page it draws (its deepest page names it last). */
export interface PageHeadNote {
  page: { input: PageMetaInput; pathname: string } | null;
}

/** Given only while the server renders a page (entry-server.tsx), which sends the head it notes. */
export const PageHeadContext = createContext<PageHeadNote | null>(null);

/**
 * Names the page's title, description, canonical, alternates and Open Graph (docs/product.md, Page
 * metadata): the server renders them into the page's head from this very call, and in the
 * browser they follow the page shown as the visitor navigates.
 */
export function usePageMeta(input: PageMetaInput): void {
  const { pathname } = useLocation();
  // The meta texts of the page's language (loaded with its other texts).
  const { i18n } = useTranslation('meta');
  const note = useContext(PageHeadContext);
  if (note) note.page = { input, pathname };
  const key = JSON.stringify(input);
  useEffect(() => {
    const tags = pageHeadTags(JSON.parse(key) as PageMetaInput, pathname, i18n, site());
    if (tags === null) return;
    for (const element of document.head.querySelectorAll(MANAGED)) element.remove();
    const template = document.createElement('template');
    template.innerHTML = tags;
    document.head.append(template.content);
  }, [pathname, key, i18n]);
}
