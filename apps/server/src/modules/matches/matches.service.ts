import type { MatchParticipant, TimelineResponse } from '@riftscope/contracts';
import { type CallOptions, isPlatform, type Platform, type RiotClient } from '@riftscope/riot';
import type { TimelineDto } from '@riftscope/riot/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../platform/errors.ts';
import { visitorRiotCall } from '../../platform/riot-calls.ts';
import { singleFlight } from '../../platform/single-flight.ts';
import type { GameDataMapper } from './game-data.mapper.ts';
import { type ParticipantRow, platformOfMatchId } from './match-rows.ts';
import {
  purchasedItemIds,
  toMatchParticipant,
  toTimeline,
  toTimelineParticipant,
} from './matches.mapper.ts';
import type { MatchesRepository } from './matches.repository.ts';

export const MATCH_NOT_FOUND = 'Match not found';
export const TIMELINE_NOT_FOUND = 'This match has no timeline';

/** A match's scoreboard and timeline: stored ones are served, others fetched once and stored. */
export function createMatchesService(deps: {
  riot: RiotClient;
  matches: MatchesRepository;
  game: GameDataMapper;
  log: FastifyBaseLogger;
}) {
  const { riot, matches, game, log } = deps;
  const call: CallOptions = { priority: 'high' };
  const fetchingMatches = singleFlight<ParticipantRow[]>();
  const fetchingTimelines = singleFlight<TimelineDto>();

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

  /** The stored timeline, or Riot's, stored on this first view. */
  async function timelineOf(matchId: string): Promise<TimelineDto> {
    // Written only from a response the client validated against Riot's wire schema.
    const stored = (await matches.timeline(matchId)) as TimelineDto | null;
    if (stored) return stored;
    const platform = platformOf(matchId);
    return fetchingTimelines(matchId, async () => {
      const timeline = await visitorRiotCall(log, () =>
        riot.match.timeline(platform, matchId, call),
      );
      if (!timeline) throw notFound(TIMELINE_NOT_FOUND);
      await matches.storeTimeline(matchId, timeline);
      return timeline;
    });
  }

  return {
    async participants(matchId: string): Promise<MatchParticipant[]> {
      const rows = await participantRows(matchId);
      return rows.map((row) => toMatchParticipant(row, game));
    },

    /** The viewed player's PUUID only picks the initial line on the web; any PUUID is answered. */
    async timeline(matchId: string): Promise<TimelineResponse> {
      // The match first: the timeline row references it, and the players come from its rows.
      const rows = await participantRows(matchId);
      const timeline = toTimeline(await timelineOf(matchId));
      return {
        timeline,
        participants: rows.map((row) => toTimelineParticipant(row, game)),
        items: game.items(purchasedItemIds(timeline)),
      };
    },
  };
}

export type MatchesService = ReturnType<typeof createMatchesService>;
