import {
  BLUE_TEAM_ID,
  MS_PER_MINUTE,
  type ObjectiveType,
  RED_TEAM_ID,
  type TeamId,
  type TimelineKill,
  type TimelineObjective,
} from '@riftscope/contracts';
import type { EventDto, TimelineDto } from '@riftscope/riot/schemas';

/** The team of a participant id of the match; undefined for an id the match does not have. */
export type TeamOf = (participantId: number) => TeamId | undefined;

const isTeamId = (id: number | undefined): id is TeamId =>
  id === BLUE_TEAM_ID || id === RED_TEAM_ID;
const opponentOf = (team: TeamId): TeamId => (team === BLUE_TEAM_ID ? RED_TEAM_ID : BLUE_TEAM_ID);
const minuteOf = (timestamp: number) => Math.floor(timestamp / MS_PER_MINUTE);
const events = (dto: TimelineDto): EventDto[] => dto.info.frames.flatMap((frame) => frame.events);

/**
 * Blue's total gold minus red's, one point a frame, at the minutes the per-player chart uses
 * (contracts' metricSeries): floor(timestamp / 60000), and the next minute for Riot's final
 * game-end frame when it falls in the same minute as the one before.
 */
export function teamGoldDiff(
  dto: TimelineDto,
  teamOf: TeamOf,
): { minute: number; value: number }[] {
  const points: { minute: number; value: number }[] = [];
  for (const frame of dto.info.frames) {
    let value = 0;
    for (const snapshot of Object.values(frame.participantFrames)) {
      const team = teamOf(snapshot.participantId);
      if (team === BLUE_TEAM_ID) value += snapshot.totalGold;
      else if (team === RED_TEAM_ID) value -= snapshot.totalGold;
    }
    const floored = minuteOf(frame.timestamp);
    const previous = points.at(-1);
    const minute = previous && floored <= previous.minute ? previous.minute + 1 : floored;
    points.push({ minute, value: Math.round(value) });
  }
  return points;
}

const MONSTERS: Readonly<Record<string, ObjectiveType>> = {
  DRAGON: 'DRAGON',
  RIFTHERALD: 'RIFTHERALD',
  HORDE: 'HORDE',
  BARON_NASHOR: 'BARON_NASHOR',
  ATAKHAN: 'ATAKHAN',
};

const BUILDINGS: Readonly<Record<string, ObjectiveType>> = {
  TOWER_BUILDING: 'TOWER',
  INHIBITOR_BUILDING: 'INHIBITOR',
};

/** The objective an event records, or null for any other event. */
function objectiveOf(event: EventDto, teamOf: TeamOf): TimelineObjective | null {
  const at = { minute: minuteOf(event.timestamp), timestamp: Math.round(event.timestamp) };
  if (event.type === 'ELITE_MONSTER_KILL') {
    const monster = Object.hasOwn(MONSTERS, event.monsterType ?? '')
      ? MONSTERS[event.monsterType ?? '']
      : undefined;
    // killerTeamId is 300 (neutral) when a monster such as a void grub dies to no team.
    const team = isTeamId(event.killerTeamId) ? event.killerTeamId : teamOf(event.killerId ?? 0);
    if (!monster || !team) return null;
    const isElder = monster === 'DRAGON' && event.monsterSubType === 'ELDER_DRAGON';
    return {
      ...at,
      team_id: team,
      type: isElder ? 'ELDER_DRAGON' : monster,
      subtype: event.monsterSubType ?? null,
    };
  }
  if (event.type === 'BUILDING_KILL') {
    const building = Object.hasOwn(BUILDINGS, event.buildingType ?? '')
      ? BUILDINGS[event.buildingType ?? '']
      : undefined;
    // teamId is the building's own team; the other team destroyed it.
    if (!building || !isTeamId(event.teamId)) return null;
    return {
      ...at,
      team_id: opponentOf(event.teamId),
      type: building,
      subtype: event.laneType ?? null,
    };
  }
  return null;
}

/** Dragons, heralds, grubs, barons, Atakhan, towers and inhibitors, in the order they fell. */
export function timelineObjectives(dto: TimelineDto, teamOf: TeamOf): TimelineObjective[] {
  return events(dto).flatMap((event) => objectiveOf(event, teamOf) ?? []);
}

/**
 * Every champion kill with its place on the map, credited to the victim's opponents (also when
 * a tower or minion got it: killerId 0). A kill without a position cannot be drawn and is left out.
 */
export function timelineKills(dto: TimelineDto, teamOf: TeamOf): TimelineKill[] {
  return events(dto).flatMap((event): TimelineKill[] => {
    if (event.type !== 'CHAMPION_KILL' || !event.position) return [];
    const victim = event.victimId ?? 0;
    const victimTeam = teamOf(victim);
    const team = victimTeam
      ? opponentOf(victimTeam)
      : isTeamId(event.killerTeamId)
        ? event.killerTeamId
        : undefined;
    if (!team) return [];
    return [
      {
        timestamp: Math.round(event.timestamp),
        x: Math.round(event.position.x),
        y: Math.round(event.position.y),
        killer_team_id: team,
        killer: Math.max(0, event.killerId ?? 0),
        victim,
        assists: (event.assistingParticipantIds ?? []).filter((id) => id > 0),
      },
    ];
  });
}
