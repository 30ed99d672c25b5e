import type {
  Language,
  MatchBuildResponse,
  MatchParticipant,
  TimelineResponse,
} from '@riftscope/contracts';
import { type CallOptions, isPlatform, type Platform, type RiotClient } from '@riftscope/riot';
import type { MatchDto, PerksDto, TimelineDto } from '@riftscope/riot/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerCacheFactory } from '../../platform/answer-cache.ts';
import { clientAddressKey } from '../../platform/client-address.ts';
import { notFound, rateLimited } from '../../platform/errors.ts';
import { visitorRiotCall } from '../../platform/riot-calls.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import { createTtlCache, type TtlCache } from '../../platform/ttl-cache.ts';
import type { IngestionService } from '../ingestion/ingestion.service.ts';
import type { LookupQuota } from '../ingestion/lookup-quota.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import { buildItems, runePage, skillOrder } from '../riot-data/match-build.ts';
import { matchRows, type ParticipantRow, platformOfMatchId } from '../riot-data/match-rows.ts';
import type { MatchesRepository } from '../riot-data/matches.repository.ts';
import { type TeamOf, teamGoldDiff, timelineKills, timelineObjectives } from './match-timeline.ts';
import {
  purchasedItemIds,
  teamIdOf,
  toMatchParticipant,
  toTimeline,
  toTimelineParticipant,
} from './matches.mapper.ts';

export const MATCH_NOT_FOUND = 'Match not found';
export const TIMELINE_NOT_FOUND = 'This match has no timeline';
export const PLAYER_NOT_IN_MATCH = 'This player is not in the match';
export const TOO_MANY_NEW_MATCHES =
  'Too many matches new to the site were opened from this address; try again later';

/**
 * How long a match id Riot does not have, or a match's missing timeline, is answered 404 without
 * asking again (docs/adr/0007-riot-budget-fairness.md). Made-up match ids cost a regional call
 * each, like made-up Riot IDs, and are remembered as long.
 */
export const UNKNOWN_MATCH_CACHE_MS = 10 * 60_000;

/**
 * A stored match and its timeline never change, so their scoreboard, timeline and build
 * answers are kept for a while, frozen: a match viewed again (its other players, a reload) is
 * sent as the same prepared bytes (platform/prepared-answer.ts). A timeline answer is about
 * 150 KB, a scoreboard 16 KB, a build a few.
 */
export const MATCH_ANSWER_TTL_MS = 5 * 60_000;
const KEPT_TIMELINES = 50;
const KEPT_SCOREBOARDS = 500;
const KEPT_BUILDS = 1_000;
/**
 * Matches fetched for a visitor and not stored (none of their players is), kept in this process
 * only: each its ten participant rows and rune pages, about 10 KB.
 */
const KEPT_UNSTORED_MATCHES = 500;
/** Timelines of those matches, each Riot's whole document: up to about 1 MB. */
const KEPT_UNSTORED_TIMELINES = 10;

/** A cached "Riot has none": the key is the match id, so each expires on its own. */
const MISSING = 'missing';

/** A match as its answers read it: stored, or fetched and kept in memory (see `matchOf`). */
interface MatchView {
  matchId: string;
  /** Whether the match is stored; only then is its timeline stored too, since it references it. */
  isStored: boolean;
  /** Its participants, in participant id order. */
  rows: ParticipantRow[];
  mapId(): Promise<number>;
  /** One player's rune page; null when not in the match. */
  perks(puuid: string): Promise<PerksDto | null>;
}

/** A fetched match that is not stored, from its document: only what its answers read is kept. */
function unstoredView(document: MatchDto): MatchView {
  const { match, participants } = matchRows(document);
  const mapId = match.mapId ?? 0;
  const perks = new Map(document.info.participants.map((p) => [p.puuid, p.perks ?? null]));
  return {
    matchId: document.metadata.matchId,
    isStored: false,
    rows: participants.sort((a, b) => a.participantId - b.participantId),
    mapId: async () => mapId,
    perks: async (puuid) => perks.get(puuid) ?? null,
  };
}

/** The team of each participant id, from the match's rows. */
const teamsOf = (rows: readonly ParticipantRow[]): TeamOf => {
  const teams = new Map(rows.map((row) => [row.participantId, teamIdOf(row)]));
  return (participantId) => teams.get(participantId);
};

const call: CallOptions = { priority: 'high' };

/** Who asks about a match: the language of its names, and the address whose quota it counts in. */
export interface MatchViewer {
  lang: Language;
  client: string;
}

/** The kept answer under `key`, or `load`'s, frozen and kept; failures are not kept. */
async function kept<T extends object>(
  cache: TtlCache<T>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const answer = Object.freeze(await load());
  cache.set(key, answer);
  return answer;
}

/** The platform a match id names (`EUW1_…` → euw1); an id of no platform we serve is not found. */
function platformOf(matchId: string): Platform {
  const platform = platformOfMatchId(matchId);
  if (!isPlatform(platform)) throw notFound(MATCH_NOT_FOUND);
  return platform;
}

function storedView(
  matches: Pick<MatchesRepository, 'mapId' | 'perks'>,
  matchId: string,
  rows: ParticipantRow[],
): MatchView {
  return {
    matchId,
    isStored: true,
    rows,
    mapId: () => matches.mapId(matchId),
    // Written only from a document the client validated against Riot's wire schema.
    perks: (puuid) => matches.perks(matchId, puuid) as Promise<PerksDto | null>,
  };
}

/**
 * Counts a match not stored in the client's quota of new things before Riot is asked about it:
 * once a window however often it is asked for (its scoreboard, timeline and builds).
 */
async function countNew(quota: LookupQuota, matchId: string, client: string): Promise<void> {
  const wait = await quota.take(clientAddressKey(client), `match:${matchId}`);
  if (wait > 0) throw rateLimited(wait, TOO_MANY_NEW_MATCHES);
}

/** How long "Riot has none" is remembered. */
const remembered = (deps: { now?: () => number }) => ({
  ttlMs: UNKNOWN_MATCH_CACHE_MS,
  maxEntries: 10_000,
  now: deps.now,
});
/** How long an answer or a fetched document is kept. */
const keptFor = (deps: { now?: () => number }) => ({ ttlMs: MATCH_ANSWER_TTL_MS, now: deps.now });

/** What reading a match or its timeline needs: the stored ones, Riot, and the visitors' quota. */
interface MatchSourceDeps {
  riot: RiotClient;
  matches: MatchesRepository;
  ingestion: Pick<IngestionService, 'visitedMatch'>;
  log: FastifyBaseLogger;
  cache: AnswerCacheFactory;
  quota: LookupQuota;
  now?: () => number;
}

/**
 * The match: stored, kept from an earlier fetch, or fetched from Riot for `client` (see
 * createMatchesService), in that order.
 */
function matchLoader(deps: MatchSourceDeps) {
  const { matches, ingestion, quota } = deps;
  const fetchingMatches = singleFlight<MatchView>();
  const unknownMatches = deps.cache<true>({ name: 'unknown-match', ...remembered(deps) });
  const unstored = createTtlCache<MatchView>({
    ...keptFor(deps),
    maxEntries: KEPT_UNSTORED_MATCHES,
  });
  return async function matchOf(matchId: string, client: string): Promise<MatchView> {
    const stored = await matches.participants(matchId);
    if (stored.length > 0) return storedView(matches, matchId, stored);
    const kept = unstored.get(matchId);
    if (kept) return kept;
    const platform = platformOf(matchId);
    if (await unknownMatches.get(matchId, MISSING)) throw notFound(MATCH_NOT_FOUND);
    await countNew(quota, matchId, client);
    return fetchingMatches(matchId, async () => {
      const visited = await ingestion.visitedMatch(platform, matchId);
      if (!visited) {
        await unknownMatches.set(matchId, MISSING, true);
        throw notFound(MATCH_NOT_FOUND);
      }
      if (visited.isStored) {
        return storedView(matches, matchId, await matches.participants(matchId));
      }
      const view = unstoredView(visited.document);
      unstored.set(matchId, view);
      return view;
    });
  };
}

/**
 * The match's timeline: stored, or kept for a match not stored, or else Riot's, stored with a
 * stored match and kept for another (counted as the match is); null when Riot has none.
 */
function timelineLoader(deps: MatchSourceDeps) {
  const { riot, matches, log, quota } = deps;
  const fetchingTimelines = singleFlight<TimelineDto | null>();
  const missingTimelines = deps.cache<true>({ name: 'no-timeline', ...remembered(deps) });
  const unstoredTimelines = createTtlCache<TimelineDto>({
    ...keptFor(deps),
    maxEntries: KEPT_UNSTORED_TIMELINES,
  });
  return async function timelineOf(match: MatchView, client: string): Promise<TimelineDto | null> {
    const { matchId, isStored } = match;
    // Written only from a response the client validated against Riot's wire schema.
    const kept = isStored
      ? ((await matches.timeline(matchId)) as TimelineDto | null)
      : (unstoredTimelines.get(matchId) ?? null);
    if (kept) return kept;
    if (await missingTimelines.get(matchId, MISSING)) return null;
    const platform = platformOf(matchId);
    if (!isStored) await countNew(quota, matchId, client);
    return fetchingTimelines(matchId, async () => {
      const timeline = await visitorRiotCall(log, () =>
        riot.match.timeline(platform, matchId, call),
      );
      if (!timeline) await missingTimelines.set(matchId, MISSING, true);
      else if (isStored) await matches.storeTimeline(matchId, timeline);
      else unstoredTimelines.set(matchId, timeline);
      return timeline;
    });
  };
}

/** Where the answers read a match and its timeline from, and the game's names. */
interface AnswerSources {
  matchOf: ReturnType<typeof matchLoader>;
  timelineOf: ReturnType<typeof timelineLoader>;
  games: GameDataCatalog;
}

async function timelineAnswer(
  { matchOf, timelineOf, games }: AnswerSources,
  matchId: string,
  { lang, client }: MatchViewer,
): Promise<TimelineResponse> {
  // The match first: a stored timeline references it, and the players come from its rows.
  const match = await matchOf(matchId, client);
  const { rows } = match;
  const [dto, mapId] = await Promise.all([timelineOf(match, client), match.mapId()]);
  if (!dto) throw notFound(TIMELINE_NOT_FOUND);
  const timeline = toTimeline(dto);
  const teamOf = teamsOf(rows);
  const game = games.in(lang);
  return {
    timeline,
    participants: rows.map((row) => toTimelineParticipant(row, game)),
    items: game.items(purchasedItemIds(timeline)),
    map_id: mapId,
    team_gold_diff: teamGoldDiff(dto, teamOf),
    objectives: timelineObjectives(dto, teamOf),
    kills: timelineKills(dto, teamOf),
  };
}

async function buildAnswer(
  { matchOf, timelineOf, games }: AnswerSources,
  { matchId, puuid }: { matchId: string; puuid: string },
  { lang, client }: MatchViewer,
): Promise<MatchBuildResponse> {
  const match = await matchOf(matchId, client);
  const player = match.rows.find((row) => row.puuid === puuid);
  if (!player) throw notFound(PLAYER_NOT_IN_MATCH);
  const [dto, perks] = await Promise.all([timelineOf(match, client), match.perks(puuid)]);
  // The timeline numbers its participants itself; the match's ids are the fallback.
  const participantId =
    dto?.info.participants.find((p) => p.puuid === puuid)?.participantId ?? player.participantId;
  const game = games.in(lang);
  return {
    timeline_available: dto !== null,
    items: dto ? buildItems(dto, participantId, game) : [],
    skills: dto ? skillOrder(dto, participantId) : [],
    runes: runePage(perks, game),
  };
}

/**
 * A match's scoreboard, timeline and builds. Stored matches are served; a match not stored is
 * asked of Riot once it has passed the guard of what visitors may spend: a match id Riot does not
 * have is remembered for a while, and every other match not stored counts in the asking
 * address's quota of new things, shared with player lookups (summoners/lookup-guard.ts).
 * Ingestion stores a fetched match when one of its players is stored; any other is answered
 * from its document, kept only in memory.
 */
export function createMatchesService(deps: MatchSourceDeps & { games: GameDataCatalog }) {
  const { games } = deps;
  const sources: AnswerSources = {
    matchOf: matchLoader(deps),
    timelineOf: timelineLoader(deps),
    games,
  };
  const timelines = createTtlCache<TimelineResponse>({
    ...keptFor(deps),
    maxEntries: KEPT_TIMELINES,
  });
  const builds = createTtlCache<MatchBuildResponse>({ ...keptFor(deps), maxEntries: KEPT_BUILDS });
  const scoreboards = createTtlCache<MatchParticipant[]>({
    ...keptFor(deps),
    maxEntries: KEPT_SCOREBOARDS,
  });

  // `viewer.client` is the asking client's address, whose quota a match not stored counts in.
  return {
    participants(matchId: string, { lang, client }: MatchViewer): Promise<MatchParticipant[]> {
      return kept(scoreboards, `${lang}:${matchId}`, async () => {
        const { rows } = await sources.matchOf(matchId, client);
        const game = games.in(lang);
        return rows.map((row) => toMatchParticipant(row, game));
      });
    },

    /** The viewed player's PUUID only picks the initial line on the web; any PUUID is answered. */
    timeline(matchId: string, viewer: MatchViewer): Promise<TimelineResponse> {
      return kept(timelines, `${viewer.lang}:${matchId}`, () =>
        timelineAnswer(sources, matchId, viewer),
      );
    },

    /**
     * One player's item path and skill order (from the timeline) and rune page (from the match).
     * A match whose timeline Riot no longer has still answers, with the rune page only.
     */
    build(matchId: string, puuid: string, viewer: MatchViewer): Promise<MatchBuildResponse> {
      return kept(builds, `${viewer.lang}:${matchId}:${puuid}`, () =>
        buildAnswer(sources, { matchId, puuid }, viewer),
      );
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
