import type { Rune, RunePage } from '@riftscope/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DecorativeRuneIcon, RunePageDrawing } from './rune-page-drawing.tsx';

const rune = (name: string): Rune => ({ name, icon: `https://cdn.test/${name}.png` });

const PAGE: RunePage = {
  primary: {
    tree: rune('Precision'),
    keystone: rune('Conqueror'),
    runes: ['Triumph', 'Legend: Alacrity', 'Last Stand'].map(rune),
  },
  secondary: { tree: rune('Resolve'), runes: ['Bone Plating', 'Unflinching'].map(rune) },
  // Two shards can be the same one.
  shards: ['Attack Speed', 'Adaptive Force', 'Adaptive Force'].map(rune),
};

const HEADINGS = { primary: 'First: Precision', secondary: 'Second: Resolve', shards: 'Shards' };

/** The list drawn under a heading: the runes of that tree, in order. */
const runesUnder = (heading: HTMLElement) => {
  const list = heading.parentElement?.querySelector('ul');
  if (!list) throw new Error(`no list under ${heading.textContent}`);
  return within(list)
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));
};

describe('RunePageDrawing', () => {
  afterEach(cleanup);

  it('draws each tree under its own heading, at the level asked for', () => {
    render(<RunePageDrawing page={PAGE} headings={HEADINGS} headingLevel={5} size="compact" />);

    expect(runesUnder(screen.getByRole('heading', { level: 5, name: 'First: Precision' }))).toEqual(
      ['Conqueror', 'Triumph', 'Legend: Alacrity', 'Last Stand'],
    );
    expect(runesUnder(screen.getByRole('heading', { level: 5, name: 'Second: Resolve' }))).toEqual([
      'Bone Plating',
      'Unflinching',
    ]);
    expect(runesUnder(screen.getByRole('heading', { level: 5, name: 'Shards' }))).toEqual([
      'Attack Speed',
      'Adaptive Force',
      'Adaptive Force',
    ]);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('names every rune once, the tree icons being decorative beside their heading', () => {
    render(<RunePageDrawing page={PAGE} headings={HEADINGS} headingLevel={3} size="large" />);

    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.queryByRole('img', { name: 'Precision' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Resolve' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Conqueror' })).toBeTruthy();
    expect(screen.getAllByText('Conqueror')).toHaveLength(1);
    expect(screen.getByText('Unflinching')).toBeTruthy();
  });

  it.each([
    ['large', '56', '36', '24'],
    ['compact', '48', '32', '24'],
  ] as const)(
    'draws the keystone largest and the shards smallest when %s',
    (size, keystone, runeSize, shard) => {
      render(<RunePageDrawing page={PAGE} headings={HEADINGS} headingLevel={3} size={size} />);

      const width = (name: string) =>
        screen.getAllByRole('img', { name })[0]?.getAttribute('width');
      expect(width('Conqueror')).toBe(keystone);
      expect(width('Triumph')).toBe(runeSize);
      expect(width('Bone Plating')).toBe(runeSize);
      expect(width('Attack Speed')).toBe(shard);
    },
  );
});

describe('DecorativeRuneIcon', () => {
  afterEach(cleanup);

  it('names the rune in its tooltip only, as its name is written beside it', () => {
    const { container } = render(
      <DecorativeRuneIcon rune={rune('Conqueror')} size={32} className="size-8" />,
    );

    expect(screen.queryByRole('img')).toBeNull();
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('title')).toBe('Conqueror');
    expect(image?.getAttribute('width')).toBe('32');
  });
});
