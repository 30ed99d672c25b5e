import { RANKED_TIERS } from '@riftscope/contracts';
import { itemClasses } from '@riftscope/riot/ddragon';
import {
  type MatchDto,
  MatchDtoSchema,
  type TimelineDto,
  TimelineDtoSchema,
} from '@riftscope/riot/schemas';
import type pg from 'pg';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { MATCH_FETCH_CONCURRENCY } from '../apps/server/src/modules/ingestion/ingestion.service.ts';
import { createMatchesRepository } from '../apps/server/src/modules/riot-data/matches.repository.ts';
import { rebuildRollups } from '../apps/server/src/modules/riot-data/rollups.repository.ts';
import type { RiotDeps } from '../apps/server/src/platform/riot.ts';
import { bareInsertRate, INGEST_CONCURRENCY } from './player-data-ingest.ts';
import type { Figure } from './run.ts';
import { round } from './support.ts';

/** Matches stored onto the 1M-match tables for the ingest figures. */
const STORE_MATCHES = 1_000;
/** Matches the full rebuild is timed over (the stored ones copied in SQL). */
const REBUILD_MATCHES = 100_000;

/** What the tier-list bench's steps read and write through. */
export interface TierListBench {
  client: pg.Client;
  handle: DatabaseHandle;
  riot: RiotDeps;
}

/** Simulator matches spread over the world, each with its timeline. */
function simulatorGames(
  riot: RiotDeps,
  count: number,
): { match: MatchDto; timeline: TimelineDto }[] {
  const world = riot.sim?.world;
  if (!world) throw new Error('the bench needs the simulator');
  const step = Math.max(1, Math.floor(world.matches.length / (count * 1.2)));
  const games: { match: MatchDto; timeline: TimelineDto }[] = [];
  for (let i = 0; games.length < count && i < world.matches.length; i += step) {
    const header = world.matches[i];
    if (header)
      games.push({
        match: MatchDtoSchema.parse(world.matchDocument(header)),
        timeline: TimelineDtoSchema.parse(world.timelineDocument(header)),
      });
  }
  return games;
}

/**
 * Stores simulator matches and their timelines onto the 1M-match tables as the crawler does,
 * INGEST_CONCURRENCY at once, each batch of MATCH_FETCH_CONCURRENCY matches in one statement and
 * then each timeline in its own; then the same documents inserted bare (bareInsertRate), and the
 * rate as a share of the bare one.
 */
export async function ingestFigures(
  bench: TierListBench,
  say: (line: string) => void,
): Promise<{ figures: Figure[]; stored: number }> {
  const { handle, riot } = bench;
  say(
    `storing ${STORE_MATCHES} simulator matches and their timelines, ${INGEST_CONCURRENCY} at once`,
  );
  const games = simulatorGames(riot, STORE_MATCHES);
  const batches = Array.from(
    { length: Math.ceil(games.length / MATCH_FETCH_CONCURRENCY) },
    (_, k) => {
      const part = games.slice(k * MATCH_FETCH_CONCURRENCY, (k + 1) * MATCH_FETCH_CONCURRENCY);
      return {
        documents: part.map((g) => g.match),
        timelines: part.map((g) => g.timeline),
        bracket: RANKED_TIERS[k % RANKED_TIERS.length] ?? 'GOLD',
      };
    },
  );
  const repo = createMatchesRepository(handle.db, { items: itemClasses(riot.ddragon.items) });
  let stored = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: INGEST_CONCURRENCY }, async () => {
      for (let batch = batches[next++]; batch; batch = batches[next++]) {
        const isNew = await repo.storeMany(batch.documents, { bracket: batch.bracket });
        stored += isNew.filter(Boolean).length;
        for (const timeline of batch.timelines)
          await repo.storeTimeline(timeline.metadata.matchId, timeline);
      }
    }),
  );
  const rate = stored / ((performance.now() - started) / 1000);
  say(`stored ${stored} matches with timelines at ${Math.round(rate)} matches/s`);
  const bare = await bareInsertRate(handle, batches);
  say(`inserted the same documents bare at ${Math.round(bare)} matches/s`);
  const what = `${stored} simulator matches with their timelines onto the tables of the 1M-match aggregates, ${INGEST_CONCURRENCY} at once, each batch of ${MATCH_FETCH_CONCURRENCY} matches one statement with every match aggregate and each timeline one more with every timeline aggregate (facets, matchup tables, lane figures)`;
  return {
    stored,
    figures: [
      {
        name: 'ingest incl. every aggregate and the timeline (postgres)',
        value: Math.round(rate),
        unit: 'matches/s',
        note: what,
      },
      {
        name: 'ingest incl. every aggregate ÷ bare insert of the same documents (postgres)',
        value: round(rate / bare),
        unit: '×',
        goal: '≥ 0.5',
        note: `${Math.round(rate)} against ${Math.round(bare)} matches/s in the same run: the bare insert stores each batch's match documents and header columns in one statement and its timelines' text in one more, nothing derived`,
      },
    ],
  };
}

/** Copies the stored matches and timelines `copies` times under new ids; the matches in all. */
async function copyMatches(client: pg.Client, copies: number): Promise<number> {
  for (const table of ['matches', 'match_participants', 'match_timelines']) {
    const { rows: columns } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_name = $1 and column_name <> 'match_id' order by ordinal_position`,
      [table],
    );
    const list = columns.map((c) => `"${c.column_name}"`).join(', ');
    const from = columns.map((c) => `x."${c.column_name}"`).join(', ');
    await client.query(`
      insert into ${table} (match_id, ${list})
      select x.match_id || '_' || k, ${from}
      from ${table} x cross join generate_series(1, ${copies}) k`);
  }
  await client.query('analyze matches, match_participants, match_timelines');
  const { rows: counts } = await client.query<{ n: string }>('select count(*) as n from matches');
  return Number(counts[0]?.n ?? 0);
}

/** The stored matches copied up to REBUILD_MATCHES, then the full rebuild of the aggregates timed. */
export async function rebuildFigure(
  bench: TierListBench,
  stored: number,
  say: (line: string) => void,
): Promise<Figure> {
  const { client, handle, riot } = bench;
  const copies = Math.ceil(REBUILD_MATCHES / Math.max(1, stored)) - 1;
  say(`copying the stored matches and timelines ${copies} times in SQL`);
  const copyStarted = performance.now();
  const total = await copyMatches(client, copies);
  say(
    `${total.toLocaleString('en')} matches stored after ${((performance.now() - copyStarted) / 1000).toFixed(1)} s of copying; rebuilding`,
  );
  const rebuildStarted = performance.now();
  const rebuilt = await rebuildRollups(handle.db, itemClasses(riot.ddragon.items));
  const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
  say(`rebuilt in ${rebuildSeconds.toFixed(1)} s (${JSON.stringify(rebuilt)})`);
  return {
    name: `full rebuild, ${total.toLocaleString('en')} matches (postgres)`,
    value: round(rebuildSeconds, 1),
    unit: 's',
    note: `${stored} simulator matches and their timelines copied in SQL under new ids; ${rebuilt.stats} stat, ${rebuilt.bans} ban, ${rebuilt.totals} total, ${rebuilt.facets ?? 0} facet rows`,
  };
}
