import { regionalRouteOf } from '@riftscope/riot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiotSim } from './sim.ts';
import { enc, get, TEST_CLOCK_START, testSim } from './test-support.ts';
import type { Player } from './world/players.ts';

let sim: RiotSim;
let kr: Player;
let euw: Player;

beforeAll(async () => {
  // The live-game clock sits a day after the histories end.
  sim = await testSim({ now: () => TEST_CLOCK_START + 86_400_000 });
  const [a, b] = sim.world.samplePlayers;
  if (!a || !b) throw new Error('no sample players');
  kr = a;
  euw = b;
});
afterAll(() => sim.close());

const notFoundBody = (message: string) => ({
  status: { message: `Data not found - ${message}`, status_code: 404 },
});

describe('account-v1', () => {
  it('finds a Riot ID on any of americas, asia and europe, case-insensitively', async () => {
    for (const region of ['americas', 'asia', 'europe']) {
      const res = await get(
        sim,
        `/${region}/riot/account/v1/accounts/by-riot-id/${enc('silent BRUSH')}/kr1`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json;charset=utf-8');
      expect(res.body).toEqual({ puuid: kr.puuid, gameName: 'Silent Brush', tagLine: 'KR1' });
    }
  });

  it('finds Riot IDs with unicode game names', async () => {
    const player = sim.world.players.find(
      (p) => /[^\u0020-\u007e]/.test(p.gameName) && p.gameName.includes(' '),
    );
    if (!player) throw new Error('no unicode name with a space');
    const res = await get(
      sim,
      `/asia/riot/account/v1/accounts/by-riot-id/${enc(player.gameName)}/${enc(player.tagLine)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ puuid: player.puuid });
  });

  it('returns 404 for an unknown Riot ID', async () => {
    const res = await get(sim, '/europe/riot/account/v1/accounts/by-riot-id/Nobody%20Here/0000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(
      notFoundBody('No results found for player with riot id Nobody Here#0000'),
    );
  });

  it('finds an account by PUUID and 404s an unknown one', async () => {
    expect(
      (await get(sim, `/americas/riot/account/v1/accounts/by-puuid/${euw.puuid}`)).body,
    ).toEqual({
      puuid: euw.puuid,
      gameName: euw.gameName,
      tagLine: euw.tagLine,
    });
    expect(
      (await get(sim, `/americas/riot/account/v1/accounts/by-puuid/${'x'.repeat(78)}`)).status,
    ).toBe(404);
  });

  it('answers 403 on sea and 404 on a platform', async () => {
    expect((await get(sim, `/sea/riot/account/v1/accounts/by-puuid/${euw.puuid}`)).status).toBe(
      403,
    );
    const res = await get(sim, `/euw1/riot/account/v1/accounts/by-puuid/${euw.puuid}`);
    expect(res.status).toBe(404);
  });
});

describe('summoner-v4, league-v4 and champion-mastery-v4', () => {
  it('serves the summoner on its platform only', async () => {
    const res = await get(sim, `/kr/lol/summoner/v4/summoners/by-puuid/${kr.puuid}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      puuid: kr.puuid,
      profileIconId: kr.profileIconId,
      summonerLevel: kr.summonerLevel,
    });
    expect((await get(sim, `/euw1/lol/summoner/v4/summoners/by-puuid/${kr.puuid}`)).body).toEqual(
      notFoundBody('summoner not found'),
    );
  });

  it('lists ranked entries, solo first; none for an unranked player', async () => {
    const res = await get(sim, `/kr/lol/league/v4/entries/by-puuid/${kr.puuid}`);
    expect(res.status).toBe(200);
    expect((res.body as { queueType: string }[]).map((e) => e.queueType)).toEqual([
      'RANKED_SOLO_5x5',
      'RANKED_FLEX_SR',
    ]);
    expect((res.body as { tier: string }[])[0]?.tier).toBe('CHALLENGER');
    const unranked = sim.world.players.find((p) => !p.solo && !p.flex);
    if (!unranked) throw new Error('everyone is ranked');
    expect(
      (await get(sim, `/${unranked.platform}/lol/league/v4/entries/by-puuid/${unranked.puuid}`))
        .body,
    ).toEqual([]);
    expect((await get(sim, `/kr/lol/league/v4/entries/by-puuid/${'y'.repeat(78)}`)).status).toBe(
      404,
    );
  });

  it('serves the apex leagues of both queues and rejects other queues', async () => {
    for (const path of ['challengerleagues', 'grandmasterleagues', 'masterleagues']) {
      for (const queue of ['RANKED_SOLO_5x5', 'RANKED_FLEX_SR']) {
        const res = await get(sim, `/kr/lol/league/v4/${path}/by-queue/${queue}`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ queue, tier: path.replace('leagues', '').toUpperCase() });
      }
    }
    const challenger = (
      await get(sim, '/kr/lol/league/v4/challengerleagues/by-queue/RANKED_SOLO_5x5')
    ).body as { entries: { puuid: string }[] };
    expect(challenger.entries.map((e) => e.puuid)).toContain(kr.puuid);
    expect((await get(sim, '/kr/lol/league/v4/challengerleagues/by-queue/RANKED_TFT')).status).toBe(
      400,
    );
  });

  it('lists the players of a tier and division with their tier, highest LP first', async () => {
    const res = await get(sim, '/euw1/lol/league/v4/entries/RANKED_SOLO_5x5/GOLD/II');
    expect(res.status).toBe(200);
    const entries = res.body as {
      puuid: string;
      tier: string;
      rank: string;
      queueType: string;
      leaguePoints: number;
    }[];
    const expected = sim.world.players.filter(
      (p) => p.platform === 'euw1' && p.solo?.tier === 'GOLD' && p.solo.rank === 'II',
    );
    expect(entries.length).toBe(expected.length);
    expect(new Set(entries.map((e) => e.puuid))).toEqual(new Set(expected.map((p) => p.puuid)));
    for (const e of entries)
      expect(e).toMatchObject({ queueType: 'RANKED_SOLO_5x5', tier: 'GOLD', rank: 'II' });
    const lp = entries.map((e) => e.leaguePoints);
    expect(lp).toEqual([...lp].sort((a, b) => b - a));
    const flex = (await get(sim, '/euw1/lol/league/v4/entries/RANKED_FLEX_SR/GOLD/II?page=1'))
      .body as { queueType: string }[];
    expect(flex.length).toBeGreaterThan(0);
    expect(flex.every((e) => e.queueType === 'RANKED_FLEX_SR')).toBe(true);
  });

  it('answers an empty page past the last one', async () => {
    const path = '/euw1/lol/league/v4/entries/RANKED_SOLO_5x5/SILVER/I';
    expect(((await get(sim, `${path}?page=1`)).body as unknown[]).length).toBeGreaterThan(0);
    const past = await get(sim, `${path}?page=2`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
    expect((await get(sim, `${path}?page=9999`)).body).toEqual([]);
  });

  it('answers 400 for an apex or unknown tier, an unknown division, queue or page, like Riot', async () => {
    for (const path of [
      'RANKED_SOLO_5x5/MASTER/I',
      'RANKED_SOLO_5x5/CHALLENGER/I',
      'RANKED_SOLO_5x5/WOOD/I',
      'RANKED_SOLO_5x5/gold/I',
      'RANKED_SOLO_5x5/GOLD/V',
      'RANKED_SOLO_5x5/GOLD/1',
      'RANKED_TFT/GOLD/I',
      'RANKED_SOLO_5x5/GOLD/I?page=0',
      'RANKED_SOLO_5x5/GOLD/I?page=two',
    ]) {
      const res = await get(sim, `/euw1/lol/league/v4/entries/${path}`);
      expect(res.status, path).toBe(400);
      expect((res.body as { status: { status_code: number } }).status.status_code).toBe(400);
    }
    // A platform route only, as at Riot.
    expect((await get(sim, '/europe/lol/league/v4/entries/RANKED_SOLO_5x5/GOLD/I')).status).toBe(
      404,
    );
  });

  it('returns the top masteries, three by default', async () => {
    const res = await get(
      sim,
      `/kr/lol/champion-mastery/v4/champion-masteries/by-puuid/${kr.puuid}/top`,
    );
    const list = res.body as { championPoints: number; puuid: string; championId: number }[];
    expect(res.status).toBe(200);
    expect(list).toHaveLength(3);
    expect(list[0]?.championPoints).toBeGreaterThanOrEqual(list[1]?.championPoints ?? 0);
    expect(
      list.every((m) => m.puuid === kr.puuid && sim.world.data.dd.champion(m.championId)),
    ).toBe(true);
    const five = await get(
      sim,
      `/kr/lol/champion-mastery/v4/champion-masteries/by-puuid/${kr.puuid}/top?count=5`,
    );
    expect((five.body as unknown[]).length).toBe(5);
    const all = await get(
      sim,
      `/kr/lol/champion-mastery/v4/champion-masteries/by-puuid/${kr.puuid}`,
    );
    expect((all.body as unknown[]).length).toBeGreaterThanOrEqual(5);
    const unknown = await get(
      sim,
      `/kr/lol/champion-mastery/v4/champion-masteries/by-puuid/${'q'.repeat(78)}/top`,
    );
    expect(unknown.status).toBe(404);
    expect((unknown.body as { status: { status_code: number } }).status.status_code).toBe(404);
  });
});

describe('match-v5', () => {
  it('lists 20 ids by default, newest first, and every id leads to a document with the player', async () => {
    const res = await get(sim, `/asia/lol/match/v5/matches/by-puuid/${kr.puuid}/ids`);
    const ids = res.body as string[];
    expect(ids).toHaveLength(20);
    expect(ids).toEqual(
      sim.world
        .matchesOf(kr)
        .slice(0, 20)
        .map((m) => m.matchId),
    );
    for (const id of ids.slice(0, 5)) {
      const doc = await get(sim, `/asia/lol/match/v5/matches/${id}`);
      expect(doc.status).toBe(200);
      expect(
        (doc.body as { metadata: { participants: string[] } }).metadata.participants,
      ).toContain(kr.puuid);
    }
  });

  it('pages with start and count and stops at the end', async () => {
    const all = sim.world.matchesOf(euw).map((m) => m.matchId);
    const pages: string[] = [];
    for (let start = 0; ; start += 100) {
      const page = (
        await get(
          sim,
          `/europe/lol/match/v5/matches/by-puuid/${euw.puuid}/ids?start=${start}&count=100`,
        )
      ).body as string[];
      pages.push(...page);
      if (page.length < 100) break;
    }
    expect(pages).toEqual(all);
    expect(
      (await get(sim, `/europe/lol/match/v5/matches/by-puuid/${euw.puuid}/ids?start=5&count=3`))
        .body,
    ).toEqual(all.slice(5, 8));
    expect(
      (await get(sim, `/europe/lol/match/v5/matches/by-puuid/${euw.puuid}/ids?start=1000`)).body,
    ).toEqual([]);
  });

  it('filters by queue, type and time', async () => {
    const matches = sim.world.matchesOf(euw);
    const base = `/europe/lol/match/v5/matches/by-puuid/${euw.puuid}/ids?count=100`;
    const solo = (await get(sim, `${base}&queue=420`)).body as string[];
    expect(solo).toEqual(
      matches
        .filter((m) => m.queueId === 420)
        .map((m) => m.matchId)
        .slice(0, 100),
    );
    const ranked = (await get(sim, `${base}&type=ranked`)).body as string[];
    expect(ranked).toEqual(
      matches
        .filter((m) => m.queueId === 420 || m.queueId === 440)
        .map((m) => m.matchId)
        .slice(0, 100),
    );
    const normal = (await get(sim, `${base}&type=normal`)).body as string[];
    expect(normal).toEqual(
      matches
        .filter((m) => m.queueId === 400)
        .map((m) => m.matchId)
        .slice(0, 100),
    );
    const pivot = matches[30];
    if (!pivot) throw new Error('short history');
    const seconds = Math.floor(pivot.creation / 1000);
    const after = (await get(sim, `${base}&startTime=${seconds}`)).body as string[];
    expect(after).toEqual(matches.slice(0, 31).map((m) => m.matchId));
    const before = (await get(sim, `${base}&endTime=${seconds - 1}`)).body as string[];
    expect(before).toEqual(matches.slice(31, 131).map((m) => m.matchId));
  });

  it('rejects counts over 100 and malformed parameters with 400', async () => {
    const base = `/europe/lol/match/v5/matches/by-puuid/${euw.puuid}/ids`;
    for (const query of [
      'count=101',
      'count=-1',
      'start=-2',
      'start=abc',
      'queue=x',
      'type=arena',
    ]) {
      const res = await get(sim, `${base}?${query}`);
      expect(res.status, query).toBe(400);
      expect((res.body as { status: { status_code: number } }).status.status_code).toBe(400);
    }
  });

  it('serves matches and timelines on their regional route only', async () => {
    const match = sim.world.matchesOf(euw).find((m) => sim.world.hasTimeline(m));
    if (!match) throw new Error('no match');
    expect(regionalRouteOf(match.platform)).toBe('europe');
    expect((await get(sim, `/europe/lol/match/v5/matches/${match.matchId}`)).status).toBe(200);
    expect((await get(sim, `/europe/lol/match/v5/matches/${match.matchId}/timeline`)).status).toBe(
      200,
    );
    for (const path of [
      `/americas/lol/match/v5/matches/${match.matchId}`,
      `/asia/lol/match/v5/matches/${match.matchId}/timeline`,
    ]) {
      const res = await get(sim, path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFoundBody('match file not found'));
    }
    expect((await get(sim, '/europe/lol/match/v5/matches/EUW1_1')).status).toBe(404);
    // A player's ids on another region: Riot has none of its matches there.
    expect(
      (await get(sim, `/americas/lol/match/v5/matches/by-puuid/${euw.puuid}/ids`)).body,
    ).toEqual([]);
    expect(
      (await get(sim, `/americas/lol/match/v5/matches/by-puuid/${'z'.repeat(78)}/ids`)).status,
    ).toBe(404);
  });

  it('lists Arena matches for queue=1700 alone, and in neither type=ranked nor type=normal', async () => {
    const player = sim.world.players.find(
      (p) =>
        p.platform === 'euw1' &&
        sim.world.matchesOf(p).filter((m) => m.queueId === 1700).length >= 3,
    );
    if (!player) throw new Error('no euw1 player with Arena matches');
    const matches = sim.world.matchesOf(player);
    const base = `/europe/lol/match/v5/matches/by-puuid/${player.puuid}/ids?count=100`;
    const arena = (await get(sim, `${base}&queue=1700`)).body as string[];
    expect(arena).toEqual(matches.filter((m) => m.queueId === 1700).map((m) => m.matchId));
    const all = (await get(sim, base)).body as string[];
    expect(all).toEqual(expect.arrayContaining(arena));
    for (const type of ['ranked', 'normal']) {
      const ids = (await get(sim, `${base}&type=${type}`)).body as string[];
      expect(
        ids.filter((id) => arena.includes(id)),
        type,
      ).toEqual([]);
    }
    expect((await get(sim, `${base}&queue=1700&type=ranked`)).body).toEqual([]);
  });

  it('serves an Arena match’s document and answers its timeline with 404', async () => {
    const match = sim.world.matches.find((m) => m.queueId === 1700 && m.platform === 'euw1');
    if (!match) throw new Error('no euw1 Arena match');
    const doc = await get(sim, `/europe/lol/match/v5/matches/${match.matchId}`);
    expect(doc.status).toBe(200);
    const info = (doc.body as { info: { queueId: number; participants: unknown[] } }).info;
    expect([info.queueId, info.participants.length]).toEqual([1700, 16]);
    const timeline = await get(sim, `/europe/lol/match/v5/matches/${match.matchId}/timeline`);
    expect(timeline.status).toBe(404);
    expect(timeline.body).toEqual(notFoundBody('match file not found'));
  });
});

describe('spectator-v5', () => {
  it('answers 404 for a player not in a game and the game after forceLiveGame', async () => {
    const idle = sim.world.players.find(
      (p) => p.platform === 'euw1' && !sim.world.liveGame(p, TEST_CLOCK_START + 86_400_000),
    );
    if (!idle) throw new Error('everyone is in game');
    const path = `/euw1/lol/spectator/v5/active-games/by-summoner/${idle.puuid}`;
    const before = await get(sim, path);
    expect(before.status).toBe(404);
    expect(before.body).toEqual(notFoundBody("spectator game info isn't found"));
    sim.forceLiveGame(idle.puuid);
    const after = await get(sim, path);
    expect(after.status).toBe(200);
    const game = after.body as {
      participants: { puuid: string; riotId: string }[];
      platformId: string;
      gameLength: number;
    };
    expect(game.platformId).toBe('EUW1');
    expect(game.participants).toHaveLength(10);
    expect(game.participants.map((p) => p.puuid)).toContain(idle.puuid);
    expect(game.participants.find((p) => p.puuid === idle.puuid)?.riotId).toBe(
      `${idle.gameName}#${idle.tagLine}`,
    );
    expect(game.gameLength).toBe(90);
    expect(
      (await get(sim, `/na1/lol/spectator/v5/active-games/by-summoner/${idle.puuid}`)).status,
    ).toBe(404);
  });
});

describe('paths and routing', () => {
  it('answers 404 for unknown paths and routing values, 405 for other methods', async () => {
    expect((await get(sim, '/euw1/lol/summoner/v3/summoners/by-name/x')).status).toBe(404);
    expect((await get(sim, `/moon/lol/summoner/v4/summoners/by-puuid/${euw.puuid}`)).status).toBe(
      404,
    );
    expect((await get(sim, `/europe/lol/summoner/v4/summoners/by-puuid/${euw.puuid}`)).status).toBe(
      404,
    );
    expect((await get(sim, `/euw1/lol/match/v5/matches/by-puuid/${euw.puuid}/ids`)).status).toBe(
      404,
    );
    expect((await get(sim, '/')).status).toBe(404);
    const post = await fetch(`${sim.url}/euw1/lol/summoner/v4/summoners/by-puuid/${euw.puuid}`, {
      method: 'POST',
      headers: { 'X-Riot-Token': 'RGAPI-test' },
    });
    expect(post.status).toBe(405);
  });
});

describe('auth', () => {
  it('answers 401 without a key and 403 with a wrong one, with Riot bodies', async () => {
    const path = `/euw1/lol/summoner/v4/summoners/by-puuid/${euw.puuid}`;
    const missing = await get(sim, path, {});
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ status: { message: 'Unauthorized', status_code: 401 } });
    const wrong = await get(sim, path, { 'X-Riot-Token': 'RGAPI-nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ status: { message: 'Forbidden', status_code: 403 } });
    expect((await get(sim, `${path}?api_key=RGAPI-test`, {})).status).toBe(200);
  });

  it('counts requests in stats by status, method and routing', async () => {
    sim.resetStats();
    await get(sim, `/euw1/lol/summoner/v4/summoners/by-puuid/${euw.puuid}`);
    await get(sim, `/euw1/lol/summoner/v4/summoners/by-puuid/${kr.puuid}`);
    await get(sim, '/europe/lol/match/v5/matches/EUW1_1');
    const stats = sim.stats();
    expect(stats.total).toBe(3);
    expect(stats.byStatus).toEqual({ 200: 1, 404: 2 });
    expect(stats.byMethod).toEqual({ 'summoner-v4.getByPUUID': 2, 'match-v5.getMatch': 1 });
    expect(stats.byRouting).toEqual({ euw1: 2, europe: 1 });
    expect(stats.rateLimited).toEqual({ application: 0, method: 0, service: 0 });
  });
});
