import { z } from 'zod/mini';
import { PAGEVIEW_URL_MAX } from './analytics.ts';
import { API_ROUTES } from './api-routes.ts';
import { defineRoute } from './route.ts';
import { PAGE_PATH_MAX, sitePageOf } from './site-pages.ts';

/** A first-party, cookieless page view, sent on each route change. */
export const PageviewBodySchema = z.strictObject({
  /** A page of the site (`SITE_PAGES`); its query and fragment are dropped before storing. */
  path: z.string().check(
    z.maxLength(PAGEVIEW_URL_MAX),
    z.startsWith('/', 'Path must start with /'),
    z.refine((path) => sitePageOf(path) !== null, {
      message: `Path must name a page of the site in at most ${PAGE_PATH_MAX} characters`,
    }),
  ),
  /** `document.referrer`; empty when there is none. */
  referrer: z.optional(z.string().check(z.maxLength(PAGEVIEW_URL_MAX))),
});

export type PageviewBody = z.infer<typeof PageviewBodySchema>;

export const recordPageview = defineRoute(API_ROUTES.recordPageview, {
  access: 'public',
  tag: 'analytics',
  summary: 'Count a page view',
  body: PageviewBodySchema,
  status: 204,
  response: null,
});
