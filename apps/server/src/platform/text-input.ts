import { invalid } from './errors.ts';

const NUL = '\u0000';
const MESSAGE = 'Text cannot contain the NUL character';
/** Deeper paths are named by their start: the field is found, and the answer stays small. */
const NAMED_DEPTH = 16;
/** A value with thousands of bad strings is named by its first few. */
const NAMED_FIELDS = 20;

/**
 * Refuses input holding U+0000 anywhere with a 422 naming each field: PostgreSQL text cannot
 * store it, so it would otherwise fail in the database as a 500. Walks without recursion, so a
 * deeply nested JSON body cannot exhaust the stack.
 */
export function assertStorableText(value: unknown, base?: string): void {
  const errors: Record<string, string[]> = {};
  let found = 0;
  const stack: [unknown, Step | null][] = [[value, base === undefined ? null : { key: base }]];
  while (stack.length > 0 && found < NAMED_FIELDS) {
    const [current, step] = stack.pop() as [unknown, Step | null];
    if (typeof current === 'string') {
      if (!current.includes(NUL)) continue;
      errors[nameOf(step)] = [MESSAGE];
      found++;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) {
        stack.push([current[i], { key: i, parent: step }]);
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push([child, { key, parent: step }]);
      }
    }
  }
  if (found > 0) throw invalid(errors);
}

/** One step of a path, linked to its parent so that no path is copied on the way down. */
interface Step {
  key: string | number;
  parent?: Step | null;
}

function nameOf(step: Step | null): string {
  const keys: (string | number)[] = [];
  for (let s = step; s; s = s.parent ?? null) keys.push(s.key);
  return keys.reverse().slice(0, NAMED_DEPTH).join('.') || 'body';
}
