import { ADMIN_API_ROUTES } from './admin-api-routes.ts';
import { PUBLIC_API_ROUTES } from './public-api-routes.ts';

/** The two tables as one (a call marked pure, so that a bundle that never reads it drops it). */
// @__NO_SIDE_EFFECTS__
function joined<A extends object, B extends object>(a: A, b: B): A & B {
  return { ...a, ...b };
}

/** Every route: what the server binds and the contracts spread. */
export const API_ROUTES = /* @__PURE__ */ joined(PUBLIC_API_ROUTES, ADMIN_API_ROUTES);

export type RouteName = keyof typeof API_ROUTES;

/**
 * The routes whose answers a server render may read (apps/web/src/entry-server.tsx): public GETs
 * that answer the renderer's requests from stored data alone. They never ask Riot or wait for
 * it for a render: a player not stored yet, or a page of matches that would need older ones from
 * Riot, is answered 409, and the browser asks for it as it would without the render (ADR 0015).
 * A live game and a multi-search are Riot's to answer, and always left to the browser.
 */
export const PAGE_RENDER_ROUTES: ReadonlySet<keyof typeof API_ROUTES> = new Set([
  'listNews',
  'getNews',
  'listGuides',
  'getGuide',
  'listExamplePlayers',
  'listChampions',
  'getChampionsMeta',
  'getChampion',
  'getMatchup',
  'listRunes',
  'getRune',
  'listItems',
  'getItem',
  'listArenaChampions',
  'listArenaAugments',
  'getArenaAugment',
  'getArenaChampion',
  'getSummoner',
  'listSummonerMatches',
  'getTopChampionsPanel',
  'listFriends',
  'getRecentSummary',
  'listPlayerChampions',
  'getRankHistory',
  'getSeasonHistory',
  'getLadder',
  'getPlayerLadder',
  'listBestPlayers',
  'getPlayerMastery',
]);
