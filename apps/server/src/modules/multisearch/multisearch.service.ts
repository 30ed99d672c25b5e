import {
  type Language,
  MATCH_PAGE_SIZE,
  MULTISEARCH_MAX,
  type MultiSearch,
  type MultiSearchEntry,
  type MultiSearchNames,
  type MultiSearchPlayer,
  parseMultiSearch,
  RECENT_GAMES,
  type Region,
  riotIdKey,
} from '@riftscope/contracts';
import {
  type AnswerCache,
  type AnswerCacheFactory,
  memoryAnswerCache,
} from '../../platform/answer-cache.ts';
import { unlessUnavailable } from '../../platform/errors.ts';
import { hasHistoryStart, type IngestionService } from '../ingestion/ingestion.service.ts';
import type { IngestionJobs } from '../ingestion/ingestion-jobs.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type { MasteriesRepository } from '../riot-data/masteries.repository.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { PlayerStatsRepository } from '../riot-data/player-stats.repository.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';
import type { PlayerRequest } from '../summoners/player-request.ts';
import { summarizeRecent } from '../summoners/player-stats.service.ts';
import { toRankedPair } from '../summoners/summoners.mapper.ts';
import { ANSWER_CACHE_MS, type SummonersService } from '../summoners/summoners.service.ts';

/** No player of the lobby is still to be fetched. */
const isSettled = (lobby: MultiSearch) => lobby.entries.every((e) => e.status !== 'pending');

/** What a stored player's column is read from, and the cache it is kept in. */
interface ColumnDeps {
  summoners: Pick<SummonersRepository, 'ranked'>;
  stats: Pick<PlayerStatsRepository, 'recentGames'>;
  games: GameDataCatalog;
  columns: AnswerCache<MultiSearchPlayer>;
}

/** A stored player's column, from the cache when it was built within seconds. */
async function columnOf(
  deps: ColumnDeps,
  row: SummonerRow,
  lang: Language,
): Promise<MultiSearchPlayer> {
  const { summoners, stats, games, columns } = deps;
  const region = row.region as Region;
  const group = riotIdKey(row.gameName, row.tagLine);
  const field = `${region}:${lang}`;
  return columns.remember(group, field, async () => {
    const [ranked, recentGames] = await Promise.all([
      summoners.ranked(row.id),
      stats.recentGames(row.puuid, 'all', RECENT_GAMES),
    ]);
    return {
      puuid: row.puuid,
      region,
      game_name: row.gameName,
      tag_line: row.tagLine,
      profile_icon_id: row.profileIconId,
      summoner_level: row.summonerLevel,
      ranked: toRankedPair(ranked),
      recent: summarizeRecent('all', recentGames, games.in(lang)),
      results: recentGames.map((g) => (g.win ? 'win' : 'loss')),
    };
  });
}

/** Stored masteries shown in a column: those read within a day. */
export const COLUMN_MASTERY_AGE_MS = 24 * 3_600_000;

/** Where a lobby's stored masteries are read from, and the clock that says what is fresh. */
interface MasteryReads {
  masteries?: Pick<MasteriesRepository, 'onChampions'> | undefined;
  now: () => number;
}

/**
 * The columns with each player's stored masteries of their recent top champions, read in one
 * query for all of them (a cached column is frozen: the ones with masteries are copies).
 */
async function withMasteries(
  deps: MasteryReads,
  region: Region,
  columns: readonly MultiSearchPlayer[],
): Promise<MultiSearchPlayer[]> {
  const picks = columns.flatMap((c) =>
    c.recent.champions.map((champion) => ({ puuid: c.puuid, championId: champion.champion_id })),
  );
  if (!deps.masteries || picks.length === 0) return [...columns];
  const since = new Date(deps.now() - COLUMN_MASTERY_AGE_MS);
  const rows = await deps.masteries.onChampions(region, picks, since);
  const byPick = new Map(rows.map((r) => [`${r.puuid}:${r.championId}`, r]));
  return columns.map((c) => {
    const masteries = c.recent.champions.flatMap((champion) => {
      const r = byPick.get(`${c.puuid}:${champion.champion_id}`);
      return r
        ? [
            {
              champion_id: r.championId,
              level: r.level,
              points: r.points,
              fetched_at: r.fetchedAt.toISOString(),
            },
          ]
        : [];
    });
    return masteries.length > 0 ? { ...c, masteries } : c;
  });
}

/** What a lobby's entries are found with: the stored players, and the jobs' first pages. */
interface LobbyDeps extends ColumnDeps, MasteryReads {
  summoners: Pick<SummonersRepository, 'findByRiotId' | 'ranked'>;
  jobs: Pick<IngestionJobs, 'firstPage'>;
}

/** A pasted lobby as parsed: its names, and whether names past the maximum were dropped. */
interface LobbyRequest {
  region: Region;
  names: MultiSearchNames['names'];
  truncated: boolean;
  lang: Language;
}

/** Each name's entry: a stored player's column, or what the page is to fetch or not. */
async function lobbyOf(deps: LobbyDeps, lobby: LobbyRequest): Promise<MultiSearch> {
  const { summoners, jobs } = deps;
  const { region, names, truncated, lang } = lobby;
  const entries = await Promise.all(
    names.map(async ({ input, riotId }): Promise<MultiSearchEntry> => {
      if (!riotId) {
        return { input, game_name: null, tag_line: null, status: 'invalid', player: null };
      }
      const named = { input, game_name: riotId.gameName, tag_line: riotId.tagLine };
      const stored = await summoners.findByRiotId(region, riotId.gameName, riotId.tagLine);
      // Its first page of matches may still be on its way (a lookup answers before it); when
      // Riot failed it, now or before, the page asks for the player, which fetches it again.
      const row =
        stored?.fetchedAt &&
        (await unlessUnavailable(jobs.firstPage(stored, riotId.gameName, riotId.tagLine), null));
      return row && hasHistoryStart(row)
        ? { ...named, status: 'found', player: await columnOf(deps, row, lang) }
        : { ...named, status: 'pending', player: null };
    }),
  );
  const found = entries.flatMap((e) => (e.player ? [e.player] : []));
  const columns = await withMasteries(deps, region, found);
  const withMastery = entries.map((e) =>
    e.player ? { ...e, player: columns.shift() ?? null } : e,
  );
  return { region, entries: withMastery, truncated, max: MULTISEARCH_MAX };
}

/**
 * Multi-search: the players of a pasted lobby, each as one column. Stored players are answered
 * from the database at once; the others are only named here, and the page asks for each on its
 * own (`player`), which fetches it through the guarded ingestion jobs: the Riot budget, the
 * queue and the per-address quota of new players apply exactly as to a profile lookup. A stored
 * player whose first page of matches Riot failed is fetched the same way, never answered as a
 * player without games.
 */
export function createMultiSearchService(deps: {
  summoners: Pick<SummonersRepository, 'findByRiotId' | 'ranked'>;
  stats: Pick<PlayerStatsRepository, 'recentGames'>;
  players: Pick<SummonersService, 'playerAnswers'>;
  jobs: Pick<IngestionJobs, 'lookup' | 'firstPage'>;
  ingestion: Pick<IngestionService, 'ensureHistory'>;
  games: GameDataCatalog;
  cache?: AnswerCacheFactory;
  now?: () => number;
  /** Stored masteries shown in the columns; none without. */
  masteries?: Pick<MasteriesRepository, 'onChampions'>;
}) {
  const { summoners, stats, players, jobs, ingestion, games, masteries } = deps;
  const now = deps.now ?? Date.now;
  // Cached with the player's other answers, so an Update forgets it with them.
  const columns = players.playerAnswers<MultiSearchPlayer>('multisearch-player');
  const lobbyDeps: LobbyDeps = { summoners, stats, games, columns, jobs, masteries, now };
  // A whole lobby's answer, for the seconds its columns are kept: a lobby is searched again and
  // again while it waits, and each search would read every player again.
  const lobbies = (deps.cache ?? memoryAnswerCache)<MultiSearch>({
    name: 'multisearch',
    ttlMs: ANSWER_CACHE_MS,
    maxEntries: 1_000,
    now: deps.now,
  });

  return {
    /** `text` has at least one name (the contract's schema checked it). */
    async search(region: Region, text: string, lang: Language): Promise<MultiSearch> {
      const { names, truncated } = parseMultiSearch(text);
      // A group of its own for each lobby, so that in Redis each expires on its own; named by
      // the names as parsed (trimmed, repeats gone): spacing and separators may differ freely.
      const group = JSON.stringify([region, truncated, names.map((n) => n.input)]);
      // Players still to fetch are fetched by the page next: the next search must find them.
      return lobbies.remember(
        group,
        lang,
        () => lobbyOf(lobbyDeps, { region, names, truncated, lang }),
        isSettled,
      );
    },

    /** One column, the player fetched from Riot first when not stored; `client` as for lookups. */
    async player(player: PlayerRequest, lang: Language): Promise<MultiSearchPlayer> {
      const { region, gameName, tagLine, client } = player;
      const looked = await jobs.lookup(region, gameName, tagLine, client);
      const row = await jobs.firstPage(looked, gameName, tagLine);
      // A first page Riot failed is asked for again, as the match list would (503 while it fails).
      if (!hasHistoryStart(row)) await ingestion.ensureHistory(row, MATCH_PAGE_SIZE);
      const column = await columnOf(lobbyDeps, row, lang);
      const [shown = column] = await withMasteries(lobbyDeps, region, [column]);
      return shown;
    },
  };
}

export type MultiSearchService = ReturnType<typeof createMultiSearchService>;
