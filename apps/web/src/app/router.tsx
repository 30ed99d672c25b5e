import { INFO_PAGES, initialLanguage, isLanguage } from '@riftscope/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  Navigate,
  type RouteObject,
  redirect,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { AdminRouteHandle } from '../features/admin/admin-layout.tsx';
import { homeLoader } from '../features/home/home-loader.ts';
import { liveLoader } from '../features/live/live-loader.ts';
import { newsArticleLoader, newsListLoader } from '../features/news/news-loaders.ts';
import type { ProfileRouteHandle } from '../features/profile/profile-layout.tsx';
import type { TierListPageKind } from '../features/tier-list/api/tier-list-api.ts';
import { storedLanguage } from '../lib/language.ts';
import { RequireStaff, RequireUser } from './guards.tsx';
import { LanguageLayout } from './language-layout.tsx';
import { NotFound } from './not-found.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

const adminSection = (adminSection: AdminRouteHandle['adminSection']): AdminRouteHandle => ({
  adminSection,
});

/**
 * The sections of `/admin`, each its own chunk (the news editor's is the largest). A section
 * keeps any deeper path it is given; an unknown section goes to the dashboard.
 */
export const ADMIN_SECTIONS: RouteObject[] = [
  {
    index: true,
    handle: adminSection('dashboard'),
    lazy: () =>
      import('../features/admin/dashboard/admin-dashboard-page.tsx').then((m) => ({
        Component: m.AdminDashboardPage,
      })),
  },
  {
    path: 'users/*',
    handle: adminSection('users'),
    lazy: () =>
      import('../features/admin/users/admin-users-page.tsx').then((m) => ({
        Component: m.AdminUsersPage,
      })),
  },
  {
    // Named in full, `/admin/news` outranks `/:lang/news`.
    path: 'news/*',
    handle: adminSection('news'),
    lazy: () =>
      import('../features/admin/news/admin-news-page.tsx').then((m) => ({
        Component: m.AdminNewsPage,
      })),
  },
  {
    path: 'guides/*',
    handle: adminSection('guides'),
    lazy: () =>
      import('../features/admin/guides/admin-guides-page.tsx').then((m) => ({
        Component: m.AdminGuidesPage,
      })),
  },
  { path: '*', element: <Navigate to="/admin" replace /> },
];

const profilePage = (profilePage: ProfileRouteHandle['profilePage']): ProfileRouteHandle => ({
  profilePage,
});

// The profile area's pages are small and share the layout's chunk.
const profileArea = () => import('../features/profile/profile-layout.tsx');

/** The pages of `/{lang}/profile`; an unknown one goes to the profile home. */
export const PROFILE_PAGES: RouteObject[] = [
  {
    index: true,
    handle: profilePage('profile'),
    lazy: () => profileArea().then((m) => ({ Component: m.ProfileHome })),
  },
  {
    path: 'favorites',
    handle: profilePage('profile_favorites'),
    lazy: () => profileArea().then((m) => ({ Component: m.ProfileFavorites })),
  },
  {
    path: 'settings',
    handle: profilePage('profile_settings'),
    lazy: () => profileArea().then((m) => ({ Component: m.ProfileSettings })),
  },
  { path: '*', lazy: () => profileArea().then((m) => ({ Component: m.ToProfileHome })) },
];

const pathAfterLanguage = (url: URL) =>
  `${url.pathname.split('/').slice(2).join('/')}${url.search}`;

/**
 * Loaders start their screen's queries again only when the screen is about to show something
 * else: not for a click on the link of the page shown, nor for a language switch, which keeps
 * the screen mounted (it asks for anything new itself).
 */
const whenAddressChanges: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}) =>
  defaultShouldRevalidate &&
  (pathAfterLanguage(currentUrl) !== pathAfterLanguage(nextUrl) ||
    isLanguage(currentParams.lang) !== isLanguage(nextParams.lang));

/**
 * Every route of the site. A data screen's loader starts its queries (through `queryClient`, the
 * one the screens read) while the screen's code loads, and returns at once: the screen shows its
 * own skeletons and errors.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // The first page's lazy screen loads behind the dark background of the document.
      HydrateFallback: () => null,
      children: [
        {
          // `/` goes to the visitor's language: stored choice, else ru for Russian browsers, else en.
          path: '/',
          loader: () => redirect(`/${initialLanguage(storedLanguage(), navigator.language)}`),
        },
        {
          // The admin area has no language prefix; its code (editor, charts) loads only here.
          path: '/admin',
          lazy: () =>
            import('../features/admin/admin-layout.tsx').then((m) => ({
              Component: () => (
                <RequireStaff>
                  <m.AdminLayout />
                </RequireStaff>
              ),
            })),
          children: ADMIN_SECTIONS,
        },
        {
          path: '/:lang',
          element: <LanguageLayout />,
          children: [{ errorElement: <RouteError />, children: languagePages(queryClient) }],
        },
      ],
    },
  ];
}

/** The pages under `/{lang}`, an unknown one the not-found page. */
function languagePages(queryClient: QueryClient): RouteObject[] {
  return [
    ...readingPages(queryClient),
    ...playerPages(queryClient),
    ...tierListPages(queryClient),
    ...ladderPages(queryClient),
    ...championPages(queryClient),
    ...runePages(queryClient),
    ...itemPages(queryClient),
    ...arenaPages(queryClient),
    {
      // The pasted text is the address's `?q=`, so a multi-search can be shared.
      path: 'multisearch/:region',
      shouldRevalidate: whenAddressChanges,
      lazy: {
        loader: () =>
          import('../features/multisearch/multisearch-loader.ts').then((m) =>
            m.multiSearchLoader(queryClient),
          ),
        Component: () =>
          import('../features/multisearch/multisearch-page.tsx').then((m) => m.MultiSearchPage),
      },
    },
    ...ACCOUNT_PAGES,
    { path: '*', element: <NotFound /> },
  ];
}

/** The home page, the news, the guides and the information pages of contracts' page table. */
function readingPages(queryClient: QueryClient): RouteObject[] {
  return [
    {
      index: true,
      loader: homeLoader(queryClient),
      shouldRevalidate: whenAddressChanges,
      lazy: () => import('../features/home/home-page.tsx').then((m) => ({ Component: m.HomePage })),
    },
    {
      path: 'news',
      loader: newsListLoader(queryClient),
      shouldRevalidate: whenAddressChanges,
      lazy: () =>
        import('../features/news/news-list-page.tsx').then((m) => ({
          Component: m.NewsListPage,
        })),
    },
    {
      path: 'news/:slug',
      loader: newsArticleLoader(queryClient),
      shouldRevalidate: whenAddressChanges,
      lazy: () =>
        import('../features/news/news-article-page.tsx').then((m) => ({
          Component: m.NewsArticlePage,
        })),
    },
    ...guidePages(queryClient),
    ...INFO_PAGES.map(({ segment, texts }) => ({
      path: segment,
      lazy: () =>
        import('../features/static-pages/static-page.tsx').then((m) => ({
          Component: () => <m.StaticPage page={texts} />,
        })),
    })),
  ];
}

/** A player's page and live game. */
function playerPages(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'summoner/:region/:gameName/:tagLine',
      shouldRevalidate: whenAddressChanges,
      // The loader comes with its own small chunk, beside the page's, as the other pages' do.
      lazy: {
        loader: () =>
          import('../features/summoner/summoner-loader.ts').then((m) =>
            m.summonerLoader(queryClient),
          ),
        Component: () =>
          import('../features/summoner/summoner-page.tsx').then((m) => m.SummonerPage),
      },
    },
    {
      path: 'live/:region/:gameName/:tagLine',
      loader: liveLoader(queryClient),
      shouldRevalidate: whenAddressChanges,
      lazy: () => import('../features/live/live-page.tsx').then((m) => ({ Component: m.LivePage })),
    },
  ];
}

/**
 * The tier lists: every queue's, and ARAM's own (the same page and loader with the queue fixed).
 * Their loaders come in a small chunk of their own beside the screen's, so that the first page of
 * the site carries none of their code; they still ask for the data while the screen's code loads.
 */
function tierListPages(queryClient: QueryClient): RouteObject[] {
  const loader = (kind?: TierListPageKind) => () =>
    import('../features/tier-list/tier-list-loader.ts').then((m) =>
      m.tierListLoader(queryClient, kind),
    );
  return [
    {
      path: 'tier-list',
      shouldRevalidate: whenAddressChanges,
      lazy: {
        loader: loader(),
        Component: () =>
          import('../features/tier-list/tier-list-page.tsx').then((m) => m.TierListPage),
      },
    },
    {
      path: 'aram',
      shouldRevalidate: whenAddressChanges,
      lazy: {
        loader: loader('aram'),
        Component: () =>
          import('../features/tier-list/tier-list-page.tsx').then(
            (m) =>
              function AramTierListRoute() {
                return <m.TierListPage kind="aram" />;
              },
          ),
      },
    },
  ];
}

/** The ladders, their loader in a chunk of its own as the tier lists'. */
function ladderPages(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'leaderboards/:region',
      shouldRevalidate: whenAddressChanges,
      lazy: {
        loader: () =>
          import('../features/leaderboards/leaderboards-loader.ts').then((m) =>
            m.leaderboardsLoader(queryClient),
          ),
        Component: () =>
          import('../features/leaderboards/leaderboards-page.tsx').then(
            (m) =>
              function LeaderboardsRoute() {
                return <m.LeaderboardsPage notFound={<NotFound />} />;
              },
          ),
      },
    },
  ];
}

/** The champion pages, their loaders in chunks of their own as the tier lists'. */
function championPages(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'champions',
      shouldRevalidate: whenAddressChanges,
      lazy: {
        loader: () =>
          import('../features/champions/champions-loader.ts').then((m) =>
            m.championsLoader(queryClient),
          ),
        Component: () =>
          import('../features/champions/champions-page.tsx').then((m) => m.ChampionsPage),
      },
    },
    {
      path: 'champions/:championKey',
      shouldRevalidate: whenAddressChanges,
      lazy: {
        loader: () =>
          import('../features/champions/champions-loader.ts').then((m) =>
            m.championLoader(queryClient),
          ),
        Component: () =>
          import('../features/champions/champion-page.tsx').then(
            (m) =>
              function ChampionRoute() {
                return <m.ChampionPage notFound={<NotFound />} />;
              },
          ),
      },
    },
    {
      path: 'aram/:championKey',
      shouldRevalidate: whenAddressChanges,
      lazy: {
        loader: () =>
          import('../features/champions/champions-loader.ts').then((m) =>
            m.championLoader(queryClient, 'aram'),
          ),
        Component: () =>
          import('../features/champions/champion-page.tsx').then(
            (m) =>
              function AramChampionRoute() {
                return <m.AramChampionPage notFound={<NotFound />} />;
              },
          ),
      },
    },
    {
      path: 'champions/:championKey/vs/:enemyKey',
      shouldRevalidate: whenAddressChanges,
      lazy: {
        loader: () =>
          import('../features/matchups/matchups-loader.ts').then((m) =>
            m.matchupLoader(queryClient),
          ),
        Component: () =>
          import('../features/matchups/matchup-page.tsx').then(
            (m) =>
              function MatchupRoute() {
                return <m.MatchupPage notFound={<NotFound />} />;
              },
          ),
      },
    },
  ];
}

type RouteLoader = (queryClient: QueryClient) => LoaderFunction;

/**
 * A list over a slice (`segment`) and an entry's page (`segment/:param`), as the runes, the
 * items, Arena and the guides have, their loaders in a chunk of their own as the tier lists'; an entry the API does
 * not know shows the not-found page.
 */
function sliceListPages(
  queryClient: QueryClient,
  {
    segment,
    param,
    loaders,
    list,
    entry,
  }: {
    segment: string;
    param: string;
    loaders: () => Promise<{ list: RouteLoader; entry: RouteLoader }>;
    list: () => Promise<ComponentType>;
    entry: () => Promise<ComponentType<{ notFound: ReactNode }>>;
  },
): RouteObject[] {
  return [
    {
      path: segment,
      shouldRevalidate: whenAddressChanges,
      lazy: { loader: () => loaders().then((m) => m.list(queryClient)), Component: list },
    },
    {
      path: `${segment}/:${param}`,
      shouldRevalidate: whenAddressChanges,
      lazy: {
        loader: () => loaders().then((m) => m.entry(queryClient)),
        Component: () =>
          entry().then(
            (Page) =>
              function EntryRoute() {
                return <Page notFound={<NotFound />} />;
              },
          ),
      },
    },
  ];
}

/** The rune list and a rune's page. */
const runePages = (queryClient: QueryClient) =>
  sliceListPages(queryClient, {
    segment: 'runes',
    param: 'runeId',
    loaders: () =>
      import('../features/runes/runes-loader.ts').then((m) => ({
        list: m.runesLoader,
        entry: m.runeLoader,
      })),
    list: () => import('../features/runes/runes-page.tsx').then((m) => m.RunesPage),
    entry: () => import('../features/runes/rune-page.tsx').then((m) => m.RunePage),
  });

/**
 * The guide list and a guide's page (docs/guides.md), by its slug in the address's language; the
 * screens come through the loaders' chunk, as Arena's do.
 */
const guidePages = (queryClient: QueryClient) => {
  const loaders = () => import('../features/guides/guides-loader.ts');
  return sliceListPages(queryClient, {
    segment: 'guides',
    param: 'slug',
    loaders: () => loaders().then((m) => ({ list: m.guidesListLoader, entry: m.guideLoader })),
    list: () => loaders().then((m) => m.guideScreens.list()),
    entry: () => loaders().then((m) => m.guideScreens.entry()),
  });
};

/** The item list and an item's page. */
const itemPages = (queryClient: QueryClient) =>
  sliceListPages(queryClient, {
    segment: 'items',
    param: 'itemId',
    loaders: () =>
      import('../features/items/items-loader.ts').then((m) => ({
        list: m.itemsLoader,
        entry: m.itemLoader,
      })),
    list: () => import('../features/items/items-page.tsx').then((m) => m.ItemsPage),
    entry: () => import('../features/items/item-page.tsx').then((m) => m.ItemPage),
  });

/**
 * The Arena tier list and a champion's Arena page, the augment list and an augment's page; the
 * augment list's static segment outranks a champion's key. Their screens come through the
 * loaders' chunk (arena-loader.ts `arenaScreens`), so that the first chunk lists none of them.
 */
const arenaPages = (queryClient: QueryClient) => {
  const loaders = () => import('../features/arena/arena-loader.ts');
  return [
    ...sliceListPages(queryClient, {
      segment: 'arena',
      param: 'championKey',
      loaders: () =>
        loaders().then((m) => ({ list: m.arenaChampionsLoader, entry: m.arenaChampionLoader })),
      list: () => loaders().then((m) => m.arenaScreens.list()),
      entry: () => loaders().then((m) => m.arenaScreens.champion()),
    }),
    ...sliceListPages(queryClient, {
      segment: 'arena/augments',
      param: 'augmentId',
      loaders: () =>
        loaders().then((m) => ({ list: m.arenaAugmentsLoader, entry: m.arenaAugmentLoader })),
      list: () => loaders().then((m) => m.arenaScreens.augments()),
      entry: () => loaders().then((m) => m.arenaScreens.augment()),
    }),
  ];
};

/** The password reset and the profile area, which only a signed-in visitor sees. */
const ACCOUNT_PAGES: RouteObject[] = [
  {
    path: 'reset-password',
    lazy: () =>
      import('../features/password-reset/reset-password-page.tsx').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: 'profile',
    lazy: () =>
      profileArea().then((m) => ({
        Component: () => (
          <RequireUser>
            <m.ProfileLayout />
          </RequireUser>
        ),
      })),
    children: PROFILE_PAGES,
  },
];

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
