import { MatchDtoSchema } from '@riftscope/riot/schemas';
import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_START, testDataDragon, testWorld } from '../../test-support.ts';
import { ARENA_DUOS, isArena } from '../arena.ts';
import { buildWorld, type World } from '../world.ts';
import { ARENA_AUGMENT_IDS, ARENA_ITEM_IDS, ARENA_TRINKET } from './arena-catalog.ts';
import type { ArenaDocument } from './arena-document.ts';

/** The Arena documents of a world, at most `limit`. */
function arenaDocuments(world: World, limit = Number.POSITIVE_INFINITY): ArenaDocument[] {
  return world.matches
    .filter(isArena)
    .slice(0, limit)
    .map((m) => world.matchDocument(m) as ArenaDocument);
}

type ArenaParticipant = ArenaDocument['info']['participants'][number];

const augmentsOf = (p: ArenaParticipant) =>
  [
    p.playerAugment1,
    p.playerAugment2,
    p.playerAugment3,
    p.playerAugment4,
    p.playerAugment5,
    p.playerAugment6,
  ].filter((id) => id !== 0);

const itemsOf = (p: ArenaParticipant) => [p.item0, p.item1, p.item2, p.item3, p.item4, p.item5];

/** Mean of a list. */
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('Arena matches', () => {
  it('puts sixteen players in eight duos that take places 1–8 once each, partners alike', async () => {
    for (const doc of arenaDocuments(await testWorld(), 300)) {
      const { participants } = doc.info;
      expect(participants).toHaveLength(16);
      const byDuo = new Map<number, ArenaParticipant[]>();
      for (const p of participants)
        byDuo.set(p.playerSubteamId, [...(byDuo.get(p.playerSubteamId) ?? []), p]);
      expect([...byDuo.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const places = [...byDuo.values()].map(([a, b]) => {
        expect(b?.placement).toBe(a?.placement);
        expect(a?.subteamPlacement).toBe(a?.placement);
        expect(b?.subteamPlacement).toBe(a?.placement);
        return a?.placement;
      });
      expect(places.sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
  });

  it('marks exactly places 1–4 as wins, on team 100, and the others on team 200', async () => {
    for (const doc of arenaDocuments(await testWorld(), 300)) {
      for (const p of doc.info.participants) {
        expect(p.win).toBe(p.placement <= 4);
        expect(p.teamId).toBe(p.placement <= 4 ? 100 : 200);
      }
      expect(doc.info.teams.map((t) => [t.teamId, t.win, t.bans.length])).toEqual([
        [100, true, 16],
        [0, false, 0],
      ]);
    }
  });

  it('gives every player 2–4 augments, all from the real document, more for duos that lasted longer', async () => {
    const allowed = new Set(ARENA_AUGMENT_IDS);
    const byPlace = new Map<number, number[]>();
    for (const doc of arenaDocuments(await testWorld(), 300)) {
      for (const p of doc.info.participants) {
        const augments = augmentsOf(p);
        expect(augments.length).toBeGreaterThanOrEqual(2);
        expect(augments.length).toBeLessThanOrEqual(4);
        expect(new Set(augments).size).toBe(augments.length);
        expect(augments.every((id) => allowed.has(id))).toBe(true);
        // Slots fill from the first: no augment after an empty slot.
        expect(p.playerAugment5).toBe(0);
        expect(p.playerAugment6).toBe(0);
        byPlace.set(p.placement, [...(byPlace.get(p.placement) ?? []), augments.length]);
      }
    }
    expect(mean(byPlace.get(1) ?? [])).toBeGreaterThan(mean(byPlace.get(8) ?? []));
  });

  it('holds only the real document’s items, with Arena’s trinket in item6', async () => {
    const allowed = new Set(ARENA_ITEM_IDS);
    for (const doc of arenaDocuments(await testWorld(), 300)) {
      for (const p of doc.info.participants) {
        const held = itemsOf(p).filter((id) => id !== 0);
        expect(held.length).toBeGreaterThanOrEqual(4);
        expect(
          held.every((id) => allowed.has(id)),
          JSON.stringify(held),
        ).toBe(true);
        expect(new Set(held).size).toBe(held.length);
        expect(p.item6).toBe(ARENA_TRINKET);
      }
    }
  });

  it('passes the match schema, as CHERRY on map 30 with no lane positions', async () => {
    for (const doc of arenaDocuments(await testWorld(), 50)) {
      expect(MatchDtoSchema.safeParse(doc).success).toBe(true);
      expect([doc.info.gameMode, doc.info.mapId, doc.info.queueId]).toEqual(['CHERRY', 30, 1700]);
      for (const p of doc.info.participants) {
        expect([p.teamPosition, p.individualPosition]).toEqual(['', 'Invalid']);
        expect([p.summoner1Id, p.summoner2Id].sort()).toEqual([2201, 2202]);
      }
    }
  });

  it('is the same document for the same seed', async () => {
    const dataDragon = await testDataDragon();
    const options = { seed: 7, players: 400, dataDragon, clockStart: TEST_CLOCK_START };
    const [a, b] = [buildWorld(options), buildWorld(options)];
    const ids = (w: World) => w.matches.filter(isArena).map((m) => m.matchId);
    expect(ids(b)).toEqual(ids(a));
    for (const m of a.matches.filter(isArena).slice(0, 10)) {
      const same = b.matchById(m.matchId);
      if (!same) throw new Error(`no ${m.matchId}`);
      expect(b.matchJson(same)).toBe(a.matchJson(m));
    }
  });

  it('places stronger duos better on average', async () => {
    const world = await testWorld();
    const placesByRank = Array.from({ length: ARENA_DUOS }, () => [] as number[]);
    for (const header of world.matches.filter(isArena)) {
      const doc = world.matchDocument(header) as ArenaDocument;
      const duos = Array.from({ length: ARENA_DUOS }, (_, d) => {
        const pair = [header.participants[2 * d], header.participants[2 * d + 1]];
        const skill = mean(pair.map((i) => world.players[i ?? -1]?.skill ?? 0));
        const place = doc.info.participants[2 * d]?.placement ?? 0;
        return { skill, place };
      });
      duos.sort((x, y) => y.skill - x.skill);
      duos.forEach((d, rank) => {
        placesByRank[rank]?.push(d.place);
      });
    }
    const strongest = mean(placesByRank[0] ?? []);
    const weakest = mean(placesByRank[ARENA_DUOS - 1] ?? []);
    expect(weakest - strongest).toBeGreaterThan(0.8);
  });

  it('makes some champions and augments place better than others', async () => {
    const world = await testWorld();
    const tally = (key: (p: ArenaParticipant) => number[]) => {
      const places = new Map<number, number[]>();
      for (const doc of arenaDocuments(world)) {
        for (const p of doc.info.participants) {
          for (const k of key(p)) places.set(k, [...(places.get(k) ?? []), p.placement]);
        }
      }
      const means = [...places.values()].filter((list) => list.length >= 60).map(mean);
      means.sort((a, b) => a - b);
      return {
        count: means.length,
        spread:
          (means[Math.floor(means.length * 0.9)] ?? 0) -
          (means[Math.floor(means.length * 0.1)] ?? 0),
      };
    };
    const augments = tally((p) => augmentsOf(p).slice(0, 2));
    expect(augments.count).toBeGreaterThan(20);
    expect(augments.spread).toBeGreaterThan(0.3);
    const champions = tally((p) => [p.championId]);
    expect(champions.count).toBeGreaterThan(20);
    expect(champions.spread).toBeGreaterThan(0.3);
  });
});
