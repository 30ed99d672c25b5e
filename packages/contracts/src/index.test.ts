import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import * as contracts from './index.ts';
import type { RouteContract } from './route.ts';

const isRoute = (value: unknown): value is RouteContract =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value &&
  'status' in value;

const routes: [string, RouteContract][] = Object.entries(
  contracts as Record<string, unknown>,
).flatMap(([name, value]) => (isRoute(value) ? [[name, value] as [string, RouteContract]] : []));

const pathParams = (path: string) =>
  [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]).sort();

/** Every call of docs/product.md, API, and those added since: method and path. */
const ROUTE_CALLS = [
  'DELETE /api/admin/guides/:id',
  'DELETE /api/admin/news/:id',
  'DELETE /api/admin/users/:id',
  'DELETE /api/favorites/:id',
  'GET /api/admin/guides',
  'GET /api/admin/guides/:id',
  'GET /api/admin/guides/catalog',
  'GET /api/admin/news',
  'GET /api/admin/stats',
  'GET /api/admin/users',
  'GET /api/arena',
  'GET /api/arena/:championKey',
  'GET /api/arena/augments',
  'GET /api/arena/augments/:augmentId',
  'GET /api/champions',
  'GET /api/champions/:championKey',
  'GET /api/champions/:championKey/best-players',
  'GET /api/champions/:championKey/vs/:enemyKey',
  'GET /api/champions/meta',
  'GET /api/favorites',
  'GET /api/guides',
  'GET /api/guides/:slug',
  'GET /api/health',
  'GET /api/items',
  'GET /api/items/:itemId',
  'GET /api/leaderboards/:region',
  'GET /api/matches/:matchId/:puuid/build',
  'GET /api/matches/:matchId/:puuid/timeline',
  'GET /api/matches/:matchId/analysis',
  'GET /api/matches/:matchId/participants',
  'GET /api/matches/:matchId/ranks',
  'GET /api/me',
  'GET /api/multisearch',
  'GET /api/multisearch/:region/:gameName/:tagLine',
  'GET /api/news',
  'GET /api/news/:slug',
  'GET /api/runes',
  'GET /api/runes/:runeId',
  'GET /api/summoners/:gameName/:tagLine/:region',
  'GET /api/summoners/:gameName/:tagLine/:region/update',
  'GET /api/summoners/:gameName/:tagLine/matches',
  'GET /api/summoners/:puuid/:region/live-status',
  'GET /api/summoners/:region/:gameName/:tagLine/champions',
  'GET /api/summoners/:region/:gameName/:tagLine/friends',
  'GET /api/summoners/:region/:gameName/:tagLine/ladder',
  'GET /api/summoners/:region/:gameName/:tagLine/live',
  'GET /api/summoners/:region/:gameName/:tagLine/mastery',
  'GET /api/summoners/:region/:gameName/:tagLine/rank-history',
  'GET /api/summoners/:region/:gameName/:tagLine/recent',
  'GET /api/summoners/:region/:gameName/:tagLine/seasons',
  'GET /api/summoners/:region/:gameName/:tagLine/top-champions',
  'GET /api/summoners/:region/:gameName/:tagLine/top-champions/panel',
  'GET /api/summoners/examples',
  'GET /api/summoners/search',
  'PATCH /api/admin/users/:id/toggle-block',
  'POST /api/admin/guides',
  'POST /api/admin/guides/:id/publish',
  'POST /api/admin/guides/:id/submit',
  'POST /api/admin/guides/:id/unpublish',
  'POST /api/admin/guides/upload-editor-image',
  'POST /api/admin/news',
  'POST /api/admin/news/:id',
  'POST /api/admin/news/upload-editor-image',
  'POST /api/analytics/pageview',
  'POST /api/favorites/:id/toggle',
  'POST /api/guides/:id/helpful',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/password-reset',
  'POST /api/password-reset/confirm',
  'POST /api/profile/avatar',
  'POST /api/profile/delete',
  'POST /api/register',
  'POST /api/summoners/:gameName/:tagLine/:region/update',
  'PUT /api/admin/guides/:id',
  'PUT /api/admin/users/:id',
  'PUT /api/profile/settings',
];

describe('route contracts', () => {
  it('cover every call of docs/product.md, API, and those added since', () => {
    const calls = routes.map(([, r]) => `${r.method} ${r.path}`).sort();
    expect(calls).toEqual([...ROUTE_CALLS].sort());
  });

  it('are exactly the routes of the schema-free route table, under the same names', () => {
    const table = Object.entries(contracts.API_ROUTES).map(([name, { method, path }]) => [
      name,
      `${method} ${path}`,
    ]);
    expect(routes.map(([name, r]) => [name, `${r.method} ${r.path}`]).sort()).toEqual(table.sort());
  });

  it.each(routes)('%s declares exactly the parameters of its path', (_, route) => {
    const declared = route.params instanceof z.ZodMiniObject ? Object.keys(route.params.shape) : [];
    expect(declared.sort()).toEqual(pathParams(route.path));
  });

  it.each(routes)('%s answers 204 exactly when it has no body', (_, route) => {
    expect(route.status === 204).toBe(route.response === null);
  });

  it.each(routes)(
    '%s is for administrators (or staff: administrators and moderators) exactly when it is under /api/admin',
    (_, route) => {
      const isStaffOnly = route.access === 'admin' || route.access === 'staff';
      expect(isStaffOnly).toBe(route.path.startsWith('/api/admin/'));
    },
  );

  it('opens to moderators only the guides of the admin area', () => {
    const staff = routes.filter(([, r]) => r.access === 'staff').map(([, r]) => r.path);
    expect(staff.length).toBeGreaterThan(0);
    for (const path of staff) expect(path.startsWith('/api/admin/guides')).toBe(true);
  });

  it.each(routes)(
    '%s takes no body on GET or DELETE, and never both JSON and multipart',
    (_, route) => {
      if (route.method === 'GET' || route.method === 'DELETE') {
        expect(route.body).toBeUndefined();
        expect(route.multipart).toBeUndefined();
      }
      expect(route.body !== undefined && route.multipart !== undefined).toBe(false);
    },
  );
});
