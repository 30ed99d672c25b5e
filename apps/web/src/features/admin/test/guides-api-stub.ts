import { vi } from 'vitest';
import { ME } from './admin-fixtures.ts';
import {
  adminGuide,
  adminGuidesPage,
  guideCatalog,
  type MODERATOR,
} from './admin-guides-fixtures.ts';

/** A request the stub saw: its method, address and body (JSON parsed, a form as it is). */
export interface GuidesApiRequest {
  method: string;
  url: URL;
  body: unknown;
}
type Handler = (request: GuidesApiRequest) => unknown;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers the admin guides calls by `METHOD /path` with ids as `:id` (`GET /api/admin/guides/:id`),
 * signed in as `me`; a call with no handler is a 404. Returns the requests it saw.
 */
export function stubGuidesApi(
  handlers: Partial<Record<string, Handler>> = {},
  me: typeof ME | typeof MODERATOR = ME,
) {
  const requests: GuidesApiRequest[] = [];
  const defaults: Record<string, Handler> = {
    'GET /api/me': () => me,
    'GET /api/admin/guides': () => adminGuidesPage([adminGuide(1)]),
    'GET /api/admin/guides/catalog': () => guideCatalog(),
    'GET /api/admin/guides/:id': ({ url }) => adminGuide(Number(url.pathname.split('/').at(-1))),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      const request = { method: init?.method ?? 'GET', url, body };
      requests.push(request);
      const key = `${request.method} ${url.pathname.replace(/\/\d+(?=\/|$)/, '/:id')}`;
      const handler = handlers[key] ?? defaults[key];
      if (!handler) return json({ message: 'Not found' }, 404);
      const reply = await handler(request);
      return reply instanceof Response ? reply : json(reply);
    }),
  );
  return requests;
}
