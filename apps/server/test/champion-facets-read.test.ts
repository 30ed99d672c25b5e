import { CORE_BUILDS_MAX } from '@riftscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { championFacets, championStats } from '../src/db/schema.ts';
import {
  createChampionsRepository,
  type FacetTotal,
  SKILL_PATHS_MAX,
} from '../src/modules/riot-data/champions.repository.ts';
import { ALL_PLATFORMS } from '../src/modules/riot-data/rollups.ts';
import { TEST_DATABASES } from './databases.ts';

// A champion page's facet read over hand-written aggregate rows, where the counts are chosen to
// sit at its cuts: more core builds and skill paths than it details, and values on both sides of
// the list limit.

const SLICE = { queueId: 420, patch: '15.1', platform: ALL_PLATFORMS, role: 'MIDDLE' };
const CHAMPION = 103;
/** A champion with as many games in two roles. */
const TIED = 104;
const BRACKETS = ['GOLD', 'EMERALD'] as const;
const LIMIT = 6;

/** Core `k` (0 the most played): three item ids of its own. */
const coreOf = (k: number) => `${3000 + k},${3100 + k},${3200 + k}`;
/** Skill path `k`: the first 15 points, differing in the last two. */
const pathOf = (k: number) => `QWEQQRQWQWRWW${['EE', 'EQ', 'QE', 'WE', 'EW', 'QQ'][k]}`;
const CORES = 8;
const PATHS = 6;

type Row = { facet: string; value: string; games: number; wins: number };

/** Rows of one facet value split over the two brackets, as a slice's key holds them. */
function split(facet: string, value: string, games: number, wins: number): Row[] {
  const first = Math.ceil(games / 2);
  const firstWins = Math.min(wins, first);
  return [
    { facet, value, games: first, wins: firstWins },
    { facet, value, games: games - first, wins: wins - firstWins },
  ].filter((r) => r.games > 0);
}

/** Core k has 100 − 10k games; its boots and slot-4 items split them; paths likewise. */
function rows(): Row[][] {
  const all: Row[] = [];
  for (let k = 0; k < CORES; k++) {
    const games = 100 - 10 * k;
    all.push(...split('core', coreOf(k), games, games / 2));
    all.push(...split('build_boots', `${coreOf(k)}|3006`, games - 4, 10));
    all.push(...split('build_boots', `${coreOf(k)}|0`, 4, 1));
    all.push(...split('build_item', `${coreOf(k)}|4:3091`, games / 2, 5));
  }
  for (let k = 0; k < PATHS; k++) {
    const games = 60 - 5 * k;
    all.push(...split('skill_path', pathOf(k), games, 20));
    all.push(...split('skill_path18', `${pathOf(k)}RER`, games - 10, 7));
    all.push(...split('skill_path18', `${pathOf(k)}ERR`, 3, 1));
  }
  // More spell pairs than the limit; every matchup, however many.
  for (let k = 0; k < LIMIT + 3; k++) all.push(...split('spells', `4,${10 + k}`, 50 - k, 9));
  for (let k = 0; k < LIMIT + 3; k++) all.push(...split('matchup', String(k + 1), 9 - k, 4));
  // Halves by bracket: rows with an odd index of split() go to the second bracket.
  const byBracket: Row[][] = [[], []];
  for (const r of all) {
    const first = all.find((o) => o.facet === r.facet && o.value === r.value) === r;
    (first ? byBracket[0] : byBracket[1])?.push(r);
  }
  return byBracket;
}

const sum = (list: Row[], facet: string, value: string) => {
  const of = list.filter((r) => r.facet === facet && r.value === value);
  return {
    facet,
    value,
    games: of.reduce((s, r) => s + r.games, 0),
    wins: of.reduce((s, r) => s + r.wins, 0),
  };
};

const sorted = (list: readonly FacetTotal[]) =>
  [...list].sort((a, b) => a.facet.localeCompare(b.facet) || a.value.localeCompare(b.value));

describe.each(TEST_DATABASES)('a champion page’s facets read on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>;
  let handle: DatabaseHandle;
  const written = rows().flat();

  beforeAll(async () => {
    db = await database.create();
    handle = db.handle;
    const byBracket = rows();
    // Games by role: CHAMPION most in MIDDLE (91 against 90 in TOP, summed over the brackets),
    // TIED as many in MIDDLE as in TOP; a bracket outside the slice does not count.
    const stats = [
      { championId: CHAMPION, role: 'MIDDLE', bracket: 'GOLD', games: 50 },
      { championId: CHAMPION, role: 'MIDDLE', bracket: 'EMERALD', games: 41 },
      { championId: CHAMPION, role: 'TOP', bracket: 'GOLD', games: 90 },
      { championId: CHAMPION, role: 'TOP', bracket: 'SILVER', games: 500 },
      { championId: TIED, role: 'MIDDLE', bracket: 'GOLD', games: 30 },
      { championId: TIED, role: 'TOP', bracket: 'EMERALD', games: 30 },
    ];
    await handle.db.insert(championStats).values(
      stats.map((r) => ({
        ...r,
        queueId: SLICE.queueId,
        patch: SLICE.patch,
        platform: SLICE.platform,
        wins: 10,
      })),
    );
    for (const [b, bracket] of BRACKETS.entries()) {
      await handle.db
        .insert(championFacets)
        .values(
          (byBracket[b] ?? []).map((r) => ({ ...SLICE, bracket, championId: CHAMPION, ...r })),
        );
    }
  }, 120_000);
  afterAll(async () => {
    await db?.drop();
  });

  const readIn = (role: string | undefined, championId = CHAMPION) =>
    createChampionsRepository(handle.db).facets(
      { ...SLICE, role, championId, brackets: BRACKETS },
      LIMIT,
    );
  const read = async () => (await readIn(SLICE.role)).facets;

  it('details the boots and items of the most played cores only, summed over the brackets', async () => {
    const facets = await read();
    const detailed = CORES_DETAILED;
    const expected = [...Array(CORES).keys()].flatMap((k) =>
      k < detailed
        ? [
            sum(written, 'build_boots', `${coreOf(k)}|3006`),
            sum(written, 'build_boots', `${coreOf(k)}|0`),
            sum(written, 'build_item', `${coreOf(k)}|4:3091`),
          ]
        : [],
    );
    expect(sorted(facets.filter((f) => f.facet.startsWith('build_')))).toEqual(sorted(expected));
    // The cores themselves are cut at the list limit, like every facet not listed whole.
    expect(facets.filter((f) => f.facet === 'core').map((f) => f.value)).toHaveLength(LIMIT);
  });

  it('reads the 18-point paths of the most taken 15-point paths and their sample', async () => {
    const facets = await read();
    const paths18 = [...Array(SKILL_PATHS_MAX).keys()].flatMap((k) => [
      sum(written, 'skill_path18', `${pathOf(k)}RER`),
      sum(written, 'skill_path18', `${pathOf(k)}ERR`),
    ]);
    expect(sorted(facets.filter((f) => f.facet === 'skill_path18'))).toEqual(sorted(paths18));
    const reached15 = written.filter((r) => r.facet === 'skill_path');
    expect(facets.filter((f) => f.facet === 'skill_path' && f.value === '')).toEqual([
      {
        facet: 'skill_path',
        value: '',
        games: reached15.reduce((s, r) => s + r.games, 0),
        wins: reached15.reduce((s, r) => s + r.wins, 0),
      },
    ]);
  });

  it('reads the champion’s most played role over the slice when none is asked for', async () => {
    const asked = await readIn('MIDDLE');
    expect(asked.role).toBe('MIDDLE');
    expect(await readIn(undefined)).toEqual(asked);
  });

  it('takes the first role in the roles’ order on a tie, and none without games', async () => {
    expect(await readIn(undefined, TIED)).toEqual({ role: 'TOP', facets: [] });
    expect(await readIn(undefined, 1)).toEqual({ role: null, facets: [] });
  });

  it('cuts facets to the most played values but lists every matchup', async () => {
    const facets = await read();
    expect(sorted(facets.filter((f) => f.facet === 'spells'))).toEqual(
      sorted([...Array(LIMIT).keys()].map((k) => sum(written, 'spells', `4,${10 + k}`))),
    );
    expect(facets.filter((f) => f.facet === 'matchup')).toHaveLength(LIMIT + 3);
  });
});

/** Cores whose boots and items a page reads: at most the list limit. */
const CORES_DETAILED = Math.min(CORE_BUILDS_MAX, LIMIT);
