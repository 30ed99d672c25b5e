import { z } from 'zod/mini';

/** Riot's bounds for a Riot ID: game name 3–16 characters, tag line 3–5. */
export const GAME_NAME_LENGTH = { min: 3, max: 16 } as const;
export const TAG_LINE_LENGTH = { min: 3, max: 5 } as const;

const length = (s: string) => [...s].length;
/** No Riot ID has control characters, and PostgreSQL text cannot hold NUL. */
const hasControl = (s: string) => /\p{Cc}/u.test(s);

export const GameNameSchema = z.string().check(
  z.trim(),
  z.refine((s) => length(s) >= GAME_NAME_LENGTH.min && length(s) <= GAME_NAME_LENGTH.max, {
    message: `Game name must be ${GAME_NAME_LENGTH.min}–${GAME_NAME_LENGTH.max} characters`,
  }),
  z.refine((s) => !s.includes('#'), { message: 'Game name cannot contain #' }),
  z.refine((s) => !hasControl(s), { message: 'Game name cannot contain control characters' }),
);

export const TagLineSchema = z.string().check(
  z.trim(),
  z.refine((s) => length(s) >= TAG_LINE_LENGTH.min && length(s) <= TAG_LINE_LENGTH.max, {
    message: `Tag line must be ${TAG_LINE_LENGTH.min}–${TAG_LINE_LENGTH.max} characters`,
  }),
  z.refine((s) => !s.includes('#') && !/\s/.test(s) && !hasControl(s), {
    message: 'Tag line cannot contain #, spaces or control characters',
  }),
);

export interface RiotId {
  gameName: string;
  tagLine: string;
}

/**
 * Splits search input of the form `name#tag`. Returns null unless both parts are non-empty
 * after trimming (SPEC.md §5: such a submit is ignored without a message).
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
