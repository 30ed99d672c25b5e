import type { ChampionData } from '@riftscope/riot/ddragon';
import { createRng, type Rng } from '../../random.ts';
import type { BuildKind, GameData, MapId, Role, RuneSetup } from '../game-data.ts';
import { BOOTS_ODDS, petOdds, startOdds, supportItemOdds } from './item-odds.ts';
import { legendaryPlan } from './legendary-plan.ts';
import { skillOrderFor } from './levels.ts';
import { type Choices, known, type RoleKey, type Weighted } from './odds.ts';
import { runePages } from './rune-pages.ts';
import { spellOdds } from './spell-odds.ts';

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

function buildPlaystyle(data: GameData, champion: ChampionData, role: Role | null): Playstyle {
  const roleKey: RoleKey = role ?? 'ARAM';
  const map: MapId = role === null ? 12 : 11;
  const kind = data.buildKind(champion, role);
  // Every list has its own generator, so a change to one leaves the others as they were.
  const rngFor = (purpose: string) => createRng('playstyle', champion.key, roleKey, purpose);
  const legalSpells = data.spellsFor(role === null ? 'ARAM' : 'CLASSIC');
  const onMap = (id: number) => data.item(id)?.maps[String(map)] === true;
  const bootsAfterRng = rngFor('boots-after');
  const { cores, later } = legendaryPlan(rngFor('legendaries'), data, { kind, map });
  return {
    kind,
    // Squared: a role's usual spell is taken by most players of a champion, whoever they are.
    spells: known(rngFor('spells'), spellOdds(roleKey, kind), (id) => legalSpells.has(id)).map(
      (s) => ({ value: s.value, weight: s.weight ** 2 }),
    ),
    runes: runePages(rngFor('runes'), data, { kind, role: roleKey }),
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
