import {
  ITEM_EVENT_TYPES,
  type MatchBuildResponse,
  MS_PER_MINUTE,
  type RunePage,
  SKILL_SLOTS,
} from '@riftscope/contracts';
import type { EventDto, PerksDto, TimelineDto } from '@riftscope/riot/schemas';
import type { GameDataMapper } from './game-data.mapper.ts';

type ItemEventType = (typeof ITEM_EVENT_TYPES)[number];
type BuildItems = MatchBuildResponse['items'];
type SkillOrder = MatchBuildResponse['skills'];

/** Champion levels; a skill point a level at most. */
const MAX_LEVEL = 18;

const isItemEvent = (type: string): type is ItemEventType =>
  (ITEM_EVENT_TYPES as readonly string[]).includes(type);

/**
 * The item an item event names. ITEM_UNDO names the undone purchase in `beforeId` and an undone
 * sale in `afterId` (the other is 0). https://developer.riotgames.com/apis#match-v5/GET_getTimeline
 */
function itemIdOf(event: EventDto): number {
  if (event.type === 'ITEM_UNDO')
    return (event.beforeId ?? 0) !== 0 ? (event.beforeId ?? 0) : (event.afterId ?? 0);
  return event.itemId ?? 0;
}

/** The participant's purchases, sales and undos grouped by minute (floor(timestamp / 60000)), in order. */
export function buildItems(
  dto: TimelineDto,
  participantId: number,
  game: GameDataMapper,
): BuildItems {
  const minutes: BuildItems = [];
  for (const frame of dto.info.frames) {
    for (const event of frame.events) {
      if (event.participantId !== participantId || !isItemEvent(event.type)) continue;
      const [item] = game.items([itemIdOf(event)]);
      if (!item) continue;
      const minute = Math.floor(event.timestamp / MS_PER_MINUTE);
      const last = minutes.at(-1);
      if (last?.minute === minute) last.events.push({ type: event.type, item });
      else minutes.push({ minute, events: [{ type: event.type, item }] });
    }
  }
  return minutes;
}

/**
 * The participant's skill points in the order taken: SKILL_LEVEL_UP events of type NORMAL (an
 * EVOLVE is a Kha'Zix-style upgrade, not a point), skillSlot 1–4 being Q, W, E and R.
 */
export function skillOrder(dto: TimelineDto, participantId: number): SkillOrder {
  const skills: SkillOrder = [];
  for (const frame of dto.info.frames) {
    for (const event of frame.events) {
      if (event.type !== 'SKILL_LEVEL_UP' || event.participantId !== participantId) continue;
      if (event.levelUpType !== 'NORMAL') continue;
      const slot = SKILL_SLOTS[(event.skillSlot ?? 0) - 1];
      if (!slot || skills.length >= MAX_LEVEL) continue;
      skills.push({ level: skills.length + 1, slot });
    }
  }
  return skills;
}

/** A rune page by Riot's perk ids; 0 (or a missing id) names no rune. */
export interface RunePageIds {
  primaryStyle: number;
  /** The keystone, then the primary tree's three runes. */
  primary: readonly number[];
  subStyle: number;
  /** The secondary tree's two runes. */
  secondary: readonly number[];
  /** Offense, flex and defense shards. */
  shards: readonly number[];
}

/**
 * A rune page named in the game data's language: the primary tree with its keystone and three
 * runes, the secondary tree with its two, and the offense, flex and defense shards.
 */
export function namedRunePage(ids: RunePageIds, game: GameDataMapper): RunePage {
  const rune = (id: number | undefined) => game.rune(id ?? 0);
  const runes = (list: readonly number[], from: number, count: number) =>
    Array.from({ length: count }, (_, i) => rune(list[from + i]));
  return {
    primary: {
      tree: rune(ids.primaryStyle),
      keystone: rune(ids.primary[0]),
      runes: runes(ids.primary, 1, 3),
    },
    secondary: { tree: rune(ids.subStyle), runes: runes(ids.secondary, 0, 2) },
    shards: runes(ids.shards, 0, 3),
  };
}

/**
 * The rune page of a participant's perks (namedRunePage). Modes without runes (Arena) send
 * zeros, which name no rune.
 */
export function runePage(perks: PerksDto | null, game: GameDataMapper): RunePage {
  const [primary, secondary] = perks?.styles ?? [];
  const shards = perks?.statPerks;
  return namedRunePage(
    {
      primaryStyle: primary?.style ?? 0,
      primary: primary?.selections.map((s) => s.perk) ?? [],
      subStyle: secondary?.style ?? 0,
      secondary: secondary?.selections.map((s) => s.perk) ?? [],
      shards: [shards?.offense ?? 0, shards?.flex ?? 0, shards?.defense ?? 0],
    },
    game,
  );
}
