import type { LanePlayer, MatchAnalysisResponse } from '@riftscope/contracts';
import type { MatchDto, TimelineDto } from '@riftscope/riot/schemas';
import { notFound } from '../../platform/errors.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';
import { hasLanes, laneFigures } from '../riot-data/lane-figures.ts';
import type { MatchAnalysisRepository } from '../riot-data/match-analysis.repository.ts';
import { matchRows } from '../riot-data/match-rows.ts';
import { MATCH_ANSWER_TTL_MS, MATCH_NOT_FOUND } from './matches.service.ts';
import { riotLaning, teamAnalysis } from './team-analysis.ts';

/** Answers kept: each a few KB, from a match document and maybe a timeline of about a megabyte. */
const KEPT_ANALYSES = 500;

/** The answer of a stored match from its document and its stored timeline (or none). */
export function matchAnalysis(
  document: MatchDto,
  stored: { timeline: TimelineDto | null; storedAt: Date | null },
): MatchAnalysisResponse {
  const { match, participants: rows } = matchRows(document);
  const documentPlayers = document.info.participants;
  const isRemake = match.isRemake ?? false;
  const lanesOfGame = hasLanes({ queueId: match.queueId, mapId: match.mapId ?? 0 });
  const figures = laneFigures(rows, {
    hasLanes: lanesOfGame,
    isRemake,
    timeline: stored.timeline,
  });
  const lanes = rows.map((row, index): LanePlayer => {
    const lane = figures.get(row.puuid);
    return {
      puuid: row.puuid,
      position: lane?.position ?? null,
      opponent_puuid: lane?.opponentPuuid ?? null,
      at_10: lane?.at10 ?? null,
      at_15: lane?.at15 ?? null,
      riot: lanesOfGame && !isRemake ? riotLaning(documentPlayers[index]) : null,
    };
  });
  return {
    match_id: match.matchId,
    game_creation: match.gameCreation,
    game_duration: match.gameDuration,
    is_remake: isRemake,
    has_lanes: lanesOfGame,
    timeline:
      stored.timeline && stored.storedAt
        ? { stored_at: stored.storedAt.toISOString(), frames: stored.timeline.info.frames.length }
        : null,
    lanes,
    team: teamAnalysis(rows, documentPlayers),
  };
}

/**
 * A stored match's lanes and team analysis (docs/player-page.md, The lane). It asks Riot for
 * nothing: the lane figures come from a timeline someone's opening of the timeline or build
 * stored, or the crawler did, and otherwise the answer has Riot's laning figures alone. An answer
 * is kept under the match and when its timeline was stored, so a timeline stored later is
 * answered at once; the check is one primary-key lookup, the documents are read on a miss only.
 */
export function createMatchAnalysisService(deps: {
  analyses: MatchAnalysisRepository;
  now?: () => number;
}) {
  const { analyses } = deps;
  const kept = createTtlCache<MatchAnalysisResponse>({
    ttlMs: MATCH_ANSWER_TTL_MS,
    maxEntries: KEPT_ANALYSES,
    now: deps.now,
  });
  return {
    async analysis(matchId: string): Promise<MatchAnalysisResponse> {
      const state = await analyses.state(matchId);
      if (!state) throw notFound(MATCH_NOT_FOUND);
      const storedAt = state.timelineStoredAt;
      const key = `${matchId}:${storedAt?.getTime() ?? 'none'}`;
      const hit = kept.get(key);
      if (hit) return hit;
      const [document, timeline] = await Promise.all([
        analyses.document(matchId),
        storedAt ? analyses.timeline(matchId) : null,
      ]);
      if (!document) throw notFound(MATCH_NOT_FOUND);
      const answer = Object.freeze(matchAnalysis(document, { timeline, storedAt }));
      kept.set(key, answer);
      return answer;
    },
  };
}

export type MatchAnalysisService = ReturnType<typeof createMatchAnalysisService>;
