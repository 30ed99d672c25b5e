import type { Region, SummonerSearchResult } from '@riftscope/contracts';
import { toSoloRank } from '../summoners/summoners.mapper.ts';
import type { SearchCandidate } from './search.repository.ts';

export function toSearchResult(candidate: SearchCandidate): SummonerSearchResult {
  return {
    id: candidate.id,
    game_name: candidate.gameName,
    tag_line: candidate.tagLine,
    // The repository returns only rows of the product's regions.
    region: candidate.region as Region,
    profile_icon_id: candidate.profileIconId,
    summoner_level: candidate.summonerLevel,
    solo_rank: toSoloRank(candidate),
  };
}
