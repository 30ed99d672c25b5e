import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favorites, rankedEntries, summoners } from '../src/db/schema.ts';
import { TEST_DATABASES } from './databases.ts';
import { useTestApp } from './test-app.ts';

type SummonerRow = typeof summoners.$inferSelect;

describe.each(TEST_DATABASES)('favourites on $name', (db) => {
  const t = useTestApp(db);

  let summonerCount = 0;
  const createSummoner = async (
    values: Partial<typeof summoners.$inferInsert> = {},
  ): Promise<SummonerRow> => {
    const n = ++summonerCount;
    const [row] = await t.database.db
      .insert(summoners)
      .values({
        puuid: randomBytes(39).toString('base64url'),
        region: 'euw1',
        gameName: `Player ${n}`,
        tagLine: `T${n}`,
        profileIconId: 4000 + n,
        ...values,
      })
      .returning();
    if (!row) throw new Error('summoner insert returned no row');
    return row;
  };

  const list = (token: string) => t.request({ method: 'GET', url: '/api/favorites', token });
  const toggle = (token: string, summonerId: number | string) =>
    t.request({ method: 'POST', url: `/api/favorites/${summonerId}/toggle`, token });
  const remove = (token: string, id: number | string) =>
    t.request({ method: 'DELETE', url: `/api/favorites/${id}`, token });
  const shapeOf = (id: number, s: SummonerRow) => ({
    id,
    summoner_id: s.id,
    region: s.region,
    game_name: s.gameName,
    tag_line: s.tagLine,
    profile_icon_id: s.profileIconId,
    solo_rank: null,
  });
  const rowsOf = async (userId: number, summonerId: number) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(favorites)
      .where(and(eq(favorites.userId, userId), eq(favorites.summonerId, summonerId)));
    return row?.n;
  };

  it('lists nothing for a new user', async () => {
    const { token } = await t.createUser();
    const res = await list(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('adds with a toggle, lists the favourite in the order added, and removes with a second toggle', async () => {
    const { token } = await t.createUser();
    const first = await createSummoner({
      region: 'kr',
      gameName: 'Hide on bush',
      tagLine: 'KR1',
      profileIconId: 6,
    });
    const second = await createSummoner({ region: 'na1' });

    const added = await toggle(token, first.id);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ favorited: true });
    expect((await toggle(token, second.id)).json()).toEqual({ favorited: true });

    const listed = await list(token);
    expect(listed.statusCode).toBe(200);
    const rows = listed.json();
    expect(rows).toEqual([shapeOf(expect.any(Number), first), shapeOf(expect.any(Number), second)]);
    expect(Object.keys(rows[0]).sort()).toEqual(
      [
        'game_name',
        'id',
        'profile_icon_id',
        'region',
        'solo_rank',
        'summoner_id',
        'tag_line',
      ].sort(),
    );
    expect(rows[0].id).not.toBe(rows[1].id);

    const removed = await toggle(token, first.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ favorited: false });
    expect((await list(token)).json()).toEqual([shapeOf(rows[1].id, second)]);
  });

  it('lists the stored Ranked Solo/Duo standing of each favourite, and none for flex only', async () => {
    const { token } = await t.createUser();
    const ranked = await createSummoner();
    const flexOnly = await createSummoner();
    const entry = { wins: 10, losses: 8, rank: 'II', leaguePoints: 45 };
    await t.database.db.insert(rankedEntries).values([
      { ...entry, summonerId: ranked.id, queueType: 'RANKED_SOLO_5x5', tier: 'GOLD' },
      { ...entry, summonerId: ranked.id, queueType: 'RANKED_FLEX_SR', tier: 'SILVER' },
      { ...entry, summonerId: flexOnly.id, queueType: 'RANKED_FLEX_SR', tier: 'DIAMOND' },
    ]);
    await toggle(token, ranked.id);
    await toggle(token, flexOnly.id);

    const rows = (await list(token)).json();
    expect(rows.map((row: { solo_rank: unknown }) => row.solo_rank)).toEqual([
      { tier: 'GOLD', rank: 'II', league_points: 45 },
      null,
    ]);
  });

  it('answers 404 for toggling a summoner that does not exist, and adds nothing', async () => {
    const { token } = await t.createUser();
    const res = await toggle(token, 2_000_000_000);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await list(token)).json()).toEqual([]);
  });

  it('deletes a favourite by its id with 204 and it is gone', async () => {
    const { token } = await t.createUser();
    const summoner = await createSummoner();
    await toggle(token, summoner.id);
    const [favourite] = (await list(token)).json();
    const res = await remove(token, favourite.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await list(token)).json()).toEqual([]);
    expect((await remove(token, favourite.id)).statusCode).toBe(404);
  });

  it('answers 404 for deleting another user’s favourite, which survives', async () => {
    const owner = await t.createUser();
    const intruder = await t.createUser();
    const summoner = await createSummoner();
    await toggle(owner.token, summoner.id);
    const [favourite] = (await list(owner.token)).json();

    const res = await remove(intruder.token, favourite.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await list(owner.token)).json()).toEqual([favourite]);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3'])(
    'answers 404, never 500, for the id %s on delete and toggle',
    async (id) => {
      const { token } = await t.createUser();
      for (const res of [await remove(token, id), await toggle(token, id)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: expect.any(String) });
      }
    },
  );

  it('shows and changes only the caller’s own favourites', async () => {
    const alice = await t.createUser();
    const bob = await t.createUser();
    const shared = await createSummoner();
    const onlyAlice = await createSummoner();

    await toggle(alice.token, shared.id);
    await toggle(alice.token, onlyAlice.id);
    // Bob's toggle of the shared summoner adds his own favourite; it does not remove Alice's.
    expect((await toggle(bob.token, shared.id)).json()).toEqual({ favorited: true });

    const aliceRows = (await list(alice.token)).json();
    const bobRows = (await list(bob.token)).json();
    expect(aliceRows.map((f: { summoner_id: number }) => f.summoner_id)).toEqual([
      shared.id,
      onlyAlice.id,
    ]);
    expect(bobRows).toEqual([shapeOf(expect.any(Number), shared)]);
    expect(bobRows[0].id).not.toBe(aliceRows[0].id);

    expect((await toggle(bob.token, shared.id)).json()).toEqual({ favorited: false });
    expect((await list(alice.token)).json()).toEqual(aliceRows);
  });

  it('never stores a summoner twice for one user when toggles race', async () => {
    const { user, token } = await t.createUser();
    const summoner = await createSummoner();
    for (const n of [2, 3, 5]) {
      const results = await Promise.all(
        Array.from({ length: n }, () => toggle(token, summoner.id)),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(n).fill(200));
      const stored = await rowsOf(user.id, summoner.id);
      expect(stored).toBeLessThanOrEqual(1);
      expect((await list(token)).json()).toHaveLength(stored ?? 0);
    }
  });

  it('answers 401 without a token', async () => {
    const summoner = await createSummoner();
    expect((await t.request({ method: 'GET', url: '/api/favorites' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: `/api/favorites/${summoner.id}/toggle` })).statusCode,
    ).toBe(401);
  });
});
