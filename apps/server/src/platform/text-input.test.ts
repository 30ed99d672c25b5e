import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { assertStorableText } from './text-input.ts';

const refusal = (value: unknown, base?: string) => {
  try {
    assertStorableText(value, base);
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, errors: err.errors };
    throw err;
  }
  return null;
};

describe('assertStorableText', () => {
  it('lets text without NUL characters through, whatever its shape', () => {
    expect(refusal({ a: 'text', b: ['x', 1, null, { c: 'ünïcødé \uD800' }] })).toBeNull();
    expect(refusal(undefined)).toBeNull();
    expect(refusal('plain')).toBeNull();
  });

  it('names every field holding a NUL character, as a 422', () => {
    expect(
      refusal({ search: 'a\u0000b', list: ['ok', '\u0000'], deep: { x: { y: '\u0000' } } }),
    ).toEqual({
      status: 422,
      errors: {
        search: ['Text cannot contain the NUL character'],
        'list.1': ['Text cannot contain the NUL character'],
        'deep.x.y': ['Text cannot contain the NUL character'],
      },
    });
  });

  it('names a bare value by the part of the request it came from', () => {
    expect(refusal('\u0000', 'body')?.errors).toEqual({
      body: ['Text cannot contain the NUL character'],
    });
  });

  it('walks very deep values without running out of stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(refusal(deep, 'body')?.status).toBe(422);
  });
});
