import type { RunePage } from '@riftscope/contracts';

/** What sets a rune page apart from the others of its keystone and trees. */
export interface RunePageDifference {
  /** Its minor runes that not every page of the group shares, primary tree first. */
  runes: string[];
  /** All three shards when the group's shards differ anywhere; empty otherwise. */
  shards: string[];
}

const groupKey = (page: RunePage) =>
  [page.primary.keystone.name, page.primary.tree.name, page.secondary.tree.name].join('|');

const names = (runes: readonly { name: string }[]) => runes.map((rune) => rune.name);

/** Of one group of pages (same keystone and trees), what each page has that the others lack. */
function differences(group: readonly RunePage[]): RunePageDifference[] {
  if (group.length < 2) return group.map(() => ({ runes: [], shards: [] }));
  const isShared = (values: readonly (string | undefined)[]) =>
    values.every((value) => value === values[0]);
  const primaryLength = Math.max(...group.map((page) => page.primary.runes.length));
  const shardLength = Math.max(...group.map((page) => page.shards.length));
  const sharedPrimary = Array.from({ length: primaryLength }, (_, index) =>
    isShared(group.map((page) => page.primary.runes[index]?.name)),
  );
  // The secondary tree's two runes compared as a set: the order they are listed in is no choice.
  const inEverySecondary = (name: string) =>
    group.every((page) => page.secondary.runes.some((rune) => rune.name === name));
  const hasSharedShards = Array.from({ length: shardLength }, (_, index) =>
    isShared(group.map((page) => page.shards[index]?.name)),
  ).every(Boolean);
  return group.map((page) => ({
    runes: [
      ...names(page.primary.runes.filter((_, index) => !sharedPrimary[index])),
      ...names(page.secondary.runes).filter((name) => !inEverySecondary(name)),
    ],
    shards: hasSharedShards ? [] : names(page.shards),
  }));
}

/**
 * A name for each rune page that no other page of the list shares: `format` names a page from its
 * keystone and trees and what sets it apart from the pages sharing them (docs/champion-analytics.md,
 * Rune page names); two pages still named alike (the same runes listed in another order) are
 * numbered from the second on.
 */
export function runePageNames(
  pages: readonly RunePage[],
  format: (page: RunePage, difference: RunePageDifference) => string,
): string[] {
  const groups = new Map<string, number[]>();
  pages.forEach((page, index) => {
    const key = groupKey(page);
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const found: RunePageDifference[] = new Array(pages.length);
  for (const indexes of groups.values()) {
    const group = indexes.map((index) => pages[index] as RunePage);
    differences(group).forEach((difference, at) => {
      found[indexes[at] as number] = difference;
    });
  }
  const seen = new Map<string, number>();
  return pages.map((page, index) => {
    const name = format(page, found[index] ?? { runes: [], shards: [] });
    const times = (seen.get(name) ?? 0) + 1;
    seen.set(name, times);
    return times === 1 ? name : `${name} (${times})`;
  });
}
