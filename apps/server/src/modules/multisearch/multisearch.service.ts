import {
  type Language,
  MATCH_PAGE_SIZE,
  MULTISEARCH_MAX,
  type MultiSearch,
  type MultiSearchEntry,
  type MultiSearchNames,
  type MultiSearchPlayer,
  type MultiSearchQueue,
  parseMultiSearch,
  type Region,
} from '@riftscope/contracts';
import {
  type AnswerCache,
  type AnswerCacheFactory,
  memoryAnswerCache,
} from '../../platform/answer-cache.ts';
import { unlessUnavailable } from '../../platform/errors.ts';
import { hasHistoryStart, type IngestionService } from '../ingestion/ingestion.service.ts';
import type { IngestionJobs } from '../ingestion/ingestion-jobs.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';
import type { PlayerRequest } from '../summoners/player-request.ts';
import { ANSWER_CACHE_MS, type SummonersService } from '../summoners/summoners.service.ts';
import { type ColumnReads, cachedColumns } from './multisearch-columns.ts';

/** No player of the lobby is still to be fetched. */
const isSettled = (lobby: MultiSearch) => lobby.entries.every((e) => e.status !== 'pending');

/** What a lobby's entries are found with, its columns read from, and the column cache. */
interface LobbyDeps extends ColumnReads {
  summoners: Pick<SummonersRepository, 'findByRiotId'>;
  jobs: Pick<IngestionJobs, 'firstPage'>;
  columns: AnswerCache<MultiSearchPlayer>;
}

/** A pasted lobby as parsed: its names, whether valid names past the maximum were dropped. */
interface LobbyRequest {
  region: Region;
  names: MultiSearchNames['names'];
  truncated: boolean;
  queue: MultiSearchQueue;
  lang: Language;
}

/** A name of the lobby: not valid, or a Riot ID with its stored player when it has a column. */
type FoundName =
  | { input: string; riotId: null }
  | { input: string; game_name: string; tag_line: string; row: SummonerRow | null };

/** The stored player of a name whose first page of matches is stored; null to fetch it. */
async function storedOf(
  deps: LobbyDeps,
  region: Region,
  { gameName, tagLine }: { gameName: string; tagLine: string },
): Promise<SummonerRow | null> {
  const stored = await deps.summoners.findByRiotId(region, gameName, tagLine);
  // Its first page of matches may still be on its way (a lookup answers before it); when
  // Riot failed it, now or before, the page asks for the player, which fetches it again.
  const row =
    stored?.fetchedAt &&
    (await unlessUnavailable(deps.jobs.firstPage(stored, gameName, tagLine), null));
  return row && hasHistoryStart(row) ? row : null;
}

/**
 * Each name's entry, in the order pasted: a stored player's column (the lobby's columns read
 * together), or what the page is to fetch, or a fragment that is not a Riot ID.
 */
async function lobbyOf(deps: LobbyDeps, lobby: LobbyRequest): Promise<MultiSearch> {
  const { region, names, truncated, queue, lang } = lobby;
  const found = await Promise.all(
    names.map(async ({ input, riotId }): Promise<FoundName> => {
      if (!riotId) return { input, riotId: null };
      const row = await storedOf(deps, region, riotId);
      return { input, game_name: riotId.gameName, tag_line: riotId.tagLine, row };
    }),
  );
  const rows = found.flatMap((name) => ('row' in name && name.row ? [name.row] : []));
  const columns = await cachedColumns(deps, { region, rows, queue, lang });
  const byPuuid = new Map(columns.map((column) => [column.puuid, column]));
  const entries = found.map((name): MultiSearchEntry => {
    if (!('row' in name)) {
      return {
        input: name.input,
        game_name: null,
        tag_line: null,
        status: 'invalid',
        player: null,
      };
    }
    const { row, ...named } = name;
    const player = row ? (byPuuid.get(row.puuid) ?? null) : null;
    return { ...named, status: player ? 'found' : 'pending', player };
  });
  return { region, entries, truncated, max: MULTISEARCH_MAX };
}

/**
 * Multi-search: the players of a pasted lobby, each as one column of the chosen queue. Stored
 * players are answered from the database at once, their columns read together; the others are
 * only named here, and the page asks for each on its own (`player`), which fetches it through
 * the guarded ingestion jobs: the Riot budget, the queue and the per-address quota of new
 * players apply exactly as to a profile lookup. A stored player whose first page of matches
 * Riot failed is fetched the same way, never answered as a player without games.
 */
export function createMultiSearchService(
  deps: Omit<ColumnReads, 'now'> & {
    summoners: Pick<SummonersRepository, 'findByRiotId'>;
    players: Pick<SummonersService, 'playerAnswers'>;
    jobs: Pick<IngestionJobs, 'lookup' | 'firstPage'>;
    ingestion: Pick<IngestionService, 'ensureHistory'>;
    cache?: AnswerCacheFactory;
    now?: () => number;
  },
) {
  const { players, jobs, ingestion } = deps;
  const now = deps.now ?? Date.now;
  // Cached with the player's other answers, so an Update forgets it with them.
  const columns = players.playerAnswers<MultiSearchPlayer>('multisearch-player');
  const lobbyDeps: LobbyDeps = { ...deps, now, columns };
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
    async search(
      region: Region,
      text: string,
      view: { queue: MultiSearchQueue; lang: Language },
    ): Promise<MultiSearch> {
      const { queue, lang } = view;
      const { names, truncated } = parseMultiSearch(text);
      // A group of its own for each lobby, so that in Redis each expires on its own; named by
      // the names as parsed (trimmed, repeats gone): spacing and separators may differ freely.
      const group = JSON.stringify([region, truncated, names.map((n) => n.input)]);
      // Players still to fetch are fetched by the page next: the next search must find them.
      return lobbies.remember(
        group,
        `${queue}:${lang}`,
        () => lobbyOf(lobbyDeps, { region, names, truncated, queue, lang }),
        isSettled,
      );
    },

    /** One column, the player fetched from Riot first when not stored; `client` as for lookups. */
    async player(
      player: PlayerRequest,
      view: { queue: MultiSearchQueue; lang: Language },
    ): Promise<MultiSearchPlayer> {
      const { region, gameName, tagLine, client } = player;
      const looked = await jobs.lookup(region, gameName, tagLine, client);
      const row = await jobs.firstPage(looked, gameName, tagLine);
      // A first page Riot failed is asked for again, as the match list would (503 while it fails).
      if (!hasHistoryStart(row)) await ingestion.ensureHistory(row, MATCH_PAGE_SIZE);
      const [column] = await cachedColumns(lobbyDeps, { region, rows: [row], ...view });
      if (!column) throw new Error(`column of ${row.puuid} not read`);
      return column;
    },
  };
}

export type MultiSearchService = ReturnType<typeof createMultiSearchService>;
