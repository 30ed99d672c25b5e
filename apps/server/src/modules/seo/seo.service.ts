import { escapeHtml, type Language, renderHeadTags } from '@riftscope/contracts';
import { createPageHeadResolver } from './page-head.ts';
import type { SeoRepository } from './seo.repository.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

/** What a page route answers before the web app runs: its status, language and head tags. */
export interface RenderedHead {
  status: 200 | 404;
  lang: Language;
  tags: string;
}

export function createSeoService(deps: {
  /** PUBLIC_URL, without a trailing slash. */
  site: string;
  seo: SeoRepository;
  gaMeasurementId: string | undefined;
}) {
  const { site, seo } = deps;
  const heads = createPageHeadResolver({ site, lookups: seo.lookups });
  // The web app loads gtag itself when it finds the ID here, so the ID lives in one place.
  const analyticsTag = deps.gaMeasurementId
    ? `\n    <meta name="ga-measurement-id" content="${escapeHtml(deps.gaMeasurementId)}">`
    : '';
  const robots = renderRobots(site);

  return {
    /** PUBLIC_URL: the address the heads' canonical and alternate links are written under. */
    site,

    /**
     * The head of a page the web app rendered (its own `usePageMeta` named it), with what every
     * page's head carries besides (the analytics ID).
     */
    renderedHead(head: { lang: Language; tags: string }): RenderedHead {
      return { status: 200, lang: head.lang, tags: head.tags + analyticsTag };
    },

    /**
     * The head of a page from its address alone, for the pages the browser draws by itself (the
     * profile and admin areas, `/`) and a page whose render failed or named no head; a guide's
     * from the stored guide.
     */
    async pageHead(url: string): Promise<RenderedHead> {
      const head = await heads.resolve(url);
      return {
        status: head.status,
        lang: head.lang,
        tags: renderHeadTags(head.meta) + analyticsTag,
      };
    },

    async sitemap(): Promise<string> {
      const [articles, guides] = await Promise.all([seo.sitemapArticles(), seo.sitemapGuides()]);
      return renderSitemap(site, {
        articles,
        guides,
        championKeys: seo.sitemapChampionKeys(),
        runeIds: seo.sitemapRuneIds(),
        itemIds: seo.sitemapItemIds(),
      });
    },

    robots(): string {
      return robots;
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
