import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LiveGame, MultiSearch, MultiSearchPlayer, PlayerMastery } from '@riftscope/contracts';
import { RIOT_FIXTURES_DIR } from '@riftscope/riot-snapshots';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { championMasteries, masteryReads } from '../src/db/schema.ts';
import { createMasteriesRepository } from '../src/modules/riot-data/masteries.repository.ts';
import { MASTERY_MAX_AGE_MS } from '../src/modules/summoners/player-mastery.service.ts';
import { NOT_STORED_YET } from '../src/modules/summoners/player-request.ts';
import { ANSWER_CACHE_MS } from '../src/modules/summoners/summoners.service.ts';
import { PAGE_RENDER_HEADER, PAGE_RENDER_KEY } from '../src/platform/page-render-request.ts';
import { TEST_DATABASES } from './databases.ts';
import { MATCH_FIXTURES_DIR, matchFixtureFiles, readMatch } from './match-fixtures.ts';
import { summonerUrl } from './riot-players.ts';
import { useTestApp } from './test-app.ts';

/** The real champion-mastery-v4 list (packages/riot-snapshots/fixtures/PROVENANCE.md). */
interface FixtureMastery {
  championId: number;
  championLevel: number;
  championPoints: number;
  lastPlayTime: number;
}
const FIXTURE: FixtureMastery[] = JSON.parse(
  readFileSync(
    join(RIOT_FIXTURES_DIR, 'champion-mastery-v4', 'all-masteries-na1-2023-05.json'),
    'utf8',
  ),
);

/** Two players of the real matches: the first has the fixture's masteries, the second none. */
function replayedPlayers() {
  const match = readMatch(matchFixtureFiles[0] ?? '');
  const platform = match.metadata.matchId.split('_')[0]?.toLowerCase() ?? '';
  const [a, b] = match.info.participants.filter((p) => p.riotIdGameName && p.riotIdTagline);
  if (!a || !b) throw new Error('the first real match has fewer than two named players');
  const named = (p: typeof a) => ({
    puuid: p.puuid,
    gameName: p.riotIdGameName ?? '',
    tagLine: p.riotIdTagline ?? '',
    platform,
  });
  return { withMasteries: named(a), without: named(b) };
}
const PLAYERS = replayedPlayers();

/**
 * The real matches, and the mastery fixture given to the first player: the 2023 body names only
 * its summoner, so the replay is told whose it is by the puuid the current shape carries.
 */
function replayFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'riftscope-mastery-'));
  symlinkSync(MATCH_FIXTURES_DIR, join(dir, 'match-v5-match'));
  mkdirSync(join(dir, 'champion-mastery-v4'));
  writeFileSync(
    join(dir, 'champion-mastery-v4', 'all.json'),
    JSON.stringify(FIXTURE.map((m) => ({ ...m, puuid: PLAYERS.withMasteries.puuid }))),
  );
  return dir;
}

const enc = encodeURIComponent;
const masteryUrl = (p: typeof PLAYERS.withMasteries, query = '') =>
  `/api/summoners/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}/mastery${query}`;

const byPoints = [...FIXTURE].sort(
  (a, b) => b.championPoints - a.championPoints || a.championId - b.championId,
);

describe.each(TEST_DATABASES)('champion mastery on $name', (db) => {
  let now = Date.UTC(2026, 5, 1, 12);
  const t = useTestApp(db, () => ({
    replayDir: replayFolder(),
    clock: () => now,
    freshRiotStats: true,
    clearFaults: true,
  }));
  const masteryCalls = () =>
    t.sim.stats().byMethod['champion-mastery-v4.getAllChampionMasteriesByPUUID'] ?? 0;
  const mastery = async (p = PLAYERS.withMasteries, query = ''): Promise<PlayerMastery> => {
    const res = await t.request({ method: 'GET', url: masteryUrl(p, query) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  // Past the answer cache's five seconds, so that the next ask is answered afresh.
  const forgetAnswers = (_p = PLAYERS.withMasteries) => {
    now += ANSWER_CACHE_MS + 1_000;
  };

  beforeAll(async () => {
    for (const p of Object.values(PLAYERS)) {
      const res = await t.request({ method: 'GET', url: summonerUrl(p) });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('answers every champion of the real mastery list with its level, points and last play, most points first', async () => {
    const answer = await mastery();
    expect(answer.data.map((m) => [m.champion_id, m.level, m.points, m.last_played_at])).toEqual(
      byPoints.map((m) => [
        m.championId,
        m.championLevel,
        m.championPoints,
        new Date(m.lastPlayTime).toISOString(),
      ]),
    );
    expect(answer.champions).toBe(FIXTURE.length);
    expect(answer.total_points).toBe(FIXTURE.reduce((n, m) => n + m.championPoints, 0));
    expect(answer.total_level).toBe(FIXTURE.reduce((n, m) => n + m.championLevel, 0));
    expect(answer.fetched_at).toBe(new Date(now).toISOString());
    expect(answer.is_available).toBe(true);
    expect(answer.data[0]).toMatchObject({
      champion_id: 143,
      champion_name: 'Zyra',
      champion_key: 'zyra',
    });
    expect(answer.data.every((m) => m.image_url?.startsWith('/cdn/ddragon/'))).toBe(true);
  });

  it('stores the read whole and asks Riot once a day, not at every view', async () => {
    forgetAnswers();
    await mastery();
    expect(masteryCalls()).toBe(0);
    const rows = await t.database.db
      .select()
      .from(championMasteries)
      .where(eq(championMasteries.puuid, PLAYERS.withMasteries.puuid));
    expect(rows).toHaveLength(FIXTURE.length);
    const [read] = await t.database.db
      .select()
      .from(masteryReads)
      .where(and(eq(masteryReads.puuid, PLAYERS.withMasteries.puuid)));
    expect(read?.region).toBe(PLAYERS.withMasteries.platform);
  });

  it('names champions in the language asked for, and answers 422 naming the allowed languages', async () => {
    forgetAnswers();
    const ru = await mastery(PLAYERS.withMasteries, '?lang=ru');
    expect(ru.data).toHaveLength(FIXTURE.length);
    const res = await t.request({
      method: 'GET',
      url: masteryUrl(PLAYERS.withMasteries, '?lang=xx'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('en');
  });

  it('serves the stored masteries with their date while Riot is down, and reads them again after a day', async () => {
    forgetAnswers();
    const readAt = (await mastery()).fetched_at;
    now += MASTERY_MAX_AGE_MS + 60_000;
    forgetAnswers();
    t.sim.setFaults({ errorRate: 1 });
    const answer = await mastery();
    expect(answer.fetched_at).toBe(readAt);
    expect(answer.data).toHaveLength(FIXTURE.length);
    t.sim.setFaults({});
    forgetAnswers();
    // The stale answer started a read; once Riot answers again the next view finds it.
    await expect
      .poll(async () => {
        forgetAnswers();
        return (await mastery()).fetched_at;
      })
      .not.toBe(readAt);
    expect(masteryCalls()).toBeGreaterThan(0);
  });

  it('says mastery is unavailable when none is stored and Riot is down', async () => {
    t.sim.setFaults({ errorRate: 1 });
    const answer = await mastery(PLAYERS.without);
    expect(answer).toMatchObject({ data: [], is_available: false, fetched_at: null, champions: 0 });
  });

  it('stores a player with no masteries as read, with no rows', async () => {
    forgetAnswers(PLAYERS.without);
    const answer = await mastery(PLAYERS.without);
    expect(answer).toMatchObject({ data: [], is_available: true, champions: 0, total_points: 0 });
    expect(answer.fetched_at).not.toBeNull();
  });

  it('replaces a read whole: champions no longer listed are gone, the others written over', async () => {
    const repo = createMasteriesRepository(t.database.db);
    const at = new Date(now);
    const m = (championId: number, points: number) => ({
      championId,
      level: 5,
      points,
      lastPlayTime: 1_000,
    });
    await repo.store('euw1', 'replaced-player', [m(1, 10), m(2, 30), m(3, 20)], at);
    await repo.store('euw1', 'replaced-player', [m(3, 25), m(4, 5)], new Date(now + 1));
    const found = await repo.find('euw1', 'replaced-player');
    expect(found?.rows.map((r) => [r.championId, r.points])).toEqual([
      [3, 25],
      [4, 5],
    ]);
    expect(found?.fetchedAt.getTime()).toBe(now + 1);
    expect(await repo.find('euw1', 'never-read')).toBeNull();
  });

  it("answers a page render from stored masteries alone: 409 before any read, the visitor's answer after", async () => {
    const p = { ...PLAYERS.without };
    const asRender = () =>
      t.request({
        method: 'GET',
        url: masteryUrl(PLAYERS.withMasteries),
        headers: { [PAGE_RENDER_HEADER]: PAGE_RENDER_KEY },
      });
    forgetAnswers();
    const rendered = await asRender();
    expect(rendered.statusCode, rendered.body).toBe(200);
    expect(rendered.json()).toEqual(await mastery());
    await t.database.db.delete(masteryReads).where(eq(masteryReads.puuid, p.puuid));
    forgetAnswers();
    const notRead = await t.request({
      method: 'GET',
      url: masteryUrl(p),
      headers: { [PAGE_RENDER_HEADER]: PAGE_RENDER_KEY },
    });
    expect(notRead.statusCode).toBe(409);
    expect(notRead.json().message).toBe(NOT_STORED_YET);
    expect(masteryCalls()).toBe(0);
  });

  it("shows beside a live game's players their mastery of the champion they play: a read within a day as stored, the others asked once at low priority", async () => {
    const player = t.sim.world.players.find(
      (p) => p.platform === 'euw1' && t.sim.world.liveGame(p, Date.now()) === null,
    );
    if (!player) throw new Error('no idle euw1 player');
    const game = t.sim.forceLiveGame(player.puuid);
    const [own, other, stale] = game.participants;
    if (!own || !other || !stale) throw new Error('a live game of fewer than three players');
    const repo = createMasteriesRepository(t.database.db);
    const store = (p: typeof own, points: number, at: number, championId = p.championId) =>
      repo.store(
        'euw1',
        p.puuid,
        [{ championId, level: 6, points, lastPlayTime: 1_000 }],
        new Date(at),
      );
    await store(own, 54_321, now);
    // A mastery of another champion than the one played says nothing of this game.
    await store(other, 1_000, now, other.championId + 1);
    await store(stale, 77_000, now - MASTERY_MAX_AGE_MS - 60_000);
    const res = await t.request({
      method: 'GET',
      url: `/api/summoners/euw1/${enc(player.gameName)}/${enc(player.tagLine)}/live`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const live: LiveGame = res.json();
    const masteryOf = (puuid: string) =>
      [...live.blue_team, ...live.red_team].find((p) => p.puuid === puuid)?.summoner?.mastery;
    expect(masteryOf(own.puuid)).toEqual({
      level: 6,
      points: 54_321,
      fetched_at: new Date(now).toISOString(),
    });
    expect(masteryOf(other.puuid)).toBeUndefined();
    // The stale read and the seven players never read are asked again: eight calls, no more.
    expect(masteryCalls()).toBe(game.participants.length - 2);
    const staleAtRiot = t.sim.world
      .masteries(t.sim.world.players.find((p) => p.puuid === stale.puuid) ?? player)
      .find((m) => m.championId === stale.championId);
    expect(masteryOf(stale.puuid)).toEqual(
      staleAtRiot &&
        expect.objectContaining({
          level: staleAtRiot.championLevel,
          points: staleAtRiot.championPoints,
        }),
    );
    expect((await repo.find('euw1', stale.puuid))?.fetchedAt.getTime()).toBeGreaterThan(
      now - MASTERY_MAX_AGE_MS,
    );
  });

  it("shows in a lobby's columns each player's stored masteries of their recent top champions, read in one query", async () => {
    const repo = createMasteriesRepository(t.database.db);
    const candidates = t.sim.world.players.filter(
      (p) => p.platform === 'euw1' && p.puuid !== PLAYERS.withMasteries.puuid,
    );
    // A player whose masteries no earlier test (a live game's ten) has stored.
    let player: (typeof candidates)[number] | undefined;
    for (const p of candidates) {
      if ((await repo.find('euw1', p.puuid)) === null) {
        player = p;
        break;
      }
    }
    if (!player) throw new Error('no euw1 player');
    const columnUrl = `/api/multisearch/euw1/${enc(player.gameName)}/${enc(player.tagLine)}`;
    const first = await t.request({ method: 'GET', url: columnUrl });
    expect(first.statusCode, first.body).toBe(200);
    const column: MultiSearchPlayer = first.json();
    expect(column.masteries).toBeUndefined();
    const [top, second] = column.recent.champions;
    if (!top || !second) throw new Error('the player has fewer than two recent champions');
    const fetchedAt = new Date(now).toISOString();
    await repo.store(
      'euw1',
      player.puuid,
      [
        { championId: second.champion_id, level: 5, points: 30_000, lastPlayTime: 1_000 },
        { championId: top.champion_id, level: 9, points: 99_000, lastPlayTime: 1_000 },
      ],
      new Date(now),
    );
    forgetAnswers();
    const q = encodeURIComponent(`${player.gameName}#${player.tagLine}`);
    const lobby = await t.request({ method: 'GET', url: `/api/multisearch?region=euw1&q=${q}` });
    expect(lobby.statusCode, lobby.body).toBe(200);
    expect((lobby.json() as MultiSearch).entries[0]?.player?.masteries).toEqual([
      { champion_id: top.champion_id, level: 9, points: 99_000, fetched_at: fetchedAt },
      { champion_id: second.champion_id, level: 5, points: 30_000, fetched_at: fetchedAt },
    ]);
    const again = await t.request({ method: 'GET', url: columnUrl });
    expect((again.json() as MultiSearchPlayer).masteries).toHaveLength(2);
  });

  it('answers 404 for a player never looked up, without asking Riot', async () => {
    const res = await t.request({
      method: 'GET',
      url: masteryUrl({ ...PLAYERS.withMasteries, gameName: 'Nobody Here' }),
    });
    expect(res.statusCode).toBe(404);
    expect(masteryCalls()).toBe(0);
  });
});
