import type { ChampionData } from '@riftscope/riot/ddragon';
import { unitOf } from '../../random.ts';
import { type BuildKind, type GameData, itemKinds, ROLES } from '../game-data.ts';

/*
 * What Arena matches are made of. Augment and item ids are never invented: they are the ones a
 * real Arena document holds (packages/riot-snapshots/fixtures/match-v5-match/arena-15.5-na1.json;
 * arena-catalog.test.ts checks the lists against it). Data Dragon only sorts the items into
 * boots, starters, prismatic and legendary items, and gives the legendaries their build kinds.
 */

/** Every augment id (`playerAugment1`–`6`, non-zero) of the real Arena document. */
export const ARENA_AUGMENT_IDS: readonly number[] = [
  7, 16, 17, 22, 36, 39, 42, 44, 46, 49, 52, 64, 67, 71, 76, 77, 80, 82, 84, 87, 92, 93, 97, 102,
  103, 110, 118, 129, 136, 138, 141, 149, 151, 170, 171, 172, 181, 198, 205, 207, 211, 217, 218,
  221, 238, 242, 305, 308,
];

/** Every item id (`item0`–`item5`, non-zero) the real Arena document's players hold. */
export const ARENA_ITEM_IDS: readonly number[] = [
  2050, 2145, 3430, 4011, 4015, 222051, 222502, 222503, 222504, 223006, 223009, 223020, 223031,
  223032, 223033, 223036, 223065, 223068, 223071, 223072, 223078, 223084, 223085, 223089, 223100,
  223111, 223112, 223115, 223124, 223143, 223153, 223158, 223165, 223172, 223177, 223184, 223185,
  223504, 224633, 226620, 226621, 226657, 226675, 226694, 226696, 226697, 226698, 228020, 443055,
  443069, 443081, 443090, 444644, 446656, 446671, 446691, 447103, 447104, 447105, 447107, 447109,
  447112, 447113, 447116,
];

/** Arena's trinket, in every player's `item6`. */
export const ARENA_TRINKET = 3348;

/** Arena's summoner spells: its Flash (2202) and Flee (2201), the only two it has. */
export const ARENA_SPELLS = { flash: 2202, flee: 2201 } as const;

/** Prismatic items are Arena's own, with ids from 440000. */
const PRISMATIC_FROM = 440_000;

/** A legendary item and the builds it suits (none: any build may take it now and then). */
export interface ArenaLegendary {
  id: number;
  kinds: readonly BuildKind[];
}

/** The Arena pools a player's items, augments and champion are drawn from, and their strengths. */
export interface ArenaCatalog {
  augments: readonly number[];
  /** How often each augment of `augments` is taken, in the same order. */
  augmentWeights: readonly number[];
  /**
   * Hidden placement strength of an augment, about −0.3…0.3 (performance units, arena-match.ts),
   * drawn from the seed.
   */
  augmentStrength(id: number): number;
  /** Hidden placement strength of a champion in Arena, about −0.4…0.4, drawn from the seed. */
  championStrength(championKey: number): number;
  /** Every champion, with how often it is picked outside the player's own pool. */
  champions: readonly ChampionData[];
  championWeights: readonly number[];
  boots: readonly number[];
  /** The cheap Guardian's items a player starts with and may still hold at the end. */
  starters: readonly number[];
  prismatics: readonly number[];
  legendaries: readonly ArenaLegendary[];
}

/** Sorts the real document's items by what Data Dragon says of them. */
function sortItems(data: GameData) {
  const boots: number[] = [];
  const starters: number[] = [];
  const prismatics: number[] = [];
  const legendaries: ArenaLegendary[] = [];
  for (const id of ARENA_ITEM_IDS) {
    const item = data.item(id);
    if (id >= PRISMATIC_FROM) prismatics.push(id);
    else if (item?.tags.includes('Boots')) boots.push(id);
    else if (item?.tags.includes('Lane') && item.gold.total <= 500) starters.push(id);
    else legendaries.push({ id, kinds: item ? itemKinds(item) : [] });
  }
  return { boots, starters, prismatics, legendaries };
}

/** How often each champion is picked: its popularity over the Summoner's Rift roles. */
function championWeightsOf(data: GameData): number[] {
  const overall = new Map<number, number>();
  for (const role of ROLES) {
    data.roleChampions[role].forEach((key, i) => {
      overall.set(key, (overall.get(key) ?? 0) + (data.rolePopularity[role][i] ?? 0));
    });
  }
  // A champion of no role (none today) is still picked now and then.
  return data.champions.map((c) => overall.get(c.key) ?? 0.3);
}

/** The Arena catalog of a world: the real ids, sorted, with strengths drawn from `seed`. */
export function arenaCatalog(data: GameData, seed: number): ArenaCatalog {
  const augmentStrength = (id: number) => (unitOf(seed, 'arena-augment', id) - 0.5) * 0.6;
  return {
    augments: ARENA_AUGMENT_IDS,
    // Popularity spans about tenfold; stronger augments are taken a little more often.
    augmentWeights: ARENA_AUGMENT_IDS.map((id) =>
      Math.exp(2.4 * (unitOf(seed, 'arena-augment-pick', id) - 0.5) + 2 * augmentStrength(id)),
    ),
    augmentStrength,
    championStrength: (key) => (unitOf(seed, 'arena-champion', key) - 0.5) * 0.8,
    champions: data.champions,
    championWeights: championWeightsOf(data),
    ...sortItems(data),
  };
}
