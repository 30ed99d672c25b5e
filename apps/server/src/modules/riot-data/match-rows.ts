import { matchDurationSeconds } from '@riftscope/contracts';
import type { MatchDto, ParticipantDto } from '@riftscope/riot/schemas';
import type { matches, matchParticipants } from '../../db/schema.ts';
import type { LaneDiffKey } from './lane-figures.ts';
import { matchStats, type ParticipantStats } from './match-stats.ts';

export type MatchRow = typeof matches.$inferInsert;
/** A player's row as a stored match writes it: the lane differences come with its timeline. */
export type ParticipantRow = Omit<typeof matchParticipants.$inferSelect, LaneDiffKey>;

/** The platform of a match id (`EUW1_7000000000` → `euw1`). */
export function platformOfMatchId(matchId: string): string {
  return (matchId.split('_')[0] ?? '').toLowerCase();
}

/** Seconds; contracts' matchDurationSeconds, the rule the performance score reads too. */
export function gameDurationSeconds(info: MatchDto['info']): number {
  return matchDurationSeconds(info);
}

const clip = (text: string, max: number) => [...text].slice(0, max).join('');
const count = (n: number | undefined) => Math.max(0, Math.round(n ?? 0));

function participantRow(
  match: MatchDto,
  p: ParticipantDto,
  stats: ParticipantStats,
): ParticipantRow {
  const [primary, secondary] = p.perks?.styles ?? [];
  return {
    matchId: match.metadata.matchId,
    participantId: p.participantId,
    puuid: p.puuid,
    gameCreation: match.info.gameCreation,
    queueId: match.info.queueId,
    riotIdGameName: clip(p.riotIdGameName || p.summonerName || '', 32),
    riotIdTagline: clip(p.riotIdTagline ?? '', 8),
    profileIconId: count(p.profileIcon),
    teamId: p.teamId,
    teamPosition: clip(p.teamPosition ?? '', 16),
    win: p.win,
    championId: p.championId,
    championName: clip(p.championName, 32),
    champLevel: count(p.champLevel),
    kills: count(p.kills),
    deaths: count(p.deaths),
    assists: count(p.assists),
    creepScore: count(p.totalMinionsKilled) + count(p.neutralMinionsKilled),
    goldEarned: count(p.goldEarned),
    totalDamage: count(p.totalDamageDealtToChampions),
    visionScore: count(p.visionScore),
    items: [p.item0, p.item1, p.item2, p.item3, p.item4, p.item5, p.item6].map(count),
    summoner1Id: count(p.summoner1Id),
    summoner2Id: count(p.summoner2Id),
    keystoneId: primary?.selections[0]?.perk ?? 0,
    primaryStyleId: primary?.style ?? 0,
    subStyleId: secondary?.style ?? 0,
    pentaKills: count(p.pentaKills),
    ...stats,
  };
}

/** The rows a match-v5 document is stored as. */
export function matchRows(match: MatchDto): { match: MatchRow; participants: ParticipantRow[] } {
  const { info } = match;
  const gameDuration = gameDurationSeconds(info);
  const stats = matchStats(info, gameDuration);
  return {
    match: {
      matchId: match.metadata.matchId,
      platform: (info.platformId || platformOfMatchId(match.metadata.matchId)).toLowerCase(),
      queueId: info.queueId,
      gameMode: clip(info.gameMode, 32),
      gameVersion: clip(info.gameVersion, 32),
      gameCreation: info.gameCreation,
      gameDuration,
      raw: match,
      isRemake: stats[0]?.isRemake ?? false,
      mapId: count(info.mapId),
    },
    participants: info.participants.map((p, i) => {
      const derived = stats[i];
      if (!derived) throw new Error('matchStats returned fewer rows than participants');
      return participantRow(match, p, derived);
    }),
  };
}
