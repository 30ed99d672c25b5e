import { PREMADE_MIN_GAMES } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { type PairTally, premadeGroups } from './premade-groups.ts';

const BLUE = ['b1', 'b2', 'b3', 'b4', 'b5'];
const RED = ['r1', 'r2', 'r3', 'r4', 'r5'];

/** Both players' recent games saw them together `sameTeam` times and apart `opposite` times. */
const both = (a: string, b: string, sameTeam: number, opposite = 0): PairTally[] => [
  { puuid: a, mate: b, sameTeam, opposite },
  { puuid: b, mate: a, sameTeam, opposite },
];

describe('premadeGroups', () => {
  it('groups two players seen together on one team in enough of both players’ recent games', () => {
    const groups = premadeGroups([BLUE, RED], both('b2', 'b4', PREMADE_MIN_GAMES));
    expect(groups).toEqual(
      new Map([
        ['b2', 1],
        ['b4', 1],
      ]),
    );
  });

  it('leaves out a pair seen together fewer than the minimum of games', () => {
    expect(premadeGroups([BLUE, RED], both('b1', 'b2', PREMADE_MIN_GAMES - 1)).size).toBe(0);
  });

  it('leaves out a pair that was once on opposite teams, however often together', () => {
    expect(premadeGroups([BLUE, RED], both('b1', 'b2', 10, 1)).size).toBe(0);
  });

  it('needs the rule to hold in each one’s recent games, not only one side’s', () => {
    const oneSided: PairTally[] = [
      { puuid: 'b1', mate: 'b2', sameTeam: 5, opposite: 0 },
      { puuid: 'b2', mate: 'b1', sameTeam: 1, opposite: 0 },
    ];
    expect(premadeGroups([BLUE, RED], oneSided).size).toBe(0);
    expect(premadeGroups([BLUE, RED], oneSided.slice(0, 1)).size).toBe(0);
  });

  it('joins chained pairs into one group, so a third who queued with one of a duo shares it', () => {
    const groups = premadeGroups(
      [BLUE, RED],
      [...both('b1', 'b3', PREMADE_MIN_GAMES), ...both('b3', 'b5', PREMADE_MIN_GAMES + 1)],
    );
    expect([...groups]).toEqual([
      ['b1', 1],
      ['b3', 1],
      ['b5', 1],
    ]);
  });

  it('numbers groups blue then red, each in participant order, and never links across teams', () => {
    const groups = premadeGroups(
      [BLUE, RED],
      [
        ...both('r4', 'r5', PREMADE_MIN_GAMES),
        ...both('r1', 'r2', PREMADE_MIN_GAMES),
        ...both('b3', 'b4', PREMADE_MIN_GAMES),
        // Together before, opponents now: not a group of this game.
        ...both('b1', 'r3', PREMADE_MIN_GAMES + 2),
      ],
    );
    expect(Object.fromEntries(groups)).toEqual({ b3: 1, b4: 1, r1: 2, r2: 2, r4: 3, r5: 3 });
  });

  it('keeps two separate duos of one team apart', () => {
    const groups = premadeGroups(
      [BLUE, RED],
      [...both('b1', 'b2', PREMADE_MIN_GAMES), ...both('b3', 'b4', PREMADE_MIN_GAMES)],
    );
    expect(Object.fromEntries(groups)).toEqual({ b1: 1, b2: 1, b3: 2, b4: 2 });
  });

  it('never groups bots', () => {
    expect(premadeGroups([[null, 'b2', null], RED], both('b2', 'r1', 5)).size).toBe(0);
  });
});
