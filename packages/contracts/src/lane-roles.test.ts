import { describe, expect, it } from 'vitest';
import {
  inferRoles,
  ROLE_HISTORY_MIN_GAMES,
  type RoleCandidate,
  type RoleShares,
  roleScore,
} from './lane-roles.ts';
import { PLAYER_ROLES, type PlayerRole } from './player-stats.ts';

const player = (extra: Partial<RoleCandidate> = {}): RoleCandidate => ({
  hasSmite: false,
  champion: {},
  history: {},
  ...extra,
});

/** A champion (or a history) played in one role only. */
const only = (role: PlayerRole, value = 1): RoleShares => ({ [role]: value });

/** Every ordering of a list, the list itself first. */
function orderings<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    orderings([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** A small seeded generator, so every run reads the same lobbies. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A champion's role shares: some roles played, summing to 1 (or unknown, empty). */
function randomShares(random: () => number): RoleShares {
  if (random() < 0.15) return {};
  const weights = PLAYER_ROLES.map(() => (random() < 0.5 ? 0 : random()));
  const sum = weights.reduce((n, w) => n + w, 0);
  if (sum === 0) return {};
  return Object.fromEntries(PLAYER_ROLES.map((role, i) => [role, (weights[i] ?? 0) / sum]));
}

function randomHistory(random: () => number): Partial<Record<PlayerRole, number>> {
  return Object.fromEntries(PLAYER_ROLES.map((role) => [role, Math.floor(random() * 6)]));
}

function randomLobby(random: () => number, smites: number): RoleCandidate[] {
  const smiters = new Set(orderings([0, 1, 2, 3, 4])[Math.floor(random() * 120)]?.slice(0, smites));
  return Array.from({ length: 5 }, (_, i) =>
    player({
      hasSmite: smiters.has(i),
      champion: randomShares(random),
      history: randomHistory(random),
    }),
  );
}

/** The total score of every way to give the players the roles, best first. */
function totalsOf(team: readonly RoleCandidate[]): number[] {
  return orderings(PLAYER_ROLES)
    .map((roles) =>
      roles.reduce((sum, role, i) => sum + roleScore(team[i] as RoleCandidate, role), 0),
    )
    .sort((a, b) => b - a);
}

/** Whether one assignment scores clearly above every other. */
const hasOneBest = (team: readonly RoleCandidate[]) => {
  const [best = 0, next = 0] = totalsOf(team);
  return best - next > 1e-6;
};

const isPermutationOfRoles = (roles: readonly PlayerRole[] | null) =>
  roles !== null && [...roles].sort().join() === [...PLAYER_ROLES].sort().join();

// Several tests below try every order of thousands of lobbies: a second or two of CPU alone, and
// several times that on a loaded machine, so they may take longer than the default 5 s.
describe('inferring lane roles', { timeout: 60_000 }, () => {
  it('gives each player the same role in every one of the 120 orders of a lobby without ties', () => {
    const random = seeded(2026);
    let lobbies = 0;
    for (let i = 0; i < 30; i++) {
      const team = randomLobby(random, i % 3);
      if (!hasOneBest(team)) continue;
      lobbies++;
      const expected = new Map(team.map((p, j) => [p, inferRoles(team)?.[j]]));
      for (const order of orderings(team)) {
        const roles = inferRoles(order);
        expect(isPermutationOfRoles(roles)).toBe(true);
        order.forEach((p, j) => {
          expect(roles?.[j]).toBe(expected.get(p));
        });
      }
    }
    expect(lobbies).toBeGreaterThan(20);
  });

  it('picks the assignment with the highest total score', () => {
    const random = seeded(7);
    for (let i = 0; i < 200; i++) {
      const team = randomLobby(random, i % 3);
      const roles = inferRoles(team) ?? [];
      const total = roles.reduce(
        (sum, role, j) => sum + roleScore(team[j] as RoleCandidate, role),
        0,
      );
      expect(total).toBeCloseTo(totalsOf(team)[0] ?? 0, 9);
    }
  });

  it('makes a lone Smite the jungler however strongly the shares say otherwise', () => {
    const top = only('TOP');
    const jungle = only('JUNGLE');
    const team = [
      player({ hasSmite: true, champion: top, history: only('TOP', 20) }),
      player({ champion: jungle, history: only('JUNGLE', 20) }),
      player({ champion: only('MIDDLE'), history: only('MIDDLE', 20) }),
      player({ champion: only('CARRY'), history: only('CARRY', 20) }),
      player({ champion: only('SUPPORT'), history: only('SUPPORT', 20) }),
    ];
    expect(inferRoles(team)?.[0]).toBe('JUNGLE');
  });

  it('makes a lone Smite the jungler in every random lobby, wherever the player stands', () => {
    const random = seeded(11);
    for (let i = 0; i < 300; i++) {
      const team = randomLobby(random, 1);
      const roles = inferRoles(team);
      const smiter = team.findIndex((p) => p.hasSmite);
      expect(roles?.[smiter]).toBe('JUNGLE');
    }
  });

  it('gives two Smites one jungle, and lets the shares choose which and where the other goes', () => {
    const others = [
      player({ champion: only('TOP') }),
      player({ champion: only('MIDDLE') }),
      player({ champion: only('CARRY') }),
    ];
    const jungler = player({ hasSmite: true, champion: { JUNGLE: 0.9, SUPPORT: 0.1 } });
    const support = player({ hasSmite: true, champion: { SUPPORT: 0.8, JUNGLE: 0.2 } });
    expect(inferRoles([support, jungler, ...others])).toEqual([
      'SUPPORT',
      'JUNGLE',
      'TOP',
      'MIDDLE',
      'CARRY',
    ]);
    expect(inferRoles([jungler, support, ...others])?.slice(0, 2)).toEqual(['JUNGLE', 'SUPPORT']);
  });

  it('gives two Smites exactly one jungle in every random lobby', () => {
    const random = seeded(13);
    for (let i = 0; i < 300; i++) {
      const team = randomLobby(random, 2);
      const roles = inferRoles(team) ?? [];
      const smitersInJungle = team.filter((p, j) => p.hasSmite && roles[j] === 'JUNGLE');
      expect(smitersInJungle).toHaveLength(1);
    }
  });

  it('lets the shares decide without Smite', () => {
    const team = [
      player({ champion: { SUPPORT: 0.7, MIDDLE: 0.3 } }),
      player({ champion: { TOP: 0.6, JUNGLE: 0.4 } }),
      player({ champion: { CARRY: 0.95, MIDDLE: 0.05 } }),
      player({ champion: { JUNGLE: 0.8, TOP: 0.2 } }),
      player({ champion: { MIDDLE: 0.9, SUPPORT: 0.1 } }),
    ];
    expect(inferRoles(team)).toEqual(['SUPPORT', 'TOP', 'CARRY', 'JUNGLE', 'MIDDLE']);
  });

  it(`counts a player's history only from ${ROLE_HISTORY_MIN_GAMES} games with a role`, () => {
    const team = (supportGames: number) => [
      player({ history: { SUPPORT: supportGames } }),
      player({ champion: { TOP: 0.4, SUPPORT: 0.6 } }),
      player({ champion: only('JUNGLE') }),
      player({ champion: only('MIDDLE') }),
      player({ champion: only('CARRY') }),
    ];
    expect(ROLE_HISTORY_MIN_GAMES).toBe(5);
    expect(inferRoles(team(4))?.slice(0, 2)).toEqual(['TOP', 'SUPPORT']);
    expect(inferRoles(team(5))?.slice(0, 2)).toEqual(['SUPPORT', 'TOP']);
  });

  it("reads a player's history as shares of their games with a role", () => {
    const history = { TOP: 3, SUPPORT: 1, MIDDLE: 1 };
    expect(roleScore(player({ history }), 'TOP')).toBeCloseTo(0.6);
    expect(roleScore(player({ history }), 'JUNGLE')).toBe(0);
  });

  it('infers nothing for teams of four or six', () => {
    expect(inferRoles(Array.from({ length: 4 }, () => player()))).toBeNull();
    expect(inferRoles(Array.from({ length: 6 }, () => player()))).toBeNull();
    expect(inferRoles([])).toBeNull();
  });

  it('answers equal scores the same way on every read, in lane order of the listed players', () => {
    const team = Array.from({ length: 5 }, () => player());
    const first = inferRoles(team);
    expect(first).toEqual([...PLAYER_ROLES]);
    for (let i = 0; i < 5; i++) expect(inferRoles(team.map((p) => ({ ...p })))).toEqual(first);
    const twins = [
      player({ champion: { TOP: 0.5, MIDDLE: 0.5 } }),
      player({ champion: { TOP: 0.5, MIDDLE: 0.5 } }),
      player({ champion: only('JUNGLE') }),
      player({ champion: only('CARRY') }),
      player({ champion: only('SUPPORT') }),
    ];
    expect(inferRoles(twins)?.slice(0, 2)).toEqual(['TOP', 'MIDDLE']);
    expect(inferRoles(twins)).toEqual(inferRoles(twins));
  });

  it('gives every spread of zero to five Smites over unknown champions a role each', () => {
    for (let mask = 0; mask < 32; mask++) {
      const team = Array.from({ length: 5 }, (_, i) => player({ hasSmite: (mask & (1 << i)) > 0 }));
      const roles = inferRoles(team);
      expect(isPermutationOfRoles(roles)).toBe(true);
      if (mask > 0) {
        const jungler = roles?.indexOf('JUNGLE') ?? -1;
        expect(team[jungler]?.hasSmite).toBe(true);
      }
    }
  });
});
