import type { RouteAddress } from './route.ts';

/**
 * The method and path of every API route, and nothing else: all a client needs to call one. Each
 * contract spreads its entry (the key is the contract's name), so the two never disagree, and the
 * browser can call the API without bundling a single schema (ADR 0005).
 */
export const API_ROUTES = {
  me: { method: 'GET', path: '/api/me' },
  register: { method: 'POST', path: '/api/register' },
  login: { method: 'POST', path: '/api/login' },
  logout: { method: 'POST', path: '/api/logout' },
  uploadAvatar: { method: 'POST', path: '/api/profile/avatar' },
  updateSettings: { method: 'PUT', path: '/api/profile/settings' },
  deleteAccount: { method: 'POST', path: '/api/profile/delete' },
  requestPasswordReset: { method: 'POST', path: '/api/password-reset' },
  confirmPasswordReset: { method: 'POST', path: '/api/password-reset/confirm' },
  listFavorites: { method: 'GET', path: '/api/favorites' },
  toggleFavorite: { method: 'POST', path: '/api/favorites/:id/toggle' },
  deleteFavorite: { method: 'DELETE', path: '/api/favorites/:id' },
  adminListUsers: { method: 'GET', path: '/api/admin/users' },
  adminUpdateUser: { method: 'PUT', path: '/api/admin/users/:id' },
  adminToggleBlock: { method: 'PATCH', path: '/api/admin/users/:id/toggle-block' },
  adminDeleteUser: { method: 'DELETE', path: '/api/admin/users/:id' },
  adminStats: { method: 'GET', path: '/api/admin/stats' },
  recordPageview: { method: 'POST', path: '/api/analytics/pageview' },
  listChampions: { method: 'GET', path: '/api/champions' },
  getChampionsMeta: { method: 'GET', path: '/api/champions/meta' },
  getChampion: { method: 'GET', path: '/api/champions/:championKey' },
  getMatchup: { method: 'GET', path: '/api/champions/:championKey/vs/:enemyKey' },
  listRunes: { method: 'GET', path: '/api/runes' },
  getRune: { method: 'GET', path: '/api/runes/:runeId' },
  listItems: { method: 'GET', path: '/api/items' },
  getItem: { method: 'GET', path: '/api/items/:itemId' },
  listArenaChampions: { method: 'GET', path: '/api/arena' },
  listArenaAugments: { method: 'GET', path: '/api/arena/augments' },
  getArenaAugment: { method: 'GET', path: '/api/arena/augments/:augmentId' },
  getArenaChampion: { method: 'GET', path: '/api/arena/:championKey' },
  listMatchParticipants: { method: 'GET', path: '/api/matches/:matchId/participants' },
  getMatchTimeline: { method: 'GET', path: '/api/matches/:matchId/:puuid/timeline' },
  getMatchBuild: { method: 'GET', path: '/api/matches/:matchId/:puuid/build' },
  listMatchRanks: { method: 'GET', path: '/api/matches/:matchId/ranks' },
  getMatchAnalysis: { method: 'GET', path: '/api/matches/:matchId/analysis' },
  listNews: { method: 'GET', path: '/api/news' },
  getNews: { method: 'GET', path: '/api/news/:slug' },
  adminListNews: { method: 'GET', path: '/api/admin/news' },
  adminCreateNews: { method: 'POST', path: '/api/admin/news' },
  adminUpdateNews: { method: 'POST', path: '/api/admin/news/:id' },
  adminDeleteNews: { method: 'DELETE', path: '/api/admin/news/:id' },
  adminUploadEditorImage: { method: 'POST', path: '/api/admin/news/upload-editor-image' },
  searchSummoners: { method: 'GET', path: '/api/summoners/search' },
  listExamplePlayers: { method: 'GET', path: '/api/summoners/examples' },
  getSummoner: { method: 'GET', path: '/api/summoners/:gameName/:tagLine/:region' },
  listSummonerMatches: { method: 'GET', path: '/api/summoners/:gameName/:tagLine/matches' },
  updateSummoner: { method: 'POST', path: '/api/summoners/:gameName/:tagLine/:region/update' },
  getUpdateStatus: { method: 'GET', path: '/api/summoners/:gameName/:tagLine/:region/update' },
  getLiveStatus: { method: 'GET', path: '/api/summoners/:puuid/:region/live-status' },
  listTopChampions: {
    method: 'GET',
    path: '/api/summoners/:region/:gameName/:tagLine/top-champions',
  },
  getTopChampionsPanel: {
    method: 'GET',
    path: '/api/summoners/:region/:gameName/:tagLine/top-champions/panel',
  },
  listFriends: { method: 'GET', path: '/api/summoners/:region/:gameName/:tagLine/friends' },
  getLiveGame: { method: 'GET', path: '/api/summoners/:region/:gameName/:tagLine/live' },
  getRecentSummary: { method: 'GET', path: '/api/summoners/:region/:gameName/:tagLine/recent' },
  listPlayerChampions: {
    method: 'GET',
    path: '/api/summoners/:region/:gameName/:tagLine/champions',
  },
  getRankHistory: {
    method: 'GET',
    path: '/api/summoners/:region/:gameName/:tagLine/rank-history',
  },
  getSeasonHistory: {
    method: 'GET',
    path: '/api/summoners/:region/:gameName/:tagLine/seasons',
  },
  getPlayerMastery: {
    method: 'GET',
    path: '/api/summoners/:region/:gameName/:tagLine/mastery',
  },
  searchMulti: { method: 'GET', path: '/api/multisearch' },
  getMultiSearchPlayer: { method: 'GET', path: '/api/multisearch/:region/:gameName/:tagLine' },
  getLadder: { method: 'GET', path: '/api/leaderboards/:region' },
  getPlayerLadder: { method: 'GET', path: '/api/summoners/:region/:gameName/:tagLine/ladder' },
  listBestPlayers: { method: 'GET', path: '/api/champions/:championKey/best-players' },
  health: { method: 'GET', path: '/api/health' },
} as const satisfies Record<string, RouteAddress>;

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
