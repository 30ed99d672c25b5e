import { REGION_CODES } from '@riftscope/contracts';
import { and, inArray, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { isQueryCanceled } from '../../db/errors.ts';
import { matchParticipants, rankedEntries, summoners } from '../../db/schema.ts';
import { soloColumns, soloEntry } from '../riot-data/conditions.ts';

/** A summoner that may be suggested, with what the ranking needs. */
export interface SearchCandidate {
  id: number;
  puuid: string;
  gameName: string;
  tagLine: string;
  region: string;
  profileIconId: number;
  summonerLevel: number;
  isFetched: boolean;
  /** Ranked Solo/Duo as last stored; all null when unranked there, or never fetched. */
  soloTier: string | null;
  soloRank: string | null;
  soloLeaguePoints: number | null;
}

export interface PrefixQuery {
  /** Game name prefix; never empty. */
  name: string;
  /** Tag line prefix, or null to match any tag. */
  tag: string | null;
}

/** The largest code point: a string starting with `p` sorts, byte by byte, below `p` and it. */
const LAST_CHARACTER = '\u{10FFFF}';

/**
 * `column` starts with `prefix`, as the range a left-anchored LIKE becomes for a
 * `text_pattern_ops` index (`~>=~ p and ~<~ p||max`). Written as that range, the prefix is a
 * plain value (no LIKE metacharacters to escape), and only the btree index can serve it: as a
 * LIKE, the planner may pick the trigram index and sort every match, which is slow for a short
 * prefix on a big table. Lower-casing runs in the database on both sides, so that it is the
 * same lower() the index used, whatever the database's character type locale.
 */
function startsWith(column: SQL, prefix: Placeholder | string): SQL {
  return sql`(${column} ~>=~ lower(${prefix}) and ${column} ~<~ (lower(${prefix}) || ${LAST_CHARACTER}))`;
}

const lowerName = sql`lower(${summoners.gameName})`;
const lowerTag = sql`lower(${summoners.tagLine})`;

const columns = {
  id: summoners.id,
  puuid: summoners.puuid,
  gameName: summoners.gameName,
  tagLine: summoners.tagLine,
  region: summoners.region,
  profileIconId: summoners.profileIconId,
  summonerLevel: summoners.summonerLevel,
  isFetched: sql<boolean>`${summoners.fetchedAt} is not null`.as('is_fetched'),
  ...soloColumns,
};

/** Only rows of the product's regions can be answered (a Riot platform we do not list is dropped). */
const knownRegion = inArray(summoners.region, REGION_CODES);

/**
 * The prefix query as a prepared statement: its SQL is built once, and on PostgreSQL each
 * connection plans it once; building and planning it cost more than running it. A query with
 * a tag prefix is a second statement.
 */
function prefixStatement(db: Database, hasTag: boolean) {
  const name = sql.placeholder('name');
  const tag = sql.placeholder('tag');
  const branch = (extra: SQL | undefined) =>
    db
      .select(columns)
      .from(summoners)
      .leftJoin(rankedEntries, soloEntry)
      .where(
        and(
          startsWith(lowerName, name),
          hasTag ? startsWith(lowerTag, tag) : undefined,
          knownRegion,
          extra,
        ),
      )
      .orderBy(sql`${lowerName} using ~<~`, sql`${lowerTag} using ~<~`)
      .limit(sql.placeholder('perGroup'));
  return unionAll(branch(isNotNull(summoners.fetchedAt)), branch(undefined)).prepare(
    hasTag ? 'search_prefix_name_tag' : 'search_prefix_name',
  );
}

/** Players whose Riot ID starts with what was typed, through the prepared prefix statements. */
function prefixQueries(db: Database) {
  const byName = prefixStatement(db, false);
  const byNameAndTag = prefixStatement(db, true);
  return {
    /**
     * The first `perGroup` fetched players and the first `perGroup` of all players whose Riot ID
     * starts with the prefixes, in index order. Each branch is a range scan of a
     * `text_pattern_ops` index stopped by its LIMIT, so the cost does not depend on how many
     * names share the prefix; ordering `USING ~<~` is what lets the index supply the order.
     */
    async prefixCandidates(query: PrefixQuery, perGroup: number): Promise<SearchCandidate[]> {
      return query.tag === null
        ? byName.execute({ name: query.name, perGroup })
        : byNameAndTag.execute({ name: query.name, tag: query.tag, perGroup });
    },
  };
}

/** Players whose game name is like what was typed, through pg_trgm when it is there. */
function similarityQueries(db: Database) {
  return {
    /**
     * Up to `limit` players whose game name is trigram-similar to `name` (pg_trgm's `%`, through
     * summoners_game_name_trgm_idx), most similar first. A trigram scan costs what the posting
     * lists of the name's trigrams cost, so it gets `budgetMs`; past it the answer is null.
     */
    async similarCandidates(
      name: string,
      tag: string | null,
      limit: number,
      budgetMs: number,
    ): Promise<SearchCandidate[] | null> {
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('statement_timeout', ${`${budgetMs}ms`}, true)`);
          return tx
            .select(columns)
            .from(summoners)
            .leftJoin(rankedEntries, soloEntry)
            .where(
              and(
                sql`${lowerName} % lower(${name})`,
                tag === null ? undefined : startsWith(lowerTag, tag),
                knownRegion,
              ),
            )
            .orderBy(
              sql`similarity(${lowerName}, lower(${name})) desc`,
              sql`${summoners.fetchedAt} is null`,
              sql`char_length(${summoners.gameName})`,
              summoners.id,
            )
            .limit(limit);
        });
      } catch (err) {
        if (isQueryCanceled(err)) return null;
        throw err;
      }
    },

    /** Whether pg_trgm and the trigram index are there (the migration creates them when it may). */
    async hasTrigramIndex(): Promise<boolean> {
      const rows = await db
        .select({
          isReady: sql<boolean>`exists (select 1 from pg_extension where extname = 'pg_trgm')
            and to_regclass('summoners_game_name_trgm_idx') is not null`,
        })
        .from(sql`(select 1) as probe`);
      return rows[0]?.isReady === true;
    },
  };
}

/**
 * The start of the newest stored match of each of `puuids` (ms), for the few players an
 * answer names: one probe of match_participants_history_idx each.
 */
async function lastSeen(db: Database, puuids: readonly string[]): Promise<Map<string, number>> {
  if (puuids.length === 0) return new Map();
  const list = sql.join(
    puuids.map((puuid) => sql`${puuid}`),
    sql`, `,
  );
  const rows = await db
    .select({
      puuid: sql<string>`p.puuid`,
      lastSeenAt: sql<number | null>`(
        select ${matchParticipants.gameCreation} from ${matchParticipants}
        where ${matchParticipants.puuid} = p.puuid
        order by ${matchParticipants.gameCreation} desc limit 1)`.mapWith(Number),
    })
    .from(sql`unnest(array[${list}]::text[]) as p(puuid)`);
  return new Map(
    rows.flatMap((r) => (r.lastSeenAt === null ? [] : [[r.puuid, r.lastSeenAt] as const])),
  );
}

export function createSearchRepository(db: Database) {
  return {
    ...prefixQueries(db),
    ...similarityQueries(db),
    lastSeen: (puuids: readonly string[]) => lastSeen(db, puuids),
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
