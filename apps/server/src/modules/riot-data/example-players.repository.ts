import { RANKED_DIVISIONS, RANKED_TIERS, SOLO_QUEUE } from '@riftscope/contracts';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rankedEntries, summoners } from '../../db/schema.ts';

/** A stored player's Riot ID in a region. */
export interface StoredRiotId {
  region: string;
  gameName: string;
  tagLine: string;
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

// Higher tiers later in RANKED_TIERS; division I first in RANKED_DIVISIONS.
const tierOrder = sql`array_position(${textArray(RANKED_TIERS)}, ${rankedEntries.tier})`;
const divisionOrder = sql`array_position(${textArray(RANKED_DIVISIONS)}, ${rankedEntries.rank})`;

/**
 * The highest-ranked player in Solo/Duo stored in each of the regions (tier, then division, then
 * LP; the player stored first among equals), of those fetched from Riot with a Riot ID: one
 * statement, at most one row a region.
 */
export async function highestRankedPlayers(
  db: Database,
  regions: readonly string[],
): Promise<StoredRiotId[]> {
  if (regions.length === 0) return [];
  const ranked = db
    .selectDistinctOn([summoners.region], {
      region: summoners.region,
      gameName: summoners.gameName,
      tagLine: summoners.tagLine,
    })
    .from(summoners)
    .innerJoin(
      rankedEntries,
      and(eq(rankedEntries.summonerId, summoners.id), eq(rankedEntries.queueType, SOLO_QUEUE)),
    )
    .where(
      and(
        inArray(summoners.region, [...regions]),
        isNotNull(summoners.fetchedAt),
        sql`${summoners.gameName} <> ''`,
      ),
    )
    .orderBy(
      asc(summoners.region),
      desc(tierOrder),
      asc(divisionOrder),
      desc(rankedEntries.leaguePoints),
      asc(summoners.id),
    );
  return ranked;
}
