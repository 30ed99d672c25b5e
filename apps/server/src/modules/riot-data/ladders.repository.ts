import { APEX_TIERS, type ApexTier, LADDER_CHAMPIONS } from '@riftscope/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowSet } from '../../db/row-set.ts';
import { ladderEntries, ladderReads } from '../../db/schema.ts';

/** A player of an apex league list as league-v4 gives it. */
export interface ApexListEntry {
  puuid: string;
  leaguePoints: number;
  wins: number;
  losses: number;
}

/** The three apex lists of a queue on a platform, as read from league-v4. */
export type ApexLists = Readonly<Record<ApexTier, readonly ApexListEntry[]>>;

/** A ladder row as stored. */
export type LadderEntryRow = typeof ladderEntries.$inferSelect;

/** When a ladder was read and how many players each apex league held. */
export type LadderReadRow = typeof ladderReads.$inferSelect;

const ENTRY = rowSet(ladderEntries, [
  'region',
  'queueType',
  'position',
  'puuid',
  'tier',
  'leaguePoints',
  'wins',
  'losses',
]);

/** Highest first: Challenger, Grandmaster, Master. */
const TIER_ORDER: readonly ApexTier[] = [...APEX_TIERS].reverse();

/**
 * The ladder of three apex lists: Challenger first, then Grandmaster, then Master, each by LP
 * (then wins, then puuid, so equal standings keep one order from read to read); position 1 is
 * the top. A player in two lists (a list read while Riot moved them) keeps the higher tier.
 */
export function orderLadder(lists: ApexLists) {
  const seen = new Set<string>();
  const rows: Omit<LadderEntryRow, 'region' | 'queueType'>[] = [];
  for (const tier of TIER_ORDER) {
    const entries = lists[tier]
      .filter((e) => !seen.has(e.puuid))
      .sort(
        (a, b) =>
          b.leaguePoints - a.leaguePoints ||
          b.wins - a.wins ||
          (a.puuid < b.puuid ? -1 : a.puuid > b.puuid ? 1 : 0),
      );
    for (const e of entries) {
      seen.add(e.puuid);
      rows.push({
        position: rows.length + 1,
        puuid: e.puuid,
        tier,
        leaguePoints: e.leaguePoints,
        wins: e.wins,
        losses: e.losses,
      });
    }
  }
  return rows;
}

/** A ladder row with what the site holds of its player. */
export interface LadderPageRow extends LadderEntryRow {
  gameName: string | null;
  tagLine: string | null;
  /** Null for a player seen only in others' matches (a stub) or not stored at all. */
  summonerLevel: number | null;
  profileIconId: number | null;
}

/** A champion among a player's most played in the games asked about. */
export interface LadderChampionRow {
  puuid: string;
  championId: number;
  championName: string;
  games: number;
}

/** A stored high-ranked player's games on one champion. */
export interface BestPlayerRow {
  region: string;
  puuid: string;
  gameName: string;
  tagLine: string;
  tier: string;
  leaguePoints: number;
  games: number;
  wins: number;
  kills: number;
  deaths: number;
  assists: number;
  newestGame: number;
}

/** A page of the ladder from `offset`, with the names and levels the site holds. */
export async function ladderPage(
  db: Database,
  region: string,
  queueType: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<LadderPageRow[]> {
  const result = (await db.execute(sql`
      select e.region, e.queue_type as "queueType", e.position, e.puuid, e.tier,
        e.league_points as "leaguePoints", e.wins, e.losses,
        s.game_name as "gameName", s.tag_line as "tagLine",
        case when s.fetched_at is null then null else s.summoner_level end as "summonerLevel",
        case when s.fetched_at is null then null else s.profile_icon_id end as "profileIconId"
      from ladder_entries e
      left join summoners s on s.region = e.region and s.puuid = e.puuid
      where e.region = ${region} and e.queue_type = ${queueType}
        and e.position > ${offset} and e.position <= ${offset + limit}
      order by e.position`)) as unknown as { rows: LadderPageRow[] };
  return result.rows;
}

/**
 * Each player's LADDER_CHAMPIONS most played champions in their stored games of `queueId`
 * from `from` to `to` (ms), remakes left out; ties go to more wins, then the lower id. One
 * statement for any number of players, each read through the history index.
 */
export async function mostPlayed(
  db: Database,
  puuids: readonly string[],
  { queueId, from, to }: { queueId: number; from: number; to: number },
): Promise<LadderChampionRow[]> {
  if (puuids.length === 0) return [];
  const result = (await db.execute(sql`
      with players as (
        select value as puuid from jsonb_array_elements_text(${JSON.stringify(puuids)}::jsonb)
      )
      select players.puuid, c.champion_id as "championId",
        c.champion_name as "championName", c.games
      from players
      cross join lateral (
        select p.champion_id, max(p.champion_name) as champion_name, count(*)::int as games
        from match_participants p
        where p.puuid = players.puuid
          and p.game_creation >= ${from} and p.game_creation < ${to}
          and p.queue_id = ${queueId}
          and p.is_remake is not true
        group by p.champion_id
        order by count(*) desc, count(*) filter (where p.win) desc, p.champion_id
        limit ${LADDER_CHAMPIONS}
      ) c`)) as unknown as { rows: LadderChampionRow[] };
  return result.rows;
}

/**
 * Stored players whose current Solo/Duo entry is in `tiers`, with at least `minGames` games
 * on the champion in `queueId` from `from` to `to` (ms), remakes left out: most games first,
 * then the better win rate, then the higher LP. One statement.
 */
export async function bestPlayersOf(
  db: Database,
  options: {
    championId: number;
    region: string | null;
    tiers: readonly string[];
    queueId: number;
    from: number;
    to: number;
    minGames: number;
    limit: number;
  },
): Promise<BestPlayerRow[]> {
  const { championId, region, tiers, queueId, from, to, minGames, limit } = options;
  const result = (await db.execute(sql`
      select s.region, s.puuid, s.game_name as "gameName", s.tag_line as "tagLine",
        r.tier, r.league_points as "leaguePoints",
        count(*)::int as games, (count(*) filter (where p.win))::int as wins,
        sum(p.kills)::int as kills, sum(p.deaths)::int as deaths,
        sum(p.assists)::int as assists, max(p.game_creation)::float8 as "newestGame"
      from summoners s
      join ranked_entries r on r.summoner_id = s.id and r.queue_type = 'RANKED_SOLO_5x5'
      join match_participants p on p.puuid = s.puuid
      where s.fetched_at is not null
        and r.tier in (select value from jsonb_array_elements_text(${JSON.stringify(tiers)}::jsonb))
        ${region ? sql`and s.region = ${region}` : sql``}
        and p.champion_id = ${championId} and p.queue_id = ${queueId}
        and p.game_creation >= ${from} and p.game_creation < ${to}
        and p.is_remake is not true
      group by s.id, r.tier, r.league_points
      having count(*) >= ${minGames}
      order by games desc, (count(*) filter (where p.win))::float8 / count(*) desc,
        r.league_points desc, s.puuid
      limit ${limit}`)) as unknown as { rows: BestPlayerRow[] };
  return result.rows;
}

/**
 * Replaces the ladder of a queue on a platform with the three lists just read, and records
 * the read's time and counts, in one transaction: a reader sees the old ladder or the new.
 */
export async function replaceLadder(
  db: Database,
  {
    region,
    queueType,
    lists,
    at,
  }: { region: string; queueType: string; lists: ApexLists; at: Date },
): Promise<void> {
  const rows = orderLadder(lists).map((r) => ({ ...r, region, queueType }));
  const read = {
    region,
    queueType,
    fetchedAt: at,
    challengers: lists.CHALLENGER.length,
    grandmasters: lists.GRANDMASTER.length,
    masters: lists.MASTER.length,
  };
  await db.transaction(async (tx) => {
    await tx
      .delete(ladderEntries)
      .where(and(eq(ladderEntries.region, region), eq(ladderEntries.queueType, queueType)));
    if (rows.length > 0)
      await tx.execute(sql`
        insert into ladder_entries (${ENTRY.columns})
        select ${ENTRY.columnsOf('e')} from ${ENTRY.recordset(rows, 'e')}`);
    await tx
      .insert(ladderReads)
      .values(read)
      .onConflictDoUpdate({
        target: [ladderReads.region, ladderReads.queueType],
        set: {
          fetchedAt: read.fetchedAt,
          challengers: read.challengers,
          grandmasters: read.grandmasters,
          masters: read.masters,
        },
      });
  });
}

/** The apex ladders (docs/player-page.md, Ladders): written whole at each read, read by page. */
export function createLaddersRepository(db: Database) {
  return {
    /** Replaces a ladder with the three lists just read, with the read's time and counts. */
    replace: (region: string, queueType: string, lists: ApexLists, at: Date) =>
      replaceLadder(db, { region, queueType, lists, at }),

    /** Every ladder's last read. */
    reads(): Promise<LadderReadRow[]> {
      return db.select().from(ladderReads);
    },

    /** The last read of one ladder; null when it was never read. */
    async read(region: string, queueType: string): Promise<LadderReadRow | null> {
      const [row] = await db
        .select()
        .from(ladderReads)
        .where(and(eq(ladderReads.region, region), eq(ladderReads.queueType, queueType)));
      return row ?? null;
    },

    /** A page of the ladder from `offset`, with the names and levels the site holds. */
    page: (region: string, queueType: string, range: { offset: number; limit: number }) =>
      ladderPage(db, region, queueType, range),

    /** Each player's most played champions in their stored games of a queue and time. */
    champions: (puuids: readonly string[], games: { queueId: number; from: number; to: number }) =>
      mostPlayed(db, puuids, games),

    /** The player's places on their region's ladders, with each ladder's read. */
    places(region: string, puuid: string) {
      return db
        .select({ entry: ladderEntries, read: ladderReads })
        .from(ladderEntries)
        .innerJoin(
          ladderReads,
          and(
            eq(ladderReads.region, ladderEntries.region),
            eq(ladderReads.queueType, ladderEntries.queueType),
          ),
        )
        .where(and(eq(ladderEntries.region, region), eq(ladderEntries.puuid, puuid)))
        .orderBy(asc(ladderEntries.queueType));
    },

    /** The stored high-ranked players with the most games on a champion. */
    bestPlayers: (options: Parameters<typeof bestPlayersOf>[1]) => bestPlayersOf(db, options),
  };
}

export type LaddersRepository = ReturnType<typeof createLaddersRepository>;
