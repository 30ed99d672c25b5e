import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError } from './api-client.ts';

/** The id of the `<script type="application/json">` in which the server sends a page's data. */
export const PAGE_DATA_ID = 'page-data';

/**
 * What the server rendered a page from: the router's loader data and the answers of the queries
 * the page shows. The browser hydrates from it, so it asks for none of them again.
 */
export interface PageData {
  router: HydrationState;
  queries: DehydratedState;
  /** When the server drew the page (epoch ms): its relative times and countdowns start there. */
  renderedAt: number;
}

const API_ERROR = '__apiError';

/**
 * The page data as the text of a JSON script element: an `ApiError` (a stored "not found") keeps
 * its status and message, and `<` is escaped, so that no value (a hostile Riot ID, an article
 * title) can end the element or start markup.
 */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data, (_key, value: unknown) =>
    value instanceof ApiError
      ? { [API_ERROR]: { status: value.status, message: value.message, errors: value.errors } }
      : value,
  )
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads what `serializePageData` wrote; null when the text is not page data. */
export function parsePageData(text: string): PageData | null {
  try {
    const data = JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === 'object' && value !== null && API_ERROR in value) {
        const { status, message, errors } = (value as { [API_ERROR]: ApiErrorFields })[API_ERROR];
        return new ApiError(status, message, errors);
      }
      return value;
    }) as unknown;
    if (
      typeof data !== 'object' ||
      data === null ||
      !('router' in data) ||
      !('queries' in data) ||
      !('renderedAt' in data) ||
      typeof data.renderedAt !== 'number'
    )
      return null;
    return data as PageData;
  } catch {
    return null;
  }
}

interface ApiErrorFields {
  status: number;
  message: string;
  errors: Record<string, string[]>;
}
