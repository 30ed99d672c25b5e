import { describe, expect, it } from 'vitest';
import { ITEM } from '../game-data.ts';
import { testGames } from './test-games.ts';

describe('match items', () => {
  it('never buys or ends with an item Data Dragon marks unavailable on the map', async () => {
    const problems: string[] = [];
    for (const { world, header, doc, events } of await testGames()) {
      const mapId = String(doc.info.mapId);
      const isLegal = (id: number) => world.data.dd.item(id)?.maps[mapId] === true;
      for (const e of events) {
        if (e.type === 'ITEM_PURCHASED' && !isLegal(e.itemId as number))
          problems.push(`${header.matchId} #${e.participantId} bought ${e.itemId} on map ${mapId}`);
      }
      for (const p of doc.info.participants) {
        const items = [p.item0, p.item1, p.item2, p.item3, p.item4, p.item5, p.item6];
        for (const id of items.filter((x) => x !== 0))
          if (!isLegal(id)) problems.push(`${header.matchId} #${p.participantId} ends with ${id}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('spends exactly the gold of its purchases, never more than it has earned', async () => {
    const problems: string[] = [];
    for (const { sim, header } of await testGames()) {
      for (const p of sim.participants) {
        const paid = sim.itemEvents
          .filter((e) => e.participantId === p.participantId && e.type === 'ITEM_PURCHASED')
          .reduce((sum, e) => sum + e.cost, 0);
        const bought = sim.itemEvents.filter(
          (e) => e.participantId === p.participantId && e.type === 'ITEM_PURCHASED',
        ).length;
        if (paid !== p.goldSpent || p.goldSpent > p.goldEarned || bought !== p.itemsPurchased)
          problems.push(`${header.matchId} #${p.participantId}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('holds six slots and a trinket, with the trinket only on Summoner’s Rift', async () => {
    for (const { sim } of await testGames()) {
      for (const p of sim.participants) {
        expect(p.items).toHaveLength(7);
        const trinket = p.items[6];
        if (sim.isAram) expect(trinket).toBe(0);
        else expect([ITEM.stealthWard, ITEM.farsight, ITEM.oracleLens]).toContain(trinket);
        expect(p.items.slice(0, 6)).not.toContain(ITEM.stealthWard);
      }
    }
  });

  it('lists item events in time order, each destroyed item bought earlier by the same player', async () => {
    const problems: string[] = [];
    for (const { sim, header } of (await testGames()).slice(0, 150)) {
      const times = sim.itemEvents.map((e) => e.t);
      if (times.some((t, i) => i > 0 && t < (times[i - 1] ?? 0)))
        problems.push(`${header.matchId} out of order`);
      const held = new Map<number, number[]>();
      for (const e of sim.itemEvents) {
        const items = held.get(e.participantId) ?? [];
        held.set(e.participantId, items);
        if (e.type === 'ITEM_PURCHASED') items.push(e.itemId);
        else if (items.includes(e.itemId)) items.splice(items.indexOf(e.itemId), 1);
        else problems.push(`${header.matchId} #${e.participantId} destroys ${e.itemId} unheld`);
      }
    }
    expect(problems).toEqual([]);
  });
});
