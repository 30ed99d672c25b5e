/** The player-data bench's ingest rate: matches stored as lookups store them, and one at a time. */
import { MATCH_PAGE_SIZE, type MatchBracket, RANKED_TIERS } from '@riftscope/contracts';
import { itemClasses } from '@riftscope/riot/ddragon';
import { type MatchDto, MatchDtoSchema, type TimelineDto } from '@riftscope/riot/schemas';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import { MATCH_FETCH_CONCURRENCY } from '../apps/server/src/modules/ingestion/ingestion.service.ts';
import { createMatchesRepository } from '../apps/server/src/modules/riot-data/matches.repository.ts';
import type { RiotDeps } from '../apps/server/src/platform/riot.ts';
import { type BenchDatabase, say } from './player-data-setup.ts';
import type { Figure } from './run.ts';

const INGEST_MATCHES = 2_000;
export const INGEST_CONCURRENCY = 8;

/** Matches as a lookup stores them: one player's, fetched together, in the player's bracket. */
export interface IngestBatch {
  documents: MatchDto[];
  bracket: MatchBracket;
}

/**
 * Match documents from the world that neither database stores yet, validated as the client
 * does, in batches as lookups store them: each player's first page in groups of
 * MATCH_FETCH_CONCURRENCY. Two sets of about INGEST_MATCHES, every other batch each.
 */
export async function ingestDocuments(
  riot: RiotDeps,
  dbs: readonly BenchDatabase[],
): Promise<[IngestBatch[], IngestBatch[]]> {
  const world = riot.sim?.world;
  if (!world) throw new Error('the bench needs the simulator');
  const stored = new Set<string>();
  for (const db of dbs) {
    const rows = await db.handle.db.execute<{ match_id: string }>(
      sql`select match_id from matches`,
    );
    const list = Array.isArray(rows) ? rows : (rows as { rows: { match_id: string }[] }).rows;
    for (const row of list) stored.add(row.match_id);
  }
  const sets: [IngestBatch[], IngestBatch[]] = [[], []];
  let count = 0;
  const started = performance.now();
  const { players } = world;
  for (let i = 0; count < 2 * INGEST_MATCHES && i < players.length; i++) {
    const player = players[(i * 389) % players.length];
    if (!player) continue;
    const page = world
      .matchesOf(player)
      .filter((m) => !stored.has(m.matchId))
      .slice(0, MATCH_PAGE_SIZE);
    const bracket = RANKED_TIERS[i % RANKED_TIERS.length] ?? '';
    for (let at = 0; at < page.length; at += MATCH_FETCH_CONCURRENCY) {
      const headers = page.slice(at, at + MATCH_FETCH_CONCURRENCY);
      for (const header of headers) stored.add(header.matchId);
      const documents = headers.map((h) => MatchDtoSchema.parse(world.matchDocument(h)));
      sets[(sets[0].length + sets[1].length) % 2]?.push({ documents, bracket });
      count += documents.length;
    }
  }
  say(
    `generated and validated ${count} match documents in ${Math.round(performance.now() - started)} ms`,
  );
  return sets;
}

/**
 * Stores `batches`, INGEST_CONCURRENCY at a time: each batch in one statement as lookups store
 * them (`isBatched`), or one match a statement as they did before.
 */
async function ingestRate(
  db: BenchDatabase,
  riot: RiotDeps,
  { batches, isBatched }: { batches: readonly IngestBatch[]; isBatched: boolean },
): Promise<Figure> {
  // With Data Dragon's item classes, as the server stores them: every aggregate is written.
  const repo = createMatchesRepository(db.handle.db, { items: itemClasses(riot.ddragon.items) });
  let next = 0;
  let added = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: INGEST_CONCURRENCY }, async () => {
      for (let batch = batches[next++]; batch; batch = batches[next++]) {
        const { documents, bracket } = batch;
        if (isBatched) {
          const isNew = await repo.storeMany(documents, { bracket });
          added += isNew.filter(Boolean).length;
        } else {
          for (const doc of documents) if (await repo.store(doc, { bracket })) added += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuPerMatch = (used.user + used.system) / 1000 / Math.max(1, added);
  const how = isBatched ? 'batches' : 'one match a statement';
  say(`${db.kind}: stored ${added} matches in ${seconds.toFixed(1)} s (${how})`);
  const aggregates =
    'with every aggregate (rollups and match facets in a rank bracket; timelines are stored apart, see tier-list)';
  return {
    name: isBatched
      ? `ingest rate (${db.kind})`
      : `ingest rate, one match a statement (${db.kind})`,
    value: Math.round(added / seconds),
    unit: 'matches/s',
    ...(db.kind === 'postgres' && isBatched ? { goal: '≥ 1,000' } : {}),
    note: isBatched
      ? `${added} documents as lookups store them: ${INGEST_CONCURRENCY} at once, each a player's ${MATCH_FETCH_CONCURRENCY} matches fetched together, stored by one statement (one transaction) ${aggregates}; Node CPU ${cpuPerMatch.toFixed(1)} ms/match`
      : `${added} documents of the same kind, ${INGEST_CONCURRENCY} at once, one statement (one transaction) a match ${aggregates}, as before batches; Node CPU ${cpuPerMatch.toFixed(1)} ms/match`,
  };
}

/**
 * The same documents as the batches, stored bare: each batch one statement inserting the match
 * rows alone (the document's text and its header columns) into a table shaped like `matches`
 * with no index but its key, nothing derived and no participant, and a batch's timelines, when it
 * has them, one more statement of (match id, text). What ingest costs above it is what storing a
 * match for the site's answers costs. Matches a second.
 */
export async function bareInsertRate(
  handle: DatabaseHandle,
  batches: readonly { documents: readonly MatchDto[]; timelines?: readonly TimelineDto[] }[],
  concurrency = INGEST_CONCURRENCY,
): Promise<number> {
  const { db } = handle;
  await db.execute(sql`drop table if exists bench_bare_matches, bench_bare_timelines`);
  await db.execute(sql`
    create table bench_bare_matches (
      match_id varchar(40) primary key, platform varchar(8) not null, queue_id integer not null,
      game_mode varchar(32) not null, game_version varchar(32) not null,
      game_creation bigint not null, game_duration integer not null, raw text not null)`);
  await db.execute(sql`
    create table bench_bare_timelines (match_id varchar(40) primary key, raw text not null)`);
  let next = 0;
  let added = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let batch = batches[next++]; batch; batch = batches[next++]) {
        const rows = batch.documents.map((d) => {
          const { info, metadata } = d;
          return sql`(${metadata.matchId}, ${info.platformId}, ${info.queueId}, ${info.gameMode},
            ${info.gameVersion}, ${info.gameCreation}, ${info.gameDuration}, ${JSON.stringify(d)})`;
        });
        await db.execute(sql`insert into bench_bare_matches values ${sql.join(rows, sql`, `)}`);
        const timelines = (batch.timelines ?? []).map(
          (t) => sql`(${t.metadata.matchId}, ${JSON.stringify(t)})`,
        );
        if (timelines.length > 0)
          await db.execute(
            sql`insert into bench_bare_timelines values ${sql.join(timelines, sql`, `)}`,
          );
        added += rows.length;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await db.execute(sql`drop table bench_bare_matches, bench_bare_timelines`);
  return added / seconds;
}

/**
 * The ingest figures of a database: one match a statement first, then the batches, then the
 * same documents inserted bare, and the batches' rate as a share of the bare one.
 */
export async function ingestRates(
  db: BenchDatabase,
  [batched, single]: [IngestBatch[], IngestBatch[]],
  riot: RiotDeps,
): Promise<Figure[]> {
  const oneAtATime = await ingestRate(db, riot, { batches: single, isBatched: false });
  const stored = await ingestRate(db, riot, { batches: batched, isBatched: true });
  const bare = await bareInsertRate(db.handle, batched);
  say(`${db.kind}: inserted the same documents bare at ${Math.round(bare)} matches/s`);
  return [
    stored,
    oneAtATime,
    {
      name: `ingest rate ÷ bare insert of the same documents (${db.kind})`,
      value: Math.round((stored.value / bare) * 100) / 100,
      unit: '×',
      note: `${stored.value} against ${Math.round(bare)} matches/s: the bare insert stores each batch's documents and header columns in one statement, no participant, no derived number, no aggregate`,
    },
  ];
}
