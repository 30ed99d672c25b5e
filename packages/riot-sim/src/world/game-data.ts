import type { ChampionData, DataDragon, ItemData } from '@riftscope/riot/ddragon';
import { createRng, hashOf, unitOf } from '../random.ts';

export type Role = 'TOP' | 'JUNGLE' | 'MIDDLE' | 'BOTTOM' | 'UTILITY';
export const ROLES: readonly Role[] = ['TOP', 'JUNGLE', 'MIDDLE', 'BOTTOM', 'UTILITY'];

/** How a champion builds; picks its items, boots and runes. */
export type BuildKind = 'crit' | 'lethality' | 'ap' | 'bruiser' | 'tank' | 'enchanter';
const BUILD_KINDS: readonly BuildKind[] = [
  'crit',
  'lethality',
  'ap',
  'bruiser',
  'tank',
  'enchanter',
];

export type MapId = 11 | 12;

/** The two patches of the world: matches before the patch day are on the previous one. */
export type Patch = 'current' | 'previous';

/**
 * A balance change between the previous patch and the current one: `change` is added to the
 * champion's strength (its win rate, as a share) on the current patch in every role and in ARAM;
 * positive is a buff, negative a nerf.
 */
export interface BalanceChange {
  championKey: number;
  championId: string;
  change: number;
}

/** How many champions each patch buffs and nerfs. */
export const BALANCE_CHANGES_EACH = 5;

export const SPELL = {
  cleanse: 1,
  exhaust: 3,
  flash: 4,
  ghost: 6,
  heal: 7,
  smite: 11,
  teleport: 12,
  clarity: 13,
  ignite: 14,
  barrier: 21,
  mark: 32,
} as const;

export const ITEM = {
  controlWard: 2055,
  stealthWard: 3340,
  oracleLens: 3364,
  farsight: 3363,
  worldAtlas: 3865,
  poroSnax: 2052,
} as const;

export interface RuneSetup {
  primaryStyle: number;
  subStyle: number;
  /** Keystone first, then one rune from each of slots 1–3. */
  primary: readonly number[];
  /** Two runes from two different slots of the sub style. */
  sub: readonly number[];
  shards: { offense: number; flex: number; defense: number };
}

/** The static catalog the world is built from: Data Dragon plus the rules that use it. */
export interface GameData {
  dd: DataDragon;
  champions: readonly ChampionData[];
  championByKey: ReadonlyMap<number, ChampionData>;
  /** Champion keys that fit each role, with popularity weights in the same order. */
  roleChampions: Readonly<Record<Role, readonly number[]>>;
  rolePopularity: Readonly<Record<Role, readonly number[]>>;
  /** Champion keys by overall popularity, for bans. */
  banCandidates: readonly number[];
  banWeights: readonly number[];
  /** `gameVersion` as match documents spell it ('15.22.612.4817'): the current patch. */
  gameVersion: string;
  /** The previous patch's `gameVersion` ('15.21.…'), derived from the snapshot's version. */
  previousGameVersion: string;
  /** What the current patch changed, by champion key (balanceChangesOf). */
  balanceChanges: readonly BalanceChange[];
  /**
   * Hidden win-rate offset of a champion in a role, or in ARAM: −0.06…0.06 on the current patch;
   * on the previous one without the patch's balance change.
   */
  strength(championKey: number, role: Role | 'ARAM', patch?: Patch): number;
  buildKind(champion: ChampionData, role: Role | null): BuildKind;
  legendaries(kind: BuildKind, map: MapId): readonly ItemData[];
  item(id: number): ItemData | undefined;
  /** The upgraded support quest items (Bloodsong, Dream Maker, …). */
  supportItems: readonly ItemData[];
  junglePets: readonly ItemData[];
  hasItem(id: number): boolean;
  /** Summoner spell keys usable in a game mode, from Data Dragon. */
  spellsFor(mode: 'CLASSIC' | 'ARAM'): ReadonlySet<number>;
}

function roleFits(champion: ChampionData, role: Role): boolean {
  const [first, second] = champion.tags;
  const has = (tag: string) => champion.tags.includes(tag);
  switch (role) {
    case 'TOP':
      return (
        first === 'Fighter' || first === 'Tank' || (second === 'Fighter' && first !== 'Marksman')
      );
    case 'JUNGLE':
      return (
        (first === 'Fighter' || first === 'Assassin' || first === 'Tank') &&
        !has('Marksman') &&
        !has('Support')
      );
    case 'MIDDLE':
      return (
        first === 'Mage' || first === 'Assassin' || (first === 'Marksman' && second === 'Mage')
      );
    case 'BOTTOM':
      return first === 'Marksman' || (first === 'Mage' && second === 'Marksman');
    case 'UTILITY':
      return has('Support') || (first === 'Mage' && champion.tags.length === 1);
  }
}

/**
 * Champions whose Data Dragon class tags say less than their usual build: ability-power
 * assassins and fighters, attack-damage assassins among supports, and crit fighters.
 */
const KIND_OVERRIDES: Readonly<Record<string, BuildKind>> = {
  Akali: 'ap',
  Diana: 'ap',
  Fizz: 'ap',
  Gwen: 'ap',
  MasterYi: 'crit',
  Nilah: 'crit',
  Pyke: 'lethality',
  Senna: 'lethality',
  Tryndamere: 'crit',
  Yasuo: 'crit',
  Yone: 'crit',
};

function kindOf(champion: ChampionData, role: Role | null): BuildKind {
  const override = KIND_OVERRIDES[champion.id];
  if (override) return override;
  const [first, second] = champion.tags;
  if (role === 'UTILITY') {
    if (first === 'Tank' || second === 'Tank' || first === 'Fighter') return 'tank';
    if (first === 'Mage' && second !== 'Support') return 'ap';
    return 'enchanter';
  }
  if (role === 'BOTTOM') return first === 'Mage' ? 'ap' : 'crit';
  switch (first) {
    case 'Marksman':
      return second === 'Mage' && role === 'MIDDLE' ? 'ap' : 'crit';
    case 'Mage':
      return 'ap';
    case 'Assassin':
      return second === 'Mage' ? 'ap' : 'lethality';
    case 'Tank':
      return 'tank';
    case 'Support':
      return second === 'Tank' ? 'tank' : second === 'Mage' ? 'ap' : 'enchanter';
    default:
      // Fighters build damage with health (Darius, Garen, Sett), tanky or not.
      return second === 'Mage' ? 'ap' : 'bruiser';
  }
}

/** The builds an item suits, by its Data Dragon tags (none: it suits no build in particular). */
export function itemKinds(item: ItemData): BuildKind[] {
  const has = (tag: string) => item.tags.includes(tag);
  const kinds: BuildKind[] = [];
  const damage = has('Damage');
  const ap = has('SpellDamage');
  if (has('CriticalStrike') || (damage && has('AttackSpeed') && !ap && !has('Health'))) {
    kinds.push('crit');
  }
  if (damage && has('LifeSteal') && !has('Health')) kinds.push('crit');
  if (damage && has('ArmorPenetration') && !has('CriticalStrike')) kinds.push('lethality');
  if (ap && !damage && !has('ManaRegen')) kinds.push('ap');
  if (damage && (has('Health') || has('Armor') || has('SpellBlock')) && !ap) kinds.push('bruiser');
  if ((has('Health') || has('Armor') || has('SpellBlock')) && !damage && !ap && !has('ManaRegen')) {
    kinds.push('tank');
  }
  if (has('ManaRegen') && !damage) kinds.push('enchanter');
  return kinds;
}

/** The patch before a Data Dragon version's ('15.22.1' → '15.21.1', '15.1.1' → '14.24.1'). */
export function previousDdVersion(ddVersion: string): string {
  const [major = 15, minor = 1] = ddVersion.split('.').map(Number);
  return minor > 1 ? `${major}.${minor - 1}.1` : `${major - 1}.24.1`;
}

function versionString(ddVersion: string): string {
  const [major = '15', minor = '1'] = ddVersion.split('.');
  const build = 500 + Number(major) * 10 + Number(minor) * 6;
  return `${major}.${minor}.${build}.${1000 + (hashOf(ddVersion) % 9000)}`;
}

/** A champion's strength in a role: its own part and a role-specific part, drawn from `seed`. */
function strengthOf(seed: number, championKey: number, role: Role | 'ARAM'): number {
  const champion = unitOf(seed, 'strength', championKey) + unitOf(seed, 'strength2', championKey);
  const specific = unitOf(seed, 'strength', championKey, role);
  return (0.7 * (champion - 1) + 0.3 * (2 * specific - 1)) * 0.06;
}

/**
 * The current patch's balance changes, like a live patch's: the BALANCE_CHANGES_EACH champions
 * drawn from the strongest quarter (by their own part of the strength, the same in every role)
 * are nerfed and as many drawn from the weakest quarter buffed, each by 1 to 3 points of win rate,
 * all drawn from `seed`. Only champions that fit a Summoner's Rift role are eligible.
 */
function balanceChangesOf(
  seed: number,
  champions: readonly ChampionData[],
  roleChampions: Readonly<Record<Role, readonly number[]>>,
): BalanceChange[] {
  const playable = new Set(ROLES.flatMap((role) => roleChampions[role]));
  const own = (key: number) => unitOf(seed, 'strength', key) + unitOf(seed, 'strength2', key);
  const ranked = champions
    .filter((c) => playable.has(c.key))
    .sort((a, b) => own(b.key) - own(a.key) || a.key - b.key);
  const quarter = Math.floor(ranked.length / 4);
  const rng = createRng(seed, 'balance');
  const size = (key: number) => 0.01 + 0.02 * unitOf(seed, 'balance-size', key);
  const nerfs = rng.shuffle(ranked.slice(0, quarter)).slice(0, BALANCE_CHANGES_EACH);
  const buffs = rng.shuffle(ranked.slice(-quarter)).slice(0, BALANCE_CHANGES_EACH);
  return [
    ...nerfs.map((c) => ({ championKey: c.key, championId: c.id, change: -size(c.key) })),
    ...buffs.map((c) => ({ championKey: c.key, championId: c.id, change: size(c.key) })),
  ].sort((a, b) => a.championKey - b.championKey);
}

/** The champions fitting each role, and how popular each is there. */
function rolePicks(champions: readonly ChampionData[], seed: number) {
  const popularityRng = createRng(seed, 'popularity');
  const roleChampions = {} as Record<Role, number[]>;
  const rolePopularity = {} as Record<Role, number[]>;
  for (const role of ROLES) {
    const fitting = champions.filter((c) => roleFits(c, role)).map((c) => c.key);
    roleChampions[role] = fitting;
    // Log-normal popularity: a few champions are picked far more than the rest.
    rolePopularity[role] = fitting.map(() => Math.exp(popularityRng.normal(0, 0.9)));
  }
  return { roleChampions, rolePopularity };
}

/** The champions that may be banned, each weighted by its popularity and strength. */
function banOdds(
  picks: ReturnType<typeof rolePicks>,
  strength: (championKey: number, role: Role) => number,
) {
  const { roleChampions, rolePopularity } = picks;
  const overall = new Map<number, number>();
  for (const role of ROLES) {
    roleChampions[role].forEach((key, i) => {
      overall.set(key, (overall.get(key) ?? 0) + (rolePopularity[role][i] ?? 0));
    });
  }
  const banCandidates = [...overall.keys()];
  const banWeights = banCandidates.map((key) => {
    const base = overall.get(key) ?? 0;
    // Strong champions get banned more, as on live servers.
    const strongest = Math.max(...ROLES.map((r) => strength(key, r)));
    return base * Math.exp(strongest * 25);
  });
  return { banCandidates, banWeights };
}

/** The finished items of a map that a build of each kind may hold. */
function legendaryPool(
  purchasable: readonly ItemData[],
  map: MapId,
): Record<BuildKind, ItemData[]> {
  const pool = Object.fromEntries(BUILD_KINDS.map((k) => [k, [] as ItemData[]])) as Record<
    BuildKind,
    ItemData[]
  >;
  for (const item of purchasable) {
    if (!item.maps[String(map)] || item.into.length > 0 || item.from.length === 0) continue;
    if (item.gold.total < 2000 || item.tags.includes('Boots')) continue;
    if (item.tags.includes('Consumable') || item.tags.includes('Trinket')) continue;
    if (item.tags.includes('GoldPer') && item.gold.total < 1000) continue;
    for (const kind of itemKinds(item)) pool[kind].push(item);
  }
  return pool;
}

/** Both maps' legendary pools; fails when a kind has too few items to build from. */
function legendariesOf(
  dd: DataDragon,
  purchasable: readonly ItemData[],
): Record<MapId, Record<BuildKind, ItemData[]>> {
  const legendaries: Record<MapId, Record<BuildKind, ItemData[]>> = {
    11: legendaryPool(purchasable, 11),
    12: legendaryPool(purchasable, 12),
  };
  for (const map of [11, 12] as const) {
    for (const kind of BUILD_KINDS) {
      if (legendaries[map][kind].length < 6) {
        throw new Error(`Data Dragon ${dd.version} has too few ${kind} items for map ${map}`);
      }
    }
  }
  return legendaries;
}

/** The summoner spells each game mode allows. */
function spellModesOf(dd: DataDragon): Map<string, Set<number>> {
  const spellModes = new Map<string, Set<number>>();
  for (const mode of ['CLASSIC', 'ARAM'] as const) {
    spellModes.set(
      mode,
      new Set(dd.summonerSpells.filter((s) => s.modes.includes(mode)).map((s) => s.key)),
    );
  }
  return spellModes;
}

/** Derives the catalog from Data Dragon; `seed` fixes popularity and champion strength. */
export function buildGameData(dd: DataDragon, seed: number): GameData {
  const champions = [...dd.champions].sort((a, b) => a.key - b.key);
  const championByKey = new Map(champions.map((c) => [c.key, c]));
  const picks = rolePicks(champions, seed);
  const balanceChanges = balanceChangesOf(seed, champions, picks.roleChampions);
  const changeOf = new Map(balanceChanges.map((b) => [b.championKey, b.change]));
  const strength = (championKey: number, role: Role | 'ARAM', patch: Patch = 'current') =>
    strengthOf(seed, championKey, role) -
    (patch === 'previous' ? (changeOf.get(championKey) ?? 0) : 0);
  // Bans weigh the current patch's strengths on both patches.
  const { banCandidates, banWeights } = banOdds(picks, (key, role) => strength(key, role));

  const purchasable = dd.items.filter((i) => i.gold.purchasable && i.id < 10_000);
  const legendaries = legendariesOf(dd, purchasable);
  const supportItems = purchasable
    .filter(
      (i) =>
        i.tags.includes('GoldPer') &&
        i.from.some((f) => dd.item(f)?.into.includes(i.id)) &&
        i.maps['11'],
    )
    .filter((i) => i.gold.base === 0);
  const junglePets = purchasable.filter(
    (i) => i.tags.length === 1 && i.tags[0] === 'Jungle' && i.gold.total === 450 && i.maps['11'],
  );
  const spellModes = spellModesOf(dd);
  const itemIds = new Set(dd.items.map((i) => i.id));

  return {
    dd,
    champions,
    championByKey,
    roleChampions: picks.roleChampions,
    rolePopularity: picks.rolePopularity,
    banCandidates,
    banWeights,
    gameVersion: versionString(dd.version),
    previousGameVersion: versionString(previousDdVersion(dd.version)),
    balanceChanges,
    strength,
    buildKind: kindOf,
    legendaries: (kind, map) => legendaries[map][kind],
    item: (id) => dd.item(id),
    supportItems,
    junglePets,
    hasItem: (id) => itemIds.has(id),
    spellsFor: (mode) => spellModes.get(mode) ?? new Set(),
  };
}
