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

/**
 * The rune page of a participant's perks: the primary tree with its keystone and three runes,
 * the secondary tree with its two, and the offense, flex and defense shards. Modes without runes
 * (Arena) send zeros, which name no rune.
 */
export function runePage(perks: PerksDto | null, game: GameDataMapper): RunePage {
  const [primary, secondary] = perks?.styles ?? [];
  const rune = (id: number | undefined) => game.rune(id ?? 0);
  const selections = (style: typeof primary, from: number, count: number) =>
    Array.from({ length: count }, (_, i) => rune(style?.selections[from + i]?.perk));
  const shards = perks?.statPerks;
  return {
    primary: {
      tree: rune(primary?.style),
      keystone: rune(primary?.selections[0]?.perk),
      runes: selections(primary, 1, 3),
    },
    secondary: { tree: rune(secondary?.style), runes: selections(secondary, 0, 2) },
    shards: [shards?.offense, shards?.flex, shards?.defense].map(rune),
  };
}
