import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MatchParticipantSchema, TimelineSchema } from '@riftscope/contracts';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import { type MatchDto, MatchDtoSchema, TimelineDtoSchema } from '@riftscope/riot/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MATCH_FIXTURES_DIR,
  matchFixtureFiles,
  TIMELINE_FIXTURES_DIR,
  timelineFixtureFiles,
} from '../../../test/match-fixtures.ts';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import { createGameDataMapper, type GameDataMapper } from '../riot-data/game-data.mapper.ts';
import { matchRows, type ParticipantRow } from '../riot-data/match-rows.ts';
import { teamIdOf, toMatchParticipant, toTimeline } from './matches.mapper.ts';

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const matchFiles = matchFixtureFiles.map((name) => join(MATCH_FIXTURES_DIR, name));
const timelineFiles = timelineFixtureFiles.map((name) => join(TIMELINE_FIXTURES_DIR, name));
const matchesById = new Map(
  matchFiles.map((path): [string, MatchDto] => {
    const match = MatchDtoSchema.parse(read(path));
    return [match.metadata.matchId, match];
  }),
);

describe('teamIdOf', () => {
  it('keeps Riot’s 100 and 200', () => {
    expect(teamIdOf({ teamId: 100, win: false })).toBe(100);
    expect(teamIdOf({ teamId: 200, win: true })).toBe(200);
  });

  it('puts Arena players of team 0 on blue when they won and on red when they lost', () => {
    expect(teamIdOf({ teamId: 0, win: true })).toBe(100);
    expect(teamIdOf({ teamId: 0, win: false })).toBe(200);
  });
});

describe('match details from the real fixtures', () => {
  let game: GameDataMapper;
  beforeAll(async () => {
    game = createGameDataMapper(await loadDataDragon({ dir: TEST_DDRAGON_DIR }));
  });

  it.each(matchFiles)(
    '%s: every participant fits the contract with the raw document’s numbers',
    (path) => {
      const match = MatchDtoSchema.parse(read(path));
      const { participants } = matchRows(match);
      for (const p of match.info.participants) {
        const row = participants.find((r) => r.participantId === p.participantId) as ParticipantRow;
        const shown = MatchParticipantSchema.parse(toMatchParticipant(row, game));
        expect(shown).toMatchObject({
          puuid: p.puuid,
          win: p.win,
          kills: p.kills,
          deaths: p.deaths,
          assists: p.assists,
          total_minions_killed: (p.totalMinionsKilled ?? 0) + (p.neutralMinionsKilled ?? 0),
          gold_earned: p.goldEarned,
          total_damage: p.totalDamageDealtToChampions,
          vision_score: p.visionScore,
        });
        // Each filled slot keeps its place: the trinket stays item6 whatever is empty before it.
        const slots = [p.item0, p.item1, p.item2, p.item3, p.item4, p.item5, p.item6];
        expect(shown.items.map((i) => [i.slot, i.id])).toEqual(
          slots.flatMap((id, slot) => ((id ?? 0) > 0 ? [[slot, id]] : [])),
        );
      }
    },
  );

  it.each(timelineFiles)(
    '%s: fits the contract, and its CHAMPION_KILL events add up to the kills',
    (path) => {
      const dto = TimelineDtoSchema.parse(read(path));
      const timeline = TimelineSchema.parse(toTimeline(dto));
      expect(timeline.frames).toHaveLength(dto.info.frames.length);
      const events = timeline.frames.flatMap((f) => f.events);
      expect(events).toHaveLength(dto.info.frames.flatMap((f) => f.events).length);
      const match = matchesById.get(dto.metadata.matchId);
      for (const p of match?.info.participants ?? []) {
        const kills = events.filter(
          (e) => e.type === 'CHAMPION_KILL' && e.killerId === p.participantId,
        );
        expect(kills.length, p.riotIdGameName).toBe(p.kills);
      }
    },
  );
});
