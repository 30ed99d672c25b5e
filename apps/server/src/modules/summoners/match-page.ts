import {
  type Language,
  type LpChange,
  type LpChangeAnswer,
  lastPageOf,
  type MatchListItem,
  type MatchListPage,
  type QueueFilter,
  type Region,
  rankedQueueTypeOf,
} from '@riftscope/contracts';
import { conflict, unlessUnavailable } from '../../platform/errors.ts';
import type { IngestionService } from '../ingestion/ingestion.service.ts';
import type { IngestionJobs } from '../ingestion/ingestion-jobs.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type { LpPerGameRepository } from '../riot-data/lp-per-game.repository.ts';
import type { ParticipantRanksRepository } from '../riot-data/participant-ranks.repository.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { SummonersRepository } from '../riot-data/summoners.repository.ts';
import { withAverageRanks } from './match-average-ranks.ts';
import { NOT_STORED_YET, type PlayerRequest } from './player-request.ts';
import { storedPlayer, storedWithHistory } from './stored-players.ts';
import { toMatchListItem } from './summoners.mapper.ts';

/**
 * Older matches a queue tab asks Riot for when its page runs short: Riot's most per request.
 * They are of every queue, as Riot's own queue filter would leave the stored history with gaps
 * that the gap-free bookkeeping (historyStoredFrom) cannot describe.
 */
export const OLDER_MATCHES_PER_REQUEST = 100;

/** Which page of a player's match list, of which queue tab, in which language. */
export interface MatchPageRequest {
  page: number;
  perPage: number;
  queue: QueueFilter;
  lang: Language;
}

export interface MatchPageDeps {
  summoners: SummonersRepository;
  jobs: IngestionJobs;
  ingestion: Pick<IngestionService, 'ensureHistory'>;
  games: GameDataCatalog;
  lp: Pick<LpPerGameRepository, 'changesOf'>;
  /** The ranks we hold of the matches' players, for each match's average tier. */
  ranks?: Pick<ParticipantRanksRepository, 'held'>;
}

/** A short page that is not the last is partial: asked again, it goes on from Riot. */
export const isWholePage = (answer: MatchListPage) =>
  answer.data.length === answer.per_page || answer.last_page <= answer.current_page;

/** The player whose matches are listed: looked up (or stored only, for a render), first page in. */
async function listedPlayer(
  deps: MatchPageDeps,
  player: PlayerRequest<Region | undefined>,
): Promise<SummonerRow> {
  if (player.reads === 'stored') return storedWithHistory(deps, player);
  const { region, gameName, tagLine, client } = player;
  const looked = region
    ? await deps.jobs.lookup(region, gameName, tagLine, client)
    : await storedPlayer(deps, player);
  // A first page Riot failed while this request waited for it is asked for again later.
  return unlessUnavailable(deps.jobs.firstPage(looked, gameName, tagLine), looked);
}

/** The stored rows of one page, the list's bounds and the other players of those matches. */
function readStoredPage(deps: MatchPageDeps, row: SummonerRow, request: MatchPageRequest) {
  const { page, perPage, queue } = request;
  const offset = (page - 1) * perPage;
  return Promise.all([
    deps.summoners.history(row.puuid, offset, perPage, queue),
    deps.summoners.historyBounds(row.puuid, queue),
    deps.summoners.historyPlayers(row.puuid, offset, perPage, queue),
  ]);
}

/** The gap-free counts, of every queue and of the tab's; unknown when the history is whole. */
async function readGapFreeCounts(
  deps: MatchPageDeps,
  row: SummonerRow,
  queue: QueueFilter,
): Promise<[number | undefined, number | undefined]> {
  const from = row.historyStoredFrom;
  if (row.isHistoryComplete || from === null) return [undefined, undefined];
  return Promise.all([
    deps.summoners.countSince(row.puuid, from),
    queue === 'all' ? undefined : deps.summoners.countSince(row.puuid, from, queue),
  ]);
}

/**
 * Asks Riot for older matches when the stored range is short, and tells whether it did. A tab
 * cannot tell how far back its next page lies, so it asks for the next hundred matches of every
 * queue, once a request. A render draws only what is stored (409 when short, without asking).
 */
async function askOlderWhenShort(
  deps: MatchPageDeps,
  input: { row: SummonerRow; request: MatchPageRequest; reads: PlayerRequest['reads'] },
  [stored, storedInQueue]: [number | undefined, number | undefined],
): Promise<boolean> {
  const { row, request, reads } = input;
  const wanted = request.page * request.perPage;
  const isAll = request.queue === 'all';
  const isTabShort = !isAll && !row.isHistoryComplete && (storedInQueue ?? 0) < wanted;
  const isShort = isTabShort || (isAll && !row.isHistoryComplete && (stored ?? 0) < wanted);
  if (reads === 'stored' && isShort) throw conflict(NOT_STORED_YET);
  if (isTabShort) {
    return deps.ingestion.ensureHistory(row, (stored ?? 0) + OLDER_MATCHES_PER_REQUEST, { stored });
  }
  return isAll && (await deps.ingestion.ensureHistory(row, wanted, { stored }));
}

/** A ranked game's item with its LP change (null when not proven); other queues' as they are. */
function withLpChange(item: MatchListItem, changes: ReadonlyMap<string, LpChange>): MatchListItem {
  if (rankedQueueTypeOf(item.match.queue_id) === undefined) return item;
  const change = changes.get(item.match_id);
  if (!change) return { ...item, lp_change: null };
  const { kind, lp, after } = change;
  return {
    ...item,
    lp_change: {
      kind,
      lp,
      tier: after.tier,
      rank: after.rank as LpChangeAnswer['rank'],
      league_points: after.leaguePoints,
      seen_at: new Date(after.at).toISOString(),
    },
  };
}

/** A page of the player's match list from what is stored, asking Riot for older matches when short. */
export async function readMatchPage(
  deps: MatchPageDeps,
  player: PlayerRequest<Region | undefined>,
  request: MatchPageRequest,
): Promise<MatchListPage> {
  const row = await listedPlayer(deps, player);
  const { page, perPage, queue, lang } = request;
  const from = row.historyStoredFrom;
  let [[rows, { total }, players], counts] = await Promise.all([
    readStoredPage(deps, row, request),
    readGapFreeCounts(deps, row, queue),
  ]);
  const asked = await askOlderWhenShort(deps, { row, request, reads: player.reads }, counts);
  let isComplete = row.isHistoryComplete;
  let hasGrown = false;
  if (asked) {
    const fresh = await deps.summoners.findByPuuid(row.region, row.puuid);
    isComplete = fresh?.isHistoryComplete ?? isComplete;
    hasGrown = isComplete || (fresh !== null && fresh.historyStoredFrom !== from);
    [rows, { total }, players] = await readStoredPage(deps, row, request);
  }
  const byMatch = Map.groupBy(players, (p) => p.matchId);
  const game = deps.games.in(lang);
  const items: MatchListItem[] = rows.map((r) =>
    toMatchListItem(r, byMatch.get(r.participant.matchId) ?? [], game),
  );
  const games = rows.map(({ participant: p }) => ({
    matchId: p.matchId,
    queueId: p.queueId,
    start: p.gameCreation,
  }));
  // Both read what is stored about the page's matches: the LP of its ranked games and the
  // ranks of its players.
  const [lpChanges, data] = await Promise.all([
    deps.lp.changesOf(row, games),
    withAverageRanks(deps.ranks, row.region, items),
  ]);
  const ranked = data.map((item) => withLpChange(item, lpChanges));
  const storedPages = lastPageOf(total, perPage);
  // While Riot may have older matches, there is always a next page to ask for: after a full
  // page, or after a short tab page that Riot has just given older matches (not one it failed).
  const lastPage = isComplete
    ? storedPages
    : Math.max(storedPages, page + (data.length === perPage || hasGrown ? 1 : 0));
  return {
    data: ranked,
    current_page: page,
    last_page: Math.max(lastPage, 1),
    per_page: perPage,
    total,
  };
}
