import { describe, expect, it } from 'vitest';
import { guideCatalog, SAMPLE_BUILD } from '../test/admin-guides-fixtures.ts';
import {
  emptyRunePage,
  runePageFromInput,
  runePageInput,
  withPrimaryRune,
  withPrimaryStyle,
  withSecondaryRune,
  withShard,
  withSubStyle,
} from './rune-page.ts';

const trees = guideCatalog().runes;

/** Precision's keystone and minor runes with Domination second, no secondary runes yet. */
function precisionPage() {
  let page = withPrimaryStyle(emptyRunePage(), 8000);
  for (const [row, id] of [8008, 9111, 9104, 8014].entries()) page = withPrimaryRune(page, row, id);
  return withSubStyle(page, 8100);
}

describe('rune page', () => {
  it('takes two secondary runes of different rows, the third replacing the oldest', () => {
    let page = withSecondaryRune(precisionPage(), trees, 8139);
    page = withSecondaryRune(page, trees, 8137);
    expect(page.secondary).toEqual([8139, 8137]);
    page = withSecondaryRune(page, trees, 8135);
    expect(page.secondary).toEqual([8137, 8135]);
  });

  it('replaces a secondary rune of the same row', () => {
    let page = withSecondaryRune(precisionPage(), trees, 8139);
    page = withSecondaryRune(page, trees, 8137);
    page = withSecondaryRune(page, trees, 8140);
    expect(page.secondary).toEqual([8139, 8140]);
  });

  it('starts the primary runes afresh with a new primary path, and drops that path as secondary', () => {
    const page = withPrimaryStyle(withSecondaryRune(precisionPage(), trees, 8139), 8100);
    expect(page.primary).toEqual([null, null, null, null]);
    expect(page.sub_style).toBeNull();
    expect(page.secondary).toEqual([]);
  });

  it('sends nothing until the page is complete, then the secondary runes in row order', () => {
    let page = withSecondaryRune(precisionPage(), trees, 8135);
    page = withSecondaryRune(page, trees, 8139);
    expect(runePageInput(page, trees)).toBeNull();
    page = withShard(withShard(withShard(page, 0, 5005), 1, 5008), 2, 5011);
    expect(runePageInput(page, trees)).toEqual(SAMPLE_BUILD.runes);
  });

  it('reads a stored page back as the form keeps it', () => {
    expect(runePageInput(runePageFromInput(SAMPLE_BUILD.runes), trees)).toEqual(SAMPLE_BUILD.runes);
  });
});
