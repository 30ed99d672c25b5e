import { type BuildKind, SPELL } from '../game-data.ts';
import type { RoleKey } from './odds.ts';

/** The spell beside Flash by role and build, before each champion's own leaning. */
export function spellOdds(role: RoleKey, kind: BuildKind): readonly (readonly [number, number])[] {
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
