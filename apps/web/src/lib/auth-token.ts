/** Local storage key of the bearer token (docs/product.md, Languages). */
export const TOKEN_STORAGE_KEY = 'token';

export function readToken(): string | null {
  // A server render has no storage, and no session.
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage refused (private mode): the session lasts until the page closes.
  }
}
