import { loadDataDragon } from '@riftscope/riot/ddragon';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  matchFixtureFiles,
  readMatch,
  TIMELINE_FIXTURES_DIR,
  timelineFixturePairs,
} from '../../../test/match-fixtures.ts';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import { createGameDataMapper, type GameDataMapper } from './game-data.mapper.ts';
import { buildItems, runePage, skillOrder } from './match-build.ts';

const pairs = timelineFixturePairs();

let game: GameDataMapper;
beforeAll(async () => {
  game = createGameDataMapper(await loadDataDragon({ dir: TEST_DDRAGON_DIR }));
});

describe(`builds from the real timelines (${TIMELINE_FIXTURES_DIR})`, () => {
  it.each(pairs)(
    '%s: every item event of each player, by minute, in order',
    (_, timeline, match) => {
      const events = timeline.info.frames.flatMap((f) => f.events);
      for (const p of match.info.participants) {
        const own = events.filter(
          (e) =>
            e.participantId === p.participantId &&
            ['ITEM_PURCHASED', 'ITEM_SOLD', 'ITEM_UNDO'].includes(e.type),
        );
        const build = buildItems(timeline, p.participantId, game);
        const flat = build.flatMap((m) => m.events.map((e) => ({ minute: m.minute, ...e })));
        expect(flat.map((e) => [e.minute, e.type, e.item.id])).toEqual(
          own.map((e) => [
            Math.floor(e.timestamp / 60_000),
            e.type,
            e.type === 'ITEM_UNDO' ? e.beforeId || e.afterId : e.itemId,
          ]),
        );
        expect(build.map((m) => m.minute)).toEqual([...new Set(build.map((m) => m.minute))]);
        for (const e of flat) expect(e.item.name, String(e.item.id)).not.toBe('');
      }
    },
  );

  it.each(pairs)(
    '%s: one skill point a level, Q W E R as Riot numbers them',
    (_, timeline, match) => {
      const events = timeline.info.frames.flatMap((f) => f.events);
      for (const p of match.info.participants) {
        const skills = skillOrder(timeline, p.participantId);
        const points = events.filter(
          (e) =>
            e.type === 'SKILL_LEVEL_UP' &&
            e.participantId === p.participantId &&
            e.levelUpType === 'NORMAL',
        );
        expect(skills.map((s) => s.slot)).toEqual(
          points.map((e) => ['Q', 'W', 'E', 'R'][(e.skillSlot ?? 0) - 1]),
        );
        expect(skills.map((s) => s.level)).toEqual(skills.map((_, i) => i + 1));
        // A point per level reached; some timelines (5 players of the fixtures) hold one
        // point more than the final champLevel, and the grid shows what the timeline has.
        expect(skills.length).toBeLessThanOrEqual(p.champLevel + 1);
        expect(skills.filter((s) => s.slot === 'R').length).toBeLessThanOrEqual(3);
      }
    },
  );
});

describe('rune pages of the real matches', () => {
  it.each(matchFixtureFiles)(
    '%s: keystone, 3 + 2 runes and 3 shards as the document has them',
    (name) => {
      const match = readMatch(name);
      for (const p of match.info.participants) {
        const page = runePage(p.perks, game);
        const [primary, secondary] = p.perks.styles;
        const named = (id: number | undefined) => game.rune(id ?? 0).name;
        expect(page.primary.tree.name).toBe(named(primary?.style));
        expect(page.primary.keystone.name).toBe(named(primary?.selections[0]?.perk));
        expect(page.primary.runes.map((r) => r.name)).toEqual(
          [1, 2, 3].map((i) => named(primary?.selections[i]?.perk)),
        );
        expect(page.secondary.tree.name).toBe(named(secondary?.style));
        expect(page.secondary.runes.map((r) => r.name)).toEqual(
          [0, 1].map((i) => named(secondary?.selections[i]?.perk)),
        );
        const { offense, flex, defense } = p.perks.statPerks;
        expect(page.shards.map((s) => s.name)).toEqual([offense, flex, defense].map(named));
        if (match.info.queueId === 1700) continue;
        // Every rune the snapshot knows has its icon (runes since removed are 'Unknown rune').
        for (const rune of [page.primary.tree, page.primary.keystone, ...page.primary.runes]) {
          if (rune.name !== 'Unknown rune') expect(rune.icon).toMatch(/^https:\/\//);
        }
        for (const shard of page.shards) expect(shard.icon).toMatch(/StatMods/);
      }
    },
  );

  it('draws an empty page for a player without runes', () => {
    const page = runePage(null, game);
    expect(page.primary.runes).toHaveLength(3);
    expect(page.secondary.runes).toHaveLength(2);
    expect(page.shards).toHaveLength(3);
    expect(page.primary.keystone.icon).toBeNull();
  });
});
