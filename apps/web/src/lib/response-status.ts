import { createContext, useContext } from 'react';

/** Where a server render notes the HTTP status of the page it draws. */
export interface ResponseStatus {
  code: number;
}

/** Given only while the server renders a page; the browser has no status to set. */
export const ResponseStatusContext = createContext<ResponseStatus | null>(null);

/**
 * The page drawn is the one `code` stands for (404 for the not-found page, 500 for the error
 * page; null changes nothing): the server sends it with that status, so that a crawler sees what a visitor sees.
 */
export function useResponseStatus(code: number | null): void {
  const status = useContext(ResponseStatusContext);
  if (status !== null && code !== null) status.code = code;
}
