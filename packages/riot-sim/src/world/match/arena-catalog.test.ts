import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEST_FIXTURES_DIR, testWorld } from '../../test-support.ts';
import { ARENA_AUGMENT_IDS, ARENA_ITEM_IDS, arenaCatalog } from './arena-catalog.ts';

const REAL = JSON.parse(
  readFileSync(`${TEST_FIXTURES_DIR}/match-v5-match/arena-15.5-na1.json`, 'utf8'),
) as { info: { participants: Record<string, number>[] } };

const realIds = (keys: readonly string[]) =>
  [...new Set(REAL.info.participants.flatMap((p) => keys.map((k) => p[k] ?? 0)))]
    .filter((id) => id !== 0)
    .sort((a, b) => a - b);

describe('Arena catalog', () => {
  it('lists exactly the augment ids of the real Arena document', () => {
    expect([...ARENA_AUGMENT_IDS].sort((a, b) => a - b)).toEqual(
      realIds([1, 2, 3, 4, 5, 6].map((slot) => `playerAugment${slot}`)),
    );
  });

  it("lists exactly the item ids the real Arena document's players hold in item0–item5", () => {
    expect([...ARENA_ITEM_IDS].sort((a, b) => a - b)).toEqual(
      realIds([0, 1, 2, 3, 4, 5].map((slot) => `item${slot}`)),
    );
  });

  it('sorts every listed item into boots, starters, prismatic or legendary items, once', async () => {
    const world = await testWorld();
    const catalog = arenaCatalog(world.data, world.seed);
    const sorted = [
      ...catalog.boots,
      ...catalog.starters,
      ...catalog.prismatics,
      ...catalog.legendaries.map((l) => l.id),
    ].sort((a, b) => a - b);
    expect(sorted).toEqual([...ARENA_ITEM_IDS].sort((a, b) => a - b));
    expect(catalog.boots.length).toBeGreaterThanOrEqual(4);
    expect(catalog.starters.length).toBeGreaterThanOrEqual(4);
    expect(catalog.prismatics.every((id) => id >= 440_000)).toBe(true);
    expect(catalog.legendaries.filter((l) => l.kinds.length > 0).length).toBeGreaterThan(25);
  });
});
