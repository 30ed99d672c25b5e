import { MATCH_PAGE_SIZE, type MatchBracket } from '@riftscope/contracts';
import type { ItemClasses } from '@riftscope/riot/ddragon';
import type { MatchDto } from '@riftscope/riot/schemas';
import { getTableColumns, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { rowSet } from '../../db/row-set.ts';
import { matches, matchParticipants } from '../../db/schema.ts';
import { matchFacetDeltas } from './facets.ts';
import { LANE_DIFF_KEYS } from './lane-figures.ts';
import { matchRows, type ParticipantRow } from './match-rows.ts';
import { matchMatchupDeltas } from './matchup-facets.ts';
import {
  type AggregateParameters,
  aggregateJson,
  type MatchAggregates,
  rollupKeyJson,
  rollupKeys,
  rollupUpserts,
} from './rollups.repository.ts';
import { type RollupKey, rollupDeltas, rollupKeyOf } from './rollups.ts';

// The statement that stores a batch of matches (matches.repository.ts storeMany): the match
// rows, their participants, name stubs and their shares of the champion aggregates.

const MATCH = rowSet(matches, [
  'matchId',
  'platform',
  'queueId',
  'gameMode',
  'gameVersion',
  'gameCreation',
  'gameDuration',
  'raw',
  'isRemake',
  'mapId',
  'bracket',
]);
/** Every column of a player's row but the lane differences, written with the timeline. */
const PARTICIPANTS = rowSet(
  matchParticipants,
  (Object.keys(getTableColumns(matchParticipants)) as (keyof ParticipantRow & string)[]).filter(
    (key) => !(LANE_DIFF_KEYS as readonly string[]).includes(key),
  ),
);

/** Matches stored by one statement at most: a lookup's page. */
export const STORE_BATCH_MAX = MATCH_PAGE_SIZE;

/** The placeholders of the aggregate rows' JSON texts in the store statement. */
const AGGREGATES: AggregateParameters<Placeholder> = {
  stats: sql.placeholder('stats'),
  bans: sql.placeholder('bans'),
  totals: sql.placeholder('totals'),
  facets: sql.placeholder('facets'),
  matchups: sql.placeholder('matchups'),
};

/** Placeholder names of the `i`th match row of the store statement. */
const matchPrefix = (i: number) => `m${i}_`;

/**
 * The statement storing `size` matches (storeMany), with placeholders for every value: its
 * text depends on the size alone, so it is prepared once and only its values are sent.
 */
export function storeStatement(size: number): SQL {
  const rows = Array.from({ length: size }, (_, i) => sql`(${MATCH.placeholders(matchPrefix(i))})`);
  return sql`
        with m as (
          insert into matches (${MATCH.columns})
          -- In match id order (storeMany), so batches sharing a match wait in one order.
          values ${sql.join(rows, sql.raw(', '))}
          on conflict do nothing
          returning match_id, platform
        ), players as (
          select * from ${PARTICIPANTS.recordsetOf(sql.placeholder('players'), 'x')}
        ), stored_players as (
          insert into match_participants (${PARTICIPANTS.columns})
          select ${PARTICIPANTS.columnsOf('p')}
          from m join players p on p.match_id = m.match_id
        ), stubs as (
          insert into summoners (puuid, region, game_name, tag_line, profile_icon_id)
          -- A player met in several of the matches is named as the newest one names it.
          select distinct on (m.platform, p.puuid)
            p.puuid, m.platform, p.riot_id_game_name, p.riot_id_tagline, p.profile_icon_id
          from m join players p on p.match_id = m.match_id
          where p.riot_id_game_name <> '' and p.riot_id_tagline <> ''
          -- One lock order for every statement, so concurrent ingests cannot deadlock.
          order by m.platform, p.puuid, p.game_creation desc, p.match_id desc
          on conflict (region, puuid) do update
            set game_name = excluded.game_name, tag_line = excluded.tag_line,
                profile_icon_id = excluded.profile_icon_id
            -- A fetched summoner's names come from account-v1, not from old matches.
            where summoners.fetched_at is null
        ), ${rollupKeys('rollup_keys', 'm', sql.placeholder('keys'))},
        ${rollupUpserts('rollup_keys', AGGREGATES)}
        select match_id from m`;
}

/** The values of storeStatement for `batch` (distinct match ids, sorted), in `bracket`. */
export function storeValues(
  batch: readonly MatchDto[],
  bracket: MatchBracket,
  items: ItemClasses,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const participants: ParticipantRow[] = [];
  const keys: [string, RollupKey][] = [];
  const aggregates: MatchAggregates[] = [];
  batch.forEach((document, i) => {
    const rows = matchRows(document);
    rows.match.bracket = bracket;
    const { matchId } = rows.match;
    MATCH.placeholderValues(rows.match, matchPrefix(i), values);
    participants.push(...rows.participants);
    keys.push([matchId, rollupKeyOf(rows.match)]);
    aggregates.push({
      matchId,
      deltas: rollupDeltas(document, rows),
      facets: matchFacetDeltas(document, rows, items),
      matchups: matchMatchupDeltas(document, rows),
    });
  });
  values.players = PARTICIPANTS.json(participants);
  values.keys = rollupKeyJson(keys);
  return Object.assign(values, aggregateJson(aggregates));
}
