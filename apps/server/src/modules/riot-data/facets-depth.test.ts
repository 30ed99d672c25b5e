import { SYNERGY_PARTNERS, type TierRole } from '@riftscope/contracts';
import { type ItemClasses, itemClasses, loadDataDragon } from '@riftscope/riot/ddragon';
import {
  type EventDto,
  type MatchDto,
  type TimelineDto,
  TimelineDtoSchema,
} from '@riftscope/riot/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  asRemake,
  readMatch,
  readTimeline,
  requireFixtures,
  timelineFixturePairs,
} from '../../../test/match-fixtures.ts';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import {
  type FacetDelta,
  matchFacetDeltas,
  parseBuildValue,
  parseItemMinuteValue,
  parsePartnerValue,
  parseSkillPathValue,
  parseSlotItem,
  type TimelineFacetMatch,
  timelineFacetDeltas,
} from './facets.ts';
import { matchRows } from './match-rows.ts';
import { roleOf } from './match-stats.ts';
import { patchOf } from './rollups.ts';

// The core builds, skill paths and lane partners of champion_facets (docs/champion-analytics.md,
// Facets); the other facets are tested in facets.test.ts.

let items: ItemClasses;

beforeAll(async () => {
  items = itemClasses((await loadDataDragon({ dir: TEST_DDRAGON_DIR })).items);
});

const partnerRows = (document: MatchDto) =>
  matchFacetDeltas(document, matchRows(document), items).filter((r) => r.facet === 'partner');

describe('value decoders of the core builds, skill paths and partners', () => {
  it('read a core build’s boots and later items', () => {
    expect(parseBuildValue('6672,3078,3153|3006')).toEqual({
      core: [6672, 3078, 3153],
      choice: '3006',
    });
    expect(parseBuildValue('6672,3078,3153|4:3091')?.choice).toBe('4:3091');
    expect(parseSlotItem('4:3091')).toEqual({ slot: 4, itemId: 3091 });
    expect(parseSlotItem('3:3091')).toBeNull();
    expect(parseBuildValue('6672,3078|3006')).toBeNull();
    expect(parseBuildValue('6672,3078,3153')).toBeNull();
    expect(parseBuildValue('6672,3078,3153|1|2')).toBeNull();
  });

  it('read skill paths of 15 and 18 points only', () => {
    expect(parseSkillPathValue('QWEQQRQWQWRWWEE')).toHaveLength(15);
    expect(parseSkillPathValue('QWEQQRQWQWRWWEERER')).toHaveLength(18);
    expect(parseSkillPathValue('QWEQQRQWQWRWWE')).toBeNull();
    expect(parseSkillPathValue('QWEQQRQWQWRWWEX')).toBeNull();
  });

  it('read a partner as its role and champion', () => {
    expect(parsePartnerValue('SUPPORT:412')).toEqual({ role: 'SUPPORT', championId: 412 });
    expect(parsePartnerValue('SUPPORT')).toBeNull();
    expect(parsePartnerValue('SUPPORT:x')).toBeNull();
  });
});

const RANKED = 'LA1_1568057368.json';
requireFixtures([RANKED]);

describe('the partner facet', () => {
  it('names every teammate of the partner roles, one row a player and partner role', () => {
    const document = readMatch(RANKED);
    const rows = partnerRows(document);
    const players = document.info.participants;
    const expected = players.flatMap((p) => {
      const role = roleOf(p.teamPosition ?? '');
      if (role === '') return [];
      return SYNERGY_PARTNERS[role].map((partnerRole: TierRole) => {
        const [mate] = players.filter(
          (m) => m.teamId === p.teamId && roleOf(m.teamPosition ?? '') === partnerRole,
        );
        return `${p.championId}|${role}|${partnerRole}:${mate?.championId}|${p.win ? 1 : 0}`;
      });
    });
    // Each team has one of every role: carry and support name each other, the jungler its mid
    // and top laners, and they the jungler.
    expect(expected).toHaveLength(12);
    expect(rows.map((r) => `${r.championId}|${r.role}|${r.value}|${r.wins}`).sort()).toEqual(
      expected.sort(),
    );
    for (const r of rows) expect(r.games).toBe(1);
  });

  it('counts a partner role only when exactly one teammate plays it', () => {
    const document = readMatch(RANKED);
    // Team 100's top laner moves to the jungle: two junglers, no top laner.
    const twoJunglers = {
      ...document,
      info: {
        ...document.info,
        participants: document.info.participants.map((p) =>
          p.teamId === 100 && p.teamPosition === 'TOP' ? { ...p, teamPosition: 'JUNGLE' } : p,
        ),
      },
    };
    const mid = document.info.participants.find(
      (p) => p.teamId === 100 && p.teamPosition === 'MIDDLE',
    );
    if (!mid) throw new Error('no mid laner');
    const ofMid = (rows: FacetDelta[]) =>
      rows.filter((r) => r.championId === mid.championId && r.role === 'MIDDLE');
    expect(ofMid(partnerRows(document))).toHaveLength(1);
    expect(ofMid(partnerRows(twoJunglers))).toEqual([]);
    // Each jungler still has one mid laner, and no top laner to name.
    const junglerRows = partnerRows(twoJunglers).filter(
      (r) =>
        r.role === 'JUNGLE' &&
        document.info.participants.some((p) => p.teamId === 100 && p.championId === r.championId),
    );
    expect(junglerRows.map((r) => r.value.split(':')[0])).toEqual(['MIDDLE', 'MIDDLE']);
  });

  it('writes nothing for players without a role, nor for a remake', () => {
    const document = readMatch(RANKED);
    const noRoles = {
      ...document,
      info: {
        ...document.info,
        participants: document.info.participants.map((p) => ({ ...p, teamPosition: '' })),
      },
    };
    expect(partnerRows(noRoles)).toEqual([]);
    expect(partnerRows(asRemake(document))).toEqual([]);
  });
});

describe('core build and skill path facets of made-up events', () => {
  const match: TimelineFacetMatch = {
    queueId: 420,
    patch: '15.22',
    platform: 'euw1',
    bracket: 'EMERALD',
    participants: [{ participantId: 1, puuid: 'p1', championId: 99, role: 'MIDDLE', win: true }],
  };
  const timelineOf = (events: Partial<EventDto>[]): TimelineDto =>
    TimelineDtoSchema.parse({
      metadata: { dataVersion: '2', matchId: 'EUW1_1', participants: ['p1'] },
      info: {
        frameInterval: 60_000,
        participants: [{ participantId: 1, puuid: 'p1' }],
        frames: [
          {
            timestamp: 0,
            participantFrames: {},
            events: events.map((e, i) => ({ participantId: 1, timestamp: 1_000 + i, ...e })),
          },
        ],
      },
    });
  const buy = (itemId: number) => ({ type: 'ITEM_PURCHASED', itemId });
  const undo = (beforeId: number) => ({ type: 'ITEM_UNDO', beforeId, afterId: 0 });
  const points = (slots: string) =>
    [...slots].map((s) => ({
      type: 'SKILL_LEVEL_UP',
      skillSlot: 'QWER'.indexOf(s) + 1,
      levelUpType: 'NORMAL',
    }));
  /** facet → its values (sorted) of the player's rows. */
  const facets = (events: Partial<EventDto>[], of: TimelineFacetMatch = match) => {
    const out: Record<string, string[]> = {};
    for (const r of timelineFacetDeltas(of, timelineOf(events), items)) {
      out[r.facet] = [...(out[r.facet] ?? []), r.value].sort();
    }
    return out;
  };
  const CORE = [buy(3031), buy(3046), buy(3036)];

  it('gives the core’s first tier-two boots bought and its 4th–6th legendaries', () => {
    const rows = facets([
      buy(1001),
      buy(3047),
      ...CORE,
      buy(3006),
      buy(3072),
      buy(3026),
      buy(3033),
    ]);
    expect(rows.build_boots).toEqual(['3031,3046,3036|3047']);
    expect(rows.build_item).toEqual([
      '3031,3046,3036|4:3072',
      '3031,3046,3036|5:3026',
      '3031,3046,3036|6:3033',
    ]);
  });

  it('takes boots bought after the core, and an upgraded boot as its tier-two boot', () => {
    expect(facets([...CORE, buy(3172)]).build_boots).toEqual(['3031,3046,3036|3006']);
  });

  it('leaves undone boots out, and writes 0 when none were bought', () => {
    expect(facets([buy(3047), undo(3047), ...CORE, buy(3006)]).build_boots).toEqual([
      '3031,3046,3036|3006',
    ]);
    expect(facets([buy(3047), undo(3047), ...CORE]).build_boots).toEqual(['3031,3046,3036|0']);
    expect(facets([buy(1001), ...CORE]).build_boots).toEqual(['3031,3046,3036|0']);
  });

  it('writes no core build facets without a core', () => {
    const rows = facets([buy(3047), buy(3031), buy(3046)]);
    expect(rows.build_boots).toBeUndefined();
    expect(rows.build_item).toBeUndefined();
  });

  const at = (minutes: number, itemId: number, ms = 0) => ({
    ...buy(itemId),
    timestamp: minutes * 60_000 + ms,
  });

  it('times each legendary’s first completion in steps of five minutes, 40 and later in one', () => {
    const rows = facets([at(4, 3031, 59_999), at(5, 3046), at(40, 3036), at(55, 3072)]);
    expect(rows.item_minute).toEqual(['3031:0', '3036:8', '3046:1', '3072:8']);
  });

  it('times the first tier-two boots bought, an upgrade counting as its tier-two boot', () => {
    expect(facets([at(1, 1001), at(9, 3006), at(31, 3172)]).item_minute).toEqual(['3006:1']);
    expect(facets([at(12, 3172)]).item_minute).toEqual(['3006:2']);
  });

  it('times a purchase that was not undone, and a legendary once', () => {
    const undone = { ...undo(3031), timestamp: 7 * 60_000 };
    const rows = facets([at(7, 3031), undone, at(16, 3031), at(30, 3031)]);
    expect(rows.item_minute).toEqual(['3031:3']);
  });

  it('times the first six legendaries only, as the places they are completed in', () => {
    const seven = [3031, 3046, 3036, 3072, 3026, 3033, 3153].map((id, i) => at(10 + i * 3, id));
    const rows = facets(seven);
    expect(rows.item_minute).toHaveLength(6);
    expect(rows.item_minute?.some((v) => v.startsWith('3153:'))).toBe(false);
    expect(facets([at(3, 1001), at(4, 1055)]).item_minute).toBeUndefined();
  });

  it('reads a timed value back as its item and step, and refuses a malformed one', () => {
    expect(parseItemMinuteValue('3031:8')).toEqual({ itemId: 3031, step: 8 });
    expect(parseItemMinuteValue('3031:9')).toBeNull();
    expect(parseItemMinuteValue('3031')).toBeNull();
    expect(parseItemMinuteValue('x:1')).toBeNull();
  });

  it('writes the first 15 points from 15 on, and the first 18 with 18', () => {
    const path18 = 'QWEQQRQWQWRWWEERER';
    expect(facets(points(path18.slice(0, 14))).skill_path).toBeUndefined();
    expect(facets(points(path18.slice(0, 15)))).toMatchObject({
      skill_path: ['QWEQQRQWQWRWWEE'],
    });
    const at17 = facets(points(path18.slice(0, 17)));
    expect(at17.skill_path).toEqual(['QWEQQRQWQWRWWEE']);
    expect(at17.skill_path18).toBeUndefined();
    expect(facets(points(path18))).toMatchObject({
      skill_path: ['QWEQQRQWQWRWWEE'],
      skill_path18: [path18],
    });
  });

  it('counts NORMAL points only towards a path', () => {
    const evolve = { type: 'SKILL_LEVEL_UP', skillSlot: 1, levelUpType: 'EVOLVE' };
    const events = [...points('QWEQQRQWQWRWWE'), evolve];
    expect(facets(events).skill_path).toBeUndefined();
    expect(facets([...events, ...points('E')]).skill_path).toEqual(['QWEQQRQWQWRWWEE']);
  });

  it('adds nothing for a remake', () => {
    expect(
      facets([...CORE, buy(3006), ...points('QWEQQRQWQWRWWEERER')], { ...match, isRemake: true }),
    ).toEqual({});
  });
});

describe('core build and skill path facets of the real timelines', () => {
  it.each(timelineFixturePairs().map(([name]) => name))(
    '%s: one build_boots row a core, build items of its later slots, paths of 15 and 18 points',
    (name) => {
      const document = readMatch(name);
      const timeline = readTimeline(name);
      const { match, participants } = matchRows(document);
      const rows = timelineFacetDeltas(
        {
          queueId: match.queueId,
          patch: patchOf(match.gameVersion),
          platform: match.platform,
          bracket: '',
          participants: participants.map((p) => ({
            participantId: p.participantId,
            puuid: p.puuid,
            championId: p.championId,
            role: roleOf(p.teamPosition),
            win: p.win,
          })),
        },
        timeline,
        items,
      );
      const of = (facet: string) => rows.filter((r) => r.facet === facet);
      const games = (facet: string) => of(facet).reduce((n, r) => n + r.games, 0);
      expect(games('build_boots')).toBe(games('core'));
      for (const r of of('build_boots')) {
        const build = parseBuildValue(r.value);
        expect(
          of('core').some(
            (c) => c.championId === r.championId && c.value === build?.core.join(','),
          ),
        ).toBe(true);
      }
      for (const slot of [4, 5, 6]) {
        const inSlot = of('build_item').filter((r) =>
          parseBuildValue(r.value)?.choice.startsWith(`${slot}:`),
        );
        expect(inSlot.reduce((n, r) => n + r.games, 0)).toBe(games(`item${slot}`));
      }
      expect(games('skill_path18')).toBeLessThanOrEqual(games('skill_path'));
      for (const r of of('skill_path18')) {
        expect(
          of('skill_path').some(
            (p) => p.championId === r.championId && p.value === r.value.slice(0, 15),
          ),
        ).toBe(true);
      }
    },
  );
});
