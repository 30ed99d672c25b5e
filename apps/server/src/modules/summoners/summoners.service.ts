import {
  type Friend,
  lastPageOf,
  type MatchListItem,
  type Region,
  type Summoner,
  type TopChampion,
  type UpdateResponse,
} from '@riftscope/contracts';
import { notFound } from '../../platform/errors.ts';
import type { GameDataMapper } from '../matches/game-data.mapper.ts';
import { type IngestionService, SUMMONER_NOT_FOUND, UPDATE_COOLDOWN_MS } from './ingestion.service.ts';
import { toMatchListItem, toSummoner } from './summoners.mapper.ts';
import type { SummonerRow, SummonersRepository } from './summoners.repository.ts';

/** Champions the top-champions panel lists. */
export const TOP_CHAMPIONS = 7;
/** Teammates need this many shared games to count as friends. */
export const FRIEND_MIN_GAMES = 2;
export const FRIENDS_MAX = 10;

const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? round1((100 * part) / whole) : 0);

export function createSummonersService(deps: {
  ingestion: IngestionService;
  summoners: SummonersRepository;
  game: GameDataMapper;
}) {
  const { ingestion, summoners, game } = deps;

  /** A player already looked up on the site; the per-player panels never call Riot themselves. */
  async function known(region: Region | undefined, gameName: string, tagLine: string): Promise<SummonerRow> {
    const row = await summoners.findByRiotId(region, gameName, tagLine);
    if (!row?.fetchedAt) throw notFound(SUMMONER_NOT_FOUND);
    return row;
  }

  return {
    async get(region: Region, gameName: string, tagLine: string): Promise<Summoner> {
      const row = await ingestion.lookup(region, gameName, tagLine);
      return toSummoner(row, await summoners.ranked(row.id), ingestion.nextUpdateAt(row));
    },

    async matches(
      region: Region | undefined,
      gameName: string,
      tagLine: string,
      page: number,
      perPage: number,
    ) {
      const row = region
        ? await ingestion.lookup(region, gameName, tagLine)
        : await known(undefined, gameName, tagLine);
      await ingestion.ensureHistory(row, page * perPage);
      const [rows, { total }, fresh] = await Promise.all([
        summoners.history(row.puuid, (page - 1) * perPage, perPage),
        summoners.historyBounds(row.puuid),
        summoners.findByPuuid(row.region, row.puuid),
      ]);
      const data: MatchListItem[] = rows.map((r) => toMatchListItem(r, game));
      const storedPages = lastPageOf(total, perPage);
      // While Riot may have older matches, there is always a next page to ask for.
      const isComplete = fresh?.isHistoryComplete ?? row.isHistoryComplete;
      const lastPage = isComplete ? storedPages : Math.max(storedPages, page + (data.length === perPage ? 1 : 0));
      return { data, current_page: page, last_page: Math.max(lastPage, 1), per_page: perPage, total };
    },

    async update(region: Region, gameName: string, tagLine: string): Promise<UpdateResponse> {
      const row = await ingestion.lookup(region, gameName, tagLine);
      const updated = await ingestion.update(row);
      const next = new Date((updated.fetchedAt ?? new Date()).getTime() + UPDATE_COOLDOWN_MS);
      return { status: 'done', next_update_at: next.toISOString() };
    },

    async topChampions(region: Region, gameName: string, tagLine: string): Promise<TopChampion[]> {
      const row = await known(region, gameName, tagLine);
      const stats = await summoners.championStats(row.puuid, TOP_CHAMPIONS);
      return stats.map((s) => {
        const champion = game.champion(s.championId, s.championName ?? '');
        return {
          champion_id: s.championId,
          champion_name: champion.name,
          image_url: champion.image_url,
          games: s.games,
          wins: s.wins,
          win_rate: percent(s.wins, s.games),
          avg_kills: s.games ? round1(s.kills / s.games) : 0,
          avg_deaths: s.games ? round1(s.deaths / s.games) : 0,
          avg_assists: s.games ? round1(s.assists / s.games) : 0,
        };
      });
    },

    async friends(region: Region, gameName: string, tagLine: string): Promise<Friend[]> {
      const row = await known(region, gameName, tagLine);
      const mates = await summoners.teammates(row.puuid, FRIEND_MIN_GAMES, FRIENDS_MAX);
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
          winrate: percent(m.wins, m.games),
        }));
    },
  };
}

export type SummonersService = ReturnType<typeof createSummonersService>;
