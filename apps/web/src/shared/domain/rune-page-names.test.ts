import type { RunePage } from '@riftscope/contracts';
import { describe, expect, it } from 'vitest';
import { type RunePageDifference, runePageNames } from './rune-page-names.ts';

const rune = (name: string) => ({ name, icon: null });

function conqueror({
  primary = ['Triumph', 'Legend: Alacrity', 'Last Stand'],
  secondary = ['Second Wind', 'Unflinching'],
  shards = ['Attack Speed', 'Adaptive Force', 'Health Scaling'],
  secondaryTree = 'Resolve',
} = {}): RunePage {
  return {
    primary: { tree: rune('Precision'), keystone: rune('Conqueror'), runes: primary.map(rune) },
    secondary: { tree: rune(secondaryTree), runes: secondary.map(rune) },
    shards: shards.map(rune),
  };
}

const format = (page: RunePage, { runes, shards }: RunePageDifference) =>
  [
    `${page.primary.keystone.name}, ${page.primary.tree.name} and ${page.secondary.tree.name}`,
    ...(runes.length > 0 ? [runes.join(' / ')] : []),
    ...(shards.length > 0 ? [`Shards: ${shards.join(' / ')}`] : []),
  ].join(' · ');

describe('runePageNames', () => {
  it('names a page by its keystone and trees alone when no other page shares them', () => {
    expect(
      runePageNames([conqueror(), conqueror({ secondaryTree: 'Domination' })], format),
    ).toEqual(['Conqueror, Precision and Resolve', 'Conqueror, Precision and Domination']);
  });

  it('adds the minor runes that differ when pages share keystone and trees', () => {
    const pages = [conqueror(), conqueror({ primary: ['Triumph', 'Legend: Haste', 'Last Stand'] })];
    expect(runePageNames(pages, format)).toEqual([
      'Conqueror, Precision and Resolve · Legend: Alacrity',
      'Conqueror, Precision and Resolve · Legend: Haste',
    ]);
  });

  it('compares the secondary runes as a set and names the one each page has alone', () => {
    const pages = [conqueror(), conqueror({ secondary: ['Unflinching', 'Bone Plating'] })];
    expect(runePageNames(pages, format)).toEqual([
      'Conqueror, Precision and Resolve · Second Wind',
      'Conqueror, Precision and Resolve · Bone Plating',
    ]);
  });

  it('shows all three shards when pages differ in shards only', () => {
    const pages = [
      conqueror(),
      conqueror({ shards: ['Adaptive Force', 'Adaptive Force', 'Health Scaling'] }),
    ];
    expect(runePageNames(pages, format)).toEqual([
      'Conqueror, Precision and Resolve · Shards: Attack Speed / Adaptive Force / Health Scaling',
      'Conqueror, Precision and Resolve · Shards: Adaptive Force / Adaptive Force / Health Scaling',
    ]);
  });

  it('gives every page of a group of three a name of its own', () => {
    const pages = [
      conqueror(),
      conqueror({ primary: ['Triumph', 'Legend: Haste', 'Last Stand'] }),
      conqueror({ shards: ['Adaptive Force', 'Adaptive Force', 'Health Scaling'] }),
    ];
    const named = runePageNames(pages, format);
    expect(new Set(named).size).toBe(3);
    expect(named[0]).toBe(
      'Conqueror, Precision and Resolve · Legend: Alacrity · Shards: Attack Speed / Adaptive Force / Health Scaling',
    );
  });

  it('numbers pages still named alike, the same runes listed in another order', () => {
    const pages = [conqueror(), conqueror({ secondary: ['Unflinching', 'Second Wind'] })];
    expect(runePageNames(pages, format)).toEqual([
      'Conqueror, Precision and Resolve',
      'Conqueror, Precision and Resolve (2)',
    ]);
  });
});
