import {
  BLUE_TEAM_ID,
  type MatchParticipant,
  RED_TEAM_ID,
  type TeamId,
  type Timeline,
  type TimelineEvent,
  TimelineEventSchema,
  type TimelineFrame,
  type TimelineParticipant,
} from '@riftscope/contracts';
import type { TimelineDto } from '@riftscope/riot/schemas';
import type { GameDataMapper } from './game-data.mapper.ts';
import type { ParticipantRow } from './match-rows.ts';

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

export function toMatchParticipant(row: ParticipantRow, game: GameDataMapper): MatchParticipant {
  return {
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
    items: game.items(row.items),
    penta_kills: row.pentaKills,
  };
}

export function toTimelineParticipant(
  row: ParticipantRow,
  game: GameDataMapper,
): TimelineParticipant {
  return {
    puuid: row.puuid,
    participant_id: row.participantId,
    summoner_name: summonerNameOf(row),
    champion_name: row.championName,
    champion: game.champion(row.championId, row.championName),
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
