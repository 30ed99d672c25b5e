import {
  type Friend,
  lastPageOf,
  type MatchListItem,
  type MatchListPage,
  type Region,
  type Summoner,
  type TopChampion,
  type UpdateResponse,
} from '@riftscope/contracts';
import { type AnswerCacheFactory, memoryAnswerCache } from '../../platform/answer-cache.ts';
import { notFound } from '../../platform/errors.ts';
import {
  type IngestionService,
  SUMMONER_NOT_FOUND,
  UPDATE_COOLDOWN_MS,
} from '../ingestion/ingestion.service.ts';
import { type IngestionJobs, inProcessJobs } from '../ingestion/ingestion-jobs.ts';
import type { GameDataMapper } from '../matches/game-data.mapper.ts';
import { toMatchListItem, toSummoner } from './summoners.mapper.ts';
import type { SummonerRow, SummonersRepository } from './summoners.repository.ts';

/** Champions the top-champions panel lists. */
export const TOP_CHAMPIONS = 7;
/** Teammates need this many shared games to count as friends. */
export const FRIEND_MIN_GAMES = 2;
export const FRIENDS_MAX = 10;

const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? round1((100 * part) / whole) : 0);

/** How long a profile or match page is answered from the cache (the web app caches 5 minutes). */
export const ANSWER_CACHE_MS = 5_000;

/** A player's cached answers form one group, forgotten together after an Update. */
const riotIdKey = (gameName: string, tagLine: string) =>
  `${gameName.toLowerCase()}#${tagLine.toLowerCase()}`;

export function createSummonersService(deps: {
  ingestion: IngestionService;
  /** Where lookups and Updates run; in this process unless given. */
  jobs?: IngestionJobs;
  summoners: SummonersRepository;
  game: GameDataMapper;
  cache?: AnswerCacheFactory;
  now?: () => number;
}) {
  const { ingestion, summoners, game } = deps;
  const jobs = deps.jobs ?? inProcessJobs(ingestion);
  const cache = deps.cache ?? memoryAnswerCache;
  const now = deps.now ?? Date.now;
  // Repeat views of one player within seconds (page loads, several tabs) skip the database.
  const profiles = cache<Summoner>({
    name: 'summoner',
    ttlMs: ANSWER_CACHE_MS,
    maxEntries: 5_000,
    now: deps.now,
  });
  const pages = cache<MatchListPage>({
    name: 'matches',
    ttlMs: ANSWER_CACHE_MS,
    maxEntries: 5_000,
    now: deps.now,
  });

  const nextUpdateOf = (fetchedAt: Date | null) =>
    new Date((fetchedAt?.getTime() ?? now()) + UPDATE_COOLDOWN_MS).toISOString();

  /** Drops the cached answers about a player. */
  async function forget(gameName: string, tagLine: string) {
    const group = riotIdKey(gameName, tagLine);
    await Promise.all([profiles.forget(group), pages.forget(group)]);
  }

  /** A player already looked up on the site; the per-player panels never call Riot themselves. */
  async function known(
    region: Region | undefined,
    gameName: string,
    tagLine: string,
  ): Promise<SummonerRow> {
    const row = await summoners.findByRiotId(region, gameName, tagLine);
    if (!row?.fetchedAt) throw notFound(SUMMONER_NOT_FOUND);
    return row;
  }

  return {
    /** `client`, here and below: the visitor's address, which lookups that ask Riot count against. */
    async get(
      region: Region,
      gameName: string,
      tagLine: string,
      client?: string,
    ): Promise<Summoner> {
      const group = riotIdKey(gameName, tagLine);
      const cached = await profiles.get(group, region);
      if (cached) return cached;
      const row = await jobs.lookup(region, gameName, tagLine, client);
      const profile = toSummoner(row, await summoners.ranked(row.id), ingestion.nextUpdateAt(row));
      await profiles.set(group, region, profile);
      return profile;
    },

    async matches(
      region: Region | undefined,
      gameName: string,
      tagLine: string,
      page: number,
      perPage: number,
      client?: string,
    ): Promise<MatchListPage> {
      const group = riotIdKey(gameName, tagLine);
      const field = `${region ?? '*'}:${page}:${perPage}`;
      const cached = await pages.get(group, field);
      if (cached) return cached;
      const row = region
        ? await jobs.lookup(region, gameName, tagLine, client)
        : await known(undefined, gameName, tagLine);
      // Page, total and the gap-free count in one round; Riot only when the stored range is short.
      const read = () =>
        Promise.all([
          summoners.history(row.puuid, (page - 1) * perPage, perPage),
          summoners.historyBounds(row.puuid),
          row.isHistoryComplete || row.historyStoredFrom === null
            ? undefined
            : summoners.countSince(row.puuid, row.historyStoredFrom),
          summoners.historyPlayers(row.puuid, (page - 1) * perPage, perPage),
        ]);
      let [rows, { total }, stored, players] = await read();
      let isComplete = row.isHistoryComplete;
      if (await ingestion.ensureHistory(row, page * perPage, stored)) {
        const fresh = await summoners.findByPuuid(row.region, row.puuid);
        isComplete = fresh?.isHistoryComplete ?? isComplete;
        [rows, { total }, , players] = await read();
      }
      const byMatch = Map.groupBy(players, (player) => player.matchId);
      const data: MatchListItem[] = rows.map((r) =>
        toMatchListItem(r, byMatch.get(r.participant.matchId) ?? [], game),
      );
      const storedPages = lastPageOf(total, perPage);
      // While Riot may have older matches, there is always a next page to ask for.
      const lastPage = isComplete
        ? storedPages
        : Math.max(storedPages, page + (data.length === perPage ? 1 : 0));
      const answer = {
        data,
        current_page: page,
        last_page: Math.max(lastPage, 1),
        per_page: perPage,
        total,
      };
      await pages.set(group, field, answer);
      return answer;
    },

    async update(
      region: Region,
      gameName: string,
      tagLine: string,
      client?: string,
    ): Promise<UpdateResponse> {
      await forget(gameName, tagLine);
      const stored = await summoners.findByRiotId(region, gameName, tagLine);
      // A player first fetched by this request is as fresh as an Update would make it, and
      // refreshing it again would only meet the cooldown that fetch has just started.
      if (!stored?.fetchedAt) {
        const fetched = await jobs.lookup(region, gameName, tagLine, client);
        await forget(gameName, tagLine);
        return { status: 'done', next_update_at: nextUpdateOf(fetched.fetchedAt) };
      }
      const status = await jobs.update(stored);
      if (status === 'queued') return { status, next_update_at: nextUpdateOf(null) };
      // Again, in case a view cached the old answer while Riot was being asked.
      await forget(gameName, tagLine);
      const updated = await summoners.findByPuuid(stored.region, stored.puuid);
      return { status, next_update_at: nextUpdateOf(updated?.fetchedAt ?? null) };
    },

    async updateStatus(region: Region, gameName: string, tagLine: string): Promise<UpdateResponse> {
      const row = await known(region, gameName, tagLine);
      const status = await jobs.updateStatus(row);
      // The worker has stored what is new: answers cached meanwhile are old.
      if (status === 'done') await forget(gameName, tagLine);
      return { status, next_update_at: nextUpdateOf(row.fetchedAt) };
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
