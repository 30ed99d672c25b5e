import { type ItemClasses, itemClasses, loadDataDragon } from '@riftscope/riot/ddragon';
import {
  type EventDto,
  type MatchDto,
  MatchDtoSchema,
  type TimelineDto,
  TimelineDtoSchema,
} from '@riftscope/riot/schemas';
import { buildWorld } from '@riftscope/riot-sim';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  asRemake,
  matchFixtureFiles,
  readMatch,
  readTimeline,
  requireFixtures,
  timelineFixturePairs,
} from '../../../test/match-fixtures.ts';
import { TEST_CLOCK_START, TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import {
  compareFacetKeys,
  type FacetDelta,
  type FacetTimeline,
  matchFacetDeltas,
  parseItemsValue,
  parseRunesValue,
  parseSkillsValue,
  parseSpellsValue,
  runesValue,
  type TimelineFacetMatch,
  timelineFacetDeltas,
} from './facets.ts';
import { matchRows } from './match-rows.ts';
import { roleOf } from './match-stats.ts';
import { patchOf } from './rollups.ts';

let items: ItemClasses;

beforeAll(async () => {
  items = itemClasses((await loadDataDragon({ dir: TEST_DDRAGON_DIR })).items);
});

const ARENA = 'arena-15.5-na1.json';
requireFixtures([ARENA]);

/** The match facets of a document, as store() computes them. */
const matchFacets = (document: MatchDto, bracket = '') => {
  const rows = matchRows(document);
  rows.match.bracket = bracket;
  return matchFacetDeltas(document, rows, items);
};

/** What storeTimeline() reads of the stored match, from its document. */
function timelineMatch(document: MatchDto, bracket = ''): TimelineFacetMatch {
  const { match, participants } = matchRows(document);
  return {
    queueId: match.queueId,
    patch: patchOf(match.gameVersion),
    platform: match.platform,
    bracket,
    isRemake: match.isRemake,
    participants: participants.map((p) => ({
      participantId: p.participantId,
      puuid: p.puuid,
      championId: p.championId,
      role: roleOf(p.teamPosition),
      win: p.win,
    })),
  };
}

/** facet → value of one champion's rows. */
const valuesOf = (rows: readonly FacetDelta[], championId: number) =>
  Object.fromEntries(
    rows
      .filter((r) => r.championId === championId)
      .map((r) => [r.facet, { value: r.value, games: r.games, wins: r.wins }]),
  );

describe('facet value decoders', () => {
  it('read back a rune page in the shape of match-v5 perks', () => {
    const value = '8000:8008,8009,9103,8014|8300:8345,8410|5005,5008,5001';
    const perks = parseRunesValue(value);
    expect(perks).toEqual({
      statPerks: { offense: 5005, flex: 5008, defense: 5001 },
      styles: [
        {
          description: 'primaryStyle',
          style: 8000,
          selections: [8008, 8009, 9103, 8014].map((perk) => ({ perk, var1: 0, var2: 0, var3: 0 })),
        },
        {
          description: 'subStyle',
          style: 8300,
          selections: [8345, 8410].map((perk) => ({ perk, var1: 0, var2: 0, var3: 0 })),
        },
      ],
    });
    expect(runesValue(perks)).toBe(value);
  });

  it('refuse what is not a rune page', () => {
    for (const value of [
      '',
      '8000:8008,8009,9103|8300:8345,8410|5005,5008,5001',
      '8000:8008,8009,9103,8014|8300:8345,8410|5005,5008',
      '8000:8008,8009,9103,8014|8300:8345,8410|5005,5008,5001|1',
      'x:8008,8009,9103,8014|8300:8345,8410|5005,5008,5001',
    ]) {
      expect(parseRunesValue(value)).toBeNull();
    }
  });

  it('read item lists in order, with no boots as no item', () => {
    expect(parseItemsValue('6672,3078,3153')).toEqual([6672, 3078, 3153]);
    expect(parseItemsValue('1055,2003,2003')).toEqual([1055, 2003, 2003]);
    expect(parseItemsValue('3006')).toEqual([3006]);
    expect(parseItemsValue('0')).toEqual([]);
    expect(parseItemsValue('')).toEqual([]);
    expect(parseItemsValue('a,b')).toEqual([]);
  });

  it('read summoner spell pairs', () => {
    expect(parseSpellsValue('4,14')).toEqual([4, 14]);
    expect(parseSpellsValue('4')).toBeNull();
    expect(parseSpellsValue('4,x')).toBeNull();
  });

  it('read skill orders, R only among the first points', () => {
    expect(parseSkillsValue('QEW/QWE')).toEqual({ max: ['Q', 'E', 'W'], first: ['Q', 'W', 'E'] });
    expect(parseSkillsValue('WQE/WWR')).toEqual({ max: ['W', 'Q', 'E'], first: ['W', 'W', 'R'] });
    expect(parseSkillsValue('QQE/QWE')).toBeNull();
    expect(parseSkillsValue('QER/QWE')).toBeNull();
    expect(parseSkillsValue('QEW')).toBeNull();
  });
});

const NA1 = 'NA1_4924008147.json';
requireFixtures([NA1]);

describe(`facets of a real 45-minute game (${NA1}), checked by hand`, () => {
  const ASHE = 22;

  it("gives Ashe's boots, runes, spells, enemy bottom laner, game length and support", () => {
    const rows = matchFacets(readMatch(NA1), 'GOLD');
    expect(valuesOf(rows, ASHE)).toEqual({
      boots: { value: '3006', games: 1, wins: 1 },
      runes: { value: '8000:8008,8009,9103,8014|8300:8345,8410|5005,5008,5001', games: 1, wins: 1 },
      spells: { value: '4,6', games: 1, wins: 1 },
      matchup: { value: '36', games: 1, wins: 1 },
      length: { value: '35', games: 1, wins: 1 },
      // Zyra, team 100's one support.
      partner: { value: 'SUPPORT:143', games: 1, wins: 1 },
    });
    const ashe = rows.find((r) => r.championId === ASHE);
    expect(ashe).toMatchObject({
      queueId: 400,
      patch: '14.3',
      platform: 'na1',
      bracket: 'GOLD',
      role: 'CARRY',
    });
  });

  it("gives Ashe's starting items, core build, fourth item, skill order and path from the timeline", () => {
    const document = readMatch(NA1);
    const rows = timelineFacetDeltas(timelineMatch(document), readTimeline(NA1), items);
    // Doran's Blade and a potion at 0:22; Kraken Slayer, Trinity Force, Blade of the Ruined
    // King, then Wit's End (sold later, still completed). Points W Q E W W R W Q W Q R Q Q E E
    // R E E: five each, W reaching five first, then Q. Berserker's Greaves at 7:37, before the
    // core; Kraken Slayer at 16:08, Trinity Force at 28:38, Blade of the Ruined King at 36:01,
    // Wit's End at 42:20.
    const timed = rows.filter((r) => r.championId === ASHE && r.facet === 'item_minute');
    expect(timed.map((r) => r.value).sort()).toEqual([
      '3006:1',
      '3078:5',
      '3091:8',
      '3153:7',
      '6672:3',
    ]);
    const untimed = rows.filter((r) => r.facet !== 'item_minute');
    expect(valuesOf(untimed, ASHE)).toEqual({
      timeline: { value: '', games: 1, wins: 1 },
      start: { value: '1055,2003', games: 1, wins: 1 },
      core: { value: '6672,3078,3153', games: 1, wins: 1 },
      item4: { value: '3091', games: 1, wins: 1 },
      skills: { value: 'WQE/WQE', games: 1, wins: 1 },
      build_boots: { value: '6672,3078,3153|3006', games: 1, wins: 1 },
      build_item: { value: '6672,3078,3153|4:3091', games: 1, wins: 1 },
      skill_path: { value: 'WQEWWRWQWQRQQEE', games: 1, wins: 1 },
      skill_path18: { value: 'WQEWWRWQWQRQQEEREE', games: 1, wins: 1 },
    });
  });

  it('counts the losing Dr. Mundo bottom against Ashe, with his fifth item', () => {
    const document = readMatch(NA1);
    const mundo = 36;
    expect(valuesOf(matchFacets(document), mundo).matchup).toEqual({
      value: String(ASHE),
      games: 1,
      wins: 0,
    });
    const timeline = timelineFacetDeltas(timelineMatch(document), readTimeline(NA1), items);
    expect(valuesOf(timeline, mundo)).toMatchObject({
      core: { value: '3068,3075,3084', games: 1, wins: 0 },
      item4: { value: '6665' },
      item5: { value: '3748' },
    });
  });
});

describe('match facets of the real fixtures', () => {
  it.each(matchFixtureFiles.filter((f) => !f.startsWith('arena')))(
    '%s: one boots, spells and length row a player, in key order',
    (name) => {
      const document = readMatch(name);
      const rows = matchFacets(document);
      const players = document.info.participants.length;
      const games = (facet: string) =>
        rows.filter((r) => r.facet === facet).reduce((n, r) => n + r.games, 0);
      expect(games('boots')).toBe(players);
      expect(games('spells')).toBe(players);
      expect(games('length')).toBe(players);
      expect(games('runes')).toBeLessThanOrEqual(players);
      expect(games('matchup')).toBeLessThanOrEqual(players);
      expect([...rows].sort(compareFacetKeys)).toEqual(rows);
      const keys = rows.map((r) => `${r.championId}|${r.role}|${r.facet}|${r.value}`);
      expect(new Set(keys).size).toBe(keys.length);
      for (const r of rows) expect(r.wins).toBeLessThanOrEqual(r.games);
    },
  );

  it('writes only Arena’s own facets for Arena, which has no runes, lanes or boots to count', () => {
    const facets = new Set(matchFacets(readMatch(ARENA)).map((r) => r.facet));
    expect([...facets].sort()).toEqual(['arena_item', 'augment', 'duo', 'placement']);
  });

  it('adds nothing for a remake', () => {
    const document = readMatch(matchFixtureFiles[0] ?? '');
    expect(matchFacets(asRemake(document))).toEqual([]);
  });

  it('counts an upgraded boot as the tier-two boot it is built from, and no boots as 0', () => {
    const document = readMatch(matchFixtureFiles[0] ?? '');
    const [first, second, ...rest] = document.info.participants;
    if (!first || !second) throw new Error('no participants');
    const participants = [
      { ...first, item0: 3031, item1: 3172, item2: 0, item3: 0, item4: 0, item5: 0 },
      { ...second, item0: 3031, item1: 0, item2: 0, item3: 0, item4: 0, item5: 0, item6: 3006 },
      ...rest,
    ];
    const rows = matchFacets({ ...document, info: { ...document.info, participants } });
    const bootsOf = (p: typeof first) =>
      rows.find(
        (r) =>
          r.facet === 'boots' &&
          r.championId === p.championId &&
          r.role === roleOf(p.teamPosition ?? ''),
      )?.value;
    expect(bootsOf(first)).toBe('3006');
    // item6 is the trinket slot, not the inventory.
    expect(bootsOf(second)).toBe('0');
  });

  it('names the enemy laner only when exactly one enemy plays the role', () => {
    const ranked = matchFixtureFiles.find((f) => f.startsWith('ranked-solo'));
    if (!ranked) return;
    const document = readMatch(ranked);
    const enemyMid = document.info.participants.find(
      (p) => p.teamId === 200 && p.teamPosition === 'MIDDLE',
    );
    const allyMid = document.info.participants.find(
      (p) => p.teamId === 100 && p.teamPosition === 'MIDDLE',
    );
    if (!enemyMid || !allyMid) throw new Error('no mid laners');
    const twoEnemyMids = {
      ...document,
      info: {
        ...document.info,
        participants: document.info.participants.map((p) =>
          p.teamId === 200 && p.teamPosition === 'TOP' ? { ...p, teamPosition: 'MIDDLE' } : p,
        ),
      },
    };
    const matchupOf = (rows: FacetDelta[]) =>
      rows.find((r) => r.facet === 'matchup' && r.championId === allyMid.championId)?.value;
    expect(matchupOf(matchFacets(document))).toBe(String(enemyMid.championId));
    expect(matchupOf(matchFacets(twoEnemyMids))).toBeUndefined();
  });
});

describe('ARAM enemy-team facets', () => {
  const ARAM = 'aram-15.13-jp1.json';
  requireFixtures([ARAM]);

  it("count each player against every champion of the other team, once a game, with the player's result", () => {
    const document = readMatch(ARAM);
    const rows = matchFacets(document);
    for (const p of document.info.participants) {
      const enemies = document.info.participants
        .filter((e) => e.teamId !== p.teamId)
        .map((e) => String(e.championId))
        .sort();
      const counted = rows.filter((r) => r.facet === 'enemy' && r.championId === p.championId);
      expect(counted.map((r) => r.value).sort()).toEqual(enemies);
      for (const r of counted) expect(r).toMatchObject({ role: '', games: 1, wins: p.win ? 1 : 0 });
    }
  });

  it('count an enemy champion twice on one team once', () => {
    const document = readMatch(ARAM);
    const [first] = document.info.participants;
    if (!first) throw new Error('no participants');
    const twin = document.info.participants.find((e) => e.teamId !== first.teamId);
    if (!twin) throw new Error('no enemy');
    const participants = document.info.participants.map((e) =>
      e.teamId !== first.teamId ? { ...e, championId: twin.championId } : e,
    );
    const rows = matchFacets({ ...document, info: { ...document.info, participants } });
    expect(rows.filter((r) => r.facet === 'enemy' && r.championId === first.championId)).toEqual([
      expect.objectContaining({ value: String(twin.championId), games: 1 }),
    ]);
  });

  it('are not written for laned queues, Arena or a remake', () => {
    const others = matchFixtureFiles.filter((f) => f !== ARAM).map((f) => readMatch(f));
    for (const document of [...others, asRemake(readMatch(ARAM))]) {
      expect(matchFacets(document).filter((r) => r.facet === 'enemy')).toEqual([]);
    }
  });
});

describe('timeline facets of the real fixtures', () => {
  it.each(timelineFixturePairs().map(([name]) => name))(
    '%s: one timeline row a player, in key order',
    (name) => {
      const [, timeline, document] = timelineFixturePairs().find(([n]) => n === name) ?? [];
      if (!timeline || !document) throw new Error('no pair');
      const rows = timelineFacetDeltas(timelineMatch(document), timeline, items);
      const games = (facet: string) =>
        rows.filter((r) => r.facet === facet).reduce((n, r) => n + r.games, 0);
      const players = document.info.participants.length;
      expect(games('timeline')).toBe(players);
      for (const facet of ['start', 'core', 'item4', 'skills']) {
        expect(games(facet)).toBeLessThanOrEqual(players);
      }
      expect(games('skills')).toBeGreaterThan(0);
      expect([...rows].sort(compareFacetKeys)).toEqual(rows);
      for (const r of rows.filter((r) => r.facet === 'start')) {
        const ids = parseItemsValue(r.value);
        expect([...ids].sort((a, b) => a - b)).toEqual(ids);
        expect(ids.some((id) => items.isTrinket(id))).toBe(false);
      }
      for (const r of rows.filter((r) => r.facet === 'core')) {
        const ids = parseItemsValue(r.value);
        expect(ids).toHaveLength(3);
        expect(ids.every((id) => items.isLegendary(id))).toBe(true);
      }
    },
  );

  it('reads only the item and skill events, so a rebuild may send only those', () => {
    const [[, timeline, document] = []] = timelineFixturePairs();
    if (!timeline || !document) return;
    const events = timeline.info.frames.flatMap((f) => f.events);
    const kept = events.filter((e) =>
      ['ITEM_PURCHASED', 'ITEM_UNDO', 'SKILL_LEVEL_UP'].includes(e.type),
    );
    const slim: FacetTimeline = {
      info: { participants: timeline.info.participants, frames: [{ events: kept }] },
    };
    const match = timelineMatch(document);
    expect(timelineFacetDeltas(match, slim, items)).toEqual(
      timelineFacetDeltas(match, timeline, items),
    );
  });

  it('adds nothing for a remake', () => {
    const [[, timeline, document] = []] = timelineFixturePairs();
    if (!timeline || !document) return;
    expect(timelineFacetDeltas(timelineMatch(asRemake(document)), timeline, items)).toEqual([]);
  });
});

describe('timeline facets of made-up events', () => {
  const player = { participantId: 1, puuid: 'p1', championId: 99, role: 'MIDDLE' as const };
  const match = (win = true): TimelineFacetMatch => ({
    queueId: 420,
    patch: '15.22',
    platform: 'euw1',
    bracket: 'EMERALD',
    participants: [{ ...player, win }],
  });
  const timelineOf = (
    events: Partial<EventDto>[],
    participants = [{ participantId: 1, puuid: 'p1' }],
  ): TimelineDto =>
    TimelineDtoSchema.parse({
      metadata: { dataVersion: '2', matchId: 'EUW1_1', participants: ['p1'] },
      info: {
        frameInterval: 60_000,
        participants,
        frames: [
          {
            timestamp: 0,
            participantFrames: {},
            events: events.map((e) => ({ participantId: 1, timestamp: 1_000, ...e })),
          },
        ],
      },
    });
  const buy = (itemId: number, timestamp = 1_000) => ({
    type: 'ITEM_PURCHASED',
    itemId,
    timestamp,
  });
  const undo = (beforeId: number) => ({ type: 'ITEM_UNDO', beforeId, afterId: 0 });
  const point = (skillSlot: number, levelUpType = 'NORMAL') => ({
    type: 'SKILL_LEVEL_UP',
    skillSlot,
    levelUpType,
  });
  const facets = (events: Partial<EventDto>[], win = true) =>
    Object.fromEntries(
      timelineFacetDeltas(match(win), timelineOf(events), items).map((r) => [r.facet, r.value]),
    );

  it('takes first-minute purchases, sorted with duplicates, without trinkets or undone ones', () => {
    expect(
      facets([buy(2003), buy(1055), buy(3340), buy(2003), buy(1056), undo(1056), buy(1036, 60_000)])
        .start,
    ).toBe('1055,2003,2003');
  });

  it('writes no starting items when only a trinket was bought', () => {
    expect(facets([buy(3340)]).start).toBeUndefined();
  });

  it('orders the legendaries as completed, once each, undone ones left out', () => {
    const rows = facets([
      buy(3031, 600_000),
      buy(3089, 700_000),
      undo(3089),
      buy(3046, 800_000),
      buy(3031, 900_000),
      buy(3036, 1_000_000),
      buy(3072, 1_100_000),
      buy(3026, 1_200_000),
      buy(3033, 1_300_000),
    ]);
    expect(rows).toMatchObject({
      core: '3031,3046,3036',
      item4: '3072',
      item5: '3026',
      item6: '3033',
    });
  });

  it('writes no core with fewer than three legendaries, but the timeline row always', () => {
    const rows = facets([buy(3031, 600_000), buy(3046, 800_000)]);
    expect(rows).toEqual({ timeline: '', item_minute: rows.item_minute });
  });

  it('maxes by points and breaks a tie by who got there first; first points may hold R', () => {
    // Q W E Q W R E: Q 2, W 2, E 2; Q reached 2 first, then W.
    expect(facets([1, 2, 3, 1, 2, 4, 3].map((s) => point(s))).skills).toBe('QWE/QWE');
    // E E Q W E: E 3, then Q and W with 1 each, Q first.
    expect(facets([3, 3, 1, 2, 3].map((s) => point(s))).skills).toBe('EQW/EEQ');
    expect(facets([4, 1, 1].map((s) => point(s))).skills).toBe('QWE/RQQ');
  });

  it('counts NORMAL points only and needs three of them', () => {
    expect(facets([point(1), point(2), point(1, 'EVOLVE')]).skills).toBeUndefined();
    expect(facets([point(1), point(2), point(1, 'EVOLVE'), point(3)]).skills).toBe('QWE/QWE');
  });

  it("follows the timeline's own numbering of players by PUUID", () => {
    const timeline = timelineOf(
      [{ ...buy(1055), participantId: 7 }],
      [{ participantId: 7, puuid: 'p1' }],
    );
    const rows = timelineFacetDeltas(match(), timeline, items);
    expect(rows.find((r) => r.facet === 'start')?.value).toBe('1055');
  });

  it('keys every row by the match and counts the win', () => {
    const rows = timelineFacetDeltas(match(false), timelineOf([point(1)]), items);
    expect(rows).toEqual([
      {
        queueId: 420,
        patch: '15.22',
        platform: 'euw1',
        bracket: 'EMERALD',
        championId: 99,
        role: 'MIDDLE',
        facet: 'timeline',
        value: '',
        games: 1,
        wins: 0,
      },
    ]);
  });
});

describe("facets of the simulator's games", () => {
  it('find boots, a core build and a skill order for nearly every player of a long game', async () => {
    const dataDragon = await loadDataDragon({ dir: TEST_DDRAGON_DIR });
    const world = buildWorld({ dataDragon, seed: 7, players: 200, clockStart: TEST_CLOCK_START });
    let players = 0;
    const found = { boots: 0, core: 0, skills: 0 };
    for (const header of world.matches.slice(0, 80)) {
      const document = MatchDtoSchema.parse(JSON.parse(world.matchJson(header)));
      if (document.info.mapId !== 11 || document.info.gameDuration < 30 * 60) continue;
      const timeline = TimelineDtoSchema.parse(JSON.parse(world.timelineJson(header)));
      const rows = [
        ...matchFacets(document),
        ...timelineFacetDeltas(timelineMatch(document), timeline, items),
      ];
      players += document.info.participants.length;
      found.boots += rows.filter((r) => r.facet === 'boots' && r.value !== '0').length;
      found.core += rows.filter((r) => r.facet === 'core').length;
      found.skills += rows.filter((r) => r.facet === 'skills').length;
    }
    expect(players).toBeGreaterThan(50);
    expect(found.boots).toBe(players);
    expect(found.skills).toBe(players);
    expect(found.core / players).toBeGreaterThan(0.8);
  });
});
