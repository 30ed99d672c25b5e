import { type MatchupPage, winRateBounds } from '@riftscope/contracts';
import { type ItemClasses, itemClasses } from '@riftscope/riot/ddragon';
import type { MatchDto, TimelineDto } from '@riftscope/riot/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createGameDataMapper,
  type GameDataMapper,
} from '../src/modules/riot-data/game-data.mapper.ts';
import { runePage } from '../src/modules/riot-data/match-build.ts';
import { TEST_DATABASES } from './databases.ts';
import { readMatch, readTimeline, requireFixtures } from './match-fixtures.ts';
import { useTestApp } from './test-app.ts';

// A matchup page over stored real matches and timelines, checked against the documents
// (docs/champion-analytics.md, Matchups).

/** A 45-minute game: Ashe (bottom, blue) against Dr. Mundo (bottom, red). */
const LONG_GAME = 'NA1_4924008147.json';
requireFixtures([LONG_GAME]);

const ASHE = 22;
const DR_MUNDO = 36;

let sequence = 0;

/** The game stored once more under a new id, as Ranked Solo/Duo, its result flipped or not. */
function copyOf(file: string, isFlipped: boolean): MatchDto {
  const document = structuredClone(readMatch(file));
  document.metadata.matchId = `${document.info.platformId}_${7_000_000_000 + ++sequence}`;
  document.info.queueId = 420;
  if (isFlipped) {
    for (const p of document.info.participants) p.win = !p.win;
    for (const team of document.info.teams) team.win = !team.win;
  }
  return document;
}

/** Ashe's gold, CS and XP minus Dr. Mundo's at the frame of minute 15, read from the timeline. */
function laneAt15(timeline: TimelineDto, document: MatchDto) {
  const frame = timeline.info.frames.find((f) => f.timestamp >= 900_000 && f.timestamp < 960_000);
  const idOf = (championId: number) => {
    const puuid = document.info.participants.find((p) => p.championId === championId)?.puuid;
    return timeline.info.participants?.find((p) => p.puuid === puuid)?.participantId;
  };
  const ashe = frame?.participantFrames[String(idOf(ASHE))];
  const mundo = frame?.participantFrames[String(idOf(DR_MUNDO))];
  if (!ashe || !mundo) throw new Error('no frame of minute 15');
  const cs = (f: typeof ashe) => f.minionsKilled + f.jungleMinionsKilled;
  return {
    gold: ashe.totalGold - mundo.totalGold,
    cs: cs(ashe) - cs(mundo),
    xp: ashe.xp - mundo.xp,
  };
}

/** Ashe's first three completed legendaries, read from her purchases in the timeline. */
function asheCore(timeline: TimelineDto, document: MatchDto, items: ItemClasses): number[] {
  const puuid = document.info.participants.find((p) => p.championId === ASHE)?.puuid;
  const id = timeline.info.participants?.find((p) => p.puuid === puuid)?.participantId;
  const bought = timeline.info.frames
    .flatMap((f) => f.events)
    .filter((e) => e.type === 'ITEM_PURCHASED' && e.participantId === id)
    .map((e) => e.itemId ?? 0);
  return [...new Set(bought.filter((item) => items.isLegendary(item)))].slice(0, 3);
}

const percent = (part: number, whole: number) => Math.round((10_000 * part) / whole) / 100;
const sampleOf = (games: number, wins: number, sample: number, best: boolean) => ({
  games,
  win_rate: percent(wins, games),
  ...winRateBounds(wins, games),
  pick_rate: percent(games, sample),
  best,
});

describe.each(TEST_DATABASES)('a matchup page on $name', (db) => {
  let game: GameDataMapper;
  let items: ItemClasses;
  /** Ranked copies of the long game: [document, whether its timeline is stored]. */
  const ranked: [MatchDto, boolean][] = [];
  const t = useTestApp(db);

  const page = async (url: string) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MatchupPage;
  };
  const asheWins = (documents: readonly MatchDto[]) =>
    documents.filter((d) => d.info.participants.find((p) => p.championId === ASHE)?.win).length;

  beforeAll(async () => {
    game = createGameDataMapper(t.riot.ddragon);
    items = itemClasses(t.riot.ddragon.items);
    const { matches } = t.services.repositories;
    // Twelve copies in Emerald, every third lost the other way round; timelines with eight.
    for (let c = 0; c < 12; c++) {
      const document = copyOf(LONG_GAME, c % 3 === 0);
      expect(await matches.store(document, { bracket: 'EMERALD' })).toBe(true);
      if (c < 8) {
        const timeline = structuredClone(readTimeline(LONG_GAME));
        timeline.metadata.matchId = document.metadata.matchId;
        expect(await matches.storeTimeline(document.metadata.matchId, timeline)).toBe(true);
      }
      ranked.push([document, c < 8]);
    }
  });

  it('gives the record, the lane at 15 minutes and the builds, runes and spells of the stored games', async () => {
    const matchup = await page('/api/champions/ashe/vs/drmundo?patch=14.3');
    const all = ranked.map(([d]) => d);
    const withTimeline = ranked.filter(([, stored]) => stored).map(([d]) => d);
    const [first] = all;
    if (!first) throw new Error('no game stored');
    const wins = asheWins(all);
    expect(matchup.champion).toMatchObject({ id: ASHE, key: 'ashe' });
    expect(matchup.enemy).toMatchObject({ id: DR_MUNDO, key: 'drmundo' });
    expect(matchup.role).toBe('CARRY');
    expect(matchup.roles).toEqual([{ role: 'CARRY', games: 12 }]);
    expect(matchup.slice).toEqual({
      queue: 420,
      patch: '14.3',
      region: null,
      tier: 'emerald_plus',
    });
    expect(matchup.stats).toEqual({
      games: 12,
      wins,
      win_rate: percent(wins, 12),
      ...winRateBounds(wins, 12),
    });
    // Every stored timeline reaches 15 minutes: the same differences in each.
    const lane = laneAt15(readTimeline(LONG_GAME), first);
    expect(matchup.lane).toEqual({
      games: withTimeline.length,
      gold_diff: Math.round(lane.gold),
      cs_diff: lane.cs,
      xp_diff: Math.round(lane.xp),
    });
    expect(matchup.timeline_games).toBe(withTimeline.length);
    const core = asheCore(readTimeline(LONG_GAME), first, items);
    expect(core).toHaveLength(3);
    // Eight games are under the sample of 10: no best core build.
    expect(matchup.core_builds).toEqual([
      {
        items: game.items(core),
        ...sampleOf(withTimeline.length, asheWins(withTimeline), withTimeline.length, false),
      },
    ]);
    const ashe = first.info.participants.find((p) => p.championId === ASHE);
    if (!ashe?.perks) throw new Error('Ashe has no runes');
    expect(matchup.runes).toEqual([
      { page: runePage(ashe.perks, game), ...sampleOf(12, wins, 12, true) },
    ]);
    const spells = [ashe.summoner1Id, ashe.summoner2Id].sort((a, b) => a - b);
    expect(matchup.spells).toEqual([
      { spells: spells.map((id) => game.spell(id)), ...sampleOf(12, wins, 12, true) },
    ]);
  });

  it('answers the same for the role asked for, for the region, and the other way round for the enemy', async () => {
    const matchup = await page('/api/champions/ashe/vs/drmundo?patch=14.3');
    expect(await page('/api/champions/Ashe/vs/DrMundo?patch=14.3&role=CARRY')).toEqual(matchup);
    expect(await page('/api/champions/ashe/vs/drmundo?patch=14.3&region=na1')).toEqual({
      ...matchup,
      slice: { ...matchup.slice, region: 'na1' },
    });
    const mundo = await page('/api/champions/drmundo/vs/ashe?patch=14.3');
    expect(mundo.stats.games).toBe(12);
    expect(mundo.stats.wins).toBe(12 - matchup.stats.wins);
    expect(mundo.lane.gold_diff).toBe(-(matchup.lane.gold_diff ?? 0));
    expect(mundo.lane.xp_diff).toBe(-(matchup.lane.xp_diff ?? 0));
  });

  it('answers zeros and empty lists for a matchup without games, and for another role', async () => {
    const empty = {
      stats: { games: 0, wins: 0, win_rate: null, win_rate_low: null, win_rate_high: null },
      lane: { games: 0, gold_diff: null, cs_diff: null, xp_diff: null },
      timeline_games: 0,
      core_builds: [],
      runes: [],
      spells: [],
    };
    const never = await page('/api/champions/ashe/vs/corki?patch=14.3');
    expect(never).toMatchObject({ role: '', roles: [], ...empty });
    const otherRole = await page('/api/champions/ashe/vs/drmundo?patch=14.3&role=TOP');
    expect(otherRole).toMatchObject({
      role: 'TOP',
      roles: [{ role: 'CARRY', games: 12 }],
      ...empty,
    });
    const otherBracket = await page('/api/champions/ashe/vs/drmundo?patch=14.3&tier=diamond_plus');
    expect(otherBracket).toMatchObject({ role: '', ...empty });
  });

  it.each([['notachampion/vs/ashe'], ['ashe/vs/notachampion'], ['ashe/vs/ashe'], ['ashe/vs/22']])(
    'answers 404 for %s',
    async (path) => {
      const res = await t.request({ method: 'GET', url: `/api/champions/${path}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Champion not found' });
    },
  );

  it.each([
    ['role=MID', 'role', 'MIDDLE'],
    ['queue=400', 'queue', '420'],
    ['tier=emerald', 'tier', 'emerald_plus'],
    ['region=EUW', 'region', 'euw1'],
    ['patch=latest', 'patch', '15.9'],
  ])('answers %s with 422 naming what is allowed', async (query, field, named) => {
    const res = await t.request({ method: 'GET', url: `/api/champions/ashe/vs/drmundo?${query}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field].join(' ')).toContain(named);
  });
});
