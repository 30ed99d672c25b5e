import type { LanePlayer, MatchAnalysisResponse, TeamAnalysisPlayer } from '@riftscope/contracts';
import { PUUID } from './summoner-fixtures.ts';

const POSITIONS = ['TOP', 'JUNGLE', 'MIDDLE', 'BOTTOM', 'UTILITY'] as const;

const puuidOf = (index: number) => (index === 0 ? PUUID : `puuid-${index}`);

/** Player `index` of the summoner fixtures' ten: opposite of index ± 5, 377 gold up at 10 for the viewed one. */
export function lanePlayer(index: number, overrides: Partial<LanePlayer> = {}): LanePlayer {
  const sign = index < 5 ? 1 : -1;
  return {
    puuid: puuidOf(index),
    position: POSITIONS[index % 5] ?? 'TOP',
    opponent_puuid: puuidOf(index < 5 ? index + 5 : index - 5),
    at_10: { gold: sign * 377, cs: sign * 16, xp: sign * 267 },
    at_15: { gold: sign * -256, cs: 0, xp: sign * 202 },
    riot: {
      laning_phase_gold_exp_advantage: true,
      early_laning_phase_gold_exp_advantage: false,
      max_cs_advantage: 25.5,
      max_level_lead: 2,
    },
    ...overrides,
  };
}

/** Player `index`'s line of the team analysis: damage dealt 10,000 + 2,000 × index. */
export function teamPlayer(index: number): TeamAnalysisPlayer {
  const shared = (value: number, share: number) => ({ value, share });
  return {
    puuid: puuidOf(index),
    group: index < 5 ? 100 : 200,
    damage_dealt: shared(10_000 + index * 2_000, 12.5 + index),
    damage_taken: shared(20_000 - index * 1_000, 33.4),
    gold: shared(11_000 + index * 100, 20),
    cs: shared(150 + index, 20),
    wards_placed: shared(10 + index, 19.2),
    wards_killed: shared(index, 5),
  };
}

/** The analysis of a 31-minute ranked game whose timeline is stored. */
export function matchAnalysis(
  overrides: Partial<MatchAnalysisResponse> = {},
): MatchAnalysisResponse {
  return {
    match_id: 'EUW1_1',
    game_creation: 1_746_878_400_000,
    game_duration: 1_860,
    is_remake: false,
    has_lanes: true,
    timeline: { stored_at: '2025-05-10T12:00:00.000Z', frames: 32 },
    lanes: Array.from({ length: 10 }, (_, index) => lanePlayer(index)),
    team: Array.from({ length: 10 }, (_, index) => teamPlayer(index)),
    ...overrides,
  };
}
