/**
 * Random writes of an ingest for the champion aggregates' tests: simulator matches bent at random,
 * repeated, batched and stored concurrently with their timelines, and what the tables hold after.
 */
import type { MatchBracket } from '@riftscope/contracts';
import type { ItemClasses } from '@riftscope/riot/ddragon';
import {
  type MatchDto,
  MatchDtoSchema,
  type ParticipantDto,
  type TimelineDto,
  TimelineDtoSchema,
} from '@riftscope/riot/schemas';
import type { MatchHeader, World } from '@riftscope/riot-sim';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { isRemakeGame } from '../src/modules/riot-data/match-stats.ts';
import {
  createMatchesRepository,
  type MatchesRepository,
} from '../src/modules/riot-data/matches.repository.ts';
import type { TestDatabase } from './databases.ts';

/** Random choices drawn through fast-check, so a failing run replays from its seed and path. */
export function drawsOf(g: fc.GeneratorValue) {
  const int = (n: number) => g(fc.integer, { min: 0, max: n - 1 });
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { int, pick, chance: (p: number) => g(fc.integer, { min: 0, max: 999 }) < p * 1000 };
}
export type Draws = ReturnType<typeof drawsOf>;

/** The draws of one fixed seed: example matches that stay the same from run to run. */
export function exampleDraws(seed: number): Draws {
  const [g] = fc.sample(fc.noBias(fc.gen()), { seed, numRuns: 1 });
  if (!g) throw new Error('fast-check drew no example');
  return drawsOf(g);
}

const POSITIONS = ['TOP', 'JUNGLE', 'MIDDLE', 'BOTTOM', 'UTILITY', '', 'Invalid', 'NONE', 'top'];
const QUEUES = [420, 440, 400, 450, 3130, 1700];
/** Real augment ids (the real Arena document's), and 0 for an unused slot. */
const AUGMENTS = [0, 7, 17, 22, 44, 87, 138];
const VERSIONS = ['15.22.782.9239', '15.22.1.1', '15.23.5.1', '14.5', '15', '', '1234567.89.1'];
const PLATFORMS = ['EUW1', 'NA1', 'KR'];
const BAN_IDS = [-1, -1, 0, 1, 2, 3, 7, 7, 11, 99];
const BRACKETS: MatchBracket[] = ['', 'GOLD', 'EMERALD', 'DIAMOND', 'CHALLENGER'];

/** A simulator document bent at random: odd positions, bans, queues, versions and champions, on `platformId`. */
function mutate(base: MatchDto, matchId: string, random: Draws, platformId: string): MatchDto {
  const champions = base.info.participants.map((p) => p.championId);
  const participants = base.info.participants.map((p) => ({
    ...p,
    teamPosition: random.chance(0.4) ? random.pick(POSITIONS) : p.teamPosition,
    // A few champions shared by several participants: same champion and role twice in a match.
    championId: random.chance(0.3) ? (champions[random.int(3)] ?? p.championId) : p.championId,
    win: random.chance(0.1) ? !p.win : p.win,
  }));
  const teams = base.info.teams.map((team) => ({
    ...team,
    bans: random.chance(0.3)
      ? team.bans
      : Array.from({ length: random.int(7) }, (_, i) => ({
          championId: random.chance(0.3) ? random.pick(champions) : random.pick(BAN_IDS),
          pickTurn: i + 1,
        })),
  }));
  const queueId = random.pick(QUEUES);
  if (queueId === 1700) arenaOf(participants, random);
  return {
    ...base,
    metadata: { ...base.metadata, matchId },
    info: {
      ...base.info,
      queueId,
      gameVersion: random.pick(VERSIONS),
      platformId,
      participants,
      teams,
    },
  };
}

/**
 * Arena's fields on a bent document's players: duos of two in participant order, a place per
 * duo (some shared, some missing or out of range), random augments, some repeated.
 */
function arenaOf(participants: ParticipantDto[], random: Draws): void {
  participants.forEach((p, i) => {
    const duo = Math.floor(i / 2) + 1;
    p.playerSubteamId = duo;
    p.placement = random.chance(0.1) ? random.pick([0, 9]) : ((duo + random.int(2)) % 8) + 1;
    p.subteamPlacement = random.chance(0.5) ? p.placement : 0;
    p.playerAugment1 = random.pick(AUGMENTS);
    p.playerAugment2 = random.pick(AUGMENTS);
    p.playerAugment3 = random.pick(AUGMENTS);
    p.playerAugment4 = random.chance(0.2) ? p.playerAugment1 : random.pick(AUGMENTS);
  });
}

/** One write of an ingest: a match with the bracket it was found in, or a timeline. */
export type Write =
  | { kind: 'match'; document: MatchDto; bracket: MatchBracket }
  | { kind: 'timeline'; matchId: string; timeline: TimelineDto };

/**
 * Writes in storing order: matches, some repeated as they are or in another bracket, some
 * repeated altered; timelines of some (the simulator's, of the unaltered game), some twice, a
 * few before their match is stored and so refused.
 */
export function randomWrites(
  world: World,
  random: Draws,
  count: number,
  timelineShare = 0.3,
): Write[] {
  const matches: Write[] = [];
  const timelines: Write[] = [];
  for (let i = 0; i < count; i++) {
    // Platforms in turn, so that every table holds rows of several of them however few the
    // writes; the first match of each is a ranked game as played, with its timeline, so that the
    // tables a timeline feeds (lane figures) hold them too however the draws fall.
    const platform = PLATFORMS[i % PLATFORMS.length] ?? 'EUW1';
    const plain = i < PLATFORMS.length;
    const header = plain ? plainRankedGame(world, random) : randomGame(world, random);
    const base = MatchDtoSchema.parse(JSON.parse(world.matchJson(header)));
    const matchId = `EUW1_1${String(i).padStart(4, '0')}`;
    const document = plain
      ? {
          ...base,
          metadata: { ...base.metadata, matchId },
          info: { ...base.info, platformId: platform },
        }
      : mutate(base, matchId, random, platform);
    const bracket = random.pick(BRACKETS);
    matches.push({ kind: 'match', document, bracket });
    if (random.chance(0.15)) matches.push({ kind: 'match', document, bracket });
    // A stored match keeps its bracket: the second finding counts nowhere.
    if (random.chance(0.1))
      matches.push({ kind: 'match', document, bracket: random.pick(BRACKETS) });
    // The same match id with other contents: only the first stored version may count.
    if (random.chance(0.1)) {
      matches.push({
        kind: 'match',
        document: mutate(base, document.metadata.matchId, random, platform),
        bracket,
      });
    }
    // Arena games have no timeline (the simulator answers 404, as Riot may).
    if (world.hasTimeline(header) && (plain || random.chance(timelineShare))) {
      const timeline = withUndos(
        TimelineDtoSchema.parse(JSON.parse(world.timelineJson(header))),
        random,
      );
      const write: Write = { kind: 'timeline', matchId: document.metadata.matchId, timeline };
      timelines.push(write);
      if (random.chance(0.2)) timelines.push(write);
      // Before its match: refused when it comes first, stored when it does not.
      if (random.chance(0.1)) matches.push(write);
    }
  }
  shuffle(matches, random);
  shuffle(timelines, random);
  return [...matches, ...timelines];
}

function randomGame(world: World, random: Draws): MatchHeader {
  const header = world.matches[random.int(world.matches.length)];
  if (!header) throw new Error('the world has no matches');
  return header;
}

/** A ranked solo game of the world that is no remake and lasts past the lane figures' minute. */
function plainRankedGame(world: World, random: Draws): MatchHeader {
  for (let tries = 0; tries < 10_000; tries++) {
    const header = randomGame(world, random);
    if (header.queueId !== 420) continue;
    const { info } = MatchDtoSchema.parse(JSON.parse(world.matchJson(header)));
    if (info.gameDuration > 20 * 60 && !isRemakeGame(info, info.gameDuration)) return header;
  }
  throw new Error('the world has no ranked game of 20 minutes');
}

/**
 * A timeline with a few purchases undone right after they were made (the simulator undoes
 * none): boots, core and later items then rest on the purchases left.
 */
function withUndos(timeline: TimelineDto, random: Draws): TimelineDto {
  const frames = timeline.info.frames.map((frame) => ({
    ...frame,
    events: frame.events.flatMap((e) =>
      e.type === 'ITEM_PURCHASED' && random.chance(0.05)
        ? [e, { ...e, type: 'ITEM_UNDO', itemId: undefined, beforeId: e.itemId, afterId: 0 }]
        : [e],
    ),
  }));
  return { ...timeline, info: { ...timeline.info, frames } };
}

function shuffle<T>(items: T[], random: Draws): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
}

export const documentsOf = (writes: readonly Write[]): MatchDto[] =>
  writes.flatMap((w) => (w.kind === 'match' ? [w.document] : []));

export const matchIdsOf = (writes: readonly Write[]) =>
  new Set(documentsOf(writes).map((d) => d.metadata.matchId));

export async function snapshot(db: Database) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    stats: await rows(sql`select queue_id, patch, platform, bracket, champion_id, role, games, wins
      from champion_stats order by queue_id, patch, platform, bracket, champion_id, role`),
    bans: await rows(sql`select queue_id, patch, platform, bracket, champion_id, bans
      from champion_bans order by queue_id, patch, platform, bracket, champion_id`),
    totals: await rows(sql`select queue_id, patch, platform, bracket, matches
      from match_totals order by queue_id, patch, platform, bracket`),
    facets: await rows(sql`select champion_id, queue_id, patch, role, facet, value, platform,
        bracket, games, wins
      from champion_facets
      order by champion_id, queue_id, patch, role, facet, value, platform, bracket`),
    matchupFacets: await rows(sql`select champion_id, queue_id, patch, role, enemy_id, facet,
        value, platform, bracket, games, wins
      from champion_matchup_facets
      order by champion_id, queue_id, patch, role, enemy_id, facet, value, platform, bracket`),
    matchupLanes: await rows(sql`select champion_id, queue_id, patch, role, enemy_id, platform,
        bracket, games, gold_diff_sum, cs_diff_sum, xp_diff_sum
      from champion_matchup_lanes
      order by champion_id, queue_id, patch, role, enemy_id, platform, bracket`),
  };
}

export type Snapshot = Awaited<ReturnType<typeof snapshot>>;
export type Row = Record<string, unknown>;

/** Rows of one platform or of all regions (platform ''). */
export const platformRows = (rows: readonly Row[]) => rows.filter((r) => r.platform !== '');
export const allRegionRows = (rows: readonly Row[]) => rows.filter((r) => r.platform === '');

/** Stored matches counted in match_totals: its platform rows, each match once. */
export const matchesCounted = (totals: readonly Row[]) =>
  platformRows(totals).reduce((n, r) => n + Number(r.matches), 0);

/**
 * A table's platform rows summed over the platforms, as its all-regions rows should be: the
 * counts of the rows whose key differs only in the platform, added up.
 */
function summedOverPlatforms(rows: readonly Row[], counts: readonly string[]): Row[] {
  const sums = new Map<string, Row>();
  for (const row of platformRows(rows)) {
    const key: Row = { ...row, platform: '' };
    for (const c of counts) delete key[c];
    const id = JSON.stringify(key);
    const sum = sums.get(id) ?? {
      ...row,
      platform: '',
      ...Object.fromEntries(counts.map((c) => [c, 0])),
    };
    for (const c of counts) sum[c] = Number(sum[c]) + Number(row[c]);
    sums.set(id, sum);
  }
  return [...sums.values()];
}

/** Whether every table's all-regions rows are its platform rows summed over the platforms. */
export function expectAllRegionsSummed(tables: Snapshot): void {
  const counts: Record<keyof Snapshot, string[]> = {
    stats: ['games', 'wins'],
    bans: ['bans'],
    totals: ['matches'],
    facets: ['games', 'wins'],
    matchupFacets: ['games', 'wins'],
    matchupLanes: ['games', 'gold_diff_sum', 'cs_diff_sum', 'xp_diff_sum'],
  };
  for (const table of Object.keys(counts) as (keyof Snapshot)[]) {
    const numeric = (rows: readonly Row[]) =>
      rows.map((r) => ({
        ...r,
        ...Object.fromEntries(counts[table].map((c) => [c, Number(r[c])])),
      }));
    const byKey = (a: Row, b: Row) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
    expect(numeric(allRegionRows(tables[table])).sort(byKey), `${table}: all-regions rows`).toEqual(
      numeric(summedOverPlatforms(tables[table], counts[table])).sort(byKey),
    );
  }
}

export const countRows = async (db: Database, query: ReturnType<typeof sql>): Promise<number> =>
  Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);

/** Runs the writes with `concurrency` in flight at a time; counts the new matches and timelines. */
export async function writeAll(
  repo: MatchesRepository,
  writes: readonly Write[],
  concurrency: number,
): Promise<{ matches: number; timelines: number }> {
  let next = 0;
  const stored = { matches: 0, timelines: 0 };
  const worker = async () => {
    while (next < writes.length) {
      const write = writes[next++];
      if (write?.kind === 'match') {
        if (await repo.store(write.document, { bracket: write.bracket })) stored.matches++;
      } else if (write?.kind === 'timeline') {
        if (await repo.storeTimeline(write.matchId, write.timeline)) stored.timelines++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return stored;
}

/**
 * writeAll with the matches stored as lookups and the crawler store them: each run of
 * consecutive match writes in batches of 1 to 10 through storeMany, every match of a batch in
 * the bracket of its first. Batches hold repeats of a match and matches stored before.
 */
export async function writeAllInBatches(
  repo: MatchesRepository,
  writes: readonly Write[],
  concurrency: number,
  random: Draws,
): Promise<{ matches: number; timelines: number }> {
  const steps: (Write | { kind: 'batch'; documents: MatchDto[]; bracket: MatchBracket })[] = [];
  for (let i = 0; i < writes.length; ) {
    const write = writes[i];
    if (write?.kind !== 'match') {
      if (write) steps.push(write);
      i++;
      continue;
    }
    const documents: MatchDto[] = [];
    const size = 1 + random.int(10);
    for (let at = writes[i]; at?.kind === 'match' && documents.length < size; at = writes[++i]) {
      documents.push(at.document);
    }
    steps.push({ kind: 'batch', documents, bracket: write.bracket });
  }
  let next = 0;
  const stored = { matches: 0, timelines: 0 };
  const worker = async () => {
    while (next < steps.length) {
      const step = steps[next++];
      if (step?.kind === 'batch') {
        const isNew = await repo.storeMany(step.documents, { bracket: step.bracket });
        expect(isNew).toHaveLength(step.documents.length);
        stored.matches += isNew.filter(Boolean).length;
      } else if (step?.kind === 'timeline') {
        if (await repo.storeTimeline(step.matchId, step.timeline)) stored.timelines++;
      } else if (step?.kind === 'match') {
        throw new Error('every match write is in a batch');
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return stored;
}

/** Stores a match in EMERALD, then again in CHALLENGER; the bracket it is stored with. */
export async function storedBracket(db: Database, repo: MatchesRepository, document: MatchDto) {
  expect(await repo.store(document, { bracket: 'EMERALD' })).toBe(true);
  expect(await repo.store(document, { bracket: 'CHALLENGER' })).toBe(false);
  const result = (await db.execute(
    sql`select bracket from matches where match_id = ${document.metadata.matchId}`,
  )) as unknown as { rows: { bracket: string }[] };
  return result.rows[0]?.bracket;
}

/** Runs `body` over a fresh, migrated, empty database and its matches repository, then drops it. */
export async function withMatchStore<T>(
  testDb: TestDatabase,
  items: ItemClasses,
  body: (store: { db: Database; repo: MatchesRepository }) => Promise<T>,
): Promise<T> {
  const { handle, drop } = await testDb.create();
  try {
    return await body({ db: handle.db, repo: createMatchesRepository(handle.db, { items }) });
  } finally {
    await drop();
  }
}
