import type { MatchDto } from '@riftscope/riot/schemas';
import { describe, expect, it } from 'vitest';
import { TIMELINE_FIXTURES_DIR, timelineFixturePairs } from '../../../test/match-fixtures.ts';
import { matchRows } from '../riot-data/match-rows.ts';
import { type TeamOf, teamGoldDiff, timelineKills, timelineObjectives } from './match-timeline.ts';
import { teamIdOf } from './matches.mapper.ts';

const pairs = timelineFixturePairs();

const teamsOf = (match: MatchDto): TeamOf => {
  const teams = new Map(matchRows(match).participants.map((p) => [p.participantId, teamIdOf(p)]));
  return (id) => teams.get(id);
};

/** Riot's team objective names for each objective type. */
const RIOT_OBJECTIVE = {
  TOWER: 'tower',
  INHIBITOR: 'inhibitor',
  DRAGON: 'dragon',
  ELDER_DRAGON: 'dragon',
  BARON_NASHOR: 'baron',
  RIFTHERALD: 'riftHerald',
  HORDE: 'horde',
  ATAKHAN: 'atakhan',
} as const;

describe(`timeline derivations (${TIMELINE_FIXTURES_DIR})`, () => {
  it('pairs most timelines with their match', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(5);
  });

  it.each(pairs)(
    '%s: the team gold difference is blue’s gold minus red’s, a frame each',
    (_, timeline, match) => {
      const diff = teamGoldDiff(timeline, teamsOf(match));
      const teamOf = new Map(match.info.participants.map((p) => [p.participantId, p.teamId]));
      expect(diff).toHaveLength(timeline.info.frames.length);
      for (const [i, frame] of timeline.info.frames.entries()) {
        let expected = 0;
        for (const f of Object.values(frame.participantFrames)) {
          expected += teamOf.get(f.participantId) === 100 ? f.totalGold : -f.totalGold;
        }
        expect(diff[i]?.value).toBe(expected);
      }
      expect(diff[0]).toEqual({ minute: 0, value: 0 });
      const minutes = diff.map((d) => d.minute);
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
      expect(new Set(minutes).size).toBe(minutes.length);
    },
  );

  it.each(pairs)(
    '%s: objectives per team add up to the match’s team objectives',
    (_, timeline, match) => {
      const objectives = timelineObjectives(timeline, teamsOf(match));
      for (const team of match.info.teams) {
        const counts: Record<string, number> = {};
        for (const o of objectives.filter((o) => o.team_id === team.teamId)) {
          const key = RIOT_OBJECTIVE[o.type];
          counts[key] = (counts[key] ?? 0) + 1;
        }
        for (const key of new Set(Object.values(RIOT_OBJECTIVE))) {
          expect(counts[key] ?? 0, `${team.teamId} ${key}`).toBe(team.objectives[key]?.kills ?? 0);
        }
      }
      for (const o of objectives) {
        expect(o.minute).toBe(Math.floor(o.timestamp / 60_000));
        if (o.type === 'ELDER_DRAGON') expect(o.subtype).toBe('ELDER_DRAGON');
        if (o.type === 'DRAGON') expect(o.subtype).toMatch(/_DRAGON$/);
        if (o.type === 'TOWER' || o.type === 'INHIBITOR') expect(o.subtype).toMatch(/_LANE$/);
      }
    },
  );

  it.each(pairs)(
    '%s: every death is a kill on the map, credited to the victim’s opponents',
    (_, timeline, match) => {
      const kills = timelineKills(timeline, teamsOf(match));
      const players = match.info.participants;
      expect(kills).toHaveLength(players.reduce((n, p) => n + p.deaths, 0));
      for (const team of match.info.teams) {
        expect(kills.filter((k) => k.killer_team_id === team.teamId)).toHaveLength(
          team.objectives.champion?.kills ?? -1,
        );
      }
      for (const p of players) {
        expect(kills.filter((k) => k.killer === p.participantId)).toHaveLength(p.kills);
        expect(kills.filter((k) => k.victim === p.participantId)).toHaveLength(p.deaths);
        expect(kills.filter((k) => k.assists.includes(p.participantId))).toHaveLength(p.assists);
      }
      for (const k of kills) {
        const victim = players.find((p) => p.participantId === k.victim);
        expect(k.killer_team_id).not.toBe(victim?.teamId);
        expect(k.x).toBeGreaterThanOrEqual(0);
        expect(k.y).toBeGreaterThanOrEqual(0);
      }
    },
  );
});
