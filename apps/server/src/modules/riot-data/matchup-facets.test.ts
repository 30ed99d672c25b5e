import { type ItemClasses, itemClasses, loadDataDragon } from '@riftscope/riot/ddragon';
import type { MatchDto, TimelineDto } from '@riftscope/riot/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  asRemake,
  readMatch,
  readTimeline,
  requireFixtures,
} from '../../../test/match-fixtures.ts';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import { matchFacetDeltas, timelineFacetDeltas } from './facets.ts';
import { matchRows } from './match-rows.ts';
import { roleOf } from './match-stats.ts';
import {
  laneEnemies,
  type MatchupTimelineMatch,
  matchMatchupDeltas,
  timelineMatchupDeltas,
} from './matchup-facets.ts';
import { rollupKeyOf } from './rollups.ts';

// The matchup aggregates (docs/champion-analytics.md, Matchups) over a real ranked game.

const GAME = 'NA1_4924008147.json';
requireFixtures([GAME]);

let items: ItemClasses;

beforeAll(async () => {
  items = itemClasses((await loadDataDragon({ dir: TEST_DDRAGON_DIR })).items);
});

/** The stored match as the timeline's matchup figures read it. */
function timelineMatch(document: MatchDto): MatchupTimelineMatch {
  const rows = matchRows(document);
  return {
    ...rollupKeyOf(rows.match),
    isRemake: rows.match.isRemake,
    mapId: document.info.mapId,
    participants: rows.participants.map((p) => ({
      puuid: p.puuid,
      participantId: p.participantId,
      teamId: p.teamId,
      teamPosition: p.teamPosition,
      championId: p.championId,
      win: p.win,
    })),
  };
}

/** The game with the players of these participant ids moved to `position`. */
function withPosition(document: MatchDto, ids: readonly number[], position: string): MatchDto {
  const copy = structuredClone(document);
  for (const p of copy.info.participants) {
    if (ids.includes(p.participantId)) p.teamPosition = position;
  }
  return copy;
}

describe('the lane enemy of a matchup', () => {
  it('is the one enemy of the same role, and nobody when the enemy team has two or none', () => {
    const players = [
      { teamId: 100, role: 'TOP', championId: 1 },
      { teamId: 200, role: 'TOP', championId: 2 },
      { teamId: 100, role: 'MIDDLE', championId: 3 },
      { teamId: 200, role: 'MIDDLE', championId: 4 },
      { teamId: 200, role: 'MIDDLE', championId: 5 },
      { teamId: 100, role: 'SUPPORT', championId: 6 },
      { teamId: 100, role: '', championId: 7 },
      { teamId: 200, role: '', championId: 8 },
    ] as const;
    expect(laneEnemies(players)).toEqual([2, 1, null, 3, 3, null, null, null]);
  });

  it('counts a player against the same enemy as the matchup facet does', () => {
    const document = readMatch(GAME);
    const bent = withPosition(document, [7], 'TOP');
    for (const game of [document, bent]) {
      const rows = matchRows(game);
      const matchups = matchFacetDeltas(game, rows, items).filter((r) => r.facet === 'matchup');
      const spells = matchMatchupDeltas(game, rows).filter((r) => r.facet === 'spells');
      const byEnemy = (
        list: { championId: number; role: string; games: number }[],
        enemy: (r: never) => number,
      ) => list.map((r) => [r.championId, r.role, enemy(r as never), r.games]).sort();
      expect(byEnemy(spells, (r: { enemyId: number }) => r.enemyId)).toEqual(
        byEnemy(matchups, (r: { value: string }) => Number(r.value)),
      );
    }
  });
});

describe('a match’s matchup rows', () => {
  it('hold each laner’s exact rune page and spells against the enemy laner', () => {
    const document = readMatch(GAME);
    const rows = matchMatchupDeltas(document, matchRows(document));
    const players = document.info.participants;
    expect(players.every((p) => roleOf(p.teamPosition) !== '')).toBe(true);
    expect(rows).toHaveLength(20);
    for (const p of players) {
      const enemy = players.find((e) => e.teamId !== p.teamId && e.teamPosition === p.teamPosition);
      const mine = rows.filter((r) => r.championId === p.championId);
      expect(mine.map((r) => [r.enemyId, r.facet, r.games, r.wins])).toEqual([
        [enemy?.championId, 'runes', 1, p.win ? 1 : 0],
        [enemy?.championId, 'spells', 1, p.win ? 1 : 0],
      ]);
      const [primary] = p.perks?.styles ?? [];
      expect(mine[0]?.value.startsWith(`${primary?.style}:${primary?.selections[0]?.perk},`)).toBe(
        true,
      );
    }
  });

  it('add nothing for a remake, from the match or its timeline', () => {
    const remake = asRemake(readMatch(GAME));
    expect(matchMatchupDeltas(remake, matchRows(remake))).toEqual([]);
    expect(timelineMatchupDeltas(timelineMatch(remake), readTimeline(GAME), items)).toEqual({
      facets: [],
      lanes: [],
    });
  });
});

/** The frame of minute 15 as Riot wrote it, read straight from the timeline. */
const frame15 = (timeline: TimelineDto) =>
  timeline.info.frames.find((f) => f.timestamp >= 900_000 && f.timestamp < 960_000);

describe('a timeline’s matchup rows', () => {
  it('give each laner’s gold, CS and XP minus the enemy laner’s at the 15-minute frame', () => {
    const document = readMatch(GAME);
    const timeline = readTimeline(GAME);
    const { lanes } = timelineMatchupDeltas(timelineMatch(document), timeline, items);
    const frame = frame15(timeline);
    if (!frame) throw new Error('the game has no 15-minute frame');
    const idOf = (puuid: string) =>
      timeline.info.participants?.find((p) => p.puuid === puuid)?.participantId;
    const at = (puuid: string) => frame.participantFrames[String(idOf(puuid))];
    expect(lanes).toHaveLength(10);
    for (const p of document.info.participants) {
      const enemy = document.info.participants.find(
        (e) => e.teamId !== p.teamId && e.teamPosition === p.teamPosition,
      );
      const mine = at(p.puuid);
      const theirs = at(enemy?.puuid ?? '');
      if (!mine || !theirs || !enemy) throw new Error('a player without a frame');
      const row = lanes.find((r) => r.championId === p.championId);
      expect(row).toMatchObject({
        enemyId: enemy.championId,
        role: roleOf(p.teamPosition),
        games: 1,
        goldDiffSum: mine.totalGold - theirs.totalGold,
        csDiffSum:
          mine.minionsKilled +
          mine.jungleMinionsKilled -
          theirs.minionsKilled -
          theirs.jungleMinionsKilled,
        xpDiffSum: mine.xp - theirs.xp,
      });
    }
  });

  it('count the timeline sample and the core against the enemy laner', () => {
    const document = readMatch(GAME);
    const timeline = readTimeline(GAME);
    const { facets } = timelineMatchupDeltas(timelineMatch(document), timeline, items);
    const cores = timelineFacetDeltas(
      {
        ...timelineMatch(document),
        participants: timelineMatch(document).participants.map((p) => ({
          ...p,
          role: roleOf(p.teamPosition),
        })),
      },
      timeline,
      items,
    ).filter((r) => r.facet === 'core');
    expect(facets.filter((r) => r.facet === 'timeline')).toHaveLength(10);
    expect(
      facets.filter((r) => r.facet === 'core').map((r) => [r.championId, r.value, r.games]),
    ).toEqual(cores.map((r) => [r.championId, r.value, r.games]));
    expect(cores.length).toBeGreaterThan(0);
  });

  it('count no lane difference for a game over before 15 minutes, but its sample', () => {
    const document = readMatch(GAME);
    const timeline = structuredClone(readTimeline(GAME));
    timeline.info.frames = timeline.info.frames.filter((f) => f.timestamp < 900_000);
    const { facets, lanes } = timelineMatchupDeltas(timelineMatch(document), timeline, items);
    expect(lanes).toEqual([]);
    expect(facets.filter((r) => r.facet === 'timeline')).toHaveLength(10);
  });

  it('count no lane difference for two laners of one side against one, but their matchup', () => {
    // Participant 7 (the red side's jungler in this game) moved to top beside its top laner.
    const document = withPosition(readMatch(GAME), [7], 'TOP');
    const match = timelineMatch(document);
    const top = document.info.participants.filter((p) => p.teamPosition === 'TOP');
    expect(top).toHaveLength(3);
    const { facets, lanes } = timelineMatchupDeltas(match, readTimeline(GAME), items);
    const sample = facets.filter((r) => r.facet === 'timeline');
    // The blue top laner has two enemies there, so no matchup; the red two have one each.
    const blue = top.find((p) => p.teamId === 100);
    expect(sample.some((r) => r.championId === blue?.championId)).toBe(false);
    const red = top.filter((p) => p.teamId === 200).map((p) => p.championId);
    expect(sample.filter((r) => red.includes(r.championId)).map((r) => r.enemyId)).toEqual([
      blue?.championId,
      blue?.championId,
    ]);
    expect(lanes.some((r) => red.includes(r.championId) || r.championId === blue?.championId)).toBe(
      false,
    );
    // Nor do the two junglers' places count: the blue jungler has no enemy jungler left.
    expect(lanes).toHaveLength(6);
  });
});
