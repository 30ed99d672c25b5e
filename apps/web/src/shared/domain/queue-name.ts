import { type MapKey, mapKey, QUEUE_KEYS, type QueueKey } from '@riftscope/contracts';

/**
 * The queue keys the API sends (`queue_type`, from the contracts' queue catalogue), each with a
 * translated name under `queues.<key>`; an unknown queue arrives as `QUEUE_<id>`.
 */
export { QUEUE_KEYS, type QueueKey };

/** Riot's gameMode values with a translated name under `game_modes.<mode>`. */
export const GAME_MODE_KEYS = [
  'CLASSIC',
  'ARAM',
  'CHERRY',
  'SWIFTPLAY',
  'URF',
  'ONEFORALL',
  'NEXUSBLITZ',
  'ULTBOOK',
  'STRAWBERRY',
  'KIWI',
  'PRACTICETOOL',
] as const;
export type GameModeKey = (typeof GAME_MODE_KEYS)[number];

/** A game mode: a translated key, or Riot's word made readable. */
export type GameModeName = { key: GameModeKey } | { text: string };

/** What a queue key alone tells. */
export type QueueKeyName =
  | { key: QueueKey }
  | { id: string }
  /** A key that the web app does not know yet, in words: `NEW_MODE` → `New mode`. */
  | { text: string };

export type QueueName =
  | QueueKeyName
  /** A queue the catalogue does not know, on a map it does: "Summoner's Rift · Classic". */
  | { map: MapKey; mode: GameModeName };

/** `NEW_MODE` → `New mode`. */
function inWords(value: string): string {
  const words = value.replaceAll('_', ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What to call a queue: a translated key, an unknown id or the key in words. */
export function queueName(value: string): QueueKeyName {
  if ((QUEUE_KEYS as readonly string[]).includes(value)) return { key: value as QueueKey };
  const id = /^QUEUE_(\d+)$/.exec(value)?.[1];
  if (id) return { id };
  return { text: inWords(value) };
}

/** What to call a game mode (`CLASSIC` → a translated key, an unknown mode in words). */
export function gameModeName(gameMode: string): GameModeName {
  return (GAME_MODE_KEYS as readonly string[]).includes(gameMode)
    ? { key: gameMode as GameModeKey }
    : { text: inWords(gameMode) };
}

/**
 * What to call the queue of a match: its name when the catalogue knows it, else its map and game
 * mode when the map is known, else what {@link queueName} says.
 */
export function matchQueueName(
  queueType: string,
  game: { mapId: number; gameMode: string },
): QueueName {
  const name = queueName(queueType);
  if ('key' in name) return name;
  const map = mapKey(game.mapId);
  return map === undefined ? name : { map, mode: gameModeName(game.gameMode) };
}
