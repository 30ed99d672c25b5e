import {
  type LaneAverage,
  type Language,
  PLAYER_ROLES,
  type PlayerChampions,
  percentOf,
  type QueueFilter,
  RECENT_CHAMPIONS,
  RECENT_GAMES,
  type RecentSummary,
  round1,
  round2,
  seasonOf,
  winRateBounds,
} from '@riftscope/contracts';
import type { GameDataCatalog, GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type {
  ChampionSeasonRow,
  PlayerStatsRepository,
  RecentGameRow,
} from '../riot-data/player-stats.repository.ts';
import { type PlayerRequest, playerGroup } from './player-request.ts';
import type { SummonersService } from './summoners.service.ts';

/** (kills + assists) / deaths over the games, two decimals; null without deaths. */
export const kdaOf = (kills: number, deaths: number, assists: number) =>
  deaths > 0 ? round2((kills + assists) / deaths) : null;

const perGame = (sum: number, games: number) => (games > 0 ? round1(sum / games) : 0);
const perMinute = (sum: number, seconds: number) =>
  seconds > 0 ? round1((60 * sum) / seconds) : 0;
const sumOf = (games: readonly RecentGameRow[], pick: (g: RecentGameRow) => number) =>
  games.reduce((n, g) => n + pick(g), 0);

/** Most games first, then most wins, then the lower champion id. */
const byPlayed = (
  a: { games: number; wins: number; championId: number },
  b: { games: number; wins: number; championId: number },
) => b.games - a.games || b.wins - a.wins || a.championId - b.championId;

/**
 * The games' average lane differences at one minute over those that have that minute's figures
 * (gold and XP whole, CS one decimal); null when none has.
 */
function laneAverage(
  games: readonly RecentGameRow[],
  figures: (g: RecentGameRow) => [number | null, number | null, number | null],
): LaneAverage | null {
  const known = games.flatMap((g) => {
    const [gold, cs, xp] = figures(g);
    return gold === null || cs === null || xp === null ? [] : [{ gold, cs, xp }];
  });
  const n = known.length;
  if (n === 0) return null;
  const average = (pick: (f: (typeof known)[number]) => number) =>
    known.reduce((sum, f) => sum + pick(f), 0) / n;
  return {
    games: n,
    gold: Math.round(average((f) => f.gold)),
    cs: round1(average((f) => f.cs)),
    xp: Math.round(average((f) => f.xp)),
  };
}

/** The recent-games summary of these games, newest first (the repository's recentGames). */
export function summarizeRecent(
  queue: QueueFilter,
  games: readonly RecentGameRow[],
  game: Pick<GameDataMapper, 'champion'>,
): RecentSummary {
  const count = games.length;
  const wins = games.filter((g) => g.win).length;
  const kills = sumOf(games, (g) => g.kills);
  const deaths = sumOf(games, (g) => g.deaths);
  const assists = sumOf(games, (g) => g.assists);
  const withKp = games.flatMap((g) => (g.killParticipation === null ? [] : [g.killParticipation]));
  const champions = [...Map.groupBy(games, (g) => g.championId)]
    .map(([championId, own]) => ({
      championId,
      championName: own[0]?.championName ?? '',
      games: own.length,
      wins: own.filter((g) => g.win).length,
      kda: kdaOf(
        sumOf(own, (g) => g.kills),
        sumOf(own, (g) => g.deaths),
        sumOf(own, (g) => g.assists),
      ),
    }))
    .sort(byPlayed)
    .slice(0, RECENT_CHAMPIONS);
  const [newest] = games;
  const run = newest ? games.findIndex((g) => g.win !== newest.win) : 0;
  return {
    queue,
    games: count,
    wins,
    losses: count - wins,
    win_rate: percentOf(wins, count),
    ...winRateBounds(wins, count),
    avg_kills: perGame(kills, count),
    avg_deaths: perGame(deaths, count),
    avg_assists: perGame(assists, count),
    kda: kdaOf(kills, deaths, assists),
    kill_participation:
      withKp.length > 0 ? round1(withKp.reduce((n, kp) => n + kp, 0) / withKp.length) : null,
    roles: PLAYER_ROLES.map((role) => ({
      role,
      games: games.filter((g) => g.role === role).length,
    })),
    champions: champions.map((c) => {
      const champion = game.champion(c.championId, c.championName);
      return {
        champion_id: c.championId,
        champion_name: champion.name,
        image_url: champion.image_url,
        games: c.games,
        wins: c.wins,
        losses: c.games - c.wins,
        kda: c.kda,
      };
    }),
    streak: newest
      ? { result: newest.win ? 'win' : 'loss', games: run === -1 ? count : run }
      : null,
    lane: {
      at_10: laneAverage(games, (g) => [g.goldDiff10, g.csDiff10, g.xpDiff10]),
      at_15: laneAverage(games, (g) => [g.goldDiff15, g.csDiff15, g.xpDiff15]),
    },
  };
}

/** The champions tab's rows from the repository's sums, in the repository's order. */
export function toPlayerChampions(
  rows: readonly ChampionSeasonRow[],
  game: Pick<GameDataMapper, 'champion'>,
): PlayerChampions['data'] {
  return rows.map((r) => {
    const champion = game.champion(r.championId, r.championName);
    return {
      champion_id: r.championId,
      champion_name: champion.name,
      image_url: champion.image_url,
      games: r.games,
      wins: r.wins,
      losses: r.games - r.wins,
      win_rate: percentOf(r.wins, r.games),
      ...winRateBounds(r.wins, r.games),
      avg_kills: perGame(r.kills, r.games),
      avg_deaths: perGame(r.deaths, r.games),
      avg_assists: perGame(r.assists, r.games),
      kda: kdaOf(r.kills, r.deaths, r.assists),
      cs_per_min: perMinute(r.creepScore, r.seconds),
      damage_per_min: perMinute(r.damage, r.seconds),
      gold_per_min: perMinute(r.gold, r.seconds),
      avg_score: r.avgScore === null ? null : round1(r.avgScore),
    };
  });
}

/**
 * The player page's figures over stored matches: the recent-games summary and the champions
 * tab. Like the other panels they never call Riot, and their answers are cached with the
 * player's others, so an Update forgets them too.
 */
export function createPlayerStatsService(deps: {
  players: Pick<SummonersService, 'known' | 'playerAnswers'>;
  stats: PlayerStatsRepository;
  games: GameDataCatalog;
  now?: () => number;
}) {
  const { players, stats, games } = deps;
  const now = deps.now ?? Date.now;
  const summaries = players.playerAnswers<RecentSummary>('recent-summary');
  const championTabs = players.playerAnswers<PlayerChampions>('player-champions');

  return {
    async recent(
      player: PlayerRequest,
      { queue, lang }: { queue: QueueFilter; lang: Language },
    ): Promise<RecentSummary> {
      const field = `${player.region}:${queue}:${lang}`;
      return summaries.remember(playerGroup(player), field, async () => {
        const row = await players.known(player);
        return summarizeRecent(
          queue,
          await stats.recentGames(row.puuid, queue, RECENT_GAMES),
          games.in(lang),
        );
      });
    },

    /** `season` undefined: the latest season the player has stored games in. */
    async champions(
      player: PlayerRequest,
      request: { queue: QueueFilter; season: number | undefined; lang: Language },
    ): Promise<PlayerChampions> {
      const { queue, season, lang } = request;
      const field = `${player.region}:${queue}:${season ?? 'latest'}:${lang}`;
      return championTabs.remember(playerGroup(player), field, async () => {
        const row = await players.known(player);
        const found = await stats.championSeason(row.puuid, queue, season ?? null);
        return {
          queue,
          // A player with no stored games at all is in the current season.
          season: found.season ?? seasonOf(now()),
          seasons: found.seasons,
          data: toPlayerChampions(found.champions, games.in(lang)),
        };
      });
    },
  };
}

export type PlayerStatsService = ReturnType<typeof createPlayerStatsService>;
