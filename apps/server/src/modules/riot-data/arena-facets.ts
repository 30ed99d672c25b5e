import { ARENA_PLACES, ARENA_TOP_PLACES } from '@riftscope/contracts';
import type { ItemClasses } from '@riftscope/riot/ddragon';
import type { ParticipantRow } from './match-rows.ts';

/*
 * Arena's rows of champion_facets (docs/champion-analytics.md, Arena): each player's duo place,
 * and its augments, final items and partner, each with that place, so that an average place and
 * a top-four rate can be read for any of them from games alone.
 */

/** Arena's facets: written for Arena's queues only, in place of Summoner's Rift's. */
export const ARENA_FACETS = ['placement', 'augment', 'arena_item', 'duo'] as const;
export type ArenaFacet = (typeof ARENA_FACETS)[number];

/** The augment slots of an Arena player. */
const AUGMENT_SLOTS = [1, 2, 3, 4, 5, 6] as const;

/** Final inventory slots item0…item5 (item6 is the trinket). */
const INVENTORY_SLOTS = 6;

/** What of an Arena player's document the facets read. */
export interface ArenaDocumentPlayer {
  participantId: number;
  placement?: number | null | undefined;
  subteamPlacement?: number | null | undefined;
  playerSubteamId?: number | null | undefined;
  playerAugment1?: number | null | undefined;
  playerAugment2?: number | null | undefined;
  playerAugment3?: number | null | undefined;
  playerAugment4?: number | null | undefined;
  playerAugment5?: number | null | undefined;
  playerAugment6?: number | null | undefined;
}

/** A value of `augment`, `arena_item` or `duo`: the id and the duo's place, `87:3`. */
export const placedValue = (id: number, place: number): string => `${id}:${place}`;

/** The id and place of a placedValue; null for anything else. */
export function parsePlacedValue(value: string): { id: number; place: number } | null {
  const match = /^(\d{1,9}):([1-8])$/.exec(value);
  if (!match) return null;
  return { id: Number(match[1]), place: Number(match[2]) };
}

/** The duo's place, 1–8, as Riot sends it (`placement`, or `subteamPlacement`); null otherwise. */
export function arenaPlaceOf(p: ArenaDocumentPlayer): number | null {
  const place = (p.placement ?? 0) > 0 ? p.placement : p.subteamPlacement;
  return typeof place === 'number' && Number.isInteger(place) && place >= 1 && place <= ARENA_PLACES
    ? place
    : null;
}

/** A top-four finish: Riot's Arena win. */
export const isTopFour = (place: number): boolean => place <= ARENA_TOP_PLACES;

/** The player's augments, each once, in slot order; 0 and anything not an id are no augment. */
function augmentsOf(p: ArenaDocumentPlayer): number[] {
  const ids = AUGMENT_SLOTS.map((slot) => p[`playerAugment${slot}`] ?? 0);
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}

/** The items of a final inventory that a build holds: no trinket, consumable, or empty slot. */
function heldItems(items: readonly number[], classes: ItemClasses): number[] {
  const held = items
    .slice(0, INVENTORY_SLOTS)
    .filter((id) => id > 0 && !['trinket', 'consumable'].includes(classes.classOf(id)));
  return [...new Set(held)];
}

/** Adds one row's player: its champion, a facet, a value, and whether the duo made the top four. */
type AddRow = (championId: number, facet: ArenaFacet, value: string, isTopFour: boolean) => void;

/**
 * An Arena match's rows: for every player with a place, `placement` (the place), each augment,
 * each held item, and the partner's champion when the duo has exactly two players. A player
 * without a place (a document that names none) adds nothing: its figures could not be placed.
 */
export function addArenaFacets(
  add: AddRow,
  players: readonly Pick<ParticipantRow, 'participantId' | 'championId' | 'items'>[],
  documentPlayers: readonly ArenaDocumentPlayer[],
  items: ItemClasses,
): void {
  const byId = new Map(documentPlayers.map((p) => [p.participantId, p]));
  const duoOf = (id: number) => byId.get(id)?.playerSubteamId ?? 0;
  for (const p of players) {
    const own = byId.get(p.participantId);
    const place = own ? arenaPlaceOf(own) : null;
    if (!own || place === null) continue;
    const top = isTopFour(place);
    add(p.championId, 'placement', String(place), top);
    for (const augment of augmentsOf(own))
      add(p.championId, 'augment', placedValue(augment, place), top);
    for (const item of heldItems(p.items, items)) {
      add(p.championId, 'arena_item', placedValue(item, place), top);
    }
    const duo = duoOf(p.participantId);
    const mates = duo > 0 ? players.filter((m) => m !== p && duoOf(m.participantId) === duo) : [];
    const [mate] = mates;
    if (mates.length === 1 && mate)
      add(p.championId, 'duo', placedValue(mate.championId, place), top);
  }
}
