import type { ItemData } from '@riftscope/riot/ddragon';
import type { BuildKind } from '../game-data.ts';
import type { RoleKey } from './odds.ts';

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

const DORANS_BLADE = 1055;
const DORANS_SHIELD = 1054;
const DORANS_RING = 1056;
const LONG_SWORD = 1036;
const DARK_SEAL = 1082;
const CULL = 1083;
const HEALTH_POTION = 2003;

/** What a laner buys with its 500 starting gold, by role and build. */
export function startOdds(
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
export const BOOTS_ODDS: Record<BuildKind, readonly (readonly [number, number])[]> = {
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
export function isCoreFor(kind: BuildKind, item: ItemData): boolean {
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

/** The upgraded support item by build: enchanters dream, mages spike, tanks oppose. */
export function supportItemOdds(kind: BuildKind): readonly (readonly [number, number])[] {
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
export function petOdds(kind: BuildKind): readonly (readonly [number, number])[] {
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
