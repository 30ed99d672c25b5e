import {
  ITEM_MINUTE_STEP,
  ITEM_MINUTE_STEPS,
  lengthBucketOf,
  queueById,
  SKILL_PATH_FULL_LEVELS,
  SKILL_PATH_LEVELS,
  SKILL_SLOTS,
  SYNERGY_PARTNERS,
} from '@riftscope/contracts';
import type { ItemClasses } from '@riftscope/riot/ddragon';
import type { EventDto, PerksDto } from '@riftscope/riot/schemas';
import { type ArenaDocumentPlayer, type ArenaFacet, addArenaFacets } from './arena-facets.ts';
import type { MatchRow, ParticipantRow } from './match-rows.ts';
import { type Role, roleOf } from './match-stats.ts';
import { compareText, rollupKeyOf, withAllPlatforms } from './rollups.ts';

/**
 * The facets of champion_facets (docs/champion-analytics.md): those read from the match
 * document, then those read from its timeline.
 */
export const MATCH_FACETS = [
  'boots',
  'runes',
  'spells',
  'matchup',
  'length',
  'partner',
  'enemy',
] as const;
export const TIMELINE_FACETS = [
  'timeline',
  'start',
  'core',
  'item4',
  'item5',
  'item6',
  'skills',
  'build_boots',
  'build_item',
  'skill_path',
  'skill_path18',
  'item_minute',
] as const;
export type Facet = (typeof MATCH_FACETS)[number] | (typeof TIMELINE_FACETS)[number] | ArenaFacet;

/** One row's share of champion_facets: the games and wins of a champion's players with a value. */
export interface FacetDelta {
  queueId: number;
  patch: string;
  platform: string;
  bracket: string;
  championId: number;
  role: Role;
  facet: Facet;
  value: string;
  games: number;
  wins: number;
}

/** Longest value champion_facets holds (varchar(96)); a longer one is not counted. */
export const FACET_VALUE_MAX_LENGTH = 96;

/** Purchases before this (ms) are the starting items. */
export const START_ITEMS_BEFORE_MS = 60_000;

/** Legendary items the core build takes, and the last situational slot (item6). */
const CORE_SIZE = 3;
const LAST_ITEM_SLOT = 6;

/** Champion levels: a skill point a level at most (as the build answer, match-build.ts). */
const MAX_SKILL_POINTS = SKILL_PATH_FULL_LEVELS;

const BASIC_SKILLS = ['Q', 'W', 'E'] as const;
type SkillSlot = (typeof SKILL_SLOTS)[number];
type BasicSkill = (typeof BASIC_SKILLS)[number];

// ---------------------------------------------------------------------------------------------
// Values: how each facet writes its value, and the decoders the read side uses.

/** `<primaryStyle>:<p0>,<p1>,<p2>,<p3>|<subStyle>:<s0>,<s1>|<offense>,<flex>,<defense>`; null without a primary tree (Arena). */
export function runesValue(perks: PerksDto | null | undefined): string | null {
  const [primary, secondary] = perks?.styles ?? [];
  if (!perks || !primary?.style) return null;
  const ids = (style: typeof primary | undefined, count: number) =>
    Array.from({ length: count }, (_, i) => style?.selections[i]?.perk ?? 0).join(',');
  const { offense, flex, defense } = perks.statPerks;
  return `${primary.style}:${ids(primary, 4)}|${secondary?.style ?? 0}:${ids(secondary, 2)}|${offense},${flex},${defense}`;
}

const ID = /^\d+$/;
const ids = (text: string): number[] | null => {
  const parts = text.split(',');
  return parts.every((p) => ID.test(p)) ? parts.map(Number) : null;
};

/**
 * The rune page of a `runes` value in match-v5's `perks` shape (end-of-game values zero), so
 * match-build.ts runePage draws it; null when the value is not a rune page.
 */
export function parseRunesValue(value: string): PerksDto | null {
  const [primaryPart, secondaryPart, shardPart, extra] = value.split('|');
  if (!primaryPart || !secondaryPart || !shardPart || extra !== undefined) return null;
  const tree = (part: string, count: number) => {
    const [style, runes, more] = part.split(':');
    const perks = ids(runes ?? '');
    if (!style || !ID.test(style) || !perks || perks.length !== count || more !== undefined) {
      return null;
    }
    return {
      style: Number(style),
      selections: perks.map((perk) => ({ perk, var1: 0, var2: 0, var3: 0 })),
    };
  };
  const primary = tree(primaryPart, 4);
  const secondary = tree(secondaryPart, 2);
  const shards = ids(shardPart);
  if (!primary || !secondary || !shards || shards.length !== 3) return null;
  const [offense = 0, flex = 0, defense = 0] = shards;
  return {
    statPerks: { offense, flex, defense },
    styles: [
      { description: 'primaryStyle', ...primary },
      { description: 'subStyle', ...secondary },
    ],
  };
}

/** `a,b,c` of item ids in order; empty for no items. */
export const itemsValue = (itemIds: readonly number[]): string => itemIds.join(',');

/**
 * The item ids of a `start`, `core`, `item4`…`item6` or `boots` value, in order; 0 (a `boots`
 * value of no boots) is no item, so '0' gives []. A malformed value gives [].
 */
export function parseItemsValue(value: string): number[] {
  return (ids(value) ?? []).filter((id) => id > 0);
}

/** `<a>,<b>`: the two summoner spell ids, ascending. */
export function spellsValue(spell1: number, spell2: number): string {
  return [spell1, spell2].sort((a, b) => a - b).join(',');
}

/** The two summoner spell ids of a `spells` value, ascending; null when malformed. */
export function parseSpellsValue(value: string): [number, number] | null {
  const pair = ids(value);
  return pair?.length === 2 ? [pair[0] ?? 0, pair[1] ?? 0] : null;
}

/** `<max>/<first>`, e.g. `QEW/QWE`. */
export const skillsValue = (max: readonly BasicSkill[], first: readonly SkillSlot[]): string =>
  `${max.join('')}/${first.join('')}`;

/**
 * A `skills` value: Q, W and E in the order maxed, and the slots of the first three points (R
 * only if the timeline had one there); null when malformed.
 */
export function parseSkillsValue(value: string): { max: BasicSkill[]; first: SkillSlot[] } | null {
  const match = /^([QWE]{3})\/([QWER]{3})$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const max = [...match[1]] as BasicSkill[];
  if (new Set(max).size !== 3) return null;
  return { max, first: [...match[2]] as SkillSlot[] };
}

/** `<core>|<choice>`: a core build's boots (`6672,3078,3153|3006`) or later item (`…|4:3091`). */
export const buildValue = (core: string, choice: string): string => `${core}|${choice}`;

/**
 * A `build_boots` or `build_item` value: the core's item ids and what follows the bar (`3006`,
 * `0`, `4:3091`); null when malformed.
 */
export function parseBuildValue(value: string): { core: number[]; choice: string } | null {
  const [core, choice, extra] = value.split('|');
  const coreIds = ids(core ?? '');
  if (!coreIds || coreIds.length !== CORE_SIZE || choice === undefined || extra !== undefined) {
    return null;
  }
  return { core: coreIds, choice };
}

/** The slot (4–6) and item id of a `build_item` value's choice (`4:3091`); null when malformed. */
export function parseSlotItem(choice: string): { slot: 4 | 5 | 6; itemId: number } | null {
  const match = /^([456]):(\d+)$/.exec(choice);
  if (!match?.[1] || !match[2]) return null;
  return { slot: Number(match[1]) as 4 | 5 | 6, itemId: Number(match[2]) };
}

/** `<itemId>:<step>`: an item completed in a step of ITEM_MINUTE_STEP minutes (`3031:3`, 15–20). */
export function itemMinuteValue(itemId: number, timestamp: number): string {
  const step = Math.floor(timestamp / 60_000 / ITEM_MINUTE_STEP);
  return `${itemId}:${Math.min(Math.max(step, 0), ITEM_MINUTE_STEPS - 1)}`;
}

/** The item and step of an `item_minute` value; null when malformed. */
export function parseItemMinuteValue(value: string): { itemId: number; step: number } | null {
  const match = /^(\d+):(\d+)$/.exec(value);
  const step = Number(match?.[2]);
  if (!match?.[1] || !(step < ITEM_MINUTE_STEPS)) return null;
  return { itemId: Number(match[1]), step };
}

/** The skill slots of a `skill_path` (15 letters) or `skill_path18` (18) value; null when malformed. */
export function parseSkillPathValue(value: string): SkillSlot[] | null {
  const isPath =
    (value.length === SKILL_PATH_LEVELS || value.length === SKILL_PATH_FULL_LEVELS) &&
    /^[QWER]+$/.test(value);
  return isPath ? ([...value] as SkillSlot[]) : null;
}

/** The champion id of a `matchup` or `enemy` value; null when malformed. */
export const parseChampionValue = (value: string): number | null =>
  ID.test(value) ? Number(value) : null;

/** `<ROLE>:<championId>`: a teammate in one of the partner roles (`SUPPORT:412`). */
export const partnerValue = (role: string, championId: number): string => `${role}:${championId}`;

/** The role and champion of a `partner` value; null when malformed. */
export function parsePartnerValue(value: string): { role: string; championId: number } | null {
  const match = /^([A-Z]+):(\d+)$/.exec(value);
  if (!match?.[1] || !match[2]) return null;
  return { role: match[1], championId: Number(match[2]) };
}

// ---------------------------------------------------------------------------------------------
// Deltas

/** The match-level key of every row a match adds. */
interface FacetKey {
  queueId: number;
  patch: string;
  platform: string;
  bracket: string;
}

/** Sums rows by champion, role, facet and value, and sorts them in the primary key's order. */
function collect(key: FacetKey) {
  const rows = new Map<string, FacetDelta>();
  return {
    add(championId: number, role: Role, facet: Facet, value: string, win: boolean) {
      if (value.length > FACET_VALUE_MAX_LENGTH) return;
      const id = `${championId}\u0000${role}\u0000${facet}\u0000${value}`;
      let row = rows.get(id);
      if (!row) {
        row = { ...key, championId, role, facet, value, games: 0, wins: 0 };
        rows.set(id, row);
      }
      row.games += 1;
      if (win) row.wins += 1;
    },
    rows: (): FacetDelta[] => [...rows.values()].sort(compareFacetKeys),
  };
}

/**
 * champion_facets' primary-key order (champion, queue, patch, role, platform, bracket, facet,
 * value), strings by code point as `collate "C"`: the order rows are locked in.
 */
export function compareFacetKeys(a: FacetDelta, b: FacetDelta): number {
  return (
    a.championId - b.championId ||
    a.queueId - b.queueId ||
    compareText(a.patch, b.patch) ||
    compareText(a.role, b.role) ||
    compareText(a.platform, b.platform) ||
    compareText(a.bracket, b.bracket) ||
    compareText(a.facet, b.facet) ||
    compareText(a.value, b.value)
  );
}

/**
 * Facet rows of many matches as the rebuild writes them: each under its platform and under
 * ALL_PLATFORMS, in key order.
 */
export function facetRows(rows: readonly FacetDelta[]): FacetDelta[] {
  return withAllPlatforms(rows, compareFacetKeys, (sum, row) => {
    sum.games += row.games;
    sum.wins += row.wins;
  });
}

/** What of a stored match the match facets read. */
export type FacetMatch = Pick<MatchRow, 'queueId' | 'gameVersion' | 'platform' | 'gameDuration'> & {
  isRemake?: boolean | null | undefined;
  bracket?: string | undefined;
};

/** What of a stored participant the match facets read. */
export type FacetParticipant = Pick<
  ParticipantRow,
  | 'participantId'
  | 'teamId'
  | 'teamPosition'
  | 'championId'
  | 'win'
  | 'items'
  | 'summoner1Id'
  | 'summoner2Id'
>;

/** The part of a match-v5 document the match facets read: runes, and Arena's places and augments. */
export interface FacetDocument {
  info: {
    participants: readonly (ArenaDocumentPlayer & { perks?: PerksDto | null | undefined })[];
  };
}

/** Final inventory slots item0…item5 (item6 is the trinket). */
const INVENTORY_SLOTS = 6;

/**
 * What storing a match adds to champion_facets (boots, runes, spells, matchup, length, partner,
 * and in ARAM enemy; in Arena its own facets instead, arena-facets.ts), grouped by key and in the
 * primary key's order; nothing for a remake. `rows` are the match's rows (as matchRows gives
 * them, or as stored), `document` gives the runes and Arena's places and augments.
 */
export function matchFacetDeltas(
  document: FacetDocument,
  rows: { match: FacetMatch; participants: readonly FacetParticipant[] },
  items: ItemClasses,
): FacetDelta[] {
  const { match, participants } = rows;
  if (match.isRemake) return [];
  const out = collect(rollupKeyOf(match));
  if (queueById(match.queueId)?.group === 'arena') {
    const add = (championId: number, facet: ArenaFacet, value: string, isTopFour: boolean) =>
      out.add(championId, '', facet, value, isTopFour);
    addArenaFacets(add, participants, document.info.participants, items);
    return out.rows();
  }
  const perksOf = new Map(document.info.participants.map((p) => [p.participantId, p.perks]));
  const roles = participants.map((p) => roleOf(p.teamPosition));
  const length = String(lengthBucketOf(match.gameDuration));
  const isAram = queueById(match.queueId)?.group === 'aram';

  participants.forEach((p, i) => {
    const role = roles[i] ?? '';
    const add = (facet: Facet, value: string) => out.add(p.championId, role, facet, value, p.win);

    let boots = 0;
    for (const id of p.items.slice(0, INVENTORY_SLOTS)) {
      boots = items.bootsOf(id) ?? 0;
      if (boots) break;
    }
    add('boots', String(boots));

    const runes = runesValue(perksOf.get(p.participantId));
    if (runes !== null) add('runes', runes);

    add('spells', spellsValue(p.summoner1Id, p.summoner2Id));

    if (role !== '') {
      const enemies = participants.filter((e, j) => e.teamId !== p.teamId && roles[j] === role);
      const [enemy] = enemies;
      if (enemies.length === 1 && enemy) add('matchup', String(enemy.championId));
      // A partner role held by exactly one teammate, as for the matchup.
      for (const partnerRole of SYNERGY_PARTNERS[role]) {
        const mates = participants.filter(
          (m, j) => j !== i && m.teamId === p.teamId && roles[j] === partnerRole,
        );
        const [mate] = mates;
        if (mates.length === 1 && mate) add('partner', partnerValue(partnerRole, mate.championId));
      }
    }

    add('length', length);

    // ARAM has no lanes: the whole enemy team is the opposition, each champion once a game.
    if (isAram) {
      const enemies = participants.filter((e) => e.teamId !== p.teamId).map((e) => e.championId);
      for (const enemyId of new Set(enemies)) add('enemy', String(enemyId));
    }
  });
  return out.rows();
}

/** The stored match a timeline belongs to, as the timeline facets need it. */
export interface TimelineFacetMatch extends FacetKey {
  isRemake?: boolean | null | undefined;
  participants: readonly {
    participantId: number;
    /** Matches the timeline's own participant numbering when given. */
    puuid?: string | undefined;
    championId: number;
    role: Role;
    win: boolean;
  }[];
}

/** The part of a match-v5 timeline the timeline facets read. */
export interface FacetTimeline {
  info: {
    participants?: readonly { participantId: number; puuid: string }[] | undefined;
    frames: readonly { events: readonly EventDto[] }[];
  };
}

interface Shopping {
  /** Purchases not undone, in order. */
  bought: { itemId: number; timestamp: number }[];
  /** NORMAL skill points, in order. */
  skills: SkillSlot[];
}

/** Each timeline participant's purchases (undos applied) and skill points. */
function shoppingOf(timeline: FacetTimeline): Map<number, Shopping> {
  const byParticipant = new Map<number, Shopping>();
  const of = (participantId: number) => {
    let shopping = byParticipant.get(participantId);
    if (!shopping) {
      shopping = { bought: [], skills: [] };
      byParticipant.set(participantId, shopping);
    }
    return shopping;
  };
  for (const frame of timeline.info.frames) {
    for (const event of frame.events) {
      const participantId = event.participantId ?? 0;
      if (participantId <= 0) continue;
      if (event.type === 'ITEM_PURCHASED' && (event.itemId ?? 0) > 0) {
        of(participantId).bought.push({ itemId: event.itemId ?? 0, timestamp: event.timestamp });
      } else if (event.type === 'ITEM_UNDO' && (event.beforeId ?? 0) > 0) {
        // An undone purchase names the item in beforeId (an undone sale in afterId).
        const { bought } = of(participantId);
        for (let i = bought.length - 1; i >= 0; i--) {
          if (bought[i]?.itemId === event.beforeId) {
            bought.splice(i, 1);
            break;
          }
        }
      } else if (event.type === 'SKILL_LEVEL_UP' && event.levelUpType === 'NORMAL') {
        const slot = SKILL_SLOTS[(event.skillSlot ?? 0) - 1];
        const { skills } = of(participantId);
        if (slot && skills.length < MAX_SKILL_POINTS) skills.push(slot);
      }
    }
  }
  return byParticipant;
}

/** Q, W and E by points at the end, most first; a tie goes to the one that got there first. */
function maxOrder(skills: readonly SkillSlot[]): BasicSkill[] {
  const points = new Map<BasicSkill, number>(BASIC_SKILLS.map((s) => [s, 0]));
  const reachedAt = new Map<BasicSkill, number>(BASIC_SKILLS.map((s) => [s, -1]));
  skills.forEach((slot, i) => {
    if (slot === 'R') return;
    points.set(slot, (points.get(slot) ?? 0) + 1);
    reachedAt.set(slot, i);
  });
  return [...BASIC_SKILLS].sort(
    (a, b) =>
      (points.get(b) ?? 0) - (points.get(a) ?? 0) ||
      (reachedAt.get(a) ?? 0) - (reachedAt.get(b) ?? 0),
  );
}

/**
 * A player's item facets from their purchases (undos applied): when each of the first six
 * legendaries and the first tier-two boots were completed, the core, the 4th–6th legendary,
 * and with a core the core build's boots (the first tier-two boots bought, an upgrade counting as
 * its tier-two boot, '0' for none) and its 4th–6th legendary.
 */
function buildFacets(bought: Shopping['bought'], items: ItemClasses): [Facet, string][] {
  const out: [Facet, string][] = [];
  const legendaries: number[] = [];
  for (const { itemId, timestamp } of bought) {
    if (!items.isLegendary(itemId) || legendaries.includes(itemId)) continue;
    legendaries.push(itemId);
    if (legendaries.length <= LAST_ITEM_SLOT)
      out.push(['item_minute', itemMinuteValue(itemId, timestamp)]);
  }
  const firstBoots = bought.find((b) => items.bootsOf(b.itemId) !== null);
  const boots = (firstBoots && items.bootsOf(firstBoots.itemId)) ?? 0;
  if (firstBoots) out.push(['item_minute', itemMinuteValue(boots, firstBoots.timestamp)]);
  const core = legendaries.length >= CORE_SIZE ? itemsValue(legendaries.slice(0, CORE_SIZE)) : null;
  if (core !== null) {
    out.push(['core', core]);
    out.push(['build_boots', buildValue(core, String(boots))]);
  }
  for (let slot = CORE_SIZE + 1; slot <= LAST_ITEM_SLOT; slot++) {
    const itemId = legendaries[slot - 1];
    if (itemId === undefined) continue;
    out.push([`item${slot}` as Facet, String(itemId)]);
    if (core !== null) out.push(['build_item', buildValue(core, `${slot}:${itemId}`)]);
  }
  return out;
}

/**
 * What storing a match's timeline adds to champion_facets (timeline, start, core, item4–6,
 * skills, build_boots, build_item, skill_path, skill_path18, item_minute), grouped by key and in the primary
 * key's order; nothing for a remake. Only item purchases, their undos and skill points are read.
 */
export function timelineFacetDeltas(
  match: TimelineFacetMatch,
  timeline: FacetTimeline,
  items: ItemClasses,
): FacetDelta[] {
  if (match.isRemake) return [];
  const { queueId, patch, platform, bracket } = match;
  const out = collect({ queueId, patch, platform, bracket });
  const shopping = shoppingOf(timeline);
  // The timeline numbers its participants itself; the match's numbers are the fallback.
  const timelineIdOf = new Map(
    (timeline.info.participants ?? []).map((p) => [p.puuid, p.participantId]),
  );

  for (const p of match.participants) {
    const add = (facet: Facet, value: string) => out.add(p.championId, p.role, facet, value, p.win);
    const id = (p.puuid !== undefined && timelineIdOf.get(p.puuid)) || p.participantId;
    const { bought, skills } = shopping.get(id) ?? { bought: [], skills: [] };

    add('timeline', '');

    const start = bought
      .filter((b) => b.timestamp < START_ITEMS_BEFORE_MS && !items.isTrinket(b.itemId))
      .map((b) => b.itemId)
      .sort((a, b) => a - b);
    if (start.length > 0) add('start', itemsValue(start));

    for (const [facet, value] of buildFacets(bought, items)) add(facet, value);

    if (skills.length >= 3) add('skills', skillsValue(maxOrder(skills), skills.slice(0, 3)));
    if (skills.length >= SKILL_PATH_LEVELS) {
      add('skill_path', skills.slice(0, SKILL_PATH_LEVELS).join(''));
    }
    if (skills.length >= SKILL_PATH_FULL_LEVELS) {
      add('skill_path18', skills.slice(0, SKILL_PATH_FULL_LEVELS).join(''));
    }
  }
  return out.rows();
}

/**
 * Each of the match's players' `core` value (the first three completed legendaries, as
 * timelineFacetDeltas counts it), in the order of `match.participants`; null without one.
 */
export function timelineCores(
  match: Pick<TimelineFacetMatch, 'participants'>,
  timeline: FacetTimeline,
  items: ItemClasses,
): (string | null)[] {
  const shopping = shoppingOf(timeline);
  const timelineIdOf = new Map(
    (timeline.info.participants ?? []).map((p) => [p.puuid, p.participantId]),
  );
  return match.participants.map((p) => {
    const id = (p.puuid !== undefined && timelineIdOf.get(p.puuid)) || p.participantId;
    const core = buildFacets(shopping.get(id)?.bought ?? [], items).find(([f]) => f === 'core');
    return core?.[1] ?? null;
  });
}
