import { type RuneDetail, type RunesList, tierRoleOf } from '@riftscope/contracts';
import type { MatchDto, ParticipantDto } from '@riftscope/riot/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createBuildPagesService } from '../src/modules/champions/build-pages.service.ts';
import { createChampionsService } from '../src/modules/champions/champions.service.ts';
import { createChampionsRepository } from '../src/modules/riot-data/champions.repository.ts';
import { singleLanguageCatalog } from '../src/modules/riot-data/game-data.mapper.ts';
import { rebuildRollups } from '../src/modules/riot-data/rollups.repository.ts';
import { createSliceFacetsRepository } from '../src/modules/riot-data/slice-facets.repository.ts';
import { TEST_DATABASES } from './databases.ts';
import { readMatch, requireFixtures } from './match-fixtures.ts';
import { record } from './player-builds.ts';
import { useTestApp } from './test-app.ts';

// The rune pages over stored real matches, every figure checked against the documents' perks
// (docs/champion-analytics.md, Runes).

const LONG_GAME = 'NA1_4924008147.json';
const ARAM = 'aram-15.13-jp1.json';
requireFixtures([LONG_GAME, ARAM]);

const COPIES = 9;
let sequence = 0;

/** The game stored once more under a new id, as Ranked Solo/Duo or ARAM, its result flipped or not. */
function copyOf(file: string, change: { isFlipped?: boolean; isRemake?: boolean } = {}): MatchDto {
  const document = structuredClone(readMatch(file));
  document.metadata.matchId = `${document.info.platformId}_${8_100_000_000 + ++sequence}`;
  if (file === LONG_GAME) document.info.queueId = 420;
  if (change.isFlipped) {
    for (const p of document.info.participants) p.win = !p.win;
    for (const team of document.info.teams) team.win = !team.win;
  }
  if (change.isRemake) {
    document.info.gameDuration = 200;
    for (const p of document.info.participants) p.gameEndedInEarlySurrender = true;
  }
  return document;
}

/** A player's keystone, three primary and two secondary runes. */
const runesOf = (p: ParticipantDto): number[] =>
  (p.perks?.styles ?? []).flatMap((s) => s.selections.map((x) => x.perk));

/** Games and wins of the players in `documents` for whom `has` holds. */
function tally(documents: readonly MatchDto[], has: (p: ParticipantDto) => boolean) {
  let games = 0;
  let wins = 0;
  for (const d of documents) {
    for (const p of d.info.participants) {
      if (!has(p)) continue;
      games += 1;
      if (p.win) wins += 1;
    }
  }
  return { games, wins };
}

describe.each(TEST_DATABASES)('rune pages on $name', (db) => {
  const t = useTestApp(db);
  /** The counted ranked copies (the remake is not among them). */
  const ranked: MatchDto[] = [];
  const aram: MatchDto[] = [];

  const get = async <T>(url: string) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    const { matches } = t.services.repositories;
    for (let c = 0; c < COPIES; c++) {
      const document = copyOf(LONG_GAME, { isFlipped: c % 3 === 0 });
      expect(await matches.store(document, { bracket: 'EMERALD' })).toBe(true);
      ranked.push(document);
    }
    expect(await matches.store(copyOf(LONG_GAME, { isRemake: true }), { bracket: 'EMERALD' })).toBe(
      true,
    );
    for (let c = 0; c < 3; c++) {
      const document = copyOf(ARAM, { isFlipped: c === 0 });
      expect(await matches.store(document, { bracket: '' })).toBe(true);
      aram.push(document);
    }
  });

  it('gives every rune the games and wins of the players who took it, out of every player with a page', async () => {
    const list = await get<RunesList>('/api/runes?patch=14.3');
    const players = ranked.length * 10;
    expect(list.players).toBe(players);
    const listed = list.trees.flatMap((tree) => tree.runes);
    // Every rune a player took that Data Dragon still lists, with the documents' numbers.
    const taken = new Set(ranked.flatMap((d) => d.info.participants.flatMap(runesOf)));
    const shown = listed.filter((r) => taken.has(r.id));
    expect(shown.length).toBeGreaterThan(20);
    for (const rune of shown) {
      const expected = record(
        tally(ranked, (p) => runesOf(p).includes(rune.id)),
        players,
      );
      expect(rune).toMatchObject(expected);
    }
    // A rune nobody took is listed with nothing to show.
    const untaken = listed.find((r) => !taken.has(r.id));
    expect(untaken).toMatchObject({ games: 0, wins: 0, win_rate: null, pick_rate: 0 });
    // Trees: as the primary one, and as the secondary one.
    for (const tree of list.trees) {
      const primary = tally(ranked, (p) => p.perks?.styles[0]?.style === tree.id);
      expect(tree).toMatchObject(record(primary, players));
      expect(tree.secondary_games).toBe(
        tally(ranked, (p) => p.perks?.styles[1]?.style === tree.id).games,
      );
    }
  });

  it('lists a rune’s champions in their role and the exact pages it is in', async () => {
    const players = ranked.length * 10;
    const [first] = ranked;
    if (!first) throw new Error('no match stored');
    // A rune two players of the game took: its champions and pages have two entries.
    const counts = new Map<number, number>();
    for (const p of first.info.participants) {
      for (const id of runesOf(p)) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const shared = [...counts].find(([id, n]) => n === 2 && t.riot.ddragon.rune(id))?.[0];
    if (shared === undefined) throw new Error('no rune two players took');
    const detail = await get<RuneDetail>(`/api/runes/${shared}?patch=14.3`);
    const takers = first.info.participants.filter((p) => runesOf(p).includes(shared));
    const rune = t.riot.ddragon.rune(shared);
    expect(detail.rune).toMatchObject({ id: shared, name: rune?.name });
    expect(detail.rune.description).not.toMatch(/[<>]/);
    const stats = tally(ranked, (p) => runesOf(p).includes(shared));
    expect(detail.stats).toEqual(record(stats, players));
    expect(detail.champions).toHaveLength(2);
    for (const p of takers) {
      const own = tally(ranked, (q) => q.championId === p.championId);
      expect(detail.champions).toContainEqual({
        champion: expect.objectContaining({ id: p.championId }),
        role: tierRoleOf(p.teamPosition) ?? '',
        // Each champion played one page in every copy: all of its players took the rune.
        ...record(own, own.games),
      });
    }
    expect(detail.pages).toHaveLength(2);
    expect(detail.pages.reduce((n, page) => n + page.games, 0)).toBe(stats.games);
    expect(detail.pages[0]?.page.primary.keystone.name).toBeTruthy();
  });

  it('reads the ARAM slice on its own, which has no ranks', async () => {
    const list = await get<RunesList>('/api/runes?queue=450&patch=15.13');
    expect(list.slice).toMatchObject({ queue: 450, tier: 'all' });
    const withPage = aram.flatMap((d) => d.info.participants).filter((p) => runesOf(p).length > 0);
    expect(list.players).toBe(withPage.length);
    const keystone = withPage[0]?.perks?.styles[0]?.selections[0]?.perk ?? 0;
    const rune = list.trees.flatMap((tree) => tree.runes).find((r) => r.id === keystone);
    expect(rune).toMatchObject(
      record(
        tally(aram, (p) => runesOf(p).includes(keystone)),
        withPage.length,
      ),
    );
  });

  it('answers an empty slice with every rune at zero games', async () => {
    const list = await get<RunesList>('/api/runes?patch=14.3&region=euw1');
    expect(list.players).toBe(0);
    expect(list.trees.length).toBeGreaterThan(0);
    expect(list.trees.flatMap((tree) => tree.runes).every((r) => r.games === 0)).toBe(true);
  });

  it.each([
    ['a rune tree', '8000'],
    ['a stat shard', '5008'],
    ['an id no rune has', '99999'],
    ['a word', 'conqueror'],
  ])('answers 404 for %s', async (_what, id) => {
    const res = await t.request({ method: 'GET', url: `/api/runes/${id}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Rune not found' });
  });

  it('answers 422 naming the allowed queues for Arena, which has no runes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/runes?queue=1700' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('420|440|450');
  });

  /** The rune list from a service of its own, whose caches hold nothing yet. */
  const uncachedRunes = () =>
    createBuildPagesService({
      facets: createSliceFacetsRepository(t.database.db),
      champions: createChampionsService({
        champions: createChampionsRepository(t.database.db),
        kept: createSliceFacetsRepository(t.database.db),
        games: singleLanguageCatalog(t.riot.ddragon),
      }),
      games: singleLanguageCatalog(t.riot.ddragon),
    }).runes({ patch: '14.3' }, 'en');

  const keptMatches = async () => {
    const { rows } = (await t.database.db.execute(sql`
      select matches from kept_slice_figures
      where kind = 'runes' and queue_id = 420 and patch = '14.3' and platform = ''
        and tier = 'emerald_plus'`)) as unknown as { rows: { matches: number }[] };
    return rows[0]?.matches ?? null;
  };

  it('answers the kept copy, and a due one at once while it is computed again in the background', async () => {
    expect((await uncachedRunes()).players).toBe(ranked.length * 10);
    expect(await keptMatches()).toBe(ranked.length);
    const { matches } = t.services.repositories;
    const extra = copyOf(LONG_GAME);
    expect(await matches.store(extra, { bracket: 'EMERALD' })).toBe(true);
    // Computed moments ago: the copy is answered, without the new game.
    expect((await uncachedRunes()).players).toBe(ranked.length * 10);
    await t.database.db.execute(
      sql`update kept_slice_figures set computed_at = now() - interval '1 day'`,
    );
    // Due and its matches changed: answered at once, computed again behind the answer.
    expect((await uncachedRunes()).players).toBe(ranked.length * 10);
    await vi.waitFor(
      async () => {
        expect(await keptMatches()).toBe(ranked.length + 1);
        expect((await uncachedRunes()).players).toBe((ranked.length + 1) * 10);
      },
      { timeout: 20_000, interval: 100 },
    );
    ranked.push(extra);
  });

  it('computes a young copy again at once when its slice has twice the matches it counted', async () => {
    const counted = ranked.length;
    expect((await uncachedRunes()).players).toBe(counted * 10);
    await t.database.db.execute(sql`update kept_slice_figures set computed_at = now()`);
    const { matches } = t.services.repositories;
    const more: MatchDto[] = [];
    for (let c = 0; c < counted - 1; c++) more.push(copyOf(LONG_GAME));
    for (const document of more) {
      expect(await matches.store(document, { bracket: 'EMERALD' })).toBe(true);
    }
    // One game short of twice over, and young: the copy stands.
    expect((await uncachedRunes()).players).toBe(counted * 10);
    const last = copyOf(LONG_GAME);
    expect(await matches.store(last, { bracket: 'EMERALD' })).toBe(true);
    ranked.push(...more, last);
    // Twice over: answered at once, computed again behind the answer.
    expect((await uncachedRunes()).players).toBe(counted * 10);
    await vi.waitFor(
      async () => {
        expect(await keptMatches()).toBe(ranked.length);
        expect((await uncachedRunes()).players).toBe(ranked.length * 10);
      },
      { timeout: 20_000, interval: 100 },
    );
  });

  it('forgets every kept copy when the aggregates are rebuilt', async () => {
    await uncachedRunes();
    expect(await keptMatches()).not.toBeNull();
    await rebuildRollups(t.database.db);
    expect(await keptMatches()).toBeNull();
    expect((await uncachedRunes()).players).toBe(ranked.length * 10);
  });
});
