import type { RouteAddress } from './route.ts';

/**
 * The method and path of every API route, and nothing else: all a client needs to call one. Each
 * contract spreads its entry (the key is the contract's name), so the two never disagree, and the
 * browser can call the API without bundling a single schema (ADR 0005). The routes anyone may
 * reach from the public pages, in a module of their own (a bundle takes a module whole), apart
 * from the admin area's (admin-api-routes.ts); api-routes.ts joins the two.
 */
export const PUBLIC_API_ROUTES = {
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
  listGuides: { method: 'GET', path: '/api/guides' },
  getGuide: { method: 'GET', path: '/api/guides/:slug' },
  markGuideHelpful: { method: 'POST', path: '/api/guides/:id/helpful' },
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
