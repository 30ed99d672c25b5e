import {
  MATCH_PAGE_SIZE,
  MULTISEARCH_EXPECTED,
  MULTISEARCH_MAX,
  MULTISEARCH_TEXT_MAX,
  type MultiSearch,
  type MultiSearchPlayer,
  RECENT_GAMES,
  type Summoner,
} from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matches, summoners } from '../src/db/schema.ts';
import { SUMMONER_NOT_FOUND } from '../src/modules/ingestion/ingestion.service.ts';
import { TOO_MANY_NEW_PLAYERS } from '../src/modules/ingestion/lookup-guard.ts';
import { TEST_DATABASES } from './databases.ts';
import {
  lookUpWithMatches,
  matchesUrl,
  participantRowsOf,
  playerPicker,
  summonerUrl,
} from './riot-players.ts';
import { useTestApp } from './test-app.ts';

const enc = encodeURIComponent;
/** Riot's queue id of Solo/Duo, the queue a multi-search describes unless asked. */
const SOLO_QUEUE_ID = 420;
const riotId = (p: Player) => `${p.gameName}#${p.tagLine}`;
const searchUrl = (region: string, q: string) =>
  `/api/multisearch?${new URLSearchParams({ region, q })}`;
const columnUrl = (p: { platform: string; gameName: string; tagLine: string }) =>
  `/api/multisearch/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}`;

describe.each(TEST_DATABASES)('multi-search on $name', (db) => {
  let pick: ReturnType<typeof playerPicker>;
  const t = useTestApp(db, { freshRiotStats: true });
  beforeAll(async () => {
    pick = playerPicker(t.sim);
  });

  const get = (url: string) => t.request({ method: 'GET', url });
  const euw = (p: Player) => p.platform === 'euw1';

  /** The stored Solo/Duo games of a player but remakes, newest first, as results. */
  async function storedSoloResults(p: Player) {
    const rows = await participantRowsOf(t.database.db, p.puuid);
    return rows
      .filter((r) => r.queueId === SOLO_QUEUE_ID && r.isRemake !== true)
      .sort((a, b) => b.gameCreation - a.gameCreation || b.matchId.localeCompare(a.matchId))
      .slice(0, RECENT_GAMES)
      .map((r) => (r.win ? 'win' : 'loss'));
  }

  /** The column the stored data gives: the profile's ranks and the newest Solo/Duo games. */
  async function expectedColumn(p: Player) {
    const profile: Summoner = (await get(summonerUrl(p))).json();
    expect((await get(matchesUrl(p, { perPage: 50 }))).statusCode).toBe(200);
    return { profile, results: await storedSoloResults(p) };
  }

  it('answers stored players at once, names unknown ones to fetch, and marks invalid text', async () => {
    const [stored, unknown] = [pick(euw), pick(euw)];
    expect((await get(summonerUrl(stored))).statusCode).toBe(200);
    // Read before the search: a long match page may store older matches from Riot.
    const { profile, results } = await expectedColumn(stored);
    await t.resetRiotStats();

    const text = [
      `${riotId(stored)} joined the lobby`,
      `${riotId(unknown)} joined the lobby`,
      'Nobody Here#ZZZZ9, not a riot id',
    ].join('\n');
    const res = await get(searchUrl('euw1', text));
    expect(res.statusCode, res.body).toBe(200);
    const body: MultiSearch = res.json();
    expect(body).toMatchObject({ region: 'euw1', truncated: false, max: MULTISEARCH_MAX });
    expect(body.entries.map((e) => [e.input, e.status])).toEqual([
      [riotId(stored), 'found'],
      [riotId(unknown), 'pending'],
      ['Nobody Here#ZZZZ9', 'pending'],
      ['not a riot id', 'invalid'],
    ]);
    // Reading the list asks Riot nothing: the pending ones are fetched one by one.
    expect(t.sim.stats().total).toBe(0);

    const column = body.entries[0]?.player;
    expect(column).toMatchObject({
      puuid: stored.puuid,
      game_name: stored.gameName,
      tag_line: stored.tagLine,
      summoner_level: profile.summoner_level,
      profile_icon_id: profile.profile_icon_id,
      ranked: profile.ranked,
      results,
    });
    expect(column?.recent.games).toBe(results.length);
    expect(column?.recent.wins).toBe(results.filter((r) => r === 'win').length);

    // The pending player is fetched from Riot by its own request, then is stored.
    const fetched = await get(columnUrl(unknown));
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.json<MultiSearchPlayer>().puuid).toBe(unknown.puuid);
    const missing = await get(
      columnUrl({ platform: 'euw1', gameName: 'Nobody Here', tagLine: 'ZZZZ9' }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SUMMONER_NOT_FOUND);

    const again: MultiSearch = (await get(searchUrl('euw1', text))).json();
    expect(again.entries.map((e) => e.status)).toEqual(['found', 'found', 'pending', 'invalid']);
    expect(again.entries[1]?.player).toEqual(fetched.json());
  });

  it('fetches the first page of a player whose lookup Riot failed it when the column is asked; 503 while Riot fails', async () => {
    const p = pick(euw);
    expect((await lookUpWithMatches(t.request, p)).statusCode).toBe(200);
    // As a lookup leaves a player whose first page Riot failed: the profile, and no history.
    const ids = t.sim.world
      .matchesOf(p)
      .slice(0, MATCH_PAGE_SIZE)
      .map((m) => m.matchId);
    await t.database.db.delete(matches).where(inArray(matches.matchId, ids));
    await t.database.db
      .update(summoners)
      .set({ historyStoredFrom: null, isHistoryComplete: false })
      .where(eq(summoners.puuid, p.puuid));

    // Not a column of no games: the page asks for the player, as for one not stored.
    const listed: MultiSearch = (await get(searchUrl('euw1', riotId(p)))).json();
    expect(listed.entries.map((e) => [e.status, e.player])).toEqual([['pending', null]]);

    t.sim.setFaults({ errorRate: 1 });
    try {
      const failed = await get(columnUrl(p));
      expect(failed.statusCode, failed.body).toBe(503);
      expect(failed.json().message).toEqual(expect.any(String));
    } finally {
      t.sim.setFaults({});
    }
    const column = await get(columnUrl(p));
    expect(column.statusCode, column.body).toBe(200);
    // The first page, as the match list shows it: stored again, and nothing older asked for.
    const page = (await get(matchesUrl(p))).json();
    expect(page.data.map((m: { match_id: string }) => m.match_id)).toEqual(ids);
    expect(column.json<MultiSearchPlayer>().results).toEqual(await storedSoloResults(p));
    const found: MultiSearch = (await get(searchUrl('euw1', riotId(p)))).json();
    expect(found.entries.map((e) => e.status)).toEqual(['found']);
  });

  it('reads comma lists, removes repeats in any case and keeps the first five', async () => {
    const players = Array.from({ length: 7 }, () => pick(euw));
    const text = [riotId(players[0] as Player).toUpperCase(), ...players.map(riotId)].join(', ');
    const body: MultiSearch = (await get(searchUrl('euw1', text))).json();
    expect(body.truncated).toBe(true);
    expect(body.entries).toHaveLength(MULTISEARCH_MAX);
    expect(body.entries.slice(1).map((e) => e.input)).toEqual(players.slice(1, 5).map(riotId));
  });

  it('keeps five players whatever invalid fragments are pasted among them, in paste order', async () => {
    const players = Array.from({ length: MULTISEARCH_MAX + 1 }, () => pick(euw));
    const [a, b, c, ...rest] = players.map(riotId);
    const text = ['hello team', a, 'x#', b, c, 'gl hf', ...rest].join('\n');
    const body: MultiSearch = (await get(searchUrl('euw1', text))).json();
    expect(body.truncated).toBe(true);
    expect(body.entries.map((e) => [e.input, e.status === 'invalid'])).toEqual([
      ['hello team', true],
      [a, false],
      ['x#', true],
      [b, false],
      [c, false],
      ['gl hf', true],
      ...rest.slice(0, MULTISEARCH_MAX - 3).map((name) => [name, false]),
    ]);
    const fitting = text.split('\n').slice(0, -1).join('\n');
    expect((await get(searchUrl('euw1', fitting))).json<MultiSearch>().truncated).toBe(false);
    expect(t.sim.stats().total).toBe(0);
  });

  it('answers a player who is not stored with 404 when Riot does not know them either', async () => {
    const res = await get(
      columnUrl({ platform: 'euw1', gameName: 'No Such One', tagLine: 'NONE1' }),
    );
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['no text', ''],
    ['only separators', ' , ;\n\n ,'],
  ])('answers %s with 422 saying what was expected', async (_case, q) => {
    const res = await get(searchUrl('euw1', q));
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain(MULTISEARCH_EXPECTED);
  });

  it('answers an unknown region, a text over the limit and a bad column Riot ID with 422', async () => {
    const player = pick(euw);
    expect((await get(searchUrl('xx1', riotId(player)))).statusCode).toBe(422);
    expect((await get(searchUrl('euw1', 'a'.repeat(MULTISEARCH_TEXT_MAX + 1)))).statusCode).toBe(
      422,
    );
    expect((await get('/api/multisearch?region=euw1')).statusCode).toBe(422);
    const badTag = await get(columnUrl({ platform: 'euw1', gameName: 'Some One', tagLine: 'E W' }));
    expect(badTag.statusCode).toBe(422);
    expect(badTag.json().errors.tagLine).toBeDefined();
    expect(t.sim.stats().total).toBe(0);
  });
});

describe.each(TEST_DATABASES)("multi-search within an address's quota on $name", (db) => {
  let pick: ReturnType<typeof playerPicker>;
  const t = useTestApp(db, { riotSpend: { coldLookupsPerIp: 2 } });
  beforeAll(async () => {
    pick = playerPicker(t.sim);
  });

  it('fetches new players until the quota is spent, then answers 429 with a wait', async () => {
    const players = Array.from({ length: 3 }, () => pick((p) => p.platform === 'euw1'));
    const answers = await Promise.all(
      players.map((p) => t.request({ method: 'GET', url: columnUrl(p) })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 429]);
    const limited = answers.find((a) => a.statusCode === 429);
    expect(limited?.json().message).toBe(TOO_MANY_NEW_PLAYERS);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
