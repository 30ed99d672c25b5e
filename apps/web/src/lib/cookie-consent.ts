import { COOKIE_ACCEPTED_KEY } from '@riftscope/contracts';

/** Whether the visitor accepted the cookie notice (kept in local storage; docs/product.md, Layout). */
export function hasAcceptedCookies(): boolean {
  try {
    return window.localStorage.getItem(COOKIE_ACCEPTED_KEY) === 'true';
  } catch {
    return false;
  }
}
