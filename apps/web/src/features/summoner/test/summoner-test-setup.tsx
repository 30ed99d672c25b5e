import { AuthProvider } from '../../../shared/session/auth-context.tsx';
import { renderRoutes, stubFetch } from '../../../test/render.tsx';
import { SummonerPage } from '../summoner-page.tsx';
import {
  matchItem,
  matchPage,
  PUUID,
  participants,
  playerChampions,
  recentSummary,
  summoner,
  topChampions,
} from './summoner-fixtures.ts';

/** The euw1 sample player's page and the API paths it asks for. */
export const PAGE_PATH = '/en/summoner/euw1/Baron%20Stealer/EUW';
export const API = {
  summoner: '/api/summoners/Baron%20Stealer/EUW/euw1',
  matches: '/api/summoners/Baron%20Stealer/EUW/matches',
  update: '/api/summoners/Baron%20Stealer/EUW/euw1/update',
  topChampions: '/api/summoners/euw1/Baron%20Stealer/EUW/top-champions/panel',
  friends: '/api/summoners/euw1/Baron%20Stealer/EUW/friends',
  recent: '/api/summoners/euw1/Baron%20Stealer/EUW/recent',
  champions: '/api/summoners/euw1/Baron%20Stealer/EUW/champions',
  rankHistory: '/api/summoners/euw1/Baron%20Stealer/EUW/rank-history',
  seasons: '/api/summoners/euw1/Baron%20Stealer/EUW/seasons',
  liveStatus: `/api/summoners/${PUUID}/euw1/live-status`,
  favorites: '/api/favorites',
  toggleFavorite: '/api/favorites/42/toggle',
  me: '/api/me',
  search: '/api/summoners/search',
} as const;

type Reply = unknown;
type Route = keyof typeof API | 'participants';

/**
 * Answers the page's calls with the fixtures; `replies` replaces the answer of a route (the
 * matches route gets the page number asked for).
 */
export function stubSummonerApi(
  replies: Partial<Record<Route, (url: URL) => Reply | Promise<Reply>>> = {},
) {
  const defaults: Record<Route, (url: URL) => Reply> = {
    summoner: () => summoner(),
    matches: () => matchPage([matchItem(1), matchItem(2), matchItem(3)]),
    update: () => ({ status: 'done', next_update_at: '2025-05-10T12:02:00.000Z' }),
    topChampions: () => topChampions(),
    friends: () => [],
    recent: () => recentSummary(),
    champions: () => playerChampions(),
    rankHistory: () => ({ data: [], peak: null }),
    seasons: () => ({
      current_season: 2026,
      first_season: 2024,
      queues: [
        { queue: 'solo', seasons: [] },
        { queue: 'flex', seasons: [] },
      ],
      not_seen: [],
      snapshots: 0,
      latest_at: null,
    }),
    liveStatus: () => ({ in_game: false }),
    favorites: () => [],
    toggleFavorite: () => ({ favorited: true }),
    me: () => ({
      id: 1,
      name: 'Ward Keeper',
      email: 'ward@example.com',
      role: 'user',
      plan: 'free',
      avatar: null,
      language: 'en',
    }),
    participants: () => participants(),
    search: () => ({ data: [] }),
  };
  return stubFetch((url) => {
    const route =
      (Object.entries(API) as [Route, string][]).find(([, path]) => path === url.pathname)?.[0] ??
      (/^\/api\/matches\/[^/]+\/participants$/.test(url.pathname) ? 'participants' : undefined);
    if (!route) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    return (replies[route] ?? defaults[route])(url);
  });
}

/** The summoner page as the app shows it, inside the session provider. */
export const renderSummonerPage = (path = PAGE_PATH) =>
  renderRoutes(
    [
      {
        path: '/:lang/summoner/:region/:gameName/:tagLine',
        element: (
          <AuthProvider>
            <SummonerPage />
          </AuthProvider>
        ),
      },
    ],
    path,
  );
