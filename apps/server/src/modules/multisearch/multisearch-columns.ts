import {
  type Language,
  type LpSummaryAnswer,
  type MultiSearchPlayer,
  type MultiSearchQueue,
  RANKED_FORM_GAMES,
  RANKED_QUEUE_RIOT,
  RANKED_QUEUES,
  RECENT_GAMES,
  type Region,
  riotIdKey,
  seasonOf,
  seasonRange,
} from '@riftscope/contracts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import type { GameDataCatalog } from '../riot-data/game-data.mapper.ts';
import type { LiveRepository } from '../riot-data/live.repository.ts';
import type { LpPerGameRepository } from '../riot-data/lp-per-game.repository.ts';
import type { MasteriesRepository, MasteryOnChampion } from '../riot-data/masteries.repository.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type { ScoutingGameRow, ScoutingRepository } from '../riot-data/scouting.repository.ts';
import { newestOf } from '../scouting/scouting.mapper.ts';
import { toLpSummary } from '../summoners/rank-history.service.ts';
import {
  type ColumnContext,
  type ColumnFacts,
  masteryPicks,
  toColumn,
} from './multisearch.mapper.ts';

/** Stored masteries shown in a column: those read within a day. */
export const COLUMN_MASTERY_AGE_MS = 24 * 3_600_000;

/** Where stored players' columns are read from: one statement per feature for every player of a lobby. */
export interface ColumnReads {
  ranks: Pick<LiveRepository, 'freshRanks'>;
  scouting: Pick<ScoutingRepository, 'recentGamesOf' | 'championTallies' | 'historyWindows'>;
  lp: Pick<LpPerGameRepository, 'recentOf'>;
  /** Stored masteries shown in the columns; none without. */
  masteries?: Pick<MasteriesRepository, 'onChampions'> | undefined;
  games: GameDataCatalog;
  now: () => number;
}

/** Stored players of one region, whose columns describe one queue in one language. */
export interface ColumnsRequest {
  region: Region;
  rows: readonly SummonerRow[];
  queue: MultiSearchQueue;
  lang: Language;
}

/**
 * Each player's newest RANKED_FORM_GAMES games of both ranked queues, newest first: the queues
 * not read yet are read, the column's own games (`recent`, newest RECENT_GAMES of a ranked
 * queue) are reused.
 */
async function rankedGamesOf(
  scouting: ColumnReads['scouting'],
  puuids: readonly string[],
  queue: MultiSearchQueue,
  recent: Promise<Map<string, ScoutingGameRow[]>>,
): Promise<Map<string, ScoutingGameRow[]>> {
  const isReused = (q: MultiSearchQueue) => q === queue && RECENT_GAMES >= RANKED_FORM_GAMES;
  const lists = await Promise.all(
    RANKED_QUEUES.map((q) =>
      isReused(q) ? recent : scouting.recentGamesOf(puuids, q, RANKED_FORM_GAMES),
    ),
  );
  return new Map(
    puuids.map((puuid) => [
      puuid,
      newestOf(
        lists.map((byPlayer) => byPlayer.get(puuid) ?? []),
        RANKED_FORM_GAMES,
      ),
    ]),
  );
}

/** Each player's Solo/Duo LP change as their rank history answers it, read for all at once. */
async function recentLpOf(
  lp: ColumnReads['lp'],
  region: Region,
  puuids: readonly string[],
): Promise<Map<string, LpSummaryAnswer | null>> {
  const summaries = await lp.recentOf(region, puuids, RANKED_QUEUE_RIOT.solo);
  return new Map([...summaries].map(([puuid, s]) => [puuid, s && toLpSummary(s)]));
}

/** The stored masteries, read within COLUMN_MASTERY_AGE_MS, of the champions the columns show. */
async function masteriesOf(
  deps: Pick<ColumnReads, 'masteries' | 'now'>,
  region: Region,
  picks: readonly { puuid: string; championId: number }[],
): Promise<Map<string, MasteryOnChampion[]>> {
  const byPlayer = new Map<string, MasteryOnChampion[]>();
  if (!deps.masteries || picks.length === 0) return byPlayer;
  const since = new Date(deps.now() - COLUMN_MASTERY_AGE_MS);
  for (const m of await deps.masteries.onChampions(region, picks, since)) {
    byPlayer.set(m.puuid, [...(byPlayer.get(m.puuid) ?? []), m]);
  }
  return byPlayer;
}

/** The stored players' columns, by PUUID, read together (ColumnReads). */
export async function readColumns(
  deps: ColumnReads,
  request: ColumnsRequest,
): Promise<Map<string, MultiSearchPlayer>> {
  const { scouting } = deps;
  const { region, rows, queue, lang } = request;
  if (rows.length === 0) return new Map();
  const puuids = rows.map((row) => row.puuid);
  const now = deps.now();
  const season = seasonRange(seasonOf(now));
  const recentGames = scouting.recentGamesOf(puuids, queue, RECENT_GAMES);
  const [ranks, recent, ranked, tallies, windows, recentLp] = await Promise.all([
    // Every stored profile: the players of a column were fetched from Riot at some time.
    deps.ranks.freshRanks(region, puuids, new Date(0)),
    recentGames,
    rankedGamesOf(scouting, puuids, queue, recentGames),
    scouting.championTallies(puuids, season.from, season.to),
    scouting.historyWindows(region, puuids),
    recentLpOf(deps.lp, region, puuids),
  ]);
  const ctx: ColumnContext = { queue, game: deps.games.in(lang), now, seasonStart: season.from };
  const facts = rows.map(
    (row): ColumnFacts => ({
      row,
      ranks: ranks.get(row.puuid) ?? [],
      recent: recent.get(row.puuid) ?? [],
      recentRanked: ranked.get(row.puuid) ?? [],
      seasonTallies: tallies.filter((t) => t.puuid === row.puuid),
      window: windows.get(row.puuid),
      masteries: [],
      recentLp: recentLp.get(row.puuid) ?? null,
    }),
  );
  const picks = facts.flatMap((f) =>
    masteryPicks(f, ctx).map((championId) => ({ puuid: f.row.puuid, championId })),
  );
  const masteries = await masteriesOf(deps, region, picks);
  return new Map(
    facts.map((f) => [
      f.row.puuid,
      toColumn({ ...f, masteries: masteries.get(f.row.puuid) ?? [] }, ctx),
    ]),
  );
}

/**
 * The stored players' columns in the request's order, each from the column cache when it was
 * built within seconds; the others are read together (readColumns), and each is kept in the
 * cache under its player's group, so an Update forgets it with the player's other answers.
 */
export async function cachedColumns(
  deps: ColumnReads & { columns: AnswerCache<MultiSearchPlayer> },
  request: ColumnsRequest,
): Promise<MultiSearchPlayer[]> {
  const { columns } = deps;
  const { rows, queue, lang } = request;
  const keyOf = (row: SummonerRow) => ({
    group: riotIdKey(row.gameName, row.tagLine),
    field: `${row.region}:${queue}:${lang}`,
  });
  const kept = await Promise.all(
    rows.map((row) => {
      const { group, field } = keyOf(row);
      return columns.get(group, field);
    }),
  );
  const missing = rows.filter((_, i) => kept[i] === undefined);
  let read: Promise<Map<string, MultiSearchPlayer>> | undefined;
  const readMissing = () => {
    read ??= readColumns(deps, { ...request, rows: missing });
    return read;
  };
  return Promise.all(
    rows.map(async (row, i) => {
      const cached = kept[i];
      if (cached) return cached;
      const { group, field } = keyOf(row);
      return columns.remember(group, field, async () => {
        const column = (await readMissing()).get(row.puuid);
        if (!column) throw new Error(`column of ${row.puuid} not read`);
        return column;
      });
    }),
  );
}
