import { PROFILE_REFRESH_AGE_MS, type Summoner } from '@riftscope/contracts';
import type { Player } from '@riftscope/riot-sim';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { summoners } from '../src/db/schema.ts';
import { NOT_STORED_YET } from '../src/modules/summoners/player-request.ts';
import { PAGE_RENDER_HEADER, PAGE_RENDER_KEY } from '../src/platform/page-render-request.ts';
import { TEST_DATABASES } from './databases.ts';
import {
  lookUpWithMatches,
  matchesUrl,
  panelUrl,
  playerPicker,
  type RiotIdIn,
  summonerUrl,
} from './riot-players.ts';
import { useTestApp } from './test-app.ts';

const enc = encodeURIComponent;

/** Every answer of a player's page a server render reads. */
const pageUrls = (p: RiotIdIn) => {
  const named = `/api/summoners/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}`;
  return [
    summonerUrl(p),
    matchesUrl(p),
    panelUrl(p, 'top-champions/panel'),
    panelUrl(p, 'friends'),
    `${named}/recent`,
    `${named}/champions`,
    `${named}/rank-history?queue=solo`,
    `${named}/seasons`,
    `${named}/ladder`,
  ];
};

/**
 * A page render (ADR 0015) reads a player's page from stored data alone: it never asks Riot nor
 * waits for it, and what only Riot could give is answered 409 for the browser to ask for.
 */
describe.each(TEST_DATABASES)("a page render's reads of a player on $name", (db) => {
  let pick: ReturnType<typeof playerPicker>;
  let now = Date.now();
  const t = useTestApp(db, { freshRiotStats: true, clock: () => now });
  beforeAll(async () => {
    pick = playerPicker(t.sim);
  });

  const asRender = (url: string, key = PAGE_RENDER_KEY) =>
    t.request({ method: 'GET', url, headers: { [PAGE_RENDER_HEADER]: key } });

  const withHistory = (x: Player) => t.sim.world.matchesOf(x).length >= 40;

  it('answers every part of a player not stored yet with 409, and asks Riot nothing', async () => {
    const p = pick(withHistory);
    for (const url of pageUrls(p)) {
      const res = await asRender(url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message, url).toBe(NOT_STORED_YET);
    }
    expect(t.sim.stats().total).toBe(0);
    // The browser's own request then looks the player up.
    expect((await lookUpWithMatches(t.request, p)).statusCode).toBe(200);
  });

  it('answers 404 for a Riot ID that Riot has just been found not to have', async () => {
    const missing = { gameName: 'Nobody Here', tagLine: 'ZZZZ', platform: 'euw1' };
    expect((await asRender(summonerUrl(missing))).statusCode).toBe(409);
    expect((await t.request({ method: 'GET', url: summonerUrl(missing) })).statusCode).toBe(404);
    await t.resetRiotStats();
    for (const url of [summonerUrl(missing), matchesUrl(missing)]) {
      expect((await asRender(url)).statusCode, url).toBe(404);
    }
    expect(t.sim.stats().total).toBe(0);
  });

  it("answers a stored player's page as a visitor is answered, without looking the player up at Riot", async () => {
    const p = pick(withHistory);
    expect((await lookUpWithMatches(t.request, p)).statusCode).toBe(200);
    // The whole history stored, as far as the site knows: top champions start no import of
    // older games, which would otherwise land between a render and the visit compared with it.
    await t.database.db
      .update(summoners)
      .set({ isHistoryComplete: true })
      .where(eq(summoners.puuid, p.puuid));
    await t.resetRiotStats();
    const rendered = [];
    for (const url of pageUrls(p)) {
      const render = await asRender(url);
      expect(render.statusCode, url).toBe(200);
      rendered.push(render.json());
    }
    // Nothing about the player is looked up at Riot.
    expect(t.sim.stats().byMethod).toEqual({});
    for (const [i, url] of pageUrls(p).entries()) {
      expect((await t.request({ method: 'GET', url })).json(), url).toEqual(rendered[i]);
    }
  });

  it('answers 409 for a page of matches that would need older ones from Riot, and asks Riot nothing', async () => {
    const p = pick(withHistory);
    expect((await lookUpWithMatches(t.request, p)).statusCode).toBe(200);
    await t.resetRiotStats();
    const far = await asRender(matchesUrl(p, { page: 4 }));
    expect(far.statusCode).toBe(409);
    const tab = await asRender(matchesUrl(p, { queue: 'aram', page: 3 }));
    expect(tab.statusCode).toBe(409);
    expect(t.sim.stats().total).toBe(0);
  });

  it('starts the background refresh of a stale profile, as a visit does, and answers from what is stored', async () => {
    const p = pick(withHistory);
    expect((await lookUpWithMatches(t.request, p)).statusCode).toBe(200);
    const stale = Date.now() - PROFILE_REFRESH_AGE_MS - 60_000;
    await t.database.db
      .update(summoners)
      .set({ fetchedAt: new Date(stale) })
      .where(eq(summoners.puuid, p.puuid));
    now = Date.now() + 10_000;
    await t.resetRiotStats();
    const res = await asRender(summonerUrl(p));
    expect(res.statusCode, res.body).toBe(200);
    const body: Summoner = res.json();
    expect(body.updated_at).toBe(new Date(stale).toISOString());
    expect(body.is_refreshing).toBe(true);
  });

  it("treats a request with another key as a visitor's", async () => {
    const p = pick(withHistory);
    const res = await asRender(summonerUrl(p), 'x'.repeat(PAGE_RENDER_KEY.length));
    expect(res.statusCode, res.body).toBe(200);
    expect(t.sim.stats().byMethod).toHaveProperty('account-v1.getByRiotId', 1);
  });
});
