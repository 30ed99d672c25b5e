import { type ItemClasses, itemClasses, loadDataDragon } from '@riftscope/riot/ddragon';
import type { MatchDto } from '@riftscope/riot/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  asRemake,
  arenaAugmentsOf as augmentsOf,
  readMatch,
  requireFixtures,
} from '../../../test/match-fixtures.ts';
import { TEST_DDRAGON_DIR } from '../../../test/test-riot.ts';
import { arenaPlaceOf, isTopFour, parsePlacedValue, placedValue } from './arena-facets.ts';
import { type FacetDelta, matchFacetDeltas } from './facets.ts';
import { matchRows } from './match-rows.ts';

// Arena's facets over the real Arena document (docs/champion-analytics.md, Arena).

const ARENA = 'arena-15.5-na1.json';
requireFixtures([ARENA]);

let items: ItemClasses;
beforeAll(async () => {
  items = itemClasses((await loadDataDragon({ dir: TEST_DDRAGON_DIR })).items);
});

const facetsOf = (document: MatchDto): FacetDelta[] =>
  matchFacetDeltas(document, matchRows(document), items);

/** Games and top-four finishes of the rows of `facet` whose value `where` accepts. */
function sum(rows: readonly FacetDelta[], facet: string, where: (r: FacetDelta) => boolean) {
  const chosen = rows.filter((r) => r.facet === facet && where(r));
  return {
    games: chosen.reduce((n, r) => n + r.games, 0),
    wins: chosen.reduce((n, r) => n + r.wins, 0),
  };
}

describe('Arena facets of a stored match', () => {
  it('gives every player one placement row at the duo’s place, a top-four finish counted as a win', () => {
    const document = readMatch(ARENA);
    const rows = facetsOf(document);
    expect(sum(rows, 'placement', () => true).games).toBe(16);
    for (let place = 1; place <= 8; place++) {
      const players = document.info.participants.filter((p) => p.placement === place);
      expect(players).toHaveLength(2);
      const counted = sum(rows, 'placement', (r) => r.value === String(place));
      expect(counted).toEqual({ games: 2, wins: place <= 4 ? 2 : 0 });
    }
    // Riot's own win flag agrees with the top four.
    for (const p of document.info.participants) expect(p.win).toBe(isTopFour(p.placement ?? 0));
    for (const r of rows) expect(r.role).toBe('');
  });

  it('counts each augment a player took once, at the duo’s place', () => {
    const document = readMatch(ARENA);
    const rows = facetsOf(document);
    for (const p of document.info.participants) {
      for (const augment of augmentsOf(p)) {
        const expected = document.info.participants.filter(
          (o) =>
            o.championId === p.championId &&
            o.placement === p.placement &&
            augmentsOf(o).includes(augment),
        ).length;
        const row = rows.find(
          (r) =>
            r.facet === 'augment' &&
            r.championId === p.championId &&
            r.value === placedValue(augment, p.placement ?? 0),
        );
        expect(row?.games).toBe(expected);
      }
    }
    const taken = document.info.participants.reduce((n, p) => n + augmentsOf(p).length, 0);
    expect(sum(rows, 'augment', () => true).games).toBe(taken);
  });

  it('pairs each player with the other player of its duo', () => {
    const document = readMatch(ARENA);
    const rows = facetsOf(document);
    expect(sum(rows, 'duo', () => true).games).toBe(16);
    for (const p of document.info.participants) {
      const mate = document.info.participants.find(
        (o) => o !== p && o.playerSubteamId === p.playerSubteamId,
      );
      const row = rows.find(
        (r) =>
          r.facet === 'duo' &&
          r.championId === p.championId &&
          r.value === placedValue(mate?.championId ?? 0, p.placement ?? 0),
      );
      expect(row).toBeDefined();
    }
  });

  it('counts the held items of the final inventory, never the trinket or an empty slot', () => {
    const document = readMatch(ARENA);
    const rows = facetsOf(document);
    const ids = rows
      .filter((r) => r.facet === 'arena_item')
      .map((r) => parsePlacedValue(r.value)?.id);
    expect(ids).not.toContain(3348);
    expect(ids).not.toContain(0);
    const held = document.info.participants.reduce(
      (n, p) =>
        n +
        new Set(
          [p.item0, p.item1, p.item2, p.item3, p.item4, p.item5].filter(
            (id) => id > 0 && items.classOf(id) !== 'consumable' && items.classOf(id) !== 'trinket',
          ),
        ).size,
      0,
    );
    expect(sum(rows, 'arena_item', () => true).games).toBe(held);
  });

  it('adds nothing for a remake', () => {
    expect(facetsOf(asRemake(readMatch(ARENA)))).toEqual([]);
  });

  it('skips a player whose document names no place', () => {
    const document = structuredClone(readMatch(ARENA));
    const [first] = document.info.participants;
    if (!first) throw new Error('no participants');
    first.placement = 0;
    first.subteamPlacement = 0;
    expect(sum(facetsOf(document), 'placement', () => true).games).toBe(15);
  });
});

describe('placed values and places', () => {
  it('round-trips an id and a place, and rejects anything else', () => {
    expect(parsePlacedValue(placedValue(87, 3))).toEqual({ id: 87, place: 3 });
    for (const text of ['87', '87:0', '87:9', 'a:1', '87:1:2', ''])
      expect(parsePlacedValue(text)).toBeNull();
  });

  it('reads the place from placement, else subteamPlacement, 1 to 8 only', () => {
    expect(arenaPlaceOf({ participantId: 1, placement: 3 })).toBe(3);
    expect(arenaPlaceOf({ participantId: 1, placement: 0, subteamPlacement: 5 })).toBe(5);
    expect(arenaPlaceOf({ participantId: 1, placement: 9 })).toBeNull();
    expect(arenaPlaceOf({ participantId: 1 })).toBeNull();
  });

  it('counts places 1 to 4 as the top four', () => {
    expect([1, 2, 3, 4, 5, 8].map(isTopFour)).toEqual([true, true, true, true, false, false]);
  });
});
