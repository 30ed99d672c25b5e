/** The local storage key that keeps the cookie notice's acceptance, as 'true' (docs/product.md, Layout). */
export const COOKIE_ACCEPTED_KEY = 'cookie_accepted';

/**
 * The class the page's `<html>` carries once the notice was accepted, set by
 * COOKIE_STATE_SCRIPT before anything is painted: the notice painted with the page as sent hides
 * under it (`[.cookies-accepted_&]:hidden`).
 */
export const COOKIES_ACCEPTED_CLASS = 'cookies-accepted';

/**
 * The one inline script of every page, run in its head: the notice's acceptance is kept in local
 * storage, which only the browser can read, and the notice is painted with the page before the
 * app's code has loaded. The Content Security Policy allows it by its hash.
 */
export const COOKIE_STATE_SCRIPT = `try{localStorage.getItem("${COOKIE_ACCEPTED_KEY}")==="true"&&document.documentElement.classList.add("${COOKIES_ACCEPTED_CLASS}")}catch(e){}`;
