import { describe, expect, it } from 'vitest';
import { findDocReferences } from './doc-references.ts';

// Spelled in parts, so that this file cites nothing itself.
const outside = (name: string) => `${name}.md`;

describe('findDocReferences', () => {
  it('finds a citation of an outside document with its file and line', () => {
    const source = `/** The tier letters. */\n/** Thresholds (${outside('SPEC')} §9). */\n`;
    expect(findDocReferences([{ path: 'packages/contracts/src/tier-letter.ts', source }])).toEqual([
      { file: 'packages/contracts/src/tier-letter.ts', line: 2, cited: outside('SPEC') },
    ]);
  });

  it('finds every outside document, several on one line', () => {
    const source = `see ${outside('DESIGN')} §4 and ${outside('STYLE')}, "Errors"`;
    expect(findDocReferences([{ path: 'README.md', source }]).map((r) => r.cited)).toEqual([
      outside('DESIGN'),
      outside('STYLE'),
    ]);
  });

  it('passes citations of the documents in docs/', () => {
    const source = '// docs/product.md, Tier list; docs/style.md, Errors; docs/architecture.md';
    expect(findDocReferences([{ path: 'a.ts', source }])).toEqual([]);
  });

  it('passes names that only end like an outside document', () => {
    const source = `${outside('MYSPEC')} ${outside('CODESTYLE')} ${outside('spec')}`;
    expect(findDocReferences([{ path: 'a.md', source }])).toEqual([]);
  });
});
