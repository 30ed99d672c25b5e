import {
  BLUE_TEAM_ID,
  type MatchParticipant,
  type MatchPreviewPlayer,
  type PerformanceBadge,
  type PlayerMatchStats,
  RED_TEAM_ID,
  type Region,
  round1,
  type TeamId,
  TIER_ROLES,
  type TierRole,
  type Timeline,
  type TimelineEvent,
  TimelineEventSchema,
  type TimelineFrame,
  type TimelineParticipant,
} from '@riftscope/contracts';
import type { TimelineDto } from '@riftscope/riot/schemas';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import { type ParticipantRow, platformOfMatchId } from '../riot-data/match-rows.ts';

/**
 * 100 or 200. Arena documents put some players on team 0; there the winners count as blue and
 * the others as red, so every player lands on one of the two sides the site shows.
 */
export function teamIdOf(row: Pick<ParticipantRow, 'teamId' | 'win'>): TeamId {
  if (row.teamId === BLUE_TEAM_ID || row.teamId === RED_TEAM_ID) return row.teamId;
  return row.win ? BLUE_TEAM_ID : RED_TEAM_ID;
}

/** `Name#tag`; just the name for old documents without a tag line. */
export const summonerNameOf = (row: Pick<ParticipantRow, 'riotIdGameName' | 'riotIdTagline'>) =>
  row.riotIdTagline ? `${row.riotIdGameName}#${row.riotIdTagline}` : row.riotIdGameName;

const isTierRole = (role: string | null): role is TierRole => TIER_ROLES.includes(role as TierRole);
const isBadge = (badge: string | null): badge is NonNullable<PerformanceBadge> =>
  badge === 'MVP' || badge === 'ACE';

/**
 * The derived numbers of a stored participant, rates and shares to one decimal. A match stored
 * before they existed shows zeros and no score until they are derived (match-stats-rebuild.ts).
 */
export function toPlayerMatchStats(row: ParticipantRow): PlayerMatchStats {
  return {
    role: isTierRole(row.role) ? row.role : null,
    cs: row.creepScore,
    cs_per_min: round1(row.csPerMin ?? 0),
    kill_participation: round1(row.killParticipation ?? 0),
    damage_share: round1(row.damageShare ?? 0),
    gold_share: round1(row.goldShare ?? 0),
    vision_score_per_min: round1(row.visionScorePerMin ?? 0),
    wards_placed: row.wardsPlaced ?? 0,
    wards_killed: row.wardsKilled ?? 0,
    control_wards: row.controlWards ?? 0,
    largest_multikill: row.largestMultikill ?? 0,
    multikills: {
      double: row.doubleKills ?? 0,
      triple: row.tripleKills ?? 0,
      quadra: row.quadraKills ?? 0,
      penta: row.pentaKills,
    },
    first_blood: row.firstBlood ?? false,
    objective_damage: row.objectiveDamage ?? 0,
    score: row.score,
    badge: isBadge(row.badge) ? row.badge : null,
    placement: row.placement,
    subteam_id: row.subteamId,
  };
}

/** The region of a stored match: the platform its id names. */
export const regionOfMatch = (matchId: string) => platformOfMatchId(matchId) as Region;

/** What a match card shows of every player of the match. */
export type PreviewRow = Pick<
  ParticipantRow,
  | 'matchId'
  | 'participantId'
  | 'puuid'
  | 'teamId'
  | 'win'
  | 'subteamId'
  | 'riotIdGameName'
  | 'riotIdTagline'
  | 'championId'
  | 'championName'
>;

export function toMatchPreviewPlayer(row: PreviewRow, game: GameDataMapper): MatchPreviewPlayer {
  return {
    puuid: row.puuid,
    team_id: teamIdOf(row),
    subteam_id: row.subteamId,
    riot_id: row.riotIdGameName ? summonerNameOf(row) : '',
    champion: game.champion(row.championId, row.championName),
    region: regionOfMatch(row.matchId),
  };
}

export function toMatchParticipant(row: ParticipantRow, game: GameDataMapper): MatchParticipant {
  return {
    ...toPlayerMatchStats(row),
    puuid: row.puuid,
    team_id: teamIdOf(row),
    win: row.win,
    summoner_name: summonerNameOf(row),
    champion: game.champion(row.championId, row.championName),
    champ_level: row.champLevel,
    kills: row.kills,
    deaths: row.deaths,
    assists: row.assists,
    total_minions_killed: row.creepScore,
    gold_earned: row.goldEarned,
    total_damage: row.totalDamage,
    vision_score: row.visionScore,
    main_rune: game.rune(row.keystoneId),
    sub_rune: game.rune(row.subStyleId),
    spell1: game.spell(row.summoner1Id),
    spell2: game.spell(row.summoner2Id),
    items: game.inventory(row.items),
    penta_kills: row.pentaKills,
    region: regionOfMatch(row.matchId),
  };
}

export function toTimelineParticipant(
  row: ParticipantRow,
  game: GameDataMapper,
): TimelineParticipant {
  const champion = game.champion(row.championId, row.championName);
  return {
    puuid: row.puuid,
    participant_id: row.participantId,
    summoner_name: summonerNameOf(row),
    champion_name: champion.name,
    champion,
    team_id: teamIdOf(row),
  };
}

/**
 * A match-v5 timeline in the contract's shape: per-minute participant snapshots with the
 * fields the chart reads, and Riot's events as they are. An event the contract cannot carry
 * (a Riot quirk, such as a fractional id) is left out rather than failing the whole answer.
 */
export function toTimeline(dto: TimelineDto): Timeline {
  const frames: TimelineFrame[] = dto.info.frames.map((frame) => ({
    timestamp: frame.timestamp,
    participantFrames: Object.fromEntries(
      Object.entries(frame.participantFrames)
        .filter(([key]) => /^\d+$/.test(key))
        .map(([key, f]) => [
          key,
          {
            participantId: f.participantId,
            totalGold: f.totalGold,
            xp: f.xp,
            minionsKilled: f.minionsKilled,
            jungleMinionsKilled: f.jungleMinionsKilled,
            level: f.level,
          },
        ]),
    ),
    events: frame.events.flatMap((event): TimelineEvent[] => {
      const parsed = TimelineEventSchema.safeParse(event);
      return parsed.success ? [parsed.data] : [];
    }),
  }));
  return {
    participants: dto.info.participants
      .filter((p) => p.puuid)
      .map((p) => ({ puuid: p.puuid, participantId: p.participantId })),
    frames,
  };
}

/** The ids of the items bought in a timeline, each once, in the order first bought. */
export function purchasedItemIds(timeline: Timeline): number[] {
  const ids = new Set<number>();
  for (const frame of timeline.frames) {
    for (const event of frame.events) {
      if (event.type === 'ITEM_PURCHASED' && typeof event.itemId === 'number')
        ids.add(event.itemId);
    }
  }
  return [...ids];
}
