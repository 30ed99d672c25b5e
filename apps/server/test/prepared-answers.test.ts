import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchParticipants, matchTimelines } from '../src/db/schema.ts';
import { MATCH_ANSWER_TTL_MS } from '../src/modules/matches/matches.service.ts';
import { ANSWER_CACHE_MS } from '../src/modules/summoners/summoners.service.ts';
import { TEST_DATABASES } from './databases.ts';
import { matchesUrl, panelUrl, summonerUrl } from './riot-players.ts';
import { useTestApp } from './test-app.ts';

/** Cached answers, sent as prepared bytes with an entity tag, compressed once per encoding. */
describe.each(TEST_DATABASES)('prepared answers on $name', (db) => {
  let matches: string;
  let puuid: string;
  let player: { gameName: string; tagLine: string; platform: string };
  let now = Date.now();
  const t = useTestApp(db, { clock: () => now });
  beforeAll(async () => {
    const [sample] = t.sim.world.samplePlayers;
    if (!sample) throw new Error('no sample players');
    player = sample;
    const looked = await t.request({ method: 'GET', url: summonerUrl(sample) });
    expect(looked.statusCode, looked.body).toBe(200);
    matches = matchesUrl(sample);
    puuid = sample.puuid;
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers });

  it('tags a cached answer and answers 304 without a body to a client that holds it', async () => {
    const first = await get(matches);
    expect(first.statusCode, first.body).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await get(matches);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    const held = await get(matches, { 'if-none-match': String(etag) });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    expect(held.headers.etag).toBe(etag);

    const stale = await get(matches, { 'if-none-match': 'W/"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('sends the same answer compressed in the encoding the client prefers', async () => {
    const plain = await get(matches);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);

    const br = await get(matches, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(matches, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await get(matches, { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('keeps the security headers and the request id on a prepared answer and a 304', async () => {
    const first = await get(matches);
    const held = await get(matches, { 'if-none-match': String(first.headers.etag) });
    for (const res of [first, held]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-request-id']).toBeDefined();
    }
  });

  it('tags the tier list, and each page of it on its own', async () => {
    const first = await get('/api/champions?page=1&per_page=10');
    const second = await get('/api/champions?page=2&per_page=10');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await get('/api/champions?page=1&per_page=10');
    expect(again.headers.etag).toBe(first.headers.etag);
    if (second.body !== first.body) expect(second.headers.etag).not.toBe(first.headers.etag);
    const held = await get('/api/champions?page=1&per_page=10', {
      'if-none-match': String(first.headers.etag),
    });
    expect(held.statusCode).toBe(304);
  });

  it('still writes an answer that is not kept every time, without a tag', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });

  it("keeps a stored match's timeline and build: seen again, neither is read or fetched", async () => {
    const page = await get(matches);
    const matchId: string = page.json().data[0].match_id;
    const timeline = `/api/matches/${matchId}/${puuid}/timeline`;
    const build = `/api/matches/${matchId}/${puuid}/build`;
    const first = await get(timeline);
    expect(first.statusCode, first.body).toBe(200);
    const firstBuild = await get(build);
    expect(firstBuild.statusCode, firstBuild.body).toBe(200);

    // Gone from the database, still answered as the same bytes while kept.
    await t.database.db.delete(matchTimelines).where(eq(matchTimelines.matchId, matchId));
    await t.resetRiotStats();
    const again = await get(timeline);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(build)).body).toBe(firstBuild.body);
    expect(t.sim.stats().total).toBe(0);

    // Once the answers are no longer kept, the timeline is fetched and stored again.
    now += MATCH_ANSWER_TTL_MS + 1;
    const later = await get(timeline);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual(first.json());
    expect(t.sim.stats().byMethod).toEqual({ 'match-v5.getTimeline': 1 });
  });

  /** Adds 100 kills to every stored line of the match, as a changed database would say. */
  const changeKills = (matchId: string) =>
    t.database.db
      .update(matchParticipants)
      .set({ kills: sql`${matchParticipants.kills} + 100` })
      .where(eq(matchParticipants.matchId, matchId));

  it("keeps a stored match's scoreboard while it is kept, then reads it again", async () => {
    const matchId: string = (await get(matches)).json().data[1].match_id;
    const url = `/api/matches/${matchId}/participants`;
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    await changeKills(matchId);
    expect((await get(url)).body).toBe(first.body);
    now += MATCH_ANSWER_TTL_MS + 1;
    const later = await get(url);
    expect(later.json()[0].kills).toBe(first.json()[0].kills + 100);
  });

  it('keeps a multi-search of stored players for seconds, tagged, but not one with players to fetch', async () => {
    const stored = `${player.gameName}#${player.tagLine}`;
    const url = (q: string) =>
      `/api/multisearch?${new URLSearchParams({ region: player.platform, q })}`;
    const first = await get(url(stored));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().entries[0].status).toBe('found');
    const held = await get(url(stored), { 'if-none-match': String(first.headers.etag) });
    expect(held.statusCode).toBe(304);
    now += ANSWER_CACHE_MS + 1;
    expect((await get(url(stored))).statusCode).toBe(200);

    // A name still to fetch: the page fetches it next, and the next search must find it.
    const withPending = await get(url(`${stored}, Nobody Stored#EUW9`));
    expect(withPending.statusCode, withPending.body).toBe(200);
    expect(withPending.json().entries[1].status).toBe('pending');
    expect(withPending.headers.etag).toBeUndefined();
  });

  it("keeps a player's top champions for the answer cache's few seconds", async () => {
    const url = panelUrl(player, 'top-champions');
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    const matchId: string = (await get(matches)).json().data[2].match_id;
    await changeKills(matchId);
    expect((await get(url)).body).toBe(first.body);
    now += ANSWER_CACHE_MS + 1;
    expect((await get(url)).body).not.toBe(first.body);
  });
});
