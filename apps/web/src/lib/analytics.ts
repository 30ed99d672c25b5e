import { sitePageOf } from '@riftscope/contracts';
import { call } from './api-client.ts';
import { hasAcceptedCookies } from './cookie-consent.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The Google Analytics 4 id the server put in the page when the operator configured one; GA
 * sets cookies, so it runs only once the visitor accepted the cookie notice and did not ask
 * not to be tracked.
 */
function measurementId(): string | null {
  const id = document.querySelector('meta[name="ga-measurement-id"]')?.getAttribute('content');
  if (!id || !/^G-[A-Z0-9]+$/.test(id)) return null;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true) return null;
  return hasAcceptedCookies() ? id : null;
}

let gtagReady = false;
function gtag(...args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // gtag reads the arguments object itself, as its snippet does.
  window.dataLayer.push(args);
}

function loadGtag(id: string): void {
  if (gtagReady) return;
  gtagReady = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false });
}

let isFirstView = true;

/**
 * Counts a page view with our own endpoint and, when configured, with Google Analytics 4. The
 * not-found page is no page of the site: the server would refuse its view (422).
 */
export function trackPageview(path: string): void {
  if (sitePageOf(path) === null) return;
  const referrer = isFirstView ? document.referrer : '';
  isFirstView = false;
  call('recordPageview', { body: { path, ...(referrer ? { referrer } : {}) } }).catch(() => {
    // Counting is best effort: a lost page view must never disturb the visitor.
  });
  const id = measurementId();
  if (id) {
    loadGtag(id);
    gtag('event', 'page_view', { page_path: path, page_location: window.location.href });
  }
}
