import type { ChampionData, ItemData, RuneStyleData } from '@riftscope/riot/ddragon';
import { createRng, type Rng } from '../../random.ts';
import {
  type BuildKind,
  type GameData,
  type MapId,
  type Role,
  type RuneSetup,
  SPELL,
} from '../game-data.ts';
import { skillOrderFor } from './levels.ts';

/** A value and how often it is chosen relative to the others of its list. */
export interface Weighted<T> {
  value: T;
  weight: number;
}
export type Choices<T> = readonly Weighted<T>[];

/** Which basic ability (1 = Q … 3 = E) is maxed first, second and third, and the first three points. */
export interface SkillOrder {
  max: readonly number[];
  first: readonly number[];
}

/**
 * How a champion is played in a role, the same in every game of the world: the pool each
 * game's choices are drawn from. The first entry of each list is the usual one; the others
 * are the less common alternatives, so a champion page shows a clear build with some variety.
 */
export interface Playstyle {
  kind: BuildKind;
  /** The summoner spell beside Flash (Smite for junglers). */
  spells: Choices<number>;
  runes: Choices<RuneSetup>;
  skills: Choices<SkillOrder>;
  /**
   * Bought at the first shop, before a minute has passed, besides the trinket, the World Atlas
   * and the jungle companion; Summoner's Rift only.
   */
  starts: Choices<readonly number[]>;
  /** Tier-two boots. */
  boots: Choices<number>;
  /** How many legendary items are finished before the boots. */
  bootsAfter: number;
  /** The first three legendary items, in the order they are finished. */
  cores: Choices<readonly number[]>;
  /** Candidates for the fourth to sixth legendary items. */
  later: Choices<number>;
  /** The support quest's upgrade (World Atlas → Bloodsong, Dream Maker…). */
  supportItems: Choices<number>;
  /** The jungle companion bought at the first shop. */
  pets: Choices<number>;
}

/** One of `choices`, by weight. */
export function choose<T>(rng: Rng, choices: Choices<T>): T {
  const at = rng.weightedIndex(choices.map((c) => c.weight));
  const chosen = choices[at] ?? choices[0];
  if (!chosen) throw new Error('choose from an empty list');
  return chosen.value;
}

/**
 * Items of which a player may hold one (the shop's "limited to 1" groups): Hydra, Last
 * Whisper, Lifeline, Manaflow, Spellblade, Annul and Blight items.
 */
const EXCLUSIVE_GROUPS: readonly (readonly number[])[] = [
  [3074, 3748, 6698],
  [3036, 3033, 6694],
  [6673, 3156, 3053],
  [3003, 3004, 3119],
  [3078, 3100, 3508, 6662],
  [3102, 3814],
  [3135, 3137],
];

/** Whether `item` may join `held` (no two items of one group). */
export function canHoldWith(item: number, held: readonly number[]): boolean {
  const group = EXCLUSIVE_GROUPS.find((g) => g.includes(item));
  return !group || !held.some((id) => id !== item && group.includes(id));
}

/**
 * Reweighs a list by a per-champion factor, so each champion has its own favourites; a small
 * spread keeps the role's usual choice first for most champions.
 */
function personal<T>(
  rng: Rng,
  list: readonly (readonly [T, number])[],
  spread = 0.4,
): Weighted<T>[] {
  return list.map(([value, weight]) => ({
    value,
    weight: weight * Math.exp(rng.normal(0, spread)),
  }));
}

/** The heaviest first; the order the lists are read in. */
const byWeight = <T>(list: Weighted<T>[]): Weighted<T>[] =>
  [...list].sort((a, b) => b.weight - a.weight);

type RoleKey = Role | 'ARAM';

/** The spell beside Flash by role and build, before each champion's own leaning. */
function spellOdds(role: RoleKey, kind: BuildKind): readonly (readonly [number, number])[] {
  switch (role) {
    case 'JUNGLE':
      return [[SPELL.smite, 1]];
    case 'TOP':
      return kind === 'ap' || kind === 'lethality'
        ? [
            [SPELL.teleport, 50],
            [SPELL.ignite, 42],
            [SPELL.ghost, 8],
          ]
        : [
            [SPELL.teleport, 68],
            [SPELL.ignite, 20],
            [SPELL.ghost, 12],
          ];
    case 'MIDDLE':
      return kind === 'lethality'
        ? [
            [SPELL.ignite, 70],
            [SPELL.teleport, 25],
            [SPELL.barrier, 5],
          ]
        : [
            [SPELL.teleport, 48],
            [SPELL.ignite, 38],
            [SPELL.barrier, 9],
            [SPELL.ghost, 5],
          ];
    case 'BOTTOM':
      return [
        [SPELL.heal, 66],
        [SPELL.barrier, 18],
        [SPELL.cleanse, 11],
        [SPELL.ghost, 5],
      ];
    case 'UTILITY':
      return kind === 'enchanter'
        ? [
            [SPELL.exhaust, 40],
            [SPELL.ignite, 35],
            [SPELL.heal, 25],
          ]
        : [
            [SPELL.ignite, 55],
            [SPELL.exhaust, 40],
            [SPELL.heal, 5],
          ];
    case 'ARAM':
      return [
        [SPELL.mark, 60],
        [SPELL.ghost, 9],
        [SPELL.heal, 9],
        [SPELL.exhaust, 7],
        [SPELL.ignite, 7],
        [SPELL.barrier, 5],
        [SPELL.cleanse, 2],
        [SPELL.clarity, 1],
      ];
  }
}

const K = {
  electrocute: 8112,
  darkHarvest: 8128,
  hailOfBlades: 9923,
  glacial: 8351,
  spellbook: 8360,
  firstStrike: 8369,
  pressTheAttack: 8005,
  lethalTempo: 8008,
  fleetFootwork: 8021,
  conqueror: 8010,
  grasp: 8437,
  aftershock: 8439,
  guardian: 8465,
  aery: 8214,
  comet: 8229,
  phaseRush: 8230,
} as const;

/** Keystones by build and role, before each champion's own leaning. */
function keystoneOdds(kind: BuildKind, role: RoleKey): readonly (readonly [number, number])[] {
  switch (kind) {
    case 'crit':
      return role === 'BOTTOM' || role === 'ARAM'
        ? [
            [K.lethalTempo, 3],
            [K.pressTheAttack, 3],
            [K.fleetFootwork, 2],
            [K.conqueror, 1.5],
            [K.hailOfBlades, 1],
            [K.firstStrike, 0.6],
          ]
        : [
            [K.conqueror, 3],
            [K.lethalTempo, 2.5],
            [K.fleetFootwork, 1.5],
            [K.pressTheAttack, 1],
          ];
    case 'lethality':
      return role === 'UTILITY'
        ? [
            [K.hailOfBlades, 3],
            [K.fleetFootwork, 1.5],
            [K.electrocute, 1.5],
            [K.aftershock, 1],
          ]
        : [
            [K.electrocute, 3],
            [K.darkHarvest, 2],
            [K.hailOfBlades, 1.5],
            [K.conqueror, 1.5],
            [K.firstStrike, 1],
          ];
    case 'ap':
      if (role === 'TOP')
        return [
          [K.conqueror, 3],
          [K.phaseRush, 2],
          [K.grasp, 2],
          [K.comet, 1.5],
        ];
      if (role === 'JUNGLE')
        return [
          [K.electrocute, 2.5],
          [K.darkHarvest, 2.5],
          [K.conqueror, 2],
          [K.phaseRush, 1],
        ];
      if (role === 'UTILITY')
        return [
          [K.comet, 3],
          [K.aery, 2.5],
          [K.electrocute, 1],
          [K.darkHarvest, 1],
        ];
      return [
        [K.electrocute, 3],
        [K.comet, 3],
        [K.phaseRush, 1.5],
        [K.firstStrike, 1.5],
        [K.aery, 1],
        [K.darkHarvest, 1],
        [K.conqueror, 0.8],
      ];
    case 'bruiser':
      return role === 'JUNGLE'
        ? [
            [K.conqueror, 4],
            [K.darkHarvest, 1],
            [K.phaseRush, 1],
            [K.aftershock, 0.8],
          ]
        : [
            [K.conqueror, 4.5],
            [K.grasp, 3],
            [K.fleetFootwork, 1],
            [K.phaseRush, 0.8],
            [K.firstStrike, 0.6],
          ];
    case 'tank':
      if (role === 'UTILITY')
        return [
          [K.aftershock, 4],
          [K.guardian, 2],
          [K.glacial, 1.5],
          [K.hailOfBlades, 0.6],
        ];
      if (role === 'JUNGLE')
        return [
          [K.aftershock, 3],
          [K.conqueror, 2],
          [K.phaseRush, 1],
          [K.glacial, 0.6],
        ];
      return [
        [K.grasp, 4],
        [K.aftershock, 2],
        [K.conqueror, 1],
        [K.phaseRush, 0.6],
      ];
    case 'enchanter':
      return [
        [K.aery, 4],
        [K.guardian, 2.5],
        [K.glacial, 1],
        [K.comet, 1],
        [K.spellbook, 0.5],
      ];
  }
}

const STYLE = {
  precision: 8000,
  domination: 8100,
  sorcery: 8200,
  resolve: 8400,
  inspiration: 8300,
};

/** Secondary trees by build, before each champion's own leaning. */
const SUB_STYLE_ODDS: Record<BuildKind, readonly (readonly [number, number])[]> = {
  crit: [
    [STYLE.inspiration, 3],
    [STYLE.domination, 2],
    [STYLE.resolve, 2],
    [STYLE.sorcery, 1.5],
    [STYLE.precision, 1],
  ],
  lethality: [
    [STYLE.precision, 3],
    [STYLE.sorcery, 2],
    [STYLE.inspiration, 1.5],
    [STYLE.resolve, 1],
    [STYLE.domination, 1],
  ],
  ap: [
    [STYLE.inspiration, 3],
    [STYLE.resolve, 2],
    [STYLE.sorcery, 2],
    [STYLE.domination, 1.5],
    [STYLE.precision, 1],
  ],
  bruiser: [
    [STYLE.resolve, 3],
    [STYLE.inspiration, 2],
    [STYLE.domination, 1.5],
    [STYLE.sorcery, 1],
    [STYLE.precision, 1],
  ],
  tank: [
    [STYLE.inspiration, 3],
    [STYLE.resolve, 2],
    [STYLE.sorcery, 1.5],
    [STYLE.precision, 1],
    [STYLE.domination, 0.5],
  ],
  enchanter: [
    [STYLE.resolve, 3],
    [STYLE.inspiration, 3],
    [STYLE.sorcery, 1],
    [STYLE.domination, 0.5],
    [STYLE.precision, 0.5],
  ],
};

/** Stat shard rows (offense, flex, defense), as the client offers them since 2024. */
function shardOdds(kind: BuildKind) {
  const attackSpeed = kind === 'crit';
  const haste = kind === 'tank' || kind === 'enchanter';
  return {
    offense: attackSpeed
      ? ([
          [5005, 7],
          [5008, 3],
        ] as const)
      : haste
        ? ([
            [5007, 5],
            [5008, 5],
          ] as const)
        : ([
            [5008, 8],
            [5007, 2],
          ] as const),
    flex: haste
      ? ([
          [5001, 4],
          [5010, 3],
          [5008, 3],
        ] as const)
      : ([
          [5008, 7],
          [5010, 3],
        ] as const),
    defense: [
      [5011, 7],
      [5013, 2],
      [5001, 1],
    ] as const,
  };
}

/** The heaviest of a list, reweighed by the champion's leaning. */
function favourite<T>(rng: Rng, list: readonly (readonly [T, number])[]): T {
  const [top] = byWeight(personal(rng, list, 0.5));
  if (!top) throw new Error('favourite of an empty list');
  return top.value;
}

/** A whole rune page around a keystone, the champion's favourite rune in every other slot. */
function runePage(
  rng: Rng,
  styles: readonly RuneStyleData[],
  keystone: number,
  kind: BuildKind,
): RuneSetup | null {
  const primary = styles.find((s) => s.slots[0]?.includes(keystone));
  if (!primary) return null;
  const subOdds = SUB_STYLE_ODDS[kind].filter(
    ([id]) => id !== primary.id && styles.some((s) => s.id === id),
  );
  const subId = subOdds.length > 0 ? favourite(rng, subOdds) : undefined;
  const sub = styles.find((s) => s.id === subId) ?? styles.find((s) => s.id !== primary.id);
  if (!sub) return null;
  const [a = 1, b = 2] = rng.shuffle([1, 2, 3]).slice(0, 2).sort();
  const shards = shardOdds(kind);
  return {
    primaryStyle: primary.id,
    subStyle: sub.id,
    primary: [keystone, ...primary.slots.slice(1, 4).map((slot) => rng.pick(slot))],
    sub: [rng.pick(sub.slots[a] ?? []), rng.pick(sub.slots[b] ?? [])],
    shards: {
      offense: favourite(rng, shards.offense),
      flex: favourite(rng, shards.flex),
      defense: favourite(rng, shards.defense),
    },
  };
}

/** The champion's usual page and a less common one around another keystone. */
function runePages(
  rng: Rng,
  data: GameData,
  kind: BuildKind,
  role: RoleKey,
): Weighted<RuneSetup>[] {
  const styles = data.dd.runeStyles.filter((s) => s.slots.length >= 4);
  const keystones = byWeight(
    personal(
      rng,
      keystoneOdds(kind, role).filter(([id]) => styles.some((s) => s.slots[0]?.includes(id))),
    ),
  );
  const pages: Weighted<RuneSetup>[] = [];
  const [main, alternative] = keystones;
  const mainPage = main && runePage(rng, styles, main.value, kind);
  if (mainPage) pages.push({ value: mainPage, weight: rng.range(0.68, 0.8) });
  const altPage = alternative && runePage(rng, styles, alternative.value, kind);
  if (altPage) pages.push({ value: altPage, weight: 1 - (pages[0]?.weight ?? 0) });
  if (pages.length > 0) return pages;
  // A snapshot without the usual keystones: any page of any tree.
  const primary = rng.pick(styles);
  const keystone = primary.slots[0]?.[0];
  const page = keystone === undefined ? null : runePage(rng, styles, keystone, kind);
  if (!page) throw new Error('Data Dragon has no rune styles');
  return [{ value: page, weight: 1 }];
}

/** One or two max orders, each with sensible first three points (every basic ability once). */
function skillOrders(rng: Rng, championKey: number): Weighted<SkillOrder>[] {
  const [a = 1, b = 2, c = 3] = skillOrderFor(championKey);
  const firstOf = ([x = 1, y = 2, z = 3]: readonly number[]) => {
    const roll = rng.next();
    // Usually the maxed ability at level 1; some start with the second for an easier lane.
    return roll < 0.6 ? [x, y, z] : roll < 0.85 ? [x, z, y] : [y, x, z];
  };
  const main = { max: [a, b, c], first: firstOf([a, b, c]) };
  if (rng.chance(0.35)) return [{ value: main, weight: 1 }];
  const alternative = rng.chance(0.7) ? [a, c, b] : [b, a, c];
  const share = rng.range(0.15, 0.35);
  return [
    { value: main, weight: 1 - share },
    { value: { max: alternative, first: firstOf(alternative) }, weight: share },
  ];
}

const DORANS_BLADE = 1055;
const DORANS_SHIELD = 1054;
const DORANS_RING = 1056;
const LONG_SWORD = 1036;
const DARK_SEAL = 1082;
const CULL = 1083;
const HEALTH_POTION = 2003;

/** What a laner buys with its 500 starting gold, by role and build. */
function startOdds(
  role: RoleKey,
  kind: BuildKind,
): readonly (readonly [readonly number[], number])[] {
  const blade = [DORANS_BLADE, HEALTH_POTION];
  const shield = [DORANS_SHIELD, HEALTH_POTION];
  const ring = [DORANS_RING, HEALTH_POTION, HEALTH_POTION];
  switch (role) {
    case 'JUNGLE':
      return [[[HEALTH_POTION], 1]];
    case 'UTILITY':
      // Beside the World Atlas, which the support quest needs.
      return [[[HEALTH_POTION, HEALTH_POTION], 1]];
    case 'ARAM':
      return [];
    default:
      break;
  }
  switch (kind) {
    case 'ap':
    case 'enchanter':
      return role === 'TOP'
        ? [
            [ring, 6],
            [shield, 3],
          ]
        : [
            [ring, 8],
            [[DARK_SEAL, HEALTH_POTION, HEALTH_POTION, HEALTH_POTION], 2],
          ];
    case 'tank':
      return [
        [shield, 7],
        [blade, 3],
      ];
    case 'crit':
      return role === 'BOTTOM'
        ? [
            [blade, 8],
            [[CULL, HEALTH_POTION], 2],
          ]
        : [
            [blade, 7],
            [shield, 3],
          ];
    case 'lethality':
      return [
        [blade, 7],
        [[LONG_SWORD, HEALTH_POTION, HEALTH_POTION, HEALTH_POTION], 3],
      ];
    case 'bruiser':
      return role === 'TOP'
        ? [
            [blade, 6],
            [shield, 4],
          ]
        : [
            [blade, 8],
            [[LONG_SWORD, HEALTH_POTION, HEALTH_POTION, HEALTH_POTION], 2],
          ];
  }
}

const BOOTS = {
  berserkers: 3006,
  swiftness: 3009,
  symbiotic: 3010,
  sorcerers: 3020,
  plated: 3047,
  mercurys: 3111,
  ionian: 3158,
} as const;

/** Tier-two boots by build, before each champion's own leaning. */
const BOOTS_ODDS: Record<BuildKind, readonly (readonly [number, number])[]> = {
  crit: [
    [BOOTS.berserkers, 8],
    [BOOTS.plated, 1],
    [BOOTS.swiftness, 0.6],
    [BOOTS.mercurys, 0.6],
  ],
  lethality: [
    [BOOTS.ionian, 4],
    [BOOTS.plated, 2],
    [BOOTS.mercurys, 1.5],
    [BOOTS.swiftness, 1],
  ],
  ap: [
    [BOOTS.sorcerers, 7],
    [BOOTS.ionian, 2],
    [BOOTS.mercurys, 1],
  ],
  bruiser: [
    [BOOTS.plated, 4],
    [BOOTS.mercurys, 3.5],
    [BOOTS.ionian, 1],
  ],
  tank: [
    [BOOTS.plated, 4],
    [BOOTS.mercurys, 4],
    [BOOTS.swiftness, 0.5],
  ],
  enchanter: [
    [BOOTS.ionian, 4],
    [BOOTS.swiftness, 2],
    [BOOTS.symbiotic, 1.5],
    [BOOTS.mercurys, 1],
  ],
};

/** Items a build rushes; defensive and niche ones wait for the fourth to sixth slots. */
function isCoreFor(kind: BuildKind, item: ItemData): boolean {
  const has = (tag: string) => item.tags.includes(tag);
  switch (kind) {
    case 'crit':
      return has('CriticalStrike') || (has('AttackSpeed') && has('OnHit'));
    case 'lethality':
      return has('ArmorPenetration') && !has('Health');
    case 'ap':
      return !has('Armor') && !has('SpellBlock');
    case 'bruiser':
      return !has('LifeSteal') && !(has('Armor') && !has('Health') && !has('AbilityHaste'));
    case 'tank':
      return !has('AttackSpeed');
    case 'enchanter':
      return true;
  }
}

/** Up to `count` distinct items by weight that may all be held together and with `held`. */
export function pickDistinct(rng: Rng, pool: Choices<number>, count: number, held: number[] = []) {
  const out: number[] = [];
  let left = pool.filter((c) => !held.includes(c.value));
  while (out.length < count) {
    left = left.filter((c) => canHoldWith(c.value, [...held, ...out]));
    if (left.length === 0) break;
    const item = choose(rng, left);
    out.push(item);
    left = left.filter((c) => c.value !== item);
  }
  return out;
}

/** One to three usual orders of the first three legendaries, and the fourth to sixth candidates. */
function legendaryPlan(rng: Rng, data: GameData, kind: BuildKind, map: MapId) {
  const pool = data.legendaries(kind, map);
  // Each champion favours a few items strongly: cubing spreads the preferences apart.
  const liking = new Map(pool.map((item) => [item.id, rng.next() ** 3 + 0.02]));
  const weighed = (items: readonly ItemData[]) =>
    [...new Set(items.map((i) => i.id))].map((id) => ({ value: id, weight: liking.get(id) ?? 0 }));
  const core = weighed(pool.filter((item) => isCoreFor(kind, item)));
  const [a, b, c, d] = pickDistinct(rng, core.length >= 4 ? core : weighed(pool), 4);
  if (a === undefined || b === undefined || c === undefined) throw new Error('too few legendaries');
  const orders: [number[], number][] = [[[a, b, c], 0.62]];
  const count = rng.weighted([1, 2, 3], [0.25, 0.45, 0.3]);
  if (count >= 2) orders.push([rng.chance(0.6) ? [a, c, b] : [b, a, c], 0.26]);
  if (count >= 3 && d !== undefined && canHoldWith(d, [a, b])) orders.push([[a, b, d], 0.12]);
  const total = orders.reduce((sum, [, w]) => sum + w, 0);
  return {
    cores: orders.map(([value, w]) => ({ value, weight: w / total })),
    later: weighed(pool),
  };
}

/** The upgraded support item by build: enchanters dream, mages spike, tanks oppose. */
function supportItemOdds(kind: BuildKind): readonly (readonly [number, number])[] {
  switch (kind) {
    case 'tank':
      return [
        [3869, 6],
        [3876, 3],
        [3877, 1],
      ];
    case 'enchanter':
      return [
        [3870, 5],
        [3876, 3.5],
        [3869, 1.5],
      ];
    case 'ap':
      return [
        [3871, 7],
        [3870, 2],
        [3877, 1],
      ];
    default:
      return [
        [3877, 7],
        [3871, 3],
      ];
  }
}

/** Scorchclaw (1101), Gustwalker (1102) or Mosstomper (1103) by build. */
function petOdds(kind: BuildKind): readonly (readonly [number, number])[] {
  return kind === 'tank'
    ? [
        [1103, 7],
        [1102, 2],
        [1101, 1],
      ]
    : kind === 'bruiser'
      ? [
          [1102, 4],
          [1101, 4],
          [1103, 2],
        ]
      : [
          [1101, 5],
          [1102, 4],
          [1103, 1],
        ];
}

/** A list reweighed by the champion and kept to what Data Dragon knows, the heaviest first. */
function known<T>(
  rng: Rng,
  odds: readonly (readonly [T, number])[],
  isKnown: (value: T) => boolean,
) {
  return byWeight(
    personal(
      rng,
      odds.filter(([value]) => isKnown(value)),
    ),
  );
}

function buildPlaystyle(data: GameData, champion: ChampionData, role: Role | null): Playstyle {
  const roleKey: RoleKey = role ?? 'ARAM';
  const map: MapId = role === null ? 12 : 11;
  const kind = data.buildKind(champion, role);
  // Every list has its own generator, so a change to one leaves the others as they were.
  const rngFor = (purpose: string) => createRng('playstyle', champion.key, roleKey, purpose);
  const legalSpells = data.spellsFor(role === null ? 'ARAM' : 'CLASSIC');
  const onMap = (id: number) => data.item(id)?.maps[String(map)] === true;
  const bootsAfterRng = rngFor('boots-after');
  const { cores, later } = legendaryPlan(rngFor('legendaries'), data, kind, map);
  return {
    kind,
    // Squared: a role's usual spell is taken by most players of a champion, whoever they are.
    spells: known(rngFor('spells'), spellOdds(roleKey, kind), (id) => legalSpells.has(id)).map(
      (s) => ({ value: s.value, weight: s.weight ** 2 }),
    ),
    runes: runePages(rngFor('runes'), data, kind, roleKey),
    skills: skillOrders(rngFor('skills'), champion.key),
    starts: known(rngFor('starts'), startOdds(roleKey, kind), (ids) => ids.every(onMap)),
    boots: known(
      rngFor('boots'),
      BOOTS_ODDS[kind],
      (id) => onMap(id) && data.item(id)?.gold.purchasable === true,
    ),
    // Supports finish boots early; marksmen sometimes after their second item.
    bootsAfter:
      role === 'UTILITY'
        ? bootsAfterRng.chance(0.6)
          ? 0
          : 1
        : kind === 'crit' && bootsAfterRng.chance(0.3)
          ? 2
          : 1,
    cores,
    later,
    supportItems: known(rngFor('support-item'), supportItemOdds(kind), (id) =>
      data.supportItems.some((i) => i.id === id),
    ),
    pets: known(rngFor('pet'), petOdds(kind), (id) => data.junglePets.some((i) => i.id === id)),
  };
}

const cache = new WeakMap<GameData, Map<string, Playstyle>>();

/** How `champion` is played in `role` (null: ARAM) in this game data; built once and kept. */
export function playstyleOf(data: GameData, champion: ChampionData, role: Role | null): Playstyle {
  let styles = cache.get(data);
  if (!styles) {
    styles = new Map();
    cache.set(data, styles);
  }
  const key = `${champion.key}:${role ?? 'ARAM'}`;
  let style = styles.get(key);
  if (!style) {
    style = buildPlaystyle(data, champion, role);
    styles.set(key, style);
  }
  return style;
}
