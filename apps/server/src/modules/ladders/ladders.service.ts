import {
  asPercent,
  BEST_PLAYERS_LIMIT,
  BEST_PLAYERS_MIN_GAMES,
  BEST_PLAYERS_MIN_TIER,
  type BestPlayers,
  LADDER_PAGE_SIZE,
  LADDER_QUEUES,
  type Ladder,
  type LadderCounts,
  type LadderEntry,
  type LadderQueue,
  type Language,
  type PlayerLadder,
  type PlayerLadderPlace,
  percentOf,
  RANKED_QUEUE_RIOT,
  RANKED_TIERS,
  type RankedTier,
  type Region,
  round2,
  seasonOf,
  seasonRange,
} from '@riftscope/contracts';
import type { AnswerCache, AnswerCacheFactory } from '../../platform/answer-cache.ts';
import { notFound } from '../../platform/errors.ts';
import type { GameDataCatalog, GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type {
  LadderChampionRow,
  LadderEntryRow,
  LadderPageRow,
  LadderReadRow,
  LaddersRepository,
} from '../riot-data/ladders.repository.ts';
import { type PlayerRequest, playerGroup } from '../summoners/player-request.ts';
import type { SummonersService } from '../summoners/summoners.service.ts';

/** How long a ladder page or a champion's best players are kept: ladders are read every 30 min. */
export const LADDER_ANSWER_MS = 60_000;

/** The queue id of each ladder's games (queues.ts): Ranked Solo/Duo 420, Ranked Flex 440. */

/** The tiers whose players the best-players list takes: BEST_PLAYERS_MIN_TIER and above. */
const BEST_PLAYER_TIERS = RANKED_TIERS.slice(RANKED_TIERS.indexOf(BEST_PLAYERS_MIN_TIER));

const countsOf = (read: LadderReadRow): LadderCounts => ({
  challenger: read.challengers,
  grandmaster: read.grandmasters,
  master: read.masters,
  total: read.challengers + read.grandmasters + read.masters,
});

/** What the ladders read: the stored ladders, the game's names, and the player lookups. */
export interface LaddersServiceDeps {
  ladders: Pick<LaddersRepository, 'read' | 'page' | 'champions' | 'places' | 'bestPlayers'>;
  games: GameDataCatalog;
  players: Pick<SummonersService, 'known' | 'playerAnswers'>;
  cache: AnswerCacheFactory;
  now?: () => number;
}

/** A stored ladder row as the answer gives it, its champions named in the reader's language. */
function toEntry(
  row: LadderPageRow,
  champions: readonly LadderChampionRow[],
  games: GameDataMapper,
): LadderEntry {
  return {
    position: row.position,
    puuid: row.puuid,
    game_name: row.gameName,
    tag_line: row.tagLine,
    summoner_level: row.summonerLevel,
    profile_icon_id: row.profileIconId,
    tier: row.tier as RankedTier,
    league_points: row.leaguePoints,
    wins: row.wins,
    losses: row.losses,
    win_rate: percentOf(row.wins, row.wins + row.losses),
    champions: champions.map((c) => {
      const champion = games.champion(c.championId, c.championName);
      return {
        champion_id: c.championId,
        champion_name: champion.name,
        image_url: champion.image_url,
        games: c.games,
      };
    }),
  };
}

/** A page of a ladder from the stored read, its rows and their champions: three statements. */
async function computeLadder(
  deps: Required<Pick<LaddersServiceDeps, 'ladders' | 'games' | 'now'>>,
  {
    region,
    queue,
    page,
    lang,
  }: { region: Region; queue: LadderQueue; page: number; lang: Language },
): Promise<Ladder> {
  const { queueType } = RANKED_QUEUE_RIOT[queue];
  const season = seasonOf(deps.now());
  const read = await deps.ladders.read(region, queueType);
  const total = read ? countsOf(read).total : 0;
  const rows = read
    ? await deps.ladders.page(region, queueType, {
        offset: (page - 1) * LADDER_PAGE_SIZE,
        limit: LADDER_PAGE_SIZE,
      })
    : [];
  const games = deps.games.in(lang);
  const champions = await deps.ladders.champions(
    rows.map((r) => r.puuid),
    { queueId: RANKED_QUEUE_RIOT[queue].queueId, ...seasonRange(season) },
  );
  return Object.freeze({
    region,
    queue,
    fetched_at: read ? read.fetchedAt.toISOString() : null,
    counts: read ? countsOf(read) : null,
    season,
    data: rows.map((row) =>
      toEntry(
        row,
        champions.filter((c) => c.puuid === row.puuid),
        games,
      ),
    ),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / LADDER_PAGE_SIZE)),
    per_page: LADDER_PAGE_SIZE,
    total,
  });
}

/** The player's stored places as the answer gives them, Solo/Duo first. */
function placesOf(
  found: readonly { entry: LadderEntryRow; read: LadderReadRow }[],
): PlayerLadderPlace[] {
  const data = found.flatMap(({ entry, read }): PlayerLadderPlace[] => {
    const queue = LADDER_QUEUES.find((q) => RANKED_QUEUE_RIOT[q].queueType === entry.queueType);
    if (!queue) return [];
    const counts = countsOf(read);
    return [
      {
        queue,
        position: entry.position,
        tier: entry.tier as RankedTier,
        league_points: entry.leaguePoints,
        counts,
        top_percent: asPercent(entry.position / Math.max(1, counts.total)),
        fetched_at: read.fetchedAt.toISOString(),
      },
    ];
  });
  return data.sort((a, b) => LADDER_QUEUES.indexOf(a.queue) - LADDER_QUEUES.indexOf(b.queue));
}

/** The best players on a champion this season from the stored games: one statement. */
async function computeBestPlayers(
  deps: Required<Pick<LaddersServiceDeps, 'ladders' | 'now'>>,
  championId: number,
  region: Region | undefined,
): Promise<BestPlayers> {
  const season = seasonOf(deps.now());
  const rows = await deps.ladders.bestPlayers({
    championId,
    region: region ?? null,
    tiers: BEST_PLAYER_TIERS,
    queueId: RANKED_QUEUE_RIOT.solo.queueId,
    ...seasonRange(season),
    minGames: BEST_PLAYERS_MIN_GAMES,
    limit: BEST_PLAYERS_LIMIT,
  });
  const newest = rows.reduce((at, r) => Math.max(at, r.newestGame), 0);
  return Object.freeze({
    season,
    min_games: BEST_PLAYERS_MIN_GAMES,
    newest_game_at: rows.length > 0 ? new Date(newest).toISOString() : null,
    data: rows.map((r) => ({
      region: r.region as Region,
      puuid: r.puuid,
      game_name: r.gameName,
      tag_line: r.tagLine,
      tier: r.tier as RankedTier,
      league_points: r.leaguePoints,
      games: r.games,
      wins: r.wins,
      win_rate: percentOf(r.wins, r.games),
      kda: r.deaths > 0 ? round2((r.kills + r.assists) / r.deaths) : null,
    })),
  });
}

/**
 * The apex ladders, a player's place on them and a champion's best stored players, from stored
 * data alone: no answer asks Riot, so they are served while Riot is down (docs/player-page.md,
 * Ladders).
 */
export function createLaddersService(deps: LaddersServiceDeps) {
  const now = deps.now ?? Date.now;
  const pages: AnswerCache<Ladder> = deps.cache({
    name: 'ladder',
    ttlMs: LADDER_ANSWER_MS,
    maxEntries: 2_000,
    now,
  });
  const best: AnswerCache<BestPlayers> = deps.cache({
    name: 'best-players',
    ttlMs: LADDER_ANSWER_MS,
    maxEntries: 2_000,
    now,
  });
  const places = deps.players.playerAnswers<PlayerLadder>('ladder');

  return {
    /** A page of a region's ladder of a queue, as last read. */
    ladder(region: Region, queue: LadderQueue, page: number, lang: Language): Promise<Ladder> {
      return pages.remember(`${region}:${queue}`, `${page}:${lang}`, () =>
        computeLadder({ ...deps, now }, { region, queue, page, lang }),
      );
    },

    /** Forgets the cached pages of a ladder just stored. */
    forgetLadder(region: Region, queue: LadderQueue): Promise<void> {
      return pages.forget(`${region}:${queue}`);
    },

    /** The player's places on their region's ladders, cached with the player's other answers. */
    playerLadder(player: PlayerRequest): Promise<PlayerLadder> {
      return places.remember(playerGroup(player), `${player.region}`, async () => {
        const row = await deps.players.known(player);
        return { data: placesOf(await deps.ladders.places(row.region, row.puuid)) };
      });
    },

    /** The stored Diamond+ players with the most Solo/Duo games on a champion this season. */
    bestPlayers(championKey: string, region: Region | undefined, lang: Language) {
      const championId = deps.games.in('en').championIdOfKey(championKey);
      if (championId === null) throw notFound('No such champion');
      return best.remember(`${championId}`, `${region ?? 'all'}:${lang}`, () =>
        computeBestPlayers({ ...deps, now }, championId, region),
      );
    },
  };
}

export type LaddersService = ReturnType<typeof createLaddersService>;
