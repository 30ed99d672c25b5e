import { itemClasses } from '@riftscope/riot/ddragon';
import { describe, expect, it } from 'vitest';
import { testWorld } from '../../test-support.ts';
import { ITEM, ROLES, SPELL } from '../game-data.ts';
import type { MatchHeader } from '../schedule.ts';
import type { World } from '../world.ts';
import { canHoldWith } from './item-odds.ts';
import { playstyleOf } from './playstyles.ts';
import { testGames } from './test-games.ts';
import type { SimMatch, SimParticipant } from './types.ts';

/** Share of `values` equal to the most common one, and that value. */
function top<T>(values: readonly T[]): { value: T | undefined; share: number } {
  const counts = new Map<string, { value: T; n: number }>();
  for (const v of values) {
    const key = JSON.stringify(v);
    const entry = counts.get(key) ?? { value: v, n: 0 };
    entry.n += 1;
    counts.set(key, entry);
  }
  const best = [...counts.values()].sort((a, b) => b.n - a.n)[0];
  return { value: best?.value, share: best ? best.n / values.length : 0 };
}

/** The max order as the champion pages read it: most points first, a tie to the first to get there. */
function maxOrder(sim: SimMatch, p: SimParticipant): string {
  const points = [0, 0, 0];
  const reached = [0, 0, 0].map(() => new Map<number, number>());
  sim.skillUps
    .filter((e) => e.participantId === p.participantId && e.skillSlot <= 3)
    .forEach((e, i) => {
      const at = e.skillSlot - 1;
      points[at] = (points[at] ?? 0) + 1;
      reached[at]?.set(points[at] ?? 0, i);
    });
  return [0, 1, 2]
    .sort(
      (a, b) =>
        (points[b] ?? 0) - (points[a] ?? 0) ||
        (reached[a]?.get(points[a] ?? 0) ?? 0) - (reached[b]?.get(points[b] ?? 0) ?? 0),
    )
    .map((at) => 'QWE'[at])
    .join('');
}

/** Games of the mage played most in the middle lane of ranked solo games of the world. */
function gamesOfOneMage(world: World) {
  const solo = world.matches.filter((m) => m.queueId === 420).slice(0, 2500);
  const byChampion = new Map<number, { header: MatchHeader; sim: SimMatch; p: SimParticipant }[]>();
  for (const header of solo) {
    const sim = world.simulate(header);
    for (const p of sim.participants) {
      if (p.role !== 'MIDDLE' || p.champion.tags[0] !== 'Mage') continue;
      const list = byChampion.get(p.champion.key) ?? [];
      list.push({ header, sim, p });
      byChampion.set(p.champion.key, list);
    }
  }
  return [...byChampion.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

describe('playstyles', () => {
  it('makes one mage in the middle lane build like a mage, game after game', async () => {
    const world = await testWorld();
    const classes = itemClasses(world.data.dd.items);
    const games = gamesOfOneMage(world);
    expect(games.length).toBeGreaterThan(150);
    const item = (id: number) => world.data.item(id);
    const problems: string[] = [];
    const maxOrders: string[] = [];
    const firstThree: string[] = [];
    const boots: (number | null)[] = [];
    const starts: string[] = [];
    let flash = 0;
    for (const { header, sim, p } of games) {
      const bought = sim.itemEvents.filter(
        (e) => e.participantId === p.participantId && e.type === 'ITEM_PURCHASED',
      );
      for (const e of bought) {
        if (item(e.itemId)?.tags.includes('ArmorPenetration'))
          problems.push(`${header.matchId}: lethality item ${e.itemId}`);
      }
      const firstLegendary = bought.find((e) => classes.isLegendary(e.itemId));
      const firstBoots = bought.find((e) => classes.classOf(e.itemId) === 'boots');
      if (firstLegendary && !item(firstLegendary.itemId)?.tags.includes('SpellDamage'))
        problems.push(`${header.matchId}: first legendary ${firstLegendary.itemId} is no AP item`);
      if (firstBoots && (!firstLegendary || firstBoots.t < firstLegendary.t))
        problems.push(`${header.matchId}: boots ${firstBoots.itemId} before any legendary`);
      boots.push(
        p.items.map((id) => classes.bootsOf(id)).find((id): id is number => id !== null) ?? null,
      );
      starts.push(
        bought
          .filter((e) => e.t < 60_000 && !classes.isTrinket(e.itemId))
          .map((e) => e.itemId)
          .sort((a, b) => a - b)
          .join(','),
      );
      const ups = sim.skillUps
        .filter((e) => e.participantId === p.participantId && e.skillSlot <= 3)
        .slice(0, 3)
        .map((e) => e.skillSlot);
      firstThree.push(ups.join(''));
      if (p.champLevel >= 9) maxOrders.push(maxOrder(sim, p));
      if (p.spells.includes(SPELL.flash)) flash += 1;
    }
    expect(problems).toEqual([]);
    expect(flash / games.length).toBeGreaterThanOrEqual(0.9);
    // A dominant max order, and at most two in all.
    expect(top(maxOrders).share).toBeGreaterThanOrEqual(0.6);
    expect(new Set(maxOrders).size).toBeLessThanOrEqual(2);
    // The first three points go to three different basic abilities.
    for (const first of firstThree) expect(new Set(first).size).toBe(3);
    // Usual tier-two boots, chosen per champion rather than at random.
    expect(top(boots).share).toBeGreaterThanOrEqual(0.5);
    // A real mage start bought before a minute: Doran's Ring or Dark Seal with potions.
    for (const start of starts) expect(['1056,2003,2003', '1082,2003,2003,2003']).toContain(start);
    expect(top(starts).share).toBeGreaterThanOrEqual(0.6);
  });

  it('gives each champion in each role one to three core orders, one or two skill orders and a main rune page with an alternative', async () => {
    const world = await testWorld(3, 300);
    const { data } = world;
    for (const champion of data.champions.filter((_, i) => i % 4 === 0)) {
      for (const role of [...ROLES, null]) {
        const style = playstyleOf(data, champion, role);
        const label = `${champion.id} ${role}`;
        expect(style.cores.length, label).toBeGreaterThanOrEqual(1);
        expect(style.cores.length, label).toBeLessThanOrEqual(3);
        for (const core of style.cores) {
          expect(new Set(core.value).size, label).toBe(3);
          for (const id of core.value) expect(canHoldWith(id, core.value), label).toBe(true);
        }
        expect(style.skills.length, label).toBeGreaterThanOrEqual(1);
        expect(style.skills.length, label).toBeLessThanOrEqual(2);
        for (const { value } of style.skills) {
          expect([...value.max].sort(), label).toEqual([1, 2, 3]);
          expect([...value.first].sort(), label).toEqual([1, 2, 3]);
        }
        expect(style.runes.length, label).toBeGreaterThanOrEqual(1);
        expect(style.runes[0]?.weight ?? 0, label).toBeGreaterThan(0.6);
        // The same answer every time: the playstyle is the champion's, not the game's.
        expect(playstyleOf(data, champion, role)).toBe(style);
      }
    }
  });

  it('takes the usual summoner spells and starting items of each role, with real Data Dragon ids', async () => {
    const problems: string[] = [];
    const second: Record<string, readonly number[]> = {
      TOP: [SPELL.teleport, SPELL.ignite, SPELL.ghost],
      JUNGLE: [SPELL.smite],
      MIDDLE: [SPELL.teleport, SPELL.ignite, SPELL.barrier, SPELL.ghost],
      BOTTOM: [SPELL.heal, SPELL.barrier, SPELL.cleanse, SPELL.ghost],
      UTILITY: [SPELL.ignite, SPELL.exhaust, SPELL.heal],
    };
    const laneStarters = [1054, 1055, 1056, 1036, 1082, 1083];
    for (const { world, header, sim } of await testGames()) {
      const { dd } = world.data;
      const runeIds = new Set([
        ...dd.runes.map((r) => r.id),
        ...dd.runeStyles.map((s) => s.id),
        ...dd.statShards.map((s) => s.id),
      ]);
      for (const p of sim.participants) {
        const label = `${header.matchId} ${p.champion.id} ${p.role}`;
        const [a, b] = p.spells;
        const other = a === SPELL.flash ? b : a;
        if (!p.spells.includes(SPELL.flash)) problems.push(`${label}: no Flash`);
        if (p.role && !second[p.role]?.includes(other ?? 0))
          problems.push(`${label}: spell ${other}`);
        if (!p.role && !world.data.spellsFor('ARAM').has(other ?? 0))
          problems.push(`${label}: spell ${other} in ARAM`);
        const page = [
          p.runes.primaryStyle,
          p.runes.subStyle,
          ...p.runes.primary,
          ...p.runes.sub,
          ...Object.values(p.runes.shards),
        ];
        for (const id of page) if (!runeIds.has(id)) problems.push(`${label}: rune ${id}`);
        if (sim.isAram) continue;
        const opening = sim.itemEvents
          .filter((e) => e.participantId === p.participantId && e.type === 'ITEM_PURCHASED')
          .filter((e) => e.t < 60_000 && e.itemId !== ITEM.stealthWard)
          .map((e) => e.itemId);
        const cost = opening.reduce((sum, id) => sum + (dd.item(id)?.gold.total ?? 0), 0);
        if (cost > 500) problems.push(`${label}: starts with ${cost} gold of items`);
        const hasStart =
          p.role === 'JUNGLE'
            ? opening.some((id) => world.data.junglePets.some((pet) => pet.id === id))
            : p.role === 'UTILITY'
              ? opening.includes(ITEM.worldAtlas)
              : opening.some((id) => laneStarters.includes(id));
        if (!hasStart || !opening.includes(2003)) problems.push(`${label}: opens with ${opening}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('never holds two items of one limited group, and builds items of its own kind', async () => {
    const problems: string[] = [];
    for (const { world, header, sim } of await testGames()) {
      for (const p of sim.participants) {
        const held = p.items.filter((id) => id !== 0);
        for (const id of held)
          if (!canHoldWith(id, held)) problems.push(`${header.matchId}: ${held} together`);
        const tags = (id: number) => world.data.item(id)?.tags ?? [];
        for (const id of held) {
          if (p.kind === 'ap' && tags(id).includes('ArmorPenetration'))
            problems.push(`${header.matchId}: mage ${p.champion.id} holds ${id}`);
          if (p.kind === 'crit' && tags(id).includes('SpellDamage') && !tags(id).includes('Damage'))
            problems.push(`${header.matchId}: marksman ${p.champion.id} holds ${id}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
