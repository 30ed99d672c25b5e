import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MULTISEARCH_QUEUE,
  MULTISEARCH_QUEUES,
  mainRoles,
  SECONDARY_ROLE_MIN_SHARE,
} from './scouting.ts';

describe('main and secondary roles', () => {
  it('names the role with the most games', () => {
    expect(mainRoles({ SUPPORT: 7, MIDDLE: 2 })).toEqual({ main: 'SUPPORT', secondary: 'MIDDLE' });
  });

  it('breaks equal counts in lane order', () => {
    expect(mainRoles({ SUPPORT: 4, MIDDLE: 4, TOP: 4 })).toEqual({
      main: 'TOP',
      secondary: 'MIDDLE',
    });
    expect(mainRoles({ CARRY: 5, JUNGLE: 5 })).toEqual({ main: 'JUNGLE', secondary: 'CARRY' });
  });

  it(`names a secondary role from ${SECONDARY_ROLE_MIN_SHARE} % of the games with a role`, () => {
    expect(SECONDARY_ROLE_MIN_SHARE).toBe(20);
    expect(mainRoles({ TOP: 81, JUNGLE: 19 })).toEqual({ main: 'TOP', secondary: null });
    expect(mainRoles({ TOP: 80, JUNGLE: 20 })).toEqual({ main: 'TOP', secondary: 'JUNGLE' });
    expect(mainRoles({ TOP: 79, JUNGLE: 21 })).toEqual({ main: 'TOP', secondary: 'JUNGLE' });
  });

  it('measures the secondary share over every game with a role', () => {
    expect(mainRoles({ TOP: 10, MIDDLE: 6, CARRY: 4 })).toEqual({
      main: 'TOP',
      secondary: 'MIDDLE',
    });
    expect(mainRoles({ TOP: 10, MIDDLE: 3, CARRY: 3, SUPPORT: 3 })).toEqual({
      main: 'TOP',
      secondary: null,
    });
  });

  it('names no secondary role for a player of one role', () => {
    expect(mainRoles({ MIDDLE: 12 })).toEqual({ main: 'MIDDLE', secondary: null });
  });

  it('names no role without games', () => {
    expect(mainRoles({})).toEqual({ main: null, secondary: null });
    expect(mainRoles({ TOP: 0, SUPPORT: 0 })).toEqual({ main: null, secondary: null });
  });
});

describe("multi-search's queues", () => {
  it('default to Solo/Duo, with Flex and every queue to switch to', () => {
    expect(MULTISEARCH_QUEUES).toEqual(['solo', 'flex', 'all']);
    expect(DEFAULT_MULTISEARCH_QUEUE).toBe('solo');
  });
});
