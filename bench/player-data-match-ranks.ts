/** The player-data bench's match ranks: stored matches whose ten players all have a fresh rank. */
import { type MatchRanks, PARTICIPANT_RANK_FRESH_MS, SOLO_QUEUE } from '@riftscope/contracts';
import { sql } from 'drizzle-orm';
import { createParticipantRanksRepository } from '../apps/server/src/modules/riot-data/participant-ranks.repository.ts';
import type { RiotDeps } from '../apps/server/src/platform/riot.ts';
import { type BenchDatabase, say } from './player-data-setup.ts';
import type { Figure } from './run.ts';
import { median, pgArray, round } from './support.ts';

/** Matches timed, each asked once, after a few others as warm-up. */
const RANK_MATCHES = 40;
const WARMUP_MATCHES = 5;
const PLAYERS = 10;
const REGION = 'euw1';
const BY_PUUID = 'league-v4.getLeagueEntriesByPUUID';

/**
 * Stored matches of the stats players' (all ten participants stored), and for each of their
 * participants a Solo/Duo standing read now: a snapshot after the player's latest and the
 * read's date, as a read from Riot stores them, so no participant is read again for a day
 * (after the stats players' own figures, whose rank history this lengthens by one).
 */
async function storeParticipantRanks(db: BenchDatabase): Promise<string[]> {
  const matchIds = (
    (await db.handle.db.execute(sql`
      select match_id from match_participants where puuid like 'bench-stats-%'
      group by match_id having count(*) = ${PLAYERS}
      order by match_id limit ${WARMUP_MATCHES + RANK_MATCHES}`)) as unknown as {
      rows: { match_id: string }[];
    }
  ).rows.map((r) => r.match_id);
  if (matchIds.length < WARMUP_MATCHES + RANK_MATCHES) {
    throw new Error(`only ${matchIds.length} stored matches of the stats players`);
  }
  const ids = sql.raw(pgArray(matchIds));
  const tiers = sql.raw(pgArray(['SILVER', 'GOLD', 'PLATINUM', 'EMERALD', 'DIAMOND']));
  const divisions = sql.raw(pgArray(['IV', 'III', 'II', 'I']));
  await db.handle.db.execute(sql`
    with players as (
      select puuid, row_number() over (order by puuid) as n
      from (select distinct puuid from match_participants where match_id = any(${ids})) p
    )
    insert into rank_snapshots
      (region, puuid, queue_type, seq, at, tier, rank, league_points, wins, losses)
    select ${REGION}, p.puuid, ${SOLO_QUEUE}, coalesce(last.seq, 0) + 1, now(),
      ${tiers}[1 + p.n % 5], ${divisions}[1 + p.n % 4], 10 * p.n, 200 + p.n, 190 + p.n
    from players p
    left join lateral (
      select max(seq) as seq from rank_snapshots r
      where r.region = ${REGION} and r.puuid = p.puuid and r.queue_type = ${SOLO_QUEUE}
    ) last on true`);
  await db.handle.db.execute(sql`
    insert into rank_reads (region, puuid, fetched_at)
    select ${REGION}, p.puuid, now()
    from (select distinct puuid from match_participants where match_id = any(${ids})) p
    on conflict (region, puuid) do update set fetched_at = excluded.fetched_at`);
  const held = await createParticipantRanksRepository(db.handle.db).heldInMatch(
    REGION,
    matchIds[0] ?? '',
  );
  const isFresh = (at: Date | null) =>
    at !== null && Date.now() - at.getTime() < PARTICIPANT_RANK_FRESH_MS;
  if (held.length !== PLAYERS || !held.every((h) => h.standing && isFresh(h.readAt))) {
    throw new Error(`${matchIds[0]}: its players' stored ranks would be read from Riot again`);
  }
  return matchIds;
}

/** Whether the answer has all ten players ranked and starts no read. */
const isWhole = (body: MatchRanks) =>
  body.players.length === PLAYERS &&
  body.players.every((p) => p.status === 'ranked') &&
  body.known === PLAYERS &&
  !body.is_fetching;

/**
 * A stored match's ranks with its ten players' ranks stored and fresh, uncached: each match
 * asked once, the first few as warm-up. The simulator must get no league-v4 call for them.
 */
export async function matchRanksTimes(db: BenchDatabase, riot: RiotDeps): Promise<Figure[]> {
  const sim = riot.sim;
  if (!sim) throw new Error('the bench needs the simulator');
  const matchIds = await storeParticipantRanks(db);
  sim.resetStats();
  const times: number[] = [];
  for (const [i, matchId] of matchIds.entries()) {
    const url = `/api/matches/${matchId}/ranks`;
    const started = performance.now();
    const res = await db.app.inject({ method: 'GET', url });
    const ms = performance.now() - started;
    if (res.statusCode !== 200 || !isWhole(res.json() as MatchRanks)) {
      throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    }
    if (i >= WARMUP_MATCHES) times.push(ms);
  }
  const calls = sim.stats().byMethod[BY_PUUID] ?? 0;
  if (calls > 0) throw new Error(`the match ranks asked Riot for ${calls} players' ranks`);
  say(`${db.kind}: match ranks, ten stored ranks, uncached p50 ${median(times).toFixed(1)} ms`);
  return [
    {
      name: `match ranks, ten stored ranks: median uncached (${db.kind})`,
      value: round(median(times), 1),
      unit: 'ms',
      goal: '< 20 ms',
      note: `${times.length} requests via inject, each a match not asked before (the same ten players in each), no Riot call; max ${Math.max(...times).toFixed(1)} ms`,
    },
  ];
}
