import type { GuideBuildInput } from '@riftscope/contracts';
import { loadDataDragon } from '@riftscope/riot/ddragon';
import { DDRAGON_SNAPSHOT_DIR } from '@riftscope/riot-snapshots';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/errors.ts';
import { createGuideBuildCheck, GUIDE_SHARD_ROWS, START_GOLD } from './guide-build-check.ts';

/** Akshan as the simulator's marksmen build him, every id of the snapshot's Data Dragon. */
const BUILD: GuideBuildInput = {
  starting_items: [1055, 2003],
  core_items: [3031, 3508, 6672],
  boots: 3006,
  situational_items: [3153, 3072],
  runes: {
    primary_style: 8000,
    primary: [8005, 9101, 9103, 8299],
    sub_style: 8200,
    secondary: [8224, 8232],
    shards: [5005, 5010, 5011],
  },
  spells: [4, 7],
  skill_order: 'QEWQQRQQWWRWWEE',
};

type Check = ReturnType<typeof createGuideBuildCheck>;
let check: Check;

beforeAll(async () => {
  check = createGuideBuildCheck(await loadDataDragon({ dir: DDRAGON_SNAPSHOT_DIR }));
});

/** The build with `changes` applied (runes merged). */
function buildWith(
  changes: Partial<Omit<GuideBuildInput, 'runes'>> & {
    runes?: Partial<GuideBuildInput['runes']>;
  },
): GuideBuildInput {
  return { ...BUILD, ...changes, runes: { ...BUILD.runes, ...changes.runes } };
}

/** The 422's field errors for a guide of `champion` with `build`; fails if it passes. */
function errorsOf(build: GuideBuildInput, champion = 'Akshan'): Record<string, string[]> {
  try {
    check({ champion, build });
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    expect(err.statusCode).toBe(422);
    return err.errors ?? {};
  }
  throw new Error('the build passed');
}

describe('the guide build check', () => {
  it("accepts a real build and names the champion by Riot's id, whatever the key's case", () => {
    expect(check({ champion: 'Akshan', build: BUILD })).toEqual({ championId: 166, build: BUILD });
    expect(check({ champion: 'aKsHaN', build: BUILD }).championId).toBe(166);
  });

  it('refuses a champion Data Dragon does not know, or one named by its number', () => {
    expect(errorsOf(BUILD, 'Nobody')).toEqual({ champion: ['Champion Nobody does not exist'] });
    expect(errorsOf(BUILD, '166')).toEqual({ champion: ['Champion 166 does not exist'] });
  });

  describe('core items', () => {
    it('names an item that does not exist by its place and id', () => {
      expect(errorsOf(buildWith({ core_items: [3031, 9999, 6672] }))).toEqual({
        'build.core_items.1': ['Item 9999 does not exist'],
      });
    });

    it('takes legendary items only', () => {
      expect(errorsOf(buildWith({ core_items: [3031, 3508, 1055] }))).toEqual({
        'build.core_items.2': ['Item 1055 is not a legendary item'],
      });
    });

    it('takes three different items', () => {
      expect(errorsOf(buildWith({ core_items: [3031, 3508, 3031] }))).toEqual({
        'build.core_items.2': ['Item 3031 is chosen twice'],
      });
    });
  });

  describe('boots', () => {
    it('takes tier-two boots, or none', () => {
      expect(check({ champion: 'Akshan', build: buildWith({ boots: null }) }).build.boots).toBe(
        null,
      );
      expect(errorsOf(buildWith({ boots: 3031 }))).toEqual({
        'build.boots': ['Item 3031 is not tier-two boots'],
      });
      expect(errorsOf(buildWith({ boots: 1001 }))).toEqual({
        'build.boots': ['Item 1001 is not tier-two boots'],
      });
    });

    it("refuses boots the Summoner's Rift shop does not sell", () => {
      // Ghostcrawlers are Arena's; Mobility Boots are no longer sold.
      expect(errorsOf(buildWith({ boots: 3005 }))).toEqual({
        'build.boots': ["Item 3005 is not sold on Summoner's Rift"],
      });
      expect(errorsOf(buildWith({ boots: 3117 }))).toEqual({
        'build.boots': ["Item 3117 is not sold on Summoner's Rift"],
      });
    });
  });

  describe('starting items', () => {
    it('takes starter items, potions, tier-one boots and basic components within the starting gold', () => {
      for (const start of [
        [1056, 2003, 2003],
        [1082, 2003, 2003, 2003],
        [1036, 2003, 2003, 2003],
        [3865, 2003, 2003],
        [1103, 2003],
        [1001, 2003, 2003, 2003, 2003],
        [],
      ]) {
        expect(
          check({ champion: 'Akshan', build: buildWith({ starting_items: start }) }).build
            .starting_items,
        ).toEqual(start);
      }
    });

    it('refuses items not bought at the start, and items of other maps', () => {
      expect(errorsOf(buildWith({ starting_items: [3031] }))).toEqual({
        'build.starting_items.0': ['Item 3031 is not a starting item'],
      });
      expect(errorsOf(buildWith({ starting_items: [2003, 3177] }))).toEqual({
        'build.starting_items.1': ["Item 3177 is not sold on Summoner's Rift"],
      });
    });

    it('refuses a second copy of anything but a consumable', () => {
      expect(errorsOf(buildWith({ starting_items: [1036, 1036] }))).toEqual({
        'build.starting_items.1': ['Item 1036 is chosen twice'],
      });
    });

    it('refuses a start dearer than the gold a game starts with', () => {
      expect(errorsOf(buildWith({ starting_items: [1055, 1054] }))).toEqual({
        'build.starting_items': [
          `Starting items cost 900 gold, more than the ${START_GOLD} a game starts with`,
        ],
      });
    });
  });

  describe('situational items', () => {
    it('takes legendary items that are not in the core, each once', () => {
      expect(errorsOf(buildWith({ situational_items: [3153, 3031, 1055, 3153] }))).toEqual({
        'build.situational_items.1': ['Item 3031 is already a core item'],
        'build.situational_items.2': ['Item 1055 is not a legendary item'],
        'build.situational_items.3': ['Item 3153 is chosen twice'],
      });
    });
  });

  describe('runes', () => {
    it('names trees that do not exist, and a secondary tree equal to the primary', () => {
      expect(errorsOf(buildWith({ runes: { primary_style: 9999 } }))).toMatchObject({
        'build.runes.primary_style': ['Rune tree 9999 does not exist'],
      });
      expect(errorsOf(buildWith({ runes: { sub_style: 8000 } }))).toMatchObject({
        'build.runes.sub_style': ['Rune tree 8000 is already the primary tree'],
      });
    });

    it('takes a keystone of the primary tree first, then one rune of each of its rows', () => {
      expect(errorsOf(buildWith({ runes: { primary: [9101, 9101, 9103, 8299] } }))).toEqual({
        'build.runes.primary.0': ['Rune 9101 is not a keystone of Precision'],
      });
      expect(errorsOf(buildWith({ runes: { primary: [8005, 9101, 8143, 9999] } }))).toEqual({
        'build.runes.primary.2': ['Rune 8143 is not in row 2 of Precision'],
        'build.runes.primary.3': ['Rune 9999 does not exist'],
      });
    });

    it('takes two minor runes of the secondary tree from two different rows', () => {
      expect(errorsOf(buildWith({ runes: { secondary: [8214, 8232] } }))).toEqual({
        'build.runes.secondary.0': ['Rune 8214 is not a minor rune of Sorcery'],
      });
      expect(errorsOf(buildWith({ runes: { secondary: [8224, 8226] } }))).toEqual({
        'build.runes.secondary.1': ['Rune 8226 is in the same row of Sorcery as rune 8224'],
      });
      expect(errorsOf(buildWith({ runes: { secondary: [8005, 8232] } }))).toEqual({
        'build.runes.secondary.0': ['Rune 8005 is not a minor rune of Sorcery'],
      });
    });

    it('keeps the secondary runes in the order of their rows, as the game records them', () => {
      const { build } = check({
        champion: 'Akshan',
        build: buildWith({ runes: { secondary: [8232, 8224] } }),
      });
      expect(build.runes.secondary).toEqual([8224, 8232]);
    });

    it('takes one shard of each shard row as the client offers them', () => {
      expect(GUIDE_SHARD_ROWS).toHaveLength(3);
      expect(errorsOf(buildWith({ runes: { shards: [5002, 5011, 5008] } }))).toEqual({
        'build.runes.shards.0': ['Shard 5002 is not in the offence row'],
        'build.runes.shards.1': ['Shard 5011 is not in the flex row'],
        'build.runes.shards.2': ['Shard 5008 is not in the defence row'],
      });
    });
  });

  describe('summoner spells', () => {
    it("takes two different spells of Summoner's Rift", () => {
      expect(errorsOf(buildWith({ spells: [4, 4] }))).toEqual({
        'build.spells.1': ['Summoner spell 4 is chosen twice'],
      });
      expect(errorsOf(buildWith({ spells: [13, 999] }))).toEqual({
        'build.spells.0': ["Summoner spell 13 is not available on Summoner's Rift"],
        'build.spells.1': ['Summoner spell 999 does not exist'],
      });
      expect(
        check({ champion: 'Akshan', build: buildWith({ spells: [4, 11] }) }).build.spells,
      ).toEqual([4, 11]);
    });
  });

  it('reports every failure of a build at once', () => {
    const errors = errorsOf(
      buildWith({ core_items: [1, 3508, 6672], boots: 1055, spells: [4, 999] }),
      'Nobody',
    );
    expect(Object.keys(errors).sort()).toEqual([
      'build.boots',
      'build.core_items.0',
      'build.spells.1',
      'champion',
    ]);
  });
});
