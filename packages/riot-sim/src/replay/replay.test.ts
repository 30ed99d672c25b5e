import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiotSim } from '../sim.ts';
import { enc, get, TEST_FIXTURES_DIR, testSim } from '../test-support.ts';
import { loadReplay, REPLAY_FOLDERS } from './replay.ts';

const MATCH_DIR = join(TEST_FIXTURES_DIR, REPLAY_FOLDERS.match);
const TIMELINE_DIR = join(TEST_FIXTURES_DIR, REPLAY_FOLDERS.timeline);

interface FixtureParticipant {
  puuid: string;
  riotIdGameName?: string;
  riotIdTagline?: string;
  summonerLevel: number;
  profileIcon: number;
}
interface Fixture {
  file: string;
  text: string;
  matchId: string;
  creation: number;
  queueId: number;
  participants: FixtureParticipant[];
}

function readFixtures(dir: string): Fixture[] {
  if (!existsSync(dir)) throw new Error(`The real Riot documents are missing: ${dir}`);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const doc = JSON.parse(text);
      return {
        file,
        text,
        matchId: doc.metadata.matchId,
        creation: doc.info?.gameCreation,
        queueId: doc.info?.queueId,
        participants: doc.info?.participants ?? [],
      };
    });
}

const REGION_OF_PREFIX: Record<string, { platform: string; region: string }> = {
  JP1: { platform: 'jp1', region: 'asia' },
  NA1: { platform: 'na1', region: 'americas' },
  LA1: { platform: 'la1', region: 'americas' },
  EUW1: { platform: 'euw1', region: 'europe' },
};
const whereIs = (matchId: string) => {
  const found = REGION_OF_PREFIX[matchId.split('_')[0] ?? ''];
  if (!found) throw new Error(`add ${matchId}'s prefix to REGION_OF_PREFIX`);
  return found;
};

describe(`replay of the real Riot documents in ${TEST_FIXTURES_DIR}`, () => {
  const matches = readFixtures(MATCH_DIR);
  const timelines = readFixtures(TIMELINE_DIR);
  const withTimeline = new Set(timelines.map((t) => t.matchId));
  let sim: RiotSim;

  beforeAll(async () => {
    sim = await testSim({ replayDir: TEST_FIXTURES_DIR });
  });
  afterAll(() => sim.close());

  it('replays every match document of the folder', () => {
    expect(sim.replay?.matches.map((m) => m.matchId).sort()).toEqual(
      matches.map((m) => m.matchId).sort(),
    );
  });

  it('resolves every participant with a Riot ID by Riot ID and by PUUID on each account region', async () => {
    for (const match of matches) {
      for (const p of match.participants) {
        if (!p.riotIdGameName || !p.riotIdTagline) continue;
        const account = { puuid: p.puuid, gameName: p.riotIdGameName, tagLine: p.riotIdTagline };
        for (const region of ['americas', 'asia', 'europe']) {
          const byRiotId = await get(
            sim,
            `/${region}/riot/account/v1/accounts/by-riot-id/${enc(p.riotIdGameName)}/${enc(p.riotIdTagline)}`,
          );
          expect(byRiotId.body, `${match.file}: ${account.gameName}#${account.tagLine}`).toEqual(
            account,
          );
        }
        const byPuuid = await get(sim, `/asia/riot/account/v1/accounts/by-puuid/${p.puuid}`);
        expect(byPuuid.body).toEqual(account);
      }
    }
  });

  it("serves a player's summoner with the level and icon of their newest match, on its platform only", async () => {
    const newest = [...matches].sort((a, b) => b.creation - a.creation);
    for (const match of newest.slice(0, 3)) {
      const p = match.participants[0];
      if (!p) throw new Error(`${match.file} has no participants`);
      const { platform } = whereIs(match.matchId);
      const owner = newest.find((m) => m.participants.some((q) => q.puuid === p.puuid));
      const latest = owner?.participants.find((q) => q.puuid === p.puuid) ?? p;
      const res = await get(sim, `/${platform}/lol/summoner/v4/summoners/by-puuid/${p.puuid}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        puuid: p.puuid,
        summonerLevel: latest.summonerLevel,
        profileIconId: latest.profileIcon,
      });
      const elsewhere = platform === 'kr' ? 'euw1' : 'kr';
      expect(
        (await get(sim, `/${elsewhere}/lol/summoner/v4/summoners/by-puuid/${p.puuid}`)).status,
      ).toBe(404);
      const league = await get(sim, `/${platform}/lol/league/v4/entries/by-puuid/${p.puuid}`);
      expect(league.body).toEqual([]);
      const masteries = await get(
        sim,
        `/${platform}/lol/champion-mastery/v4/champion-masteries/by-puuid/${p.puuid}/top`,
      );
      expect(masteries.body).toEqual([]);
      const live = await get(
        sim,
        `/${platform}/lol/spectator/v5/active-games/by-summoner/${p.puuid}`,
      );
      expect(live.status).toBe(404);
    }
  });

  it("lists a player's match ids newest first on the matches' region, with Riot's filters", async () => {
    const counts = new Map<string, Fixture[]>();
    for (const match of matches) {
      for (const p of match.participants)
        counts.set(p.puuid, [...(counts.get(p.puuid) ?? []), match]);
    }
    const [puuid, played] = [...counts].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
    if (!puuid || !played) throw new Error('no fixture players');
    const ordered = [...played].sort((a, b) => b.creation - a.creation);
    const ids = ordered.map((m) => m.matchId);
    const { region } = whereIs(ids[0] ?? '');
    const path = `/${region}/lol/match/v5/matches/by-puuid/${puuid}/ids`;
    expect((await get(sim, path)).body).toEqual(ids);
    expect((await get(sim, `${path}?start=1&count=1`)).body).toEqual(ids.slice(1, 2));
    const oldest = ordered.at(-1);
    if (!oldest) throw new Error('no matches');
    expect((await get(sim, `${path}?endTime=${Math.ceil(oldest.creation / 1000)}`)).body).toEqual([
      oldest.matchId,
    ]);
    expect(
      (await get(sim, `${path}?startTime=${Math.floor(oldest.creation / 1000) + 1}`)).body,
    ).toEqual(ids.slice(0, -1));
    expect((await get(sim, `${path}?queue=${oldest.queueId}`)).body).toEqual(
      ordered.filter((m) => m.queueId === oldest.queueId).map((m) => m.matchId),
    );
    const other = region === 'europe' ? 'americas' : 'europe';
    expect((await get(sim, `/${other}/lol/match/v5/matches/by-puuid/${puuid}/ids`)).body).toEqual(
      [],
    );
    expect((await get(sim, `${path}?count=101`)).status).toBe(400);
  });

  it('serves every match and timeline byte for byte on its own region', async () => {
    for (const match of matches) {
      const { region } = whereIs(match.matchId);
      const res = await get(sim, `/${region}/lol/match/v5/matches/${match.matchId}`);
      expect(res.status, match.file).toBe(200);
      expect(res.text === match.text, `${match.file} differs`).toBe(true);
      const other = region === 'europe' ? 'asia' : 'europe';
      expect((await get(sim, `/${other}/lol/match/v5/matches/${match.matchId}`)).status).toBe(404);
    }
    for (const timeline of timelines) {
      const { region } = whereIs(timeline.matchId);
      const res = await get(sim, `/${region}/lol/match/v5/matches/${timeline.matchId}/timeline`);
      expect(res.status, timeline.file).toBe(200);
      expect(res.text === timeline.text, `${timeline.file} differs`).toBe(true);
    }
  });

  it('answers 404 for the timeline of a match the folder has no timeline of', async () => {
    const without = matches.filter((m) => !withTimeline.has(m.matchId));
    expect(without.length).toBeGreaterThan(0);
    for (const match of without) {
      const { region } = whereIs(match.matchId);
      const res = await get(sim, `/${region}/lol/match/v5/matches/${match.matchId}/timeline`);
      expect(res.status, match.file).toBe(404);
    }
  });

  it('keeps serving the simulated world beside the replay', async () => {
    const sample = sim.world.samplePlayers[1];
    if (!sample) throw new Error('no sample player');
    const res = await get(
      sim,
      `/europe/riot/account/v1/accounts/by-riot-id/${enc(sample.gameName)}/${enc(sample.tagLine)}`,
    );
    expect(res.body).toMatchObject({ puuid: sample.puuid });
    const ids = await get(sim, `/europe/lol/match/v5/matches/by-puuid/${sample.puuid}/ids`);
    expect((ids.body as string[]).length).toBe(20);
  });
});

describe('loadReplay', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'riot-sim-replay-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const write = (folder: string, file: string, body: unknown) => {
    mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, folder, file), JSON.stringify(body));
  };
  const participant = (puuid: string, gameName: string) => ({
    puuid,
    riotIdGameName: gameName,
    riotIdTagline: 'EUW',
    summonerLevel: 30,
    profileIcon: 7,
  });

  it("takes a player's league entries from a league list that names them", () => {
    write(REPLAY_FOLDERS.match, 'a.json', {
      metadata: { matchId: 'EUW1_1' },
      info: {
        gameCreation: 1_000,
        gameDuration: 60,
        queueId: 420,
        participants: [participant('p-1', 'One'), { puuid: 'BOT' }],
      },
    });
    write(REPLAY_FOLDERS.league, 'master.json', {
      leagueId: 'L1',
      tier: 'MASTER',
      queue: 'RANKED_SOLO_5x5',
      entries: [{ puuid: 'p-1', leaguePoints: 12, rank: 'I', wins: 3, losses: 2 }],
    });
    const replay = loadReplay(dir);
    expect(replay.players.map((p) => p.puuid)).toEqual(['p-1']);
    const player = replay.playerByRiotId('ONE', 'euw');
    if (!player) throw new Error('p-1 not found');
    expect(player).toMatchObject({ platform: 'euw1', lastActive: 61_000 });
    expect(replay.leagueEntries(player)).toEqual([
      {
        leagueId: 'L1',
        queueType: 'RANKED_SOLO_5x5',
        tier: 'MASTER',
        puuid: 'p-1',
        leaguePoints: 12,
        rank: 'I',
        wins: 3,
        losses: 2,
      },
    ]);
  });

  it("serves a player's masteries from the mastery folder, and none for an entry naming no puuid", () => {
    write(REPLAY_FOLDERS.match, 'a.json', {
      metadata: { matchId: 'EUW1_1' },
      info: {
        gameCreation: 1_000,
        gameDuration: 60,
        queueId: 420,
        participants: [participant('p-1', 'One')],
      },
    });
    const mastery = { championId: 143, championLevel: 7, championPoints: 879_126, lastPlayTime: 5 };
    write(REPLAY_FOLDERS.mastery, 'all.json', [
      { ...mastery, puuid: 'p-1' },
      { ...mastery, championId: 16, summonerId: 'older-shape' },
    ]);
    const replay = loadReplay(dir);
    const player = replay.playerByPuuid('p-1');
    if (!player) throw new Error('p-1 not found');
    expect(replay.masteries(player)).toEqual([{ ...mastery, puuid: 'p-1' }]);
  });

  it('names the file that is not a match document', () => {
    write(REPLAY_FOLDERS.match, 'broken.json', { metadata: {} });
    expect(() => loadReplay(dir)).toThrow(/broken\.json is not a match-v5 match document/);
  });

  it('refuses a folder without match documents', () => {
    expect(() => loadReplay(join(dir, 'nowhere'))).toThrow(/does not exist/);
  });
});
