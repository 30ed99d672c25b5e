import {
  type LpSummaryAnswer,
  type MultiSearchPlayer,
  type MultiSearchQueue,
  mainRoles,
  type PlayerRole,
  playerNotes,
  queueSelection,
  type Region,
} from '@riftscope/contracts';
import type { GameDataMapper } from '../riot-data/game-data.mapper.ts';
import type { StoredRank } from '../riot-data/live.repository.ts';
import type { MasteryOnChampion } from '../riot-data/masteries.repository.ts';
import type { SummonerRow } from '../riot-data/player-rows.ts';
import type {
  ChampionTallyRow,
  HistoryWindow,
  ScoutingGameRow,
} from '../riot-data/scouting.repository.ts';
import { noteFactsOf, toPlayerNote, toPool } from '../scouting/scouting.mapper.ts';
import { summarizeRecent } from '../summoners/player-stats.service.ts';
import { toRankedPair } from '../summoners/summoners.mapper.ts';

/** What one player's column is made of, each read for the whole lobby at once. */
export interface ColumnFacts {
  row: SummonerRow;
  /** The stored ranked entries of the player's profile. */
  ranks: readonly StoredRank[];
  /** The newest RECENT_GAMES games of the column's queue, newest first. */
  recent: readonly ScoutingGameRow[];
  /** The newest ranked games of both ranked queues, newest first, as the notes read them. */
  recentRanked: readonly ScoutingGameRow[];
  /** The season's games per champion and queue, every queue. */
  seasonTallies: readonly ChampionTallyRow[];
  window: HistoryWindow | undefined;
  /** The player's stored masteries read within COLUMN_MASTERY_AGE_MS. */
  masteries: readonly MasteryOnChampion[];
  /** The rank history's Solo/Duo `recent_lp`. */
  recentLp: LpSummaryAnswer | null;
}

/** The column's queue, the answer's language and the season the notes and pool read. */
export interface ColumnContext {
  queue: MultiSearchQueue;
  game: Pick<GameDataMapper, 'champion'>;
  now: number;
  seasonStart: number;
}

/** The tallies of the queue's games: one queue's for solo and flex, all of them for 'all'. */
export function talliesOfQueue(
  tallies: readonly ChampionTallyRow[],
  queue: MultiSearchQueue,
): ChampionTallyRow[] {
  const selection = queueSelection(queue);
  if (selection.kind === 'all') return [...tallies];
  const isListed = (t: ChampionTallyRow) => selection.ids.includes(t.queueId);
  return tallies.filter((t) => (selection.kind === 'in' ? isListed(t) : !isListed(t)));
}

/** The stored entries as the profile answers them: [solo, flex], each null when unranked. */
function rankedPairOf(row: SummonerRow, ranks: readonly StoredRank[]) {
  // The entries are written with the profile, at its fetch (summoners.repository.ts).
  const updatedAt = row.fetchedAt ?? new Date(0);
  return toRankedPair(ranks.map((r) => ({ ...r, summonerId: row.id, updatedAt })));
}

/** The recent summary's games by role, as mainRoles reads them. */
const rolesOf = (roles: readonly { role: PlayerRole; games: number }[]) =>
  Object.fromEntries(roles.map((r) => [r.role, r.games])) as Partial<Record<PlayerRole, number>>;

/** The masteries of the recent summary's champions, in its order; absent when none is stored. */
function recentMasteries(
  champions: readonly { champion_id: number }[],
  byChampion: ReadonlyMap<number, MasteryOnChampion>,
): Pick<MultiSearchPlayer, 'masteries'> {
  const masteries = champions.flatMap(({ champion_id }) => {
    const m = byChampion.get(champion_id);
    return m
      ? [
          {
            champion_id,
            level: m.level,
            points: m.points,
            fetched_at: m.fetchedAt.toISOString(),
          },
        ]
      : [];
  });
  return masteries.length > 0 ? { masteries } : {};
}

/** The champions whose stored masteries a column shows: the recent summary's and the pool's. */
export function masteryPicks(facts: ColumnFacts, ctx: ColumnContext): number[] {
  const recent = summarizeRecent(ctx.queue, facts.recent, ctx.game).champions;
  const pool = toPool(talliesOfQueue(facts.seasonTallies, ctx.queue), new Map(), ctx.game);
  return [...new Set([...recent.map((c) => c.champion_id), ...pool.map((c) => c.champion.id)])];
}

/** A stored player's column (MultiSearchPlayerSchema) from what was read of them. */
export function toColumn(facts: ColumnFacts, ctx: ColumnContext): MultiSearchPlayer {
  const { row } = facts;
  const { queue, game } = ctx;
  const recent = summarizeRecent(queue, facts.recent, game);
  const byChampion = new Map(facts.masteries.map((m) => [m.championId, m]));
  const roles = mainRoles(rolesOf(recent.roles));
  const notes = playerNotes(noteFactsOf(facts.recentRanked, facts.seasonTallies, facts.window), {
    now: ctx.now,
    seasonStart: ctx.seasonStart,
  });
  return {
    puuid: row.puuid,
    region: row.region as Region,
    game_name: row.gameName,
    tag_line: row.tagLine,
    profile_icon_id: row.profileIconId,
    summoner_level: row.summonerLevel,
    ranked: rankedPairOf(row, facts.ranks),
    recent,
    results: facts.recent.map((g) => (g.win ? 'win' : 'loss')),
    ...recentMasteries(recent.champions, byChampion),
    queue,
    pool: toPool(talliesOfQueue(facts.seasonTallies, queue), byChampion, game),
    main_role: roles.main,
    secondary_role: roles.secondary,
    notes: notes.map((note) => toPlayerNote(note, game)),
    recent_lp: facts.recentLp,
  };
}
