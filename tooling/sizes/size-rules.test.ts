import { describe, expect, it } from 'vitest';
import { countLines, measureSources } from './function-spans.ts';
import { checkSizes } from './size-rules.ts';

const lines = (count: number, line = 'x += 1;') =>
  Array.from({ length: count }, () => line).join('\n');

/** A function whose first and last lines are its own, `bodyLines` between them. */
const functionOf = (head: string, bodyLines: number, tail = '}') =>
  `${head}\n${lines(bodyLines, '  x += 1;')}\n${tail}\n`;

const check = (path: string, text: string) =>
  checkSizes(measureSources([{ path, text: `let x = 0;\n${text}` }]));

describe('size check', () => {
  it('counts lines as an editor numbers them', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\nb\n')).toBe(2);
    expect(countLines('a\nb')).toBe(2);
  });

  it('reports a file over 600 lines, and not one of 600', () => {
    const over = check('src/long.ts', `${lines(600)}\n`);
    expect(over.violations.map((v) => [v.key, v.message])).toEqual([
      ['src/long.ts', '601 lines, over 600: split it by meaning into modules'],
    ]);
    expect(check('src/long.ts', `${lines(599)}\n`).violations).toEqual([]);
  });

  it('reports a function over 80 lines, counted from its first line to its last', () => {
    const report = check('src/a.ts', functionOf('export function build() {', 79));
    expect(report.violations.map((v) => [v.key, v.line, v.message])).toEqual([
      ['src/a.ts: build', 2, 'build has 81 lines, over 80: split it into named helpers'],
    ]);
    expect(check('src/a.ts', functionOf('export function build() {', 78)).violations).toEqual([]);
  });

  it('reports an arrow function by the const it is assigned to, with the functions it nests', () => {
    const inner = functionOf('  const step = () => {', 40, '  };');
    const text = `export const run = async () => {\n${inner}${lines(39, '  x += 1;')}\n};\n`;
    expect(check('src/run.ts', text).violations.map((v) => v.key)).toEqual(['src/run.ts: run']);
  });

  it('reports long methods and callbacks by where they sit', () => {
    const text = [
      functionOf('class Store {\n  load() {', 80, '  }\n}'),
      functionOf('items.forEach(() => {', 80, '});'),
    ].join('');
    expect(check('src/store.ts', text).violations.map((v) => v.key)).toEqual([
      'src/store.ts: load',
      'src/store.ts: items.forEach(…) callback',
    ]);
  });

  it('ignores a long React component and the functions it nests, in a .tsx file', () => {
    const handler = functionOf('  const onSave = () => {', 85, '  };');
    const text = `export function RankedCard() {\n${handler}${lines(10, '  x += 1;')}\n  return <div />;\n}\n`;
    expect(check('src/ranked-card.tsx', text).violations).toEqual([]);
    const arrow = functionOf('export const Panel = memo(() => {', 90, '});');
    expect(check('src/panel.tsx', arrow).violations).toEqual([]);
  });

  it('measures a lower-case function of a .tsx file, and a capitalised one of a .ts file', () => {
    const hook = functionOf('export function useThing() {', 85);
    expect(check('src/use-thing.tsx', hook).violations.map((v) => v.key)).toEqual([
      'src/use-thing.tsx: useThing',
    ]);
    const factory = functionOf('export function Factory() {', 85);
    expect(check('src/factory.ts', factory).violations.map((v) => v.key)).toEqual([
      'src/factory.ts: Factory',
    ]);
  });

  it('measures the tests inside a long describe block, not the block', () => {
    const test = functionOf("  it('works', () => {", 85, '  });');
    const text = [
      `describe('thing', () => {\n${test}${lines(20, '  x += 1;')}\n});\n`,
      `describe.each(cases)('case %s', () => {\n${lines(90, '  x += 1;')}\n});\n`,
    ].join('');
    expect(check('src/thing.test.ts', text).violations.map((v) => v.key)).toEqual([
      "src/thing.test.ts: it('works') callback",
    ]);
  });
});
