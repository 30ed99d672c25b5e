import type { QueueFilter } from '@riftscope/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { matches, matchParticipants } from '../../db/schema.ts';
import { FIRST_SEASON, inQueue, LAST_SEASON, notRemake, SEASON_STARTS } from './conditions.ts';

/** One of the player's games in the recent-games summary. */
export interface RecentGameRow {
  win: boolean;
  kills: number;
  deaths: number;
  assists: number;
  killParticipation: number | null;
  role: string | null;
  championId: number;
  championName: string;
  /** Against the lane opponent, from the stored timeline; null where there is none. */
  goldDiff10: number | null;
  csDiff10: number | null;
  xpDiff10: number | null;
  goldDiff15: number | null;
  csDiff15: number | null;
  xpDiff15: number | null;
}

/** The player's sums on one champion in a season and queue. */
export interface ChampionSeasonRow {
  championId: number;
  championName: string;
  games: number;
  wins: number;
  kills: number;
  deaths: number;
  assists: number;
  creepScore: number;
  damage: number;
  gold: number;
  /** The games' total length in seconds. */
  seconds: number;
  /** Null when no game has a score. */
  avgScore: number | null;
}

export interface ChampionSeason {
  season: number | null;
  /** Seasons with stored games of any queue, newest first. */
  seasons: number[];
  champions: ChampionSeasonRow[];
}

interface ChampionSeasonSqlRow {
  season: number | null;
  seasons: number[] | null;
  champion_id: number | null;
  champion_name: string | null;
  games: number;
  wins: number;
  kills: number;
  deaths: number;
  assists: number;
  creep_score: number;
  damage: number;
  gold: number;
  seconds: number;
  avg_score: number | null;
}

/** The player's games of one season and queue; `season` null means the latest stored. */
interface SeasonQuery {
  puuid: string;
  queue: QueueFilter;
  season: number | null;
}

/**
 * The chosen season, the seasons with stored games and one row per champion of the chosen
 * season and queue (none, but the season's row, when it has no games).
 */
function championSeasonStatement({ puuid, queue, season }: SeasonQuery): SQL {
  const p = matchParticipants;
  const starts = sql`${SEASON_STARTS}::bigint[]`;
  return sql`
    with seasons as (
      select distinct width_bucket(${p.gameCreation}, ${starts}) + ${FIRST_SEASON - 1} as season
      from ${p}
      where ${p.puuid} = ${puuid}
    ), chosen as (
      select coalesce(${season}::int, (
        select max(season) from seasons where season between ${FIRST_SEASON} and ${LAST_SEASON}
      )) as season
    )
    select chosen.season,
      (select array_agg(season order by season desc) from seasons
        where season between ${FIRST_SEASON} and ${LAST_SEASON}) as seasons,
      c.*
    from chosen
    left join lateral (
      select ${p.championId} as champion_id,
        max(${p.championName}) as champion_name,
        count(*)::int as games,
        (count(*) filter (where ${p.win}))::int as wins,
        sum(${p.kills})::int as kills,
        sum(${p.deaths})::int as deaths,
        sum(${p.assists})::int as assists,
        sum(${p.creepScore})::float8 as creep_score,
        sum(${p.totalDamage})::float8 as damage,
        sum(${p.goldEarned})::float8 as gold,
        sum(${matches.gameDuration})::float8 as seconds,
        avg(${p.score})::float8 as avg_score
      from ${p}
      join ${matches} on ${matches.matchId} = ${p.matchId}
      where ${p.puuid} = ${puuid}
        and ${p.gameCreation} >= (${starts})[chosen.season - ${FIRST_SEASON - 1}]
        and ${p.gameCreation} < (${starts})[chosen.season - ${FIRST_SEASON - 2}]
        and ${notRemake(p.isRemake)}
        and ${inQueue(queue) ?? sql`true`}
      group by ${p.championId}
    ) c on true
    order by c.games desc, c.wins desc, c.champion_id`;
}

/** The statement's rows as the season, its seasons and its champions. */
function championSeasonOf(rows: readonly ChampionSeasonSqlRow[]): ChampionSeason {
  const [first] = rows;
  return {
    season: first?.season ?? null,
    seasons: first?.seasons ?? [],
    champions: rows.flatMap((r) =>
      r.champion_id === null
        ? []
        : [
            {
              championId: r.champion_id,
              championName: r.champion_name ?? '',
              games: r.games,
              wins: r.wins,
              kills: r.kills,
              deaths: r.deaths,
              assists: r.assists,
              creepScore: r.creep_score,
              damage: r.damage,
              gold: r.gold,
              seconds: r.seconds,
              avgScore: r.avg_score,
            },
          ],
    ),
  };
}

/** The player-page statistics read from a player's stored participant rows; remakes never count. */
export function createPlayerStatsRepository(db: Database) {
  return {
    /** The player's newest `limit` games of the queue but remakes, newest first. */
    async recentGames(puuid: string, queue: QueueFilter, limit: number): Promise<RecentGameRow[]> {
      const p = matchParticipants;
      return db
        .select({
          win: p.win,
          kills: p.kills,
          deaths: p.deaths,
          assists: p.assists,
          killParticipation: p.killParticipation,
          role: p.role,
          championId: p.championId,
          championName: p.championName,
          goldDiff10: p.goldDiff10,
          csDiff10: p.csDiff10,
          xpDiff10: p.xpDiff10,
          goldDiff15: p.goldDiff15,
          csDiff15: p.csDiff15,
          xpDiff15: p.xpDiff15,
        })
        .from(p)
        .where(and(eq(p.puuid, puuid), notRemake(p.isRemake), inQueue(queue)))
        .orderBy(desc(p.gameCreation), desc(p.matchId))
        .limit(limit);
    },

    /**
     * The player's champions in a season and queue with their sums, and the seasons the player
     * has stored games in, in one statement; `season` null means the latest of those.
     */
    async championSeason(
      puuid: string,
      queue: QueueFilter,
      season: number | null,
    ): Promise<ChampionSeason> {
      const result = (await db.execute(
        championSeasonStatement({ puuid, queue, season }),
      )) as unknown as { rows: ChampionSeasonSqlRow[] };
      return championSeasonOf(result.rows);
    },
  };
}

export type PlayerStatsRepository = ReturnType<typeof createPlayerStatsRepository>;
