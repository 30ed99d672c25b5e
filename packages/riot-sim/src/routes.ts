import { DIVISION_TIERS, type RankedTier } from '@riftscope/contracts';
import { isPlatform, type Platform, regionalRouteOf } from '@riftscope/riot';
import type { Replay, ReplayedMatch, ReplayedPlayer } from './replay/replay.ts';
import { platformOfPlatformId } from './world/platforms.ts';
import type { Division, Player, RankedQueue } from './world/players.ts';
import type { MatchIdFilter, World } from './world/world.ts';

/** Which routing values an endpoint answers on. */
export type RoutingKind = 'platform' | 'regional' | 'account';

export interface RouteResult {
  status: number;
  body: string;
}

export interface RouteContext {
  world: World;
  /** Real Riot documents served beside the world; null when none were given. */
  replay: Replay | null;
  routing: string;
  params: readonly string[];
  query: URLSearchParams;
  now: number;
}

export interface Route {
  /** Riot's method id, also the method rate-limit bucket. */
  method: string;
  kind: RoutingKind;
  pattern: RegExp;
  handle(ctx: RouteContext): RouteResult;
}

export const REGIONS = ['americas', 'asia', 'europe', 'sea'] as const;
/** account-v1 lives on these three; Riot answers 403 on sea. */
export const ACCOUNT_REGIONS = ['americas', 'asia', 'europe'] as const;

/** Whether a routing value is a regional route. */
export function isRegion(value: string): value is (typeof REGIONS)[number] {
  return (REGIONS as readonly string[]).includes(value);
}

export const json = (status: number, value: unknown): RouteResult => ({
  status,
  body: JSON.stringify(value),
});

/** Riot's error body: `{"status":{"message":…,"status_code":…}}`. */
export const riotError = (status: number, message: string): RouteResult =>
  json(status, { status: { message, status_code: status } });

const notFound = (what: string) => riotError(404, `Data not found - ${what}`);
const badRequest = (what: string) => riotError(400, `Bad Request - ${what}`);

const SEGMENT = '([^/]+)';

function player(ctx: RouteContext, puuid: string | undefined): Player | undefined {
  return puuid === undefined ? undefined : ctx.world.playerByPuuid(puuid);
}

function replayed(ctx: RouteContext, puuid: string | undefined): ReplayedPlayer | undefined {
  return puuid === undefined ? undefined : ctx.replay?.playerByPuuid(puuid);
}

const accountOf = (p: Player | ReplayedPlayer) => ({
  puuid: p.puuid,
  gameName: p.gameName,
  tagLine: p.tagLine,
});

/** The player if it plays on this platform; a PUUID is global, a summoner belongs to one shard. */
function platformPlayer(
  ctx: RouteContext,
  puuid: string | undefined,
): Player | 'elsewhere' | undefined {
  const p = player(ctx, puuid);
  if (!p) return undefined;
  return p.platform === ctx.routing ? p : 'elsewhere';
}

/** A non-negative integer query parameter, its default when absent, or null when malformed. */
function intParam(
  query: URLSearchParams,
  name: string,
  fallback: number | undefined,
): number | undefined | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) return null;
  return Number(raw);
}

const QUEUE_TYPES = new Set(['RANKED_SOLO_5x5', 'RANKED_FLEX_SR']);
const MATCH_TYPES = new Set(['ranked', 'normal', 'tourney', 'tutorial']);
/** Tiers with divisions; apex tiers have their own leagues and are a bad request here. */
const DIVISION_TIER_NAMES = new Set<string>(DIVISION_TIERS);
const DIVISIONS = new Set(['I', 'II', 'III', 'IV']);

function apexRoute(method: string, path: string, tier: string): Route {
  return {
    method,
    kind: 'platform',
    pattern: new RegExp(`^/lol/league/v4/${path}/by-queue/${SEGMENT}$`),
    handle(ctx) {
      const queue = ctx.params[0] ?? '';
      if (!QUEUE_TYPES.has(queue)) return badRequest(`Invalid queue: ${queue}`);
      const league = ctx.world.apexLeague(
        ctx.routing as Platform,
        queue as RankedQueue,
        tier,
        ctx.now,
      );
      return league ? json(200, league) : notFound('league not found');
    },
  };
}

/** A replayed match id on its own region; Riot's documents are sent as Riot sent them. */
function replayedOnRoute(ctx: RouteContext): ReplayedMatch | undefined {
  const match = ctx.replay?.matchById(ctx.params[0] ?? '');
  return match && regionalRouteOf(match.platform) === ctx.routing ? match : undefined;
}

/** A replayed timeline on its match id's region; it may come without its match document. */
function replayedTimeline(ctx: RouteContext): string | undefined {
  const id = ctx.params[0] ?? '';
  const platform = platformOfPlatformId(id.split('_')[0] ?? '');
  return platform && regionalRouteOf(platform) === ctx.routing
    ? ctx.replay?.timelineJson(id)
    : undefined;
}

function matchOnRoute(ctx: RouteContext) {
  const id = ctx.params[0] ?? '';
  const match = ctx.world.matchById(id);
  // A match lives on its platform's regional route only: EUW1_… on americas is not found.
  if (!match || regionalRouteOf(match.platform) !== ctx.routing) return undefined;
  const prefix = platformOfPlatformId(id.split('_')[0] ?? '');
  return prefix === match.platform ? match : undefined;
}

function masteryList(ctx: RouteContext, limit: number | undefined): RouteResult {
  // Match documents say nothing of masteries: a replayed player has those of the replay's
  // mastery folder, none without.
  const replayedPlayer = replayed(ctx, ctx.params[0]);
  if (replayedPlayer) {
    const list = ctx.replay?.masteries(replayedPlayer) ?? [];
    return json(200, limit === undefined ? list : list.slice(0, limit));
  }
  const found = platformPlayer(ctx, ctx.params[0]);
  if (!found) return notFound(`No results found for player with puuid ${ctx.params[0] ?? ''}`);
  if (found === 'elsewhere') return json(200, []);
  const list = ctx.world.masteries(found);
  return json(200, limit === undefined ? list : list.slice(0, limit));
}

/** Every endpoint the simulator serves, with Riot's paths. https://developer.riotgames.com/apis */
export const ROUTES: readonly Route[] = [
  {
    method: 'account-v1.getByRiotId',
    kind: 'account',
    pattern: new RegExp(`^/riot/account/v1/accounts/by-riot-id/${SEGMENT}/${SEGMENT}$`),
    handle(ctx) {
      const [gameName = '', tagLine = ''] = ctx.params;
      const p =
        ctx.replay?.playerByRiotId(gameName, tagLine) ??
        ctx.world.playerByRiotId(gameName, tagLine);
      return p
        ? json(200, accountOf(p))
        : notFound(`No results found for player with riot id ${gameName}#${tagLine}`);
    },
  },
  {
    method: 'account-v1.getByPuuid',
    kind: 'account',
    pattern: new RegExp(`^/riot/account/v1/accounts/by-puuid/${SEGMENT}$`),
    handle(ctx) {
      const p = replayed(ctx, ctx.params[0]) ?? player(ctx, ctx.params[0]);
      return p ? json(200, accountOf(p)) : notFound('Account not found');
    },
  },
  {
    method: 'summoner-v4.getByPUUID',
    kind: 'platform',
    pattern: new RegExp(`^/lol/summoner/v4/summoners/by-puuid/${SEGMENT}$`),
    handle(ctx) {
      const r = replayed(ctx, ctx.params[0]);
      if (r) {
        return r.platform === ctx.routing
          ? json(200, {
              puuid: r.puuid,
              profileIconId: r.profileIconId,
              revisionDate: r.lastActive,
              summonerLevel: r.summonerLevel,
            })
          : notFound('summoner not found');
      }
      const p = platformPlayer(ctx, ctx.params[0]);
      return p && p !== 'elsewhere'
        ? json(200, ctx.world.summoner(p))
        : notFound('summoner not found');
    },
  },
  {
    method: 'league-v4.getLeagueEntriesByPUUID',
    kind: 'platform',
    pattern: new RegExp(`^/lol/league/v4/entries/by-puuid/${SEGMENT}$`),
    handle(ctx) {
      const r = replayed(ctx, ctx.params[0]);
      if (r) return json(200, r.platform === ctx.routing ? ctx.replay?.leagueEntries(r) : []);
      const p = platformPlayer(ctx, ctx.params[0]);
      if (!p) return notFound('summoner not found');
      return json(200, p === 'elsewhere' ? [] : ctx.world.leagueEntries(p, ctx.now));
    },
  },
  {
    method: 'league-v4.getLeagueEntries',
    kind: 'platform',
    pattern: new RegExp(`^/lol/league/v4/entries/${SEGMENT}/${SEGMENT}/${SEGMENT}$`),
    handle(ctx) {
      const [queue = '', tier = '', division = ''] = ctx.params;
      if (!QUEUE_TYPES.has(queue)) return badRequest(`Invalid queue: ${queue}`);
      if (!DIVISION_TIER_NAMES.has(tier)) return badRequest(`Invalid tier: ${tier}`);
      if (!DIVISIONS.has(division)) return badRequest(`Invalid division: ${division}`);
      const page = intParam(ctx.query, 'page', 1);
      if (page === null || page === undefined || page < 1)
        return badRequest('page must be a positive integer');
      return json(
        200,
        ctx.world.leagueEntriesPage(
          ctx.routing as Platform,
          queue as RankedQueue,
          tier as RankedTier,
          division as Division,
          page,
          ctx.now,
        ),
      );
    },
  },
  apexRoute('league-v4.getChallengerLeague', 'challengerleagues', 'CHALLENGER'),
  apexRoute('league-v4.getGrandmasterLeague', 'grandmasterleagues', 'GRANDMASTER'),
  apexRoute('league-v4.getMasterLeague', 'masterleagues', 'MASTER'),
  {
    method: 'match-v5.getMatchIdsByPUUID',
    kind: 'regional',
    pattern: new RegExp(`^/lol/match/v5/matches/by-puuid/${SEGMENT}/ids$`),
    handle(ctx) {
      const q = ctx.query;
      const start = intParam(q, 'start', 0);
      const count = intParam(q, 'count', 20);
      const queue = intParam(q, 'queue', undefined);
      const startTime = intParam(q, 'startTime', undefined);
      const endTime = intParam(q, 'endTime', undefined);
      const type = q.get('type') ?? undefined;
      if (start === null || start === undefined || start < 0)
        return badRequest('start must be a non-negative integer');
      if (count === null || count === undefined || count < 0 || count > 100) {
        return badRequest('count must be between 0 and 100');
      }
      if (queue === null || startTime === null || endTime === null)
        return badRequest('invalid query parameter');
      if (type !== undefined && !MATCH_TYPES.has(type)) return badRequest(`Invalid type: ${type}`);
      const filter: MatchIdFilter = {
        start,
        count,
        queue,
        type: type as MatchIdFilter['type'],
        startTime,
        endTime,
      };
      const r = replayed(ctx, ctx.params[0]);
      if (r && ctx.replay) return json(200, ctx.replay.matchIds(r, ctx.routing, filter));
      const p = player(ctx, ctx.params[0]);
      if (!p) return notFound(`No results found for player with puuid ${ctx.params[0] ?? ''}`);
      // A player's matches are on its region; any other region has none of them.
      if (regionalRouteOf(p.platform) !== ctx.routing) return json(200, []);
      return json(200, ctx.world.matchIds(p, filter));
    },
  },
  {
    method: 'match-v5.getTimeline',
    kind: 'regional',
    pattern: new RegExp(`^/lol/match/v5/matches/${SEGMENT}/timeline$`),
    handle(ctx) {
      const replayedJson = replayedTimeline(ctx);
      if (replayedJson !== undefined) return { status: 200, body: replayedJson };
      // A replayed match without its timeline is Riot's "no longer has it": not found.
      if (replayedOnRoute(ctx)) return notFound('match file not found');
      const match = matchOnRoute(ctx);
      // Arena matches have no timeline here: Riot's answer for a timeline it does not keep.
      return match && ctx.world.hasTimeline(match)
        ? { status: 200, body: ctx.world.timelineJson(match) }
        : notFound('match file not found');
    },
  },
  {
    method: 'match-v5.getMatch',
    kind: 'regional',
    pattern: new RegExp(`^/lol/match/v5/matches/${SEGMENT}$`),
    handle(ctx) {
      const replayedMatch = replayedOnRoute(ctx);
      if (replayedMatch) return { status: 200, body: replayedMatch.json };
      const match = matchOnRoute(ctx);
      return match
        ? { status: 200, body: ctx.world.matchJson(match) }
        : notFound('match file not found');
    },
  },
  {
    method: 'spectator-v5.getCurrentGameInfoByPuuid',
    kind: 'platform',
    pattern: new RegExp(`^/lol/spectator/v5/active-games/by-summoner/${SEGMENT}$`),
    handle(ctx) {
      const p = platformPlayer(ctx, ctx.params[0]);
      const game = p && p !== 'elsewhere' ? ctx.world.liveGame(p, ctx.now) : null;
      return game ? json(200, game) : notFound("spectator game info isn't found");
    },
  },
  {
    method: 'champion-mastery-v4.getTopChampionMasteriesByPUUID',
    kind: 'platform',
    pattern: new RegExp(`^/lol/champion-mastery/v4/champion-masteries/by-puuid/${SEGMENT}/top$`),
    handle(ctx) {
      const count = intParam(ctx.query, 'count', 3);
      if (count === null || count === undefined || count < 1)
        return badRequest('count must be a positive integer');
      return masteryList(ctx, count);
    },
  },
  {
    method: 'champion-mastery-v4.getAllChampionMasteriesByPUUID',
    kind: 'platform',
    pattern: new RegExp(`^/lol/champion-mastery/v4/champion-masteries/by-puuid/${SEGMENT}$`),
    handle: (ctx) => masteryList(ctx, undefined),
  },
];

export interface ResolvedRoute {
  route: Route;
  params: string[];
}

/** The route for a path (after the routing segment); params are URL-decoded. */
export function resolveRoute(path: string): ResolvedRoute | null | 'bad-encoding' {
  for (const route of ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    try {
      return { route, params: match.slice(1).map((s) => decodeURIComponent(s)) };
    } catch {
      return 'bad-encoding';
    }
  }
  return null;
}

/** Whether a routing value suits the endpoint; 'forbidden' for account-v1 on sea, as at Riot. */
export function routingFits(kind: RoutingKind, routing: string): boolean | 'forbidden' {
  switch (kind) {
    case 'platform':
      return isPlatform(routing);
    case 'regional':
      return isRegion(routing);
    case 'account':
      return routing === 'sea'
        ? 'forbidden'
        : (ACCOUNT_REGIONS as readonly string[]).includes(routing);
  }
}
