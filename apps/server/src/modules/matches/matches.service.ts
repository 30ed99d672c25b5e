import type {
  Language,
  MatchBuildResponse,
  MatchParticipant,
  TimelineResponse,
} from '@riftscope/contracts';
import { type CallOptions, isPlatform, type Platform, type RiotClient } from '@riftscope/riot';
import type { PerksDto, TimelineDto } from '@riftscope/riot/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { visitorRiotCall } from '../../platform/riot-calls.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import { createTtlCache, type TtlCache } from '../../platform/ttl-cache.ts';
import type { GameDataCatalog } from './game-data.mapper.ts';
import { buildItems, runePage, skillOrder } from './match-build.ts';
import { type ParticipantRow, platformOfMatchId } from './match-rows.ts';
import { type TeamOf, teamGoldDiff, timelineKills, timelineObjectives } from './match-timeline.ts';
import {
  purchasedItemIds,
  teamIdOf,
  toMatchParticipant,
  toTimeline,
  toTimelineParticipant,
} from './matches.mapper.ts';
import type { MatchesRepository } from './matches.repository.ts';

export const MATCH_NOT_FOUND = 'Match not found';
export const TIMELINE_NOT_FOUND = 'This match has no timeline';
export const PLAYER_NOT_IN_MATCH = 'This player is not in the match';

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

/** The team of each participant id, from the match's rows. */
const teamsOf = (rows: readonly ParticipantRow[]): TeamOf => {
  const teams = new Map(rows.map((row) => [row.participantId, teamIdOf(row)]));
  return (participantId) => teams.get(participantId);
};

/** A match's scoreboard and timeline: stored ones are served, others fetched once and stored. */
export function createMatchesService(deps: {
  riot: RiotClient;
  matches: MatchesRepository;
  games: GameDataCatalog;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const { riot, matches, games, log } = deps;
  const call: CallOptions = { priority: 'high' };
  const fetchingMatches = singleFlight<ParticipantRow[]>();
  const fetchingTimelines = singleFlight<TimelineDto | null>();
  const keptFor = { ttlMs: MATCH_ANSWER_TTL_MS, now: deps.now };
  const timelines = createTtlCache<TimelineResponse>({ ...keptFor, maxEntries: KEPT_TIMELINES });
  const builds = createTtlCache<MatchBuildResponse>({ ...keptFor, maxEntries: KEPT_BUILDS });
  const scoreboards = createTtlCache<MatchParticipant[]>({
    ...keptFor,
    maxEntries: KEPT_SCOREBOARDS,
  });

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

  /** The match's participant rows, fetching and storing the match first when it is not stored. */
  async function participantRows(matchId: string): Promise<ParticipantRow[]> {
    const stored = await matches.participants(matchId);
    if (stored.length > 0) return stored;
    const platform = platformOf(matchId);
    return fetchingMatches(matchId, async () => {
      const document = await visitorRiotCall(log, () => riot.match.byId(platform, matchId, call));
      if (!document) throw notFound(MATCH_NOT_FOUND);
      await matches.store(document);
      return matches.participants(document.metadata.matchId);
    });
  }

  /** The stored timeline, or Riot's, stored on this first view; null when Riot has none. */
  async function timelineOf(matchId: string): Promise<TimelineDto | null> {
    // Written only from a response the client validated against Riot's wire schema.
    const stored = (await matches.timeline(matchId)) as TimelineDto | null;
    if (stored) return stored;
    const platform = platformOf(matchId);
    return fetchingTimelines(matchId, async () => {
      const timeline = await visitorRiotCall(log, () =>
        riot.match.timeline(platform, matchId, call),
      );
      if (timeline) await matches.storeTimeline(matchId, timeline);
      return timeline;
    });
  }

  async function timelineAnswer(matchId: string, lang: Language): Promise<TimelineResponse> {
    // The match first: the timeline row references it, and the players come from its rows.
    const rows = await participantRows(matchId);
    const [dto, mapId] = await Promise.all([timelineOf(matchId), matches.mapId(matchId)]);
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
    matchId: string,
    puuid: string,
    lang: Language,
  ): Promise<MatchBuildResponse> {
    const rows = await participantRows(matchId);
    const player = rows.find((row) => row.puuid === puuid);
    if (!player) throw notFound(PLAYER_NOT_IN_MATCH);
    const [dto, perks] = await Promise.all([
      timelineOf(matchId),
      // Written only from a document the client validated against Riot's wire schema.
      matches.perks(matchId, puuid) as Promise<PerksDto | null>,
    ]);
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

  return {
    participants(matchId: string, lang: Language): Promise<MatchParticipant[]> {
      return kept(scoreboards, `${lang}:${matchId}`, async () => {
        const rows = await participantRows(matchId);
        const game = games.in(lang);
        return rows.map((row) => toMatchParticipant(row, game));
      });
    },

    /** The viewed player's PUUID only picks the initial line on the web; any PUUID is answered. */
    timeline(matchId: string, lang: Language): Promise<TimelineResponse> {
      return kept(timelines, `${lang}:${matchId}`, () => timelineAnswer(matchId, lang));
    },

    /**
     * One player's item path and skill order (from the timeline) and rune page (from the match).
     * A match whose timeline Riot no longer has still answers, with the rune page only.
     */
    build(matchId: string, puuid: string, lang: Language): Promise<MatchBuildResponse> {
      return kept(builds, `${lang}:${matchId}:${puuid}`, () => buildAnswer(matchId, puuid, lang));
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
