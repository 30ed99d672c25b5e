import {
  percentOf,
  type RiotLaning,
  round1,
  TEAM_MEASURES,
  type TeamAnalysisPlayer,
  type TeamMeasure,
} from '@riftscope/contracts';
import type { ParticipantDto } from '@riftscope/riot/schemas';
import type { ParticipantRow } from '../riot-data/match-rows.ts';
import { teamIdOf } from './matches.mapper.ts';

/** One player's figures of the team analysis, before their shares. */
type Figures = Record<TeamMeasure, number>;

const count = (n: number | null | undefined) => Math.max(0, Math.round(n ?? 0));

/** The team analysis's figures of a player, from the row and Riot's participant of the document. */
function figuresOf(row: ParticipantRow, participant: ParticipantDto | undefined): Figures {
  return {
    damage_dealt: row.totalDamage,
    damage_taken: count(participant?.totalDamageTaken),
    gold: row.goldEarned,
    cs: row.creepScore,
    wards_placed: count(participant?.wardsPlaced ?? row.wardsPlaced),
    wards_killed: count(participant?.wardsKilled ?? row.wardsKilled),
  };
}

/** Whose total a player's shares are of: the duo in Arena, else the team (as the stored shares). */
const groupOf = (row: ParticipantRow) => row.subteamId ?? teamIdOf(row);

/**
 * Each player's damage dealt to champions and taken, gold, CS and wards, each with its share of
 * the player's team (Arena: duo) in percent, one decimal. `participants` are the document's, in
 * the order of `rows` (match-rows.ts keeps it).
 */
export function teamAnalysis(
  rows: readonly ParticipantRow[],
  participants: readonly ParticipantDto[],
): TeamAnalysisPlayer[] {
  const players = rows.map((row, index) => ({
    row,
    group: groupOf(row),
    figures: figuresOf(row, participants[index]),
  }));
  const totals = new Map<number, Figures>();
  for (const { group, figures } of players) {
    const total = totals.get(group) ?? Object.fromEntries(TEAM_MEASURES.map((m) => [m, 0]));
    for (const measure of TEAM_MEASURES) total[measure] = (total[measure] ?? 0) + figures[measure];
    totals.set(group, total as Figures);
  }
  return players.map(({ row, group, figures }) => {
    const total = totals.get(group);
    const shared = (measure: TeamMeasure) => ({
      value: figures[measure],
      share: percentOf(figures[measure], total?.[measure] ?? 0),
    });
    return {
      puuid: row.puuid,
      group,
      damage_dealt: shared('damage_dealt'),
      damage_taken: shared('damage_taken'),
      gold: shared('gold'),
      cs: shared('cs'),
      wards_placed: shared('wards_placed'),
      wards_killed: shared('wards_killed'),
    };
  });
}

const flag = (value: unknown) => (typeof value === 'number' ? value > 0 : null);
const number = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * Riot's own laning figures of a player from the document's `challenges`, as Riot sends them;
 * null when it sends none of them (ARAM, Arena, older documents).
 */
export function riotLaning(participant: ParticipantDto | undefined): RiotLaning | null {
  const challenges: Record<string, unknown> = participant?.challenges ?? {};
  const maxCs = number(challenges.maxCsAdvantageOnLaneOpponent);
  const maxLevel = number(challenges.maxLevelLeadLaneOpponent);
  const laning: RiotLaning = {
    laning_phase_gold_exp_advantage: flag(challenges.laningPhaseGoldExpAdvantage),
    early_laning_phase_gold_exp_advantage: flag(challenges.earlyLaningPhaseGoldExpAdvantage),
    max_cs_advantage: maxCs === null ? null : round1(maxCs),
    max_level_lead: maxLevel === null ? null : Math.round(maxLevel),
  };
  return Object.values(laning).every((value) => value === null) ? null : laning;
}
