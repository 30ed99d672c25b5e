import type { FunctionSpan, MeasuredFile } from './function-spans.ts';

/** The house limits (docs/style.md, "Habits"). */
export const MAX_FILE_LINES = 600;
export const MAX_FUNCTION_LINES = 80;

/**
 * Calls whose callback only groups other tests (`describe('…', () => { … })`): the tests and
 * helpers inside are measured one by one, the group is not.
 */
const GROUPING_CALLS = /^(?:describe|describeInBrowser|suite)[.(]/;

export interface SizeViolation {
  /** `path` for a long file, `path: name` for a long function. */
  key: string;
  line: number;
  message: string;
}

export function functionLines(span: FunctionSpan): number {
  return span.endLine - span.startLine + 1;
}

function isMeasuredFunction(span: FunctionSpan): boolean {
  return !span.isInComponent && !GROUPING_CALLS.test(span.name);
}

function violationsOf(file: MeasuredFile): SizeViolation[] {
  const found: SizeViolation[] = [];
  if (file.lines > MAX_FILE_LINES) {
    found.push({
      key: file.path,
      line: 1,
      message: `${file.lines} lines, over ${MAX_FILE_LINES}: split it by meaning into modules`,
    });
  }
  for (const span of file.functions) {
    const lines = functionLines(span);
    if (lines <= MAX_FUNCTION_LINES || !isMeasuredFunction(span)) continue;
    found.push({
      key: `${file.path}: ${span.name}`,
      line: span.startLine,
      message: `${span.name} has ${lines} lines, over ${MAX_FUNCTION_LINES}: split it into named helpers`,
    });
  }
  return found;
}

export interface SizeReport {
  violations: SizeViolation[];
}

/**
 * Files over MAX_FILE_LINES and functions over MAX_FUNCTION_LINES, React components (a
 * capitalised function of a .tsx file, with what it nests) and test groups aside.
 */
export function checkSizes(files: readonly MeasuredFile[]): SizeReport {
  return { violations: files.flatMap(violationsOf) };
}
