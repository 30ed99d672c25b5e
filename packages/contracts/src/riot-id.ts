/** Riot's bounds for a Riot ID: game name 3–16 characters, tag line 3–5. */
export const GAME_NAME_LENGTH = { min: 3, max: 16 } as const;
export const TAG_LINE_LENGTH = { min: 3, max: 5 } as const;

export const riotIdLength = (s: string) => [...s].length;
/** No Riot ID has control characters, and PostgreSQL text cannot hold NUL. */
export const hasControlCharacter = (s: string) => /\p{Cc}/u.test(s);

export interface RiotId {
  gameName: string;
  tagLine: string;
}

/** The capital I with a dot above (Turkish İ), which has no one-letter lower case. */
const DOTTED_CAPITAL_I = '\u0130';

/**
 * A Riot ID's part in the key: NFC, each letter lower-cased on its own. That is the database's
 * lower() (a Greek capital sigma is always σ, never the final ς), except the Turkish İ, kept as
 * it is, so that it shares a key neither with i nor with i and a combining dot.
 */
function foldRiotIdPart(part: string): string {
  let folded = '';
  for (const letter of part.normalize('NFC')) {
    folded += letter === DOTTED_CAPITAL_I ? letter : letter.toLowerCase();
  }
  return folded;
}

/** The key a Riot ID is cached and looked up by: `name#tag`, NFC, case-insensitive. */
export function riotIdKey(gameName: string, tagLine: string): string {
  return `${foldRiotIdPart(gameName)}#${foldRiotIdPart(tagLine)}`;
}

/** riotIdKey in one region: `region:name#tag`. */
export function regionalRiotIdKey(region: string, gameName: string, tagLine: string): string {
  return `${region}:${riotIdKey(gameName, tagLine)}`;
}

/**
 * Splits search input of the form `name#tag`. Returns null unless both parts are non-empty
 * after trimming (docs/product.md, Validation: such a submit is ignored without a message).
 */
export function parseRiotId(input: string): RiotId | null {
  const hash = input.indexOf('#');
  if (hash < 0) return null;
  const gameName = input.slice(0, hash).trim();
  const tagLine = input.slice(hash + 1).trim();
  if (!gameName || !tagLine) return null;
  return { gameName, tagLine };
}

/** `Name#tag`, the way the site shows a Riot ID. */
export function formatRiotId(id: RiotId): string {
  return `${id.gameName}#${id.tagLine}`;
}

/**
 * Whether search-box text names more than one player, so that it belongs to multi-search: it
 * has two `#` or more, as a Riot ID has exactly one. Deliberately not multi-search's parser,
 * which the home page's first script would otherwise carry for every visitor.
 */
export function isMultiSearchText(text: string): boolean {
  return text.indexOf('#') !== text.lastIndexOf('#');
}
