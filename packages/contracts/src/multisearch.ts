import {
  GAME_NAME_LENGTH,
  hasControlCharacter,
  type RiotId,
  riotIdKey,
  riotIdLength,
  TAG_LINE_LENGTH,
} from './riot-id.ts';

/** Players a multi-search shows: one lobby of champion select. Further names are left out. */
export const MULTISEARCH_MAX = 5;

/**
 * Fragments that are not a Riot ID a multi-search reports at most (chat lines pasted with the
 * lobby's), so that the answer stays bounded; they take no player's place.
 */
export const MULTISEARCH_INVALID_MAX = 5;

/** The longest text a multi-search reads: five lobby lines with room to spare. */
export const MULTISEARCH_TEXT_MAX = 2_000;

/**
 * What the League client writes in the lobby chat when a player joins or leaves, in the three
 * languages of the site. These are the forms recognised; they are matched without regard to
 * case, and each ends the name before it, so lines that the browser has run together
 * ("A#EUW joined the lobbyB#EUW joined the lobby") still split. A "left" line takes the player
 * out again if they had joined before it.
 *
 * - en: "Name#TAG joined the lobby", "Name#TAG left the lobby"
 * - ru: "Name#TAG присоединился к лобби" (also "присоединилась", "присоединяется"),
 *   "Name#TAG вошел в лобби" / "вошёл в лобби", "Name#TAG покинул лобби" / "покинула лобби"
 * - tr: "Name#TAG lobiye katıldı", "Name#TAG lobiden ayrıldı"
 *
 * Anything else after a tag line on the same line is ignored too (a tag line has no spaces), so
 * chat wordings not listed here still give the right Riot ID when each is on its own line.
 */
export const LOBBY_JOINED = [
  'joined the lobby',
  'присоединился к лобби',
  'присоединилась к лобби',
  'присоединяется к лобби',
  'вошел в лобби',
  'вошёл в лобби',
  'lobiye katıldı',
] as const;

export const LOBBY_LEFT = [
  'left the lobby',
  'покинул лобби',
  'покинула лобби',
  'lobiden ayrıldı',
] as const;

/** One name of the pasted text: a Riot ID, or the text that could not be read as one. */
export interface MultiSearchName {
  /** The fragment as read, trimmed: shown in the column of a name that is not valid. */
  input: string;
  /** Null when the fragment breaks Riot's rules for a Riot ID. */
  riotId: RiotId | null;
}

export interface MultiSearchNames {
  /**
   * In the order first pasted, without repeats: the first MULTISEARCH_MAX valid Riot IDs, with
   * the first MULTISEARCH_INVALID_MAX fragments that are not one among them where they were
   * pasted. A fragment that is not valid takes no valid name's place.
   */
  names: MultiSearchName[];
  /** More distinct valid Riot IDs than MULTISEARCH_MAX were pasted; the first ones are kept. */
  truncated: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrase = (forms: readonly string[]) => forms.map(escapeRegExp).join('|');
/** A joined or left phrase, with the spaces before it. */
const LOBBY_EVENT = new RegExp(`\\s*(${phrase(LOBBY_JOINED)}|${phrase(LOBBY_LEFT)})`, 'giu');
const LEFT = new RegExp(`^(${phrase(LOBBY_LEFT)})$`, 'iu');

/** Whether a game name and tag line keep Riot's rules (the same rules as the contract's schemas). */
export function isValidRiotId({ gameName, tagLine }: RiotId): boolean {
  const nameLength = riotIdLength(gameName);
  const tagLength = riotIdLength(tagLine);
  return (
    nameLength >= GAME_NAME_LENGTH.min &&
    nameLength <= GAME_NAME_LENGTH.max &&
    tagLength >= TAG_LINE_LENGTH.min &&
    tagLength <= TAG_LINE_LENGTH.max &&
    !/[#\s]/u.test(tagLine) &&
    !hasControlCharacter(gameName) &&
    !hasControlCharacter(tagLine)
  );
}

/** `Name#TAG` followed by anything: the tag line is the run of non-spaces after the `#`. */
function readName(fragment: string): MultiSearchName {
  const input = fragment.trim();
  const hash = input.indexOf('#');
  if (hash < 0) return { input, riotId: null };
  const gameName = input.slice(0, hash).trim();
  const tagLine =
    input
      .slice(hash + 1)
      .trimStart()
      .split(/\s/u, 1)[0] ?? '';
  const riotId = { gameName, tagLine };
  return isValidRiotId(riotId)
    ? { input: `${gameName}#${tagLine}`, riotId }
    : { input, riotId: null };
}

const keyOf = (name: MultiSearchName) =>
  name.riotId
    ? riotIdKey(name.riotId.gameName, name.riotId.tagLine)
    : `!${name.input.toLowerCase()}`;

/**
 * The names in what a player pasted: Riot IDs one per line, separated by commas or semicolons,
 * or the lobby chat (LOBBY_JOINED). Repeats (any case) count once; a player who left the lobby
 * after joining is dropped. Valid and invalid names are kept up to a maximum each
 * (MultiSearchNames). Empty text gives no names.
 */
export function parseMultiSearch(text: string): MultiSearchNames {
  // Each lobby phrase ends a name: mark it, keeping whether it said "left".
  const marked = text.replace(LOBBY_EVENT, (_, event: string) =>
    LEFT.test(event) ? '\u0000left\n' : '\n',
  );
  const seen = new Map<string, MultiSearchName>();
  for (const raw of marked.split(/[\n\r,;]+/u)) {
    const hasLeft = raw.endsWith('\u0000left');
    const fragment = hasLeft ? raw.slice(0, -'\u0000left'.length) : raw;
    if (fragment.trim() === '') continue;
    const name = readName(fragment);
    const key = keyOf(name);
    if (hasLeft) seen.delete(key);
    else if (!seen.has(key)) seen.set(key, name);
  }
  let valid = 0;
  let invalid = 0;
  const names = [...seen.values()].filter((name) =>
    name.riotId ? ++valid <= MULTISEARCH_MAX : ++invalid <= MULTISEARCH_INVALID_MAX,
  );
  return { names, truncated: valid > MULTISEARCH_MAX };
}
