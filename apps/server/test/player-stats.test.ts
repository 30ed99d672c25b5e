import {
  type MatchListItem,
  PLAYER_ROLES,
  type PlayerChampions,
  QUEUE_FILTERS,
  type QueueFilter,
  queueGroupOf,
  RECENT_CHAMPIONS,
  RECENT_GAMES,
  type RecentSummary,
  round1,
  round2,
  seasonOf,
  winRateBounds,
} from '@riftscope/contracts';
import type { MatchDto } from '@riftscope/riot/schemas';
import type { Player } from '@riftscope/riot-sim';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchRows } from '../src/modules/riot-data/match-rows.ts';
import { TEST_DATABASES } from './databases.ts';
import { asRemake, matchFixtureFiles, readMatch } from './match-fixtures.ts';
import { lookUpWithMatches, matchesUrl, playerPicker, type RiotIdIn } from './riot-players.ts';
import { useTestApp } from './test-app.ts';

const IDS_CALL = 'match-v5.getMatchIdsByPUUID';
const enc = encodeURIComponent;

/** `GET /api/summoners/{region}/{gameName}/{tagLine}/{recent|champions}?…` */
const statsUrl = (
  p: RiotIdIn,
  panel: 'recent' | 'champions',
  query: Record<string, string | number> = {},
) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) search.set(k, String(v));
  return `/api/summoners/${p.platform}/${enc(p.gameName)}/${enc(p.tagLine)}/${panel}?${search}`;
};

const isIn = (queue: QueueFilter, queueId: number) =>
  queue === 'all' || queueGroupOf(queueId) === queue;

describe.each(TEST_DATABASES)('queue tabs fetching older matches from Riot on $name', (db) => {
  let pick: ReturnType<typeof playerPicker>;
  const t = useTestApp(db, { freshRiotStats: true });
  beforeAll(async () => {
    pick = playerPicker(t.sim);
  });

  const get = (url: string) => t.request({ method: 'GET', url });
  const idsCalls = () => t.sim.stats().byMethod[IDS_CALL] ?? 0;
  /** The player's match ids at Riot of these queue ids, newest first. */
  const riotIds = (p: Player, queueIds?: readonly number[]) =>
    t.sim.world
      .matchesOf(p)
      .filter((m) => !queueIds || queueIds.includes(m.queueId))
      .map((m) => m.matchId);
  const listed = (res: { json(): { data: MatchListItem[] } }) =>
    res.json().data.map((item) => item.match_id);

  it('fills a tab page with older matches of every queue, once a request, and keeps the gap-free range', async () => {
    const player = pick((p) => {
      const all = riotIds(p);
      const aram = riotIds(p, [450]);
      return all.length >= 150 && aram.filter((id) => all.indexOf(id) < 10).length < 10
        ? aram.filter((id) => all.indexOf(id) < 110).length >= 20
        : false;
    });
    expect((await lookUpWithMatches(t.request, player)).statusCode).toBe(200);
    const aram = riotIds(player, [450]);
    const all = riotIds(player);

    await t.resetRiotStats();
    const first = await get(matchesUrl(player, { queue: 'aram' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(listed(first)).toEqual(aram.slice(0, 10));
    // Every ARAM game among the 110 stored is a page's worth, and there is more at Riot.
    const storedAram = aram.filter((id) => all.indexOf(id) < 110).length;
    expect(first.json()).toMatchObject({ current_page: 1, last_page: Math.ceil(storedAram / 10) });
    expect(idsCalls()).toBe(1);

    // The hundred fetched hold twenty ARAM games: the second page needs nothing from Riot.
    await t.resetRiotStats();
    const second = await get(matchesUrl(player, { queue: 'aram', page: 2 }));
    expect(listed(second)).toEqual(aram.slice(10, 20));
    expect(t.sim.stats().total).toBe(0);

    // The gap-free range now reaches back 110 matches of every queue, and no further.
    const eleventh = await get(matchesUrl(player, { page: 11 }));
    expect(listed(eleventh)).toEqual(all.slice(100, 110));
    expect(t.sim.stats().total).toBe(0);
    const twelfth = await get(matchesUrl(player, { page: 12 }));
    expect(listed(twelfth)).toEqual(all.slice(110, 120));
    expect(idsCalls()).toBe(1);
  });

  it('answers a short tab page as partial while Riot has older matches, and asking again completes it', async () => {
    // A few Flex games, one beyond the first 110 matches, in a history of fewer than 210.
    const player = pick((p) => {
      const all = riotIds(p);
      const flex = riotIds(p, [440]);
      const within = (n: number) => flex.filter((id) => all.indexOf(id) < n).length;
      return all.length > 110 && all.length < 210 && flex.length > 0 && flex.length < 10
        ? within(10) === 0 && within(110) > 0 && within(110) < flex.length
        : false;
    });
    expect((await lookUpWithMatches(t.request, player)).statusCode).toBe(200);
    const all = riotIds(player);
    const flex = riotIds(player, [440]);

    await t.resetRiotStats();
    const partial = await get(matchesUrl(player, { queue: 'flex' }));
    expect(partial.statusCode, partial.body).toBe(200);
    expect(listed(partial)).toEqual(flex.filter((id) => all.indexOf(id) < 110));
    expect(partial.json()).toMatchObject({ current_page: 1, last_page: 2 });
    expect(idsCalls()).toBe(1);

    // Not answered from the cache: the same page asks Riot for the next hundred, the last ones.
    await t.resetRiotStats();
    const whole = await get(matchesUrl(player, { queue: 'flex' }));
    expect(listed(whole)).toEqual(flex);
    expect(whole.json()).toMatchObject({ current_page: 1, last_page: 1, total: flex.length });
    expect(idsCalls()).toBe(1);

    await t.resetRiotStats();
    const past = await get(matchesUrl(player, { queue: 'flex', page: 2 }));
    expect(past.json()).toMatchObject({ data: [], current_page: 2, last_page: 1 });
    expect(t.sim.stats().total).toBe(0);
  });

  it('answers 422 naming the allowed values for an unknown queue, on every route that takes one', async () => {
    const [sample] = t.sim.world.samplePlayers;
    if (!sample) throw new Error('no sample players');
    for (const url of [
      matchesUrl(sample, { queue: 'ranked' }),
      statsUrl(sample, 'recent', { queue: 'ranked' }),
      statsUrl(sample, 'champions', { queue: 'ranked' }),
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      const errors: string = res.json().errors.queue.join(' ');
      for (const allowed of QUEUE_FILTERS) expect(errors, url).toContain(allowed);
    }
    expect(t.sim.stats().total).toBe(0);
  });

  it('answers 404 for the figures of a player never looked up, without asking Riot', async () => {
    const stranger = pick();
    expect((await get(statsUrl(stranger, 'recent'))).statusCode).toBe(404);
    expect((await get(statsUrl(stranger, 'champions'))).statusCode).toBe(404);
    expect(t.sim.stats().total).toBe(0);
  });
});

/** The player the real documents are rewritten for, and one with a single ARAM game. */
const ME = { puuid: 'h1-stats-player', gameName: 'Statkeeper', tagLine: 'TST1', platform: 'euw1' };
const LONER = { puuid: 'h1-stats-loner', gameName: 'Lone Poro', tagLine: 'TST2', platform: 'euw1' };

/** `source` with `who` as its participant at `index`, under another id and start time if given. */
function asPlayer(
  source: MatchDto,
  index: number,
  who: typeof ME,
  overrides: { matchId?: string; creation?: number } = {},
): MatchDto {
  const participants = source.info.participants.map((p, i) =>
    i === index
      ? { ...p, puuid: who.puuid, riotIdGameName: who.gameName, riotIdTagline: who.tagLine }
      : p,
  );
  return {
    ...source,
    metadata: {
      ...source.metadata,
      matchId: overrides.matchId ?? source.metadata.matchId,
      participants: participants.map((p) => p.puuid),
    },
    info: {
      ...source.info,
      gameCreation: overrides.creation ?? source.info.gameCreation,
      participants,
    },
  };
}

const LANES: Record<string, string> = {
  TOP: 'TOP',
  JUNGLE: 'JUNGLE',
  MIDDLE: 'MIDDLE',
  BOTTOM: 'CARRY',
  UTILITY: 'SUPPORT',
};

/** The player's game in a document, read from the document itself. */
function gameOf(document: MatchDto, puuid: string) {
  const index = document.info.participants.findIndex((p) => p.puuid === puuid);
  const p = document.info.participants[index];
  if (!p) throw new Error(`${puuid} is not in ${document.metadata.matchId}`);
  // The derivations stored with a match (match-stats.ts), tested against documents on their own.
  const rows = matchRows(document);
  const derived = rows.participants[index];
  return {
    matchId: document.metadata.matchId,
    creation: document.info.gameCreation,
    queueId: document.info.queueId,
    isRemake: rows.match.isRemake === true,
    win: p.win,
    kills: p.kills,
    deaths: p.deaths,
    assists: p.assists,
    championId: p.championId,
    role: LANES[p.teamPosition ?? ''] ?? null,
    killParticipation: derived?.killParticipation ?? null,
    creepScore: p.totalMinionsKilled + p.neutralMinionsKilled,
    damage: p.totalDamageDealtToChampions,
    gold: p.goldEarned,
    seconds: rows.match.gameDuration,
    score: derived?.score ?? null,
  };
}

type Game = ReturnType<typeof gameOf>;

/**
 * The answer without champion names and images, which come from Data Dragon, not the documents;
 * every champion must have a name all the same.
 */
function withoutNames<T extends { champions: unknown[] } | { data: unknown[] }>(answer: T) {
  const strip = (list: unknown[]) =>
    (list as { champion_name: string; image_url: string | null }[]).map(
      ({ champion_name, image_url: _, ...rest }) => {
        expect(champion_name).not.toBe('');
        return rest;
      },
    );
  return 'champions' in answer
    ? { ...answer, champions: strip(answer.champions) }
    : { ...answer, data: strip(answer.data) };
}

const sum = (games: readonly Game[], pick: (g: Game) => number) =>
  games.reduce((n, g) => n + pick(g), 0);
const kda = (games: readonly Game[]) => {
  const deaths = sum(games, (g) => g.deaths);
  return deaths > 0 ? round2(sum(games, (g) => g.kills + g.assists) / deaths) : null;
};
const newestFirst = (a: Game, b: Game) =>
  b.creation - a.creation || (a.matchId < b.matchId ? 1 : -1);

/** The champions of these games with their games and wins, most played first. */
function byChampion(games: readonly Game[]) {
  return [...Map.groupBy(games, (g) => g.championId)]
    .map(([championId, own]) => ({
      championId,
      own,
      games: own.length,
      wins: own.filter((g) => g.win).length,
    }))
    .sort((a, b) => b.games - a.games || b.wins - a.wins || a.championId - b.championId);
}

const SOLO_FIXTURES = matchFixtureFiles.filter((name) => readMatch(name).info.queueId === 420);
if (SOLO_FIXTURES.length === 0) throw new Error('The real Riot documents hold no Solo/Duo game');
/** Solo games beyond the real ones, after them in the 2026 season, so Solo has more than 20. */
const CLONES = 22;
const WIN_STREAK = 4;

describe.each(TEST_DATABASES)('player figures over real Riot documents on $name', (db) => {
  /** The documents stored for ME, each as rewritten. */
  const documents: MatchDto[] = [];
  let mine: Game[];

  const t = useTestApp(db);
  beforeAll(async () => {
    const { matches, summoners } = t.services.repositories;
    for (const [i, name] of matchFixtureFiles.entries()) {
      const source = readMatch(name);
      documents.push(asPlayer(source, (i * 3) % source.info.participants.length, ME));
    }
    for (let k = 0; k < CLONES; k++) {
      const source = readMatch(SOLO_FIXTURES[k % SOLO_FIXTURES.length] ?? '');
      // The newest ones are wins: a streak of at least WIN_STREAK before the remake.
      const index =
        k < CLONES - WIN_STREAK ? k % 10 : source.info.participants.findIndex((p) => p.win);
      documents.push(
        asPlayer(source, index, ME, {
          matchId: `EUW1_99000000${String(k).padStart(2, '0')}`,
          creation: Date.UTC(2026, 2, 1) + k * 3_600_000,
        }),
      );
    }
    // The newest game is a remake: listed, counted nowhere, and no end of a streak.
    const remakeSource = readMatch(SOLO_FIXTURES[0] ?? '');
    documents.push(
      asRemake(
        asPlayer(remakeSource, 0, ME, {
          matchId: 'EUW1_9900000099',
          creation: Date.UTC(2026, 2, 2),
        }),
      ),
    );
    for (const document of documents) expect(await matches.store(document)).toBe(true);
    mine = documents.map((d) => gameOf(d, ME.puuid)).sort(newestFirst);
    expect(mine.filter((g) => g.isRemake)).toHaveLength(1);

    const aram = matchFixtureFiles.map(readMatch).find((d) => d.info.queueId === 450);
    if (!aram) throw new Error('no ARAM fixture');
    await matches.store(
      asPlayer(aram, 1, LONER, { matchId: 'JP1_9900000001', creation: aram.info.gameCreation }),
    );
    for (const who of [ME, LONER]) {
      const row = await summoners.saveFetched(
        {
          region: who.platform,
          puuid: who.puuid,
          gameName: who.gameName,
          tagLine: who.tagLine,
          profileIconId: 1,
          summonerLevel: 100,
        },
        [],
        new Date(),
      );
      // Riot has nothing older: every page is answered from the database.
      await summoners.markHistoryComplete(row.id);
    }
  });

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const page = (queue: QueueFilter, query: Record<string, number> = {}) =>
    get<{ data: MatchListItem[]; current_page: number; last_page: number; total: number }>(
      matchesUrl(ME, { queue, ...query }),
    );
  const countable = (queue: QueueFilter) =>
    mine.filter((g) => !g.isRemake && isIn(queue, g.queueId));

  it.each(QUEUE_FILTERS)(
    'lists only the %s tab’s matches, remakes included, newest first',
    async (queue) => {
      const expected = mine.filter((g) => isIn(queue, g.queueId));
      expect(expected.length).toBeGreaterThan(0);
      const answer = await page(queue, { perPage: 50 });
      expect(answer.data.map((m) => m.match_id)).toEqual(expected.map((g) => g.matchId));
      expect(answer.data.map((m) => m.is_remake)).toEqual(expected.map((g) => g.isRemake));
      expect(answer).toMatchObject({ total: expected.length, last_page: 1 });
    },
  );

  it('lists queues the catalogue does not know under Other', async () => {
    const other = await page('other', { perPage: 50 });
    expect(other.data.some((m) => m.match.queue_id === 3130)).toBe(true);
    expect((await page('all', { perPage: 50 })).data.length).toBeGreaterThan(other.data.length);
  });

  it('pages through a tab and answers a page past its end empty with the right last page', async () => {
    const solo = mine.filter((g) => g.queueId === 420).map((g) => g.matchId);
    expect(solo.length).toBeGreaterThan(20);
    const pages = [];
    for (let n = 1; n <= 3; n++) pages.push(await page('solo', { page: n }));
    expect(pages.flatMap((p) => p.data.map((m) => m.match_id))).toEqual(solo);
    for (const p of pages) expect(p.last_page).toBe(Math.ceil(solo.length / 10));
    const past = await page('solo', { page: 7 });
    expect(past).toMatchObject({ data: [], current_page: 7, last_page: 3, total: solo.length });
    expect(await page('arena', { page: 2 })).toMatchObject({ data: [], last_page: 1, total: 1 });
  });

  it.each(QUEUE_FILTERS)('sums up the last 20 %s games from the documents', async (queue) => {
    const games = countable(queue).slice(0, RECENT_GAMES);
    const answer = withoutNames(await get<RecentSummary>(statsUrl(ME, 'recent', { queue })));
    const wins = games.filter((g) => g.win).length;
    const withKp = games.filter((g) => g.killParticipation !== null);
    const streak = games.findIndex((g) => g.win !== games[0]?.win);
    expect(answer).toEqual({
      queue,
      games: games.length,
      wins,
      losses: games.length - wins,
      win_rate: round1((100 * wins) / games.length),
      // The 95 % Wilson interval of the documents' wins over their games.
      ...winRateBounds(wins, games.length),
      avg_kills: round1(sum(games, (g) => g.kills) / games.length),
      avg_deaths: round1(sum(games, (g) => g.deaths) / games.length),
      avg_assists: round1(sum(games, (g) => g.assists) / games.length),
      kda: kda(games),
      kill_participation: withKp.length
        ? round1(sum(withKp, (g) => g.killParticipation ?? 0) / withKp.length)
        : null,
      roles: PLAYER_ROLES.map((role) => ({
        role,
        games: games.filter((g) => g.role === role).length,
      })),
      champions: byChampion(games)
        .slice(0, RECENT_CHAMPIONS)
        .map((c) => ({
          champion_id: c.championId,
          games: c.games,
          wins: c.wins,
          losses: c.games - c.wins,
          kda: kda(c.own),
        })),
      streak: {
        result: games[0]?.win ? 'win' : 'loss',
        games: streak === -1 ? games.length : streak,
      },
      // No timeline of these games is stored: no lane figures (lane.test.ts stores one).
      lane: { at_10: null, at_15: null },
    });
  });

  it('takes the newest 20 Solo games, not the remake, and counts lanes only where there are lanes', async () => {
    const solo = await get<RecentSummary>(statsUrl(ME, 'recent', { queue: 'solo' }));
    expect(solo.games).toBe(RECENT_GAMES);
    expect(solo.roles.reduce((n, r) => n + r.games, 0)).toBe(RECENT_GAMES);
    expect(solo.streak?.result).toBe('win');
    expect(solo.streak?.games).toBeGreaterThanOrEqual(WIN_STREAK);
    const aram = await get<RecentSummary>(statsUrl(ME, 'recent', { queue: 'aram' }));
    expect(aram.games).toBe(1);
    expect(aram.roles.every((r) => r.games === 0)).toBe(true);
  });

  it('answers zeros and empty lists for a queue the player has not played', async () => {
    const answer = await get<RecentSummary>(statsUrl(LONER, 'recent', { queue: 'solo' }));
    expect(answer).toEqual({
      queue: 'solo',
      games: 0,
      wins: 0,
      losses: 0,
      win_rate: 0,
      win_rate_low: null,
      win_rate_high: null,
      avg_kills: 0,
      avg_deaths: 0,
      avg_assists: 0,
      kda: null,
      kill_participation: null,
      roles: PLAYER_ROLES.map((role) => ({ role, games: 0 })),
      champions: [],
      streak: null,
      lane: { at_10: null, at_15: null },
    });
    const aram = matchFixtureFiles.map(readMatch).find((d) => d.info.queueId === 450);
    const season = seasonOf(aram?.info.gameCreation ?? 0);
    expect(await get<PlayerChampions>(statsUrl(LONER, 'champions', { queue: 'solo' }))).toEqual({
      queue: 'solo',
      season,
      seasons: [season],
      data: [],
    });
  });

  /** What the champions tab must show for a season and queue, from the documents. */
  const expectedChampions = (season: number, queue: QueueFilter) =>
    byChampion(countable(queue).filter((g) => seasonOf(g.creation) === season)).map((c) => {
      const seconds = sum(c.own, (g) => g.seconds);
      const scores = c.own.flatMap((g) => (g.score === null ? [] : [g.score]));
      return {
        champion_id: c.championId,
        games: c.games,
        wins: c.wins,
        losses: c.games - c.wins,
        win_rate: round1((100 * c.wins) / c.games),
        ...winRateBounds(c.wins, c.games),
        avg_kills: round1(sum(c.own, (g) => g.kills) / c.games),
        avg_deaths: round1(sum(c.own, (g) => g.deaths) / c.games),
        avg_assists: round1(sum(c.own, (g) => g.assists) / c.games),
        kda: kda(c.own),
        cs_per_min: round1((60 * sum(c.own, (g) => g.creepScore)) / seconds),
        damage_per_min: round1((60 * sum(c.own, (g) => g.damage)) / seconds),
        gold_per_min: round1((60 * sum(c.own, (g) => g.gold)) / seconds),
        avg_score: scores.length ? round1(scores.reduce((n, s) => n + s, 0) / scores.length) : null,
      };
    });

  it('shows the latest season by default and names every season with games', async () => {
    const seasons = [...new Set(mine.map((g) => seasonOf(g.creation)))].sort((a, b) => b - a);
    expect(seasons.length).toBeGreaterThan(1);
    const answer = withoutNames(await get<PlayerChampions>(statsUrl(ME, 'champions')));
    expect(answer).toEqual({
      queue: 'all',
      season: seasons[0],
      seasons,
      data: expectedChampions(seasons[0] ?? 0, 'all'),
    });
  });

  it.each(['all', 'solo', 'normal', 'flex', 'aram', 'arena', 'other'] as const)(
    'figures each %s champion of every season from the documents',
    async (queue) => {
      const seasons = [...new Set(mine.map((g) => seasonOf(g.creation)))];
      for (const season of seasons) {
        const answer = withoutNames(
          await get<PlayerChampions>(statsUrl(ME, 'champions', { queue, season })),
        );
        expect(answer.season).toBe(season);
        expect(answer.data).toEqual(expectedChampions(season, queue));
      }
    },
  );
});
