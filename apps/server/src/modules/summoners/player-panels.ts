import {
  FALLBACK_LANGUAGE,
  type Friend,
  type Language,
  percentOf,
  type Region,
  round1,
  seasonOf,
  seasonRange,
  type TopChampions,
} from '@riftscope/contracts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';

/** Champions the top-champions panel lists. */
export const TOP_CHAMPIONS = 7;
/** Teammates need this many shared games to count as friends. */
export const FRIEND_MIN_GAMES = 2;
export const FRIENDS_MAX = 10;

export interface PlayerPanelDeps {
  summoners: Pick<SummonersRepository, 'historyBounds' | 'championStats' | 'teammates'>;
  games: GameDataCatalog;
  now: () => number;
}

/**
 * The top-champions panel: the player's most played champions of the latest season they have
 * stored games in (the current one without any). `importSeason` starts fetching the season's
 * older games and tells whether that is under way.
 */
export async function topChampionsOf(
  deps: PlayerPanelDeps,
  input: { row: SummonerRow; lang: Language },
  importSeason: (seasonFrom: number) => Promise<boolean>,
): Promise<TopChampions> {
  const { row, lang } = input;
  const { newest } = await deps.summoners.historyBounds(row.puuid);
  const season = seasonOf(newest ?? deps.now());
  const during = seasonRange(season);
  const [stats, isImporting] = await Promise.all([
    deps.summoners.championStats(row.puuid, TOP_CHAMPIONS, during),
    importSeason(during.from),
  ]);
  const game = deps.games.in(lang);
  const data = stats.map((s) => {
    const champion = game.champion(s.championId, s.championName ?? '');
    return {
      champion_id: s.championId,
      champion_name: champion.name,
      image_url: champion.image_url,
      games: s.games,
      wins: s.wins,
      win_rate: percentOf(s.wins, s.games),
      avg_kills: s.games ? round1(s.kills / s.games) : 0,
      avg_deaths: s.games ? round1(s.deaths / s.games) : 0,
      avg_assists: s.games ? round1(s.assists / s.games) : 0,
    };
  });
  return { queue: 'all', season, is_importing: isImporting, data };
}

/** The players the player shared at least FRIEND_MIN_GAMES stored games with, most first. */
export async function friendsOf(deps: PlayerPanelDeps, row: SummonerRow): Promise<Friend[]> {
  const mates = await deps.summoners.teammates(row.puuid, FRIEND_MIN_GAMES, FRIENDS_MAX);
  // A profile icon's URL is the same in every language.
  const game = deps.games.in(FALLBACK_LANGUAGE);
  return mates
    .filter((m) => m.gameName && m.tagLine)
    .map((m) => ({
      puuid: m.puuid,
      region: (m.region ?? row.region) as Region,
      game_name: m.gameName,
      tag_line: m.tagLine,
      image_url: game.profileIconUrl(m.profileIconId),
      games_together: m.games,
      wins_together: m.wins,
      winrate: percentOf(m.wins, m.games),
    }));
}
