import type { ItemClasses } from '@riftscope/riot/ddragon';
import type { FrameDto, TimelineDto } from '@riftscope/riot/schemas';
import {
  FACET_VALUE_MAX_LENGTH,
  type FacetDocument,
  type FacetMatch,
  type FacetParticipant,
  type FacetTimeline,
  runesValue,
  spellsValue,
  timelineCores,
} from './facets.ts';
import { frameAtMinute, hasLanes, type LaneParticipant, laneFigures } from './lane-figures.ts';
import { type Role, roleOf } from './match-stats.ts';
import { compareText, type RollupKey, rollupKeyOf, withAllPlatforms } from './rollups.ts';

/**
 * The matchup aggregates (docs/champion-analytics.md, Matchups): what a champion's players in a
 * role chose and did against one enemy laner, keyed like champion_facets plus the enemy.
 * `runes` and `spells` come from the match document; `timeline` (the sample of the timeline
 * figures) and `core` from its timeline, as champion_facets counts them.
 */
export const MATCHUP_MATCH_FACETS = ['runes', 'spells'] as const;
export const MATCHUP_TIMELINE_FACETS = ['timeline', 'core'] as const;
export type MatchupFacet =
  | (typeof MATCHUP_MATCH_FACETS)[number]
  | (typeof MATCHUP_TIMELINE_FACETS)[number];

/** The key every matchup row has beyond the match's (queue, patch, platform, bracket). */
interface MatchupKey extends RollupKey {
  championId: number;
  role: Role;
  enemyId: number;
}

/** One row's share of champion_matchup_facets. */
export interface MatchupFacetDelta extends MatchupKey {
  facet: MatchupFacet;
  value: string;
  games: number;
  wins: number;
}

/**
 * One row's share of champion_matchup_lanes: the games of the matchup whose timeline reaches
 * 15 minutes with the lane opponent in it, and the player's gold, CS and XP minus the
 * opponent's at that minute, summed.
 */
export interface MatchupLaneDelta extends MatchupKey {
  games: number;
  goldDiffSum: number;
  csDiffSum: number;
  xpDiffSum: number;
}

/**
 * The enemy champion of each player (in the order given) whose role equals theirs, when exactly
 * one enemy has it, else null; null for role ''. The `matchup` facet's rule (facets.ts): a lane
 * swap or a missing position counts a champion against no one rather than the wrong one or two.
 */
export function laneEnemies(
  players: readonly { teamId: number; role: Role; championId: number }[],
): (number | null)[] {
  return players.map((p) => {
    if (p.role === '') return null;
    const enemies = players.filter((e) => e.teamId !== p.teamId && e.role === p.role);
    return enemies.length === 1 ? (enemies[0]?.championId ?? null) : null;
  });
}

const compareKeys = (a: MatchupKey, b: MatchupKey): number =>
  a.championId - b.championId ||
  a.queueId - b.queueId ||
  compareText(a.patch, b.patch) ||
  compareText(a.role, b.role) ||
  a.enemyId - b.enemyId ||
  compareText(a.platform, b.platform) ||
  compareText(a.bracket, b.bracket);

/** champion_matchup_facets' primary-key order, strings as `collate "C"`: the lock order. */
export const compareMatchupFacetKeys = (a: MatchupFacetDelta, b: MatchupFacetDelta): number =>
  compareKeys(a, b) || compareText(a.facet, b.facet) || compareText(a.value, b.value);

/** champion_matchup_lanes' primary-key order. */
export const compareMatchupLaneKeys = (a: MatchupLaneDelta, b: MatchupLaneDelta): number =>
  compareKeys(a, b);

/** Rows summed by key (`compare` orders the whole key) and sorted in it. */
function summed<T>(rows: readonly T[], compare: (a: T, b: T) => number, add: (s: T, r: T) => void) {
  const out: T[] = [];
  for (const row of [...rows].sort(compare)) {
    const last = out.at(-1);
    if (last && compare(last, row) === 0) add(last, row);
    else out.push({ ...row });
  }
  return out;
}

const addFacet = (sum: MatchupFacetDelta, row: MatchupFacetDelta) => {
  sum.games += row.games;
  sum.wins += row.wins;
};
const addLane = (sum: MatchupLaneDelta, row: MatchupLaneDelta) => {
  sum.games += row.games;
  sum.goldDiffSum += row.goldDiffSum;
  sum.csDiffSum += row.csDiffSum;
  sum.xpDiffSum += row.xpDiffSum;
};

/** Matchup facet rows summed by key, in key order (rows of many matches, or of one). */
export const sumMatchupFacets = (rows: readonly MatchupFacetDelta[]) =>
  summed(rows, compareMatchupFacetKeys, addFacet);
export const sumMatchupLanes = (rows: readonly MatchupLaneDelta[]) =>
  summed(rows, compareMatchupLaneKeys, addLane);

/** The rebuild's rows: each under its platform and under all regions, summed, in key order. */
export const matchupFacetRows = (rows: readonly MatchupFacetDelta[]) =>
  withAllPlatforms(rows, compareMatchupFacetKeys, addFacet);
export const matchupLaneRows = (rows: readonly MatchupLaneDelta[]) =>
  withAllPlatforms(rows, compareMatchupLaneKeys, addLane);

/**
 * What storing a match adds to champion_matchup_facets: each player's exact rune page and
 * summoner spells against the one enemy of their role (laneEnemies); nothing for a remake.
 */
export function matchMatchupDeltas(
  document: FacetDocument,
  rows: { match: FacetMatch; participants: readonly FacetParticipant[] },
): MatchupFacetDelta[] {
  const { match, participants } = rows;
  if (match.isRemake) return [];
  const key = rollupKeyOf(match);
  const perksOf = new Map(document.info.participants.map((p) => [p.participantId, p.perks]));
  const players = participants.map((p) => ({ ...p, role: roleOf(p.teamPosition) }));
  const enemies = laneEnemies(players);
  const out: MatchupFacetDelta[] = [];
  players.forEach((p, i) => {
    const enemyId = enemies[i];
    if (enemyId === null || enemyId === undefined) return;
    const row = { ...key, championId: p.championId, role: p.role, enemyId };
    const wins = p.win ? 1 : 0;
    const runes = runesValue(perksOf.get(p.participantId));
    if (runes !== null && runes.length <= FACET_VALUE_MAX_LENGTH) {
      out.push({ ...row, facet: 'runes', value: runes, games: 1, wins });
    }
    out.push({
      ...row,
      facet: 'spells',
      value: spellsValue(p.summoner1Id, p.summoner2Id),
      games: 1,
      wins,
    });
  });
  return sumMatchupFacets(out);
}

/** The stored match a timeline belongs to, as the matchup's timeline figures read it. */
export interface MatchupTimelineMatch extends RollupKey {
  isRemake?: boolean | null | undefined;
  /** Riot's map: only Summoner's Rift games with positions have lanes (hasLanes). */
  mapId: number;
  participants: readonly (LaneParticipant & { championId: number; win: boolean })[];
}

/**
 * The part of a timeline the matchup reads: its participants (by PUUID), purchases (the core)
 * and the frame of minute 15 (the lane differences). A rebuild passes the stored timeline's
 * purchase events and that one frame.
 */
export interface MatchupTimeline extends FacetTimeline {
  info: FacetTimeline['info'] & {
    participants: readonly { participantId: number; puuid: string }[];
    frames: readonly (Pick<FrameDto, 'timestamp' | 'events'> &
      Partial<Pick<FrameDto, 'participantFrames'>>)[];
  };
}

/** The timeline events the facets and the matchup tables read: purchases, undos, skill points. */
const AGGREGATE_EVENTS: ReadonlySet<string> = new Set([
  'ITEM_PURCHASED',
  'ITEM_UNDO',
  'SKILL_LEVEL_UP',
]);

/**
 * The part of a timeline the aggregates read, in a timeline's shape: its participants, one frame
 * holding its item and skill events in order, and the frame of minute 15 (frameAtMinute) without
 * events. timelineFacetDeltas and timelineMatchupDeltas give the same rows for it as for the
 * whole timeline; it is stored beside the timeline for the rebuild (match_timelines).
 */
export function aggregatePart(timeline: TimelineDto): MatchupTimeline {
  const events = timeline.info.frames.flatMap((frame) =>
    frame.events.filter((event) => AGGREGATE_EVENTS.has(event.type)),
  );
  const at15 = frameAtMinute(timeline, 15);
  const frames: MatchupTimeline['info']['frames'][number][] = [{ timestamp: 0, events }];
  if (at15) {
    frames.push({
      timestamp: at15.timestamp,
      participantFrames: at15.participantFrames,
      events: [],
    });
  }
  return { info: { participants: timeline.info.participants, frames } };
}

/**
 * What storing a match's timeline adds to the matchup tables, each player against the one enemy
 * of their role (laneEnemies); nothing for a remake:
 * - facets: `timeline` (value '', the sample) and `core` (as champion_facets' `core`);
 * - lanes: the gold, CS and XP difference to the lane opponent at 15 minutes (lane-figures.ts:
 *   the frame of minute 15, never extrapolated), for the games that have it.
 */
export function timelineMatchupDeltas(
  match: MatchupTimelineMatch,
  timeline: MatchupTimeline,
  items: ItemClasses,
): { facets: MatchupFacetDelta[]; lanes: MatchupLaneDelta[] } {
  if (match.isRemake) return { facets: [], lanes: [] };
  const { queueId, patch, platform, bracket } = match;
  const players = match.participants.map((p) => ({ ...p, role: roleOf(p.teamPosition) }));
  const enemies = laneEnemies(players);
  const cores = timelineCores({ participants: players }, timeline, items);
  // laneFigures reads the timeline's participants and frames only.
  const figures = laneFigures(match.participants, {
    hasLanes: hasLanes(match),
    isRemake: false,
    timeline: timeline as unknown as TimelineDto,
  });
  const facets: MatchupFacetDelta[] = [];
  const lanes: MatchupLaneDelta[] = [];
  players.forEach((p, i) => {
    const enemyId = enemies[i];
    if (enemyId === null || enemyId === undefined) return;
    const key = {
      queueId,
      patch,
      platform,
      bracket,
      championId: p.championId,
      role: p.role,
      enemyId,
    };
    const wins = p.win ? 1 : 0;
    facets.push({ ...key, facet: 'timeline', value: '', games: 1, wins });
    const core = cores[i];
    if (core) facets.push({ ...key, facet: 'core', value: core, games: 1, wins });
    const at15 = figures.get(p.puuid)?.at15;
    if (at15) {
      lanes.push({
        ...key,
        games: 1,
        goldDiffSum: at15.gold,
        csDiffSum: at15.cs,
        xpDiffSum: at15.xp,
      });
    }
  });
  return { facets: sumMatchupFacets(facets), lanes: sumMatchupLanes(lanes) };
}
