import type { GuideCatalog, GuideRunesInputSchema } from '@riftscope/contracts';
import type { z } from 'zod/mini';

export type RuneTree = GuideCatalog['runes'][number];
export type RunePageInput = z.infer<typeof GuideRunesInputSchema>;

/** A rune page as the form keeps it while the author chooses. */
export interface RunePageValues {
  primary_style: number | null;
  /** The keystone, then one rune of each of the three minor rows. */
  primary: (number | null)[];
  sub_style: number | null;
  /** At most two runes of different minor rows, in the order they were chosen. */
  secondary: number[];
  /** Offence, flex and defence. */
  shards: (number | null)[];
}

const PRIMARY_ROWS = 4;
const SHARD_ROWS = 3;
const SECONDARY_RUNES = 2;

export const emptyRunePage = (): RunePageValues => ({
  primary_style: null,
  primary: Array(PRIMARY_ROWS).fill(null),
  sub_style: null,
  secondary: [],
  shards: Array(SHARD_ROWS).fill(null),
});

export const runePageFromInput = (input: RunePageInput): RunePageValues => ({
  primary_style: input.primary_style,
  primary: [...input.primary],
  sub_style: input.sub_style,
  secondary: [...input.secondary],
  shards: [...input.shards],
});

const treeOf = (trees: readonly RuneTree[], id: number | null) =>
  trees.find((tree) => tree.id === id);

/** The row of a tree that holds `rune`, -1 when none does. */
export const rowOf = (tree: RuneTree | undefined, rune: number) =>
  tree?.slots.findIndex((row) => row.some((r) => r.id === rune)) ?? -1;

/** A new primary path: its runes are chosen afresh, and it can no longer be the secondary one. */
export function withPrimaryStyle(page: RunePageValues, style: number): RunePageValues {
  if (page.primary_style === style) return page;
  const isSubStyle = page.sub_style === style;
  return {
    ...page,
    primary_style: style,
    primary: Array(PRIMARY_ROWS).fill(null),
    sub_style: isSubStyle ? null : page.sub_style,
    secondary: isSubStyle ? [] : page.secondary,
  };
}

export const withPrimaryRune = (page: RunePageValues, row: number, rune: number) => ({
  ...page,
  primary: page.primary.map((current, index) => (index === row ? rune : current)),
});

export function withSubStyle(page: RunePageValues, style: number): RunePageValues {
  if (page.sub_style === style) return page;
  return { ...page, sub_style: style, secondary: [] };
}

/**
 * A secondary rune, as the game takes it: it replaces the one of its row, and a third row's rune
 * replaces the one chosen first.
 */
export function withSecondaryRune(
  page: RunePageValues,
  trees: readonly RuneTree[],
  rune: number,
): RunePageValues {
  const tree = treeOf(trees, page.sub_style);
  const row = rowOf(tree, rune);
  const others = page.secondary.filter((id) => id !== rune && rowOf(tree, id) !== row);
  return { ...page, secondary: [...others, rune].slice(-SECONDARY_RUNES) };
}

export const withShard = (page: RunePageValues, row: number, shard: number) => ({
  ...page,
  shards: page.shards.map((current, index) => (index === row ? shard : current)),
});

const isChosen = (ids: readonly (number | null)[]): ids is number[] =>
  ids.every((id) => id !== null);

/** The page as the server takes it, the secondary runes in row order; null while incomplete. */
export function runePageInput(
  page: RunePageValues,
  trees: readonly RuneTree[],
): RunePageInput | null {
  const { primary_style, sub_style, primary, shards } = page;
  if (primary_style === null || sub_style === null) return null;
  if (!isChosen(primary) || !isChosen(shards) || page.secondary.length !== SECONDARY_RUNES) {
    return null;
  }
  const tree = treeOf(trees, sub_style);
  const secondary = [...page.secondary].sort((a, b) => rowOf(tree, a) - rowOf(tree, b));
  return { primary_style, primary, sub_style, secondary, shards };
}
