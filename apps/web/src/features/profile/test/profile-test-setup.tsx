import type { Favorite, User } from '@riftscope/contracts';
import { renderProfileArea } from '../../../test/areas.tsx';
import { stubFetch } from '../../../test/render.tsx';

export const API = {
  me: '/api/me',
  logout: '/api/logout',
  favorites: '/api/favorites',
  avatar: '/api/profile/avatar',
  settings: '/api/profile/settings',
  account: '/api/profile/delete',
} as const;

type Route = keyof typeof API | 'deleteFavorite';
type Reply = unknown;

/** The signed-in sample user. */
export const sampleUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  name: 'Ward Keeper',
  email: 'ward@example.com',
  role: 'user',
  plan: 'free',
  avatar: null,
  language: 'en',
  ...overrides,
});

export const sampleFavorite = (id: number, overrides: Partial<Favorite> = {}): Favorite => ({
  id,
  summoner_id: 40 + id,
  region: 'euw1',
  game_name: 'Baron Stealer',
  tag_line: 'EUW',
  profile_icon_id: 4_568,
  solo_rank: { tier: 'GOLD', rank: 'II', league_points: 45 },
  ...overrides,
});

export const noContent = () => new Response(null, { status: 204 });

/** Answers the profile area's calls; `replies` replaces the answer of a route. */
export function stubProfileApi(
  replies: Partial<Record<Route, (url: URL) => Reply | Promise<Reply>>> = {},
) {
  const defaults: Record<Route, (url: URL) => Reply> = {
    me: () => sampleUser(),
    logout: noContent,
    favorites: () => [],
    avatar: () => ({ avatar: '/storage/avatars/new.webp' }),
    settings: () => sampleUser(),
    account: noContent,
    deleteFavorite: noContent,
  };
  return stubFetch((url) => {
    const route =
      (Object.entries(API) as [Route, string][]).find(([, path]) => path === url.pathname)?.[0] ??
      (/^\/api\/favorites\/\d+$/.test(url.pathname) ? 'deleteFavorite' : undefined);
    if (!route) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    return (replies[route] ?? defaults[route])(url);
  });
}

type FetchMock = ReturnType<typeof stubFetch>;

/** The method and body of each request to `pathname`, in order. */
export function requestsWithBody(mock: FetchMock, pathname: string) {
  return mock.mock.calls
    .map((args) => ({
      url: new URL(String(args[0]), 'http://localhost'),
      init: (args as unknown[])[1] as RequestInit | undefined,
    }))
    .filter(({ url }) => url.pathname === pathname)
    .map(({ init }) => ({ method: init?.method ?? 'GET', body: init?.body }));
}

/** The JSON bodies sent to `pathname`. */
export const jsonBodiesSentTo = (mock: FetchMock, pathname: string) =>
  requestsWithBody(mock, pathname).map(({ body }) => JSON.parse(String(body)) as unknown);

/** The profile area at `path` for a signed-in user, inside the session provider. */
export function renderProfile(path = '/en/profile') {
  window.localStorage.setItem('token', 'token-1');
  return renderProfileArea(path);
}
