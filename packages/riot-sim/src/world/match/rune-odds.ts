import type { BuildKind } from '../game-data.ts';
import type { RoleKey } from './odds.ts';

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

/** A mage's keystones: the role decides more than the champion. */
function mageKeystoneOdds(role: RoleKey): readonly (readonly [number, number])[] {
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
}

/** A tank's keystones: a support engages, a jungler skirmishes, a top laner trades. */
function tankKeystoneOdds(role: RoleKey): readonly (readonly [number, number])[] {
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
}

/** Keystones by build and role, before each champion's own leaning. */
export function keystoneOdds(
  kind: BuildKind,
  role: RoleKey,
): readonly (readonly [number, number])[] {
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
      return mageKeystoneOdds(role);
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
      return tankKeystoneOdds(role);
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
export const SUB_STYLE_ODDS: Record<BuildKind, readonly (readonly [number, number])[]> = {
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
export function shardOdds(kind: BuildKind) {
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
