import { QUEUE_IDS_BY_GROUP } from '@riftscope/contracts';
import type { ItemClasses } from '@riftscope/riot/ddragon';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type RowSet, rowSet } from '../../db/row-set.ts';
import { championFacets, championMatchupFacets, championMatchupLanes } from '../../db/schema.ts';
import {
  type FacetDelta,
  type FacetDocument,
  facetRows,
  matchFacetDeltas,
  timelineFacetDeltas,
} from './facets.ts';
import type { ParticipantRow } from './match-rows.ts';
import { roleOf } from './match-stats.ts';
import {
  type MatchupFacetDelta,
  type MatchupLaneDelta,
  type MatchupTimeline,
  matchMatchupDeltas,
  matchupFacetRows,
  matchupLaneRows,
  timelineMatchupDeltas,
} from './matchup-facets.ts';
import { patchOf } from './rollups.ts';

// The rebuild of champion_facets and the matchup tables (rebuildRollups in
// rollups.repository.ts): the stored matches and timelines read in batches and summed with the
// functions of the incremental path.

// Whole rows are written.
const FACET_ROWS = rowSet(championFacets);
const MATCHUP_FACET_ROWS = rowSet(championMatchupFacets);
const MATCHUP_LANE_ROWS = rowSet(championMatchupLanes);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Matches read a batch, with their timelines' parts (tens of kB each, whole ones stored early). */
const REBUILD_BATCH = 500;
/** Facet rows written a statement. */
const INSERT_CHUNK = 5_000;

interface RebuildMatch {
  match_id: string;
  queue_id: number;
  game_version: string;
  platform: string;
  bracket: string;
  game_duration: number;
  map_id: number;
  /** Each participant's runes; in Arena, the whole participant (its place and augments too). */
  perks: FacetDocument['info']['participants'] | null;
  /**
   * The stored part of the timeline the aggregates read (aggregatePart), or the whole timeline
   * when stored before it; text, parsed in Node, where JSON.parse reads it several times faster
   * than PostgreSQL turns it into jsonb.
   */
  timeline: string | null;
}

type RebuildParticipant = Pick<
  ParticipantRow,
  | 'participantId'
  | 'puuid'
  | 'teamId'
  | 'teamPosition'
  | 'championId'
  | 'win'
  | 'items'
  | 'summoner1Id'
  | 'summoner2Id'
> & { matchId: string };

/** Arena's queues, whose facets read the whole participant (arena-facets.ts). */
const ARENA_QUEUES = sql.raw(`(${QUEUE_IDS_BY_GROUP.arena.join(', ')})`);

/** What a rebuild writes through: the transaction it runs in. */
export type RebuildTx = Pick<Database, 'execute'>;

/** Adds facet rows into `sums`, one sum per key. */
function addFacets(sums: Map<string, FacetDelta>, rows: readonly FacetDelta[]): void {
  for (const row of rows) {
    const id = `${row.championId}\u0000${row.queueId}\u0000${row.patch}\u0000${row.role}\u0000${row.facet}\u0000${row.value}\u0000${row.platform}\u0000${row.bracket}`;
    const sum = sums.get(id);
    if (sum) {
      sum.games += row.games;
      sum.wins += row.wins;
    } else sums.set(id, { ...row });
  }
}

/**
 * The next REBUILD_BATCH stored matches but remakes after the id `after`, in id order, with the
 * runes of their documents and the facet events of their timelines.
 */
async function rebuildBatch(tx: RebuildTx, after: string): Promise<RebuildMatch[]> {
  return rowsOf<RebuildMatch>(
    await tx.execute(sql`
      select m.match_id, m.queue_id, m.game_version, m.platform, m.bracket, m.game_duration,
        coalesce(m.map_id, (m.raw::json #>> '{info,mapId}')::int, 0) as map_id,
        (select json_agg(case when m.queue_id in ${ARENA_QUEUES} then x
             else json_build_object('participantId', x -> 'participantId', 'perks', x -> 'perks') end)
           from json_array_elements(json_extract_path(m.raw::json, 'info', 'participants')) as x) as perks,
        coalesce(t.aggregate_part, t.raw) as timeline
      from matches m
      left join match_timelines t on t.match_id = m.match_id
      where m.match_id > ${after} and m.is_remake is not true
      order by m.match_id
      limit ${REBUILD_BATCH}`),
  );
}

/** The participants of the matches with ids in (`after`, `last`], by match id. */
async function batchPlayers(
  tx: RebuildTx,
  ids: { after: string; last: string },
): Promise<Map<string, RebuildParticipant[]>> {
  const players = rowsOf<RebuildParticipant>(
    await tx.execute(sql`
      select match_id as "matchId", participant_id as "participantId", puuid,
        team_id as "teamId", team_position as "teamPosition", champion_id as "championId",
        win, items, summoner1_id as "summoner1Id", summoner2_id as "summoner2Id"
      from match_participants
      where match_id > ${ids.after} and match_id <= ${ids.last}
      order by match_id, participant_id`),
  );
  const playersOf = new Map<string, RebuildParticipant[]>();
  for (const p of players) {
    const list = playersOf.get(p.matchId) ?? [];
    list.push(p);
    playersOf.set(p.matchId, list);
  }
  return playersOf;
}

/** The participants of a stored match as the timeline's figures read them. */
const timelinePlayers = (participants: readonly RebuildParticipant[]) =>
  participants.map((p) => ({
    participantId: p.participantId,
    puuid: p.puuid,
    teamId: p.teamId,
    teamPosition: p.teamPosition,
    championId: p.championId,
    role: roleOf(p.teamPosition),
    win: p.win,
  }));

/**
 * A stored match's rows of champion_facets (those of its document, then those of its timeline
 * if stored) and of the matchup tables, by the functions of the incremental path.
 */
function storedMatchFacets(
  m: RebuildMatch,
  participants: readonly RebuildParticipant[],
  items: ItemClasses,
): { facets: FacetDelta[]; matchups: MatchupFacetDelta[]; lanes: MatchupLaneDelta[] } {
  const match = {
    queueId: Number(m.queue_id),
    gameVersion: m.game_version,
    platform: m.platform,
    bracket: m.bracket,
    gameDuration: Number(m.game_duration),
  };
  const document = { info: { participants: m.perks ?? [] } };
  const facets = matchFacetDeltas(document, { match, participants }, items);
  const matchups = matchMatchupDeltas(document, { match, participants });
  if (m.timeline === null) return { facets, matchups, lanes: [] };
  const key = {
    queueId: match.queueId,
    patch: patchOf(match.gameVersion),
    platform: match.platform,
    bracket: match.bracket,
  };
  const players = timelinePlayers(participants);
  const timeline = JSON.parse(m.timeline) as MatchupTimeline;
  const timelineRows = timelineFacetDeltas({ ...key, participants: players }, timeline, items);
  const vs = timelineMatchupDeltas(
    { ...key, mapId: Number(m.map_id), participants: players },
    timeline,
    items,
  );
  return {
    facets: [...facets, ...timelineRows],
    matchups: [...matchups, ...vs.facets],
    lanes: vs.lanes,
  };
}

/** Adds rows into `sums`, one sum per key (`idOf`). */
function addRows<T>(
  sums: Map<string, T>,
  rows: readonly T[],
  idOf: (row: T) => string,
  add: (sum: T, row: T) => void,
): void {
  for (const row of rows) {
    const id = idOf(row);
    const sum = sums.get(id);
    if (sum) add(sum, row);
    else sums.set(id, { ...row });
  }
}

const matchupIdOf = (r: MatchupFacetDelta | MatchupLaneDelta) =>
  `${r.championId}\u0000${r.queueId}\u0000${r.patch}\u0000${r.role}\u0000${r.enemyId}\u0000${r.platform}\u0000${r.bracket}`;

/** Writes whole rows of a table (its rowSet) INSERT_CHUNK a statement. */
async function insertRows<Row>(
  tx: RebuildTx,
  table: string,
  set: RowSet<Row>,
  rows: readonly Row[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx.execute(sql`
      insert into ${sql.raw(table)} (${set.columns})
      select ${set.columnsOf('f')} from ${set.recordset(rows.slice(i, i + INSERT_CHUNK), 'f')}`);
  }
}

/**
 * champion_facets and the matchup tables summed again from every stored match but remakes and
 * every stored timeline, with the functions the incremental path uses (facets.ts,
 * matchup-facets.ts): matches are read in batches by id, rows summed in memory, given their
 * all-regions rows (facetRows, matchupFacetRows, matchupLaneRows) and written in chunks.
 */
export async function rebuildFacets(
  tx: RebuildTx,
  items: ItemClasses,
): Promise<{ facets: number; matchupFacets: number; matchupLanes: number }> {
  const sums = new Map<string, FacetDelta>();
  const matchupSums = new Map<string, MatchupFacetDelta>();
  const laneSums = new Map<string, MatchupLaneDelta>();
  // The next batch is read while this one is counted: PostgreSQL reads the next matches while
  // Node parses the timelines of these.
  const read = async (after: string) => {
    const batch = await rebuildBatch(tx, after);
    const last = batch.at(-1);
    const playersOf = last
      ? await batchPlayers(tx, { after, last: last.match_id })
      : new Map<string, RebuildParticipant[]>();
    return { batch, playersOf };
  };
  const ahead = (after: string) => {
    const reading = read(after);
    // Awaited below; if counting this batch throws first, its failure is not left unhandled.
    reading.catch(() => {});
    return reading;
  };
  let next = ahead('');
  for (;;) {
    const { batch, playersOf } = await next;
    const last = batch.at(-1);
    if (!last) break;
    next = ahead(last.match_id);
    for (const m of batch) {
      const rows = storedMatchFacets(m, playersOf.get(m.match_id) ?? [], items);
      addFacets(sums, rows.facets);
      addRows(
        matchupSums,
        rows.matchups,
        (r) => `${matchupIdOf(r)}\u0000${r.facet}\u0000${r.value}`,
        (a, b) => {
          a.games += b.games;
          a.wins += b.wins;
        },
      );
      addRows(laneSums, rows.lanes, matchupIdOf, (a, b) => {
        a.games += b.games;
        a.goldDiffSum += b.goldDiffSum;
        a.csDiffSum += b.csDiffSum;
        a.xpDiffSum += b.xpDiffSum;
      });
    }
  }
  const rows = facetRows([...sums.values()]);
  await insertRows(tx, 'champion_facets', FACET_ROWS, rows);
  const matchups = matchupFacetRows([...matchupSums.values()]);
  await insertRows(tx, 'champion_matchup_facets', MATCHUP_FACET_ROWS, matchups);
  const lanes = matchupLaneRows([...laneSums.values()]);
  await insertRows(tx, 'champion_matchup_lanes', MATCHUP_LANE_ROWS, lanes);
  return { facets: rows.length, matchupFacets: matchups.length, matchupLanes: lanes.length };
}
