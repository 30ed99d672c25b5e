import type { Region, SummonerSearchResult } from '@riftscope/contracts';
import { toSoloRank } from '../summoners/summoners.mapper.ts';
import type { SearchCandidate } from './search.repository.ts';

/**
 * A suggestion as the API answers it. A player seen only in other players' matches has no
 * level or rank we know: they are null, never 0 or unranked.
 */
export function toSearchResult(
  candidate: SearchCandidate,
  lastSeenAt: number | null,
): SummonerSearchResult {
  return {
    id: candidate.id,
    game_name: candidate.gameName,
    tag_line: candidate.tagLine,
    // The repository returns only rows of the product's regions.
    region: candidate.region as Region,
    profile_icon_id: candidate.profileIconId,
    summoner_level: candidate.isFetched ? candidate.summonerLevel : null,
    solo_rank: candidate.isFetched ? toSoloRank(candidate) : null,
    last_seen_at: lastSeenAt,
  };
}
