import { type ItemDetail, type ItemsList, tierRoleOf } from '@riftscope/contracts';
import { type ItemClasses, itemClasses } from '@riftscope/riot/ddragon';
import type { MatchDto, ParticipantDto, TimelineDto } from '@riftscope/riot/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './databases.ts';
import { readMatch, readTimeline, requireFixtures } from './match-fixtures.ts';
import { buildOf, playerEvents, record } from './player-builds.ts';
import { useTestApp } from './test-app.ts';

// The item pages over stored real matches and timelines, every figure checked against the
// documents (docs/champion-analytics.md, Items).

const LONG_GAME = 'NA1_4924008147.json';
requireFixtures([LONG_GAME]);

/** Copies stored; the first WITH_TIMELINE with the game's timeline. */
const COPIES = 9;
const WITH_TIMELINE = 6;
let sequence = 0;

function copyOf(isFlipped: boolean): MatchDto {
  const document = structuredClone(readMatch(LONG_GAME));
  document.metadata.matchId = `${document.info.platformId}_${8_200_000_000 + ++sequence}`;
  document.info.queueId = 420;
  if (isFlipped) {
    for (const p of document.info.participants) p.win = !p.win;
    for (const team of document.info.teams) team.win = !team.win;
  }
  return document;
}

/** A player's legendaries in the order completed, as counted: none unless there are three. */
function countedLegendaries(
  timeline: TimelineDto,
  document: MatchDto,
  p: ParticipantDto,
  items: ItemClasses,
): number[] {
  const { core, later } = buildOf(playerEvents(timeline, document, p.championId).bought, items);
  return core.length === 3 ? [...core, ...later] : [];
}

/** A player's final tier-two boots (an upgrade counted as its tier-two boots), or null. */
const bootsOf = (p: ParticipantDto, items: ItemClasses) =>
  [p.item0, p.item1, p.item2, p.item3, p.item4, p.item5]
    .map((id) => items.bootsOf(id ?? 0))
    .find((id) => id !== null) ?? null;

describe.each(TEST_DATABASES)('item pages on $name', (db) => {
  const t = useTestApp(db);
  let items: ItemClasses;
  const stored: MatchDto[] = [];
  const timeline = readTimeline(LONG_GAME);

  const get = async <T>(url: string) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  /** Games and wins of the stored copies' players for whom `has` holds (the first `copies`). */
  const tally = (has: (p: ParticipantDto) => boolean, copies = stored.length) => {
    let games = 0;
    let wins = 0;
    for (const d of stored.slice(0, copies)) {
      for (const p of d.info.participants) {
        if (!has(p)) continue;
        games += 1;
        if (p.win) wins += 1;
      }
    }
    return { games, wins };
  };

  beforeAll(async () => {
    items = itemClasses(t.riot.ddragon.items);
    const { matches } = t.services.repositories;
    for (let c = 0; c < COPIES; c++) {
      const document = copyOf(c % 3 === 0);
      expect(await matches.store(document, { bracket: 'EMERALD' })).toBe(true);
      if (c < WITH_TIMELINE) {
        const copy = structuredClone(timeline);
        copy.metadata.matchId = document.metadata.matchId;
        expect(await matches.storeTimeline(document.metadata.matchId, copy)).toBe(true);
      }
      stored.push(document);
    }
  });

  it('gives every legendary its games, wins and places completed, out of the players with a timeline', async () => {
    const list = await get<ItemsList>('/api/items?patch=14.3');
    expect(list.players).toBe(COPIES * 10);
    expect(list.timeline_players).toBe(WITH_TIMELINE * 10);
    const [first] = stored;
    if (!first) throw new Error('nothing stored');
    const built = new Map(
      first.info.participants.map((p) => [
        p.participantId,
        countedLegendaries(timeline, first, p, items),
      ]),
    );
    const legendaries = new Set([...built.values()].flat());
    expect(legendaries.size).toBeGreaterThan(10);
    for (const id of legendaries) {
      const row = list.items.find((item) => item.id === id);
      expect(row, `item ${id}`).toMatchObject({
        class: 'legendary',
        ...record(
          tally((p) => built.get(p.participantId)?.includes(id) ?? false, WITH_TIMELINE),
          WITH_TIMELINE * 10,
        ),
      });
      const places = [1, 2, 3, 4, 5, 6].map(
        (place) =>
          [...built.values()].filter((list) => list[place - 1] === id).length * WITH_TIMELINE,
      );
      expect(row?.slots, `item ${id}`).toEqual(places);
    }
    // Nothing else is listed as a legendary.
    expect(
      list.items
        .filter((i) => i.class === 'legendary')
        .map((i) => i.id)
        .sort(),
    ).toEqual([...legendaries].sort());
  });

  it('times the completions of every legendary and tier-two boots in steps of five minutes', async () => {
    const [first] = stored;
    if (!first) throw new Error('nothing stored');
    // Each player's first completion of each of their first six legendaries and their first
    // tier-two boots, read straight from the timeline: item id → games by step.
    const expected = new Map<number, number[]>();
    for (const p of first.info.participants) {
      const { boughtAt } = playerEvents(timeline, first, p.championId);
      const legendaries = boughtAt.filter(
        (b, i) =>
          items.isLegendary(b.itemId) && boughtAt.findIndex((o) => o.itemId === b.itemId) === i,
      );
      const boots = boughtAt.find((b) => items.bootsOf(b.itemId) !== null);
      const timed = legendaries.slice(0, 6);
      if (boots)
        timed.push({ itemId: items.bootsOf(boots.itemId) ?? 0, timestamp: boots.timestamp });
      for (const { itemId, timestamp } of timed) {
        const steps = expected.get(itemId) ?? Array.from({ length: 9 }, () => 0);
        const step = Math.min(Math.floor(timestamp / 300_000), 8);
        steps[step] = (steps[step] ?? 0) + WITH_TIMELINE;
        expected.set(itemId, steps);
      }
    }
    expect(expected.size).toBeGreaterThan(10);
    for (const [id, steps] of expected) {
      const detail = await get<ItemDetail>(`/api/items/${id}?patch=14.3`);
      expect(
        detail.completed?.steps.map((s) => s.games),
        `item ${id}`,
      ).toEqual(steps);
      expect(detail.completed?.sample).toBe(steps.reduce((n, g) => n + g, 0));
    }
    // Kraken Slayer: Ashe's, at 16:08 in every copy with a timeline.
    const kraken = await get<ItemDetail>('/api/items/6672?patch=14.3');
    expect(kraken.completed?.median).toEqual({ from: 15, to: 20 });
  });

  it('gives tier-two boots the players who ended with them, out of every player', async () => {
    const list = await get<ItemsList>('/api/items?patch=14.3');
    const boots = new Set(stored.flatMap((d) => d.info.participants.map((p) => bootsOf(p, items))));
    boots.delete(null);
    expect(boots.size).toBeGreaterThan(1);
    for (const id of boots) {
      const row = list.items.find((item) => item.id === id);
      expect(row, `boots ${id}`).toMatchObject({
        class: 'boots',
        slots: [],
        ...record(
          tally((p) => bootsOf(p, items) === id),
          COPIES * 10,
        ),
      });
    }
    const counts = list.items.map((i) => i.games);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('lists a legendary’s champions in their role, with the share of their players who built it', async () => {
    const [first] = stored;
    if (!first) throw new Error('nothing stored');
    const builders = first.info.participants.filter(
      (p) => countedLegendaries(timeline, first, p, items).length > 0,
    );
    const counts = new Map<number, ParticipantDto[]>();
    for (const p of builders) {
      for (const id of countedLegendaries(timeline, first, p, items)) {
        counts.set(id, [...(counts.get(id) ?? []), p]);
      }
    }
    const [id, players] = [...counts].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
    if (id === undefined || !players) throw new Error('no legendary built');
    const detail = await get<ItemDetail>(`/api/items/${id}?patch=14.3`);
    expect(detail.item).toMatchObject({ id, class: 'legendary', counted_as: null });
    expect(detail.sample).toBe(WITH_TIMELINE * 10);
    expect(detail.champions).toHaveLength(players.length);
    for (const p of players) {
      const own = tally((q) => q.championId === p.championId, WITH_TIMELINE);
      expect(detail.champions).toContainEqual({
        champion: expect.objectContaining({ id: p.championId }),
        role: tierRoleOf(p.teamPosition) ?? '',
        ...record(own, own.games),
      });
    }
    expect(detail.slots.reduce((n, s) => n + s.games, 0)).toBe(detail.stats?.games);
  });

  it('describes an item without figures, and what a boots upgrade counts as', async () => {
    const trinket = await get<ItemDetail>('/api/items/3340?patch=14.3');
    expect(trinket.item).toMatchObject({ id: 3340, class: 'trinket' });
    expect(trinket).toMatchObject({ stats: null, slots: [], champions: [], sample: 0 });
    const upgrade = t.riot.ddragon.items.find((i) => items.classOf(i.id) === 'boots-upgrade');
    if (!upgrade) throw new Error('Data Dragon has no boots upgrade');
    const detail = await get<ItemDetail>(`/api/items/${upgrade.id}`);
    expect(detail.item.counted_as?.id).toBe(items.bootsOf(upgrade.id));
    expect(detail.stats).toBeNull();
  });

  it.each([
    ['an id Data Dragon does not list', '999999'],
    ['a word', 'trinity'],
  ])('answers 404 for %s', async (_what, id) => {
    const res = await t.request({ method: 'GET', url: `/api/items/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Item not found' });
  });

  it('answers 422 naming the allowed queues and ranks', async () => {
    const queue = await t.request({ method: 'GET', url: '/api/items?queue=1700' });
    expect(queue.statusCode).toBe(422);
    expect(queue.body).toContain('420|440|450');
    const tier = await t.request({ method: 'GET', url: '/api/items/3078?tier=wood' });
    expect(tier.statusCode).toBe(422);
  });
});
