import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { serializeFrozenOnce, serializerCompiler } from './serializer.ts';

const countingSerializer = () => {
  const calls: unknown[] = [];
  const serialize = serializeFrozenOnce((data: unknown) => {
    calls.push(data);
    return JSON.stringify(data);
  });
  return { serialize, calls };
};

describe('answer serializer', () => {
  it('writes a frozen answer once and sends the same text again', () => {
    const { serialize, calls } = countingSerializer();
    const answer = Object.freeze({ name: 'Baron Stealer', level: 312 });
    expect(serialize(answer)).toBe('{"name":"Baron Stealer","level":312}');
    expect(serialize(answer)).toBe('{"name":"Baron Stealer","level":312}');
    expect(calls).toHaveLength(1);
  });

  it('writes an answer that may still change every time', () => {
    const { serialize, calls } = countingSerializer();
    const answer = { level: 1 };
    expect(serialize(answer)).toBe('{"level":1}');
    answer.level = 2;
    expect(serialize(answer)).toBe('{"level":2}');
    expect(calls).toHaveLength(2);
  });

  it('writes equal frozen answers that are different objects separately', () => {
    const { serialize, calls } = countingSerializer();
    serialize(Object.freeze({ level: 1 }));
    serialize(Object.freeze({ level: 1 }));
    expect(calls).toHaveLength(2);
  });

  it("checks a frozen answer against each route's own schema", () => {
    const answer = Object.freeze({ id: 7, secret: 'hash' });
    const narrow = serializerCompiler({
      schema: z.object({ id: z.number() }),
      method: 'GET',
      url: '/narrow',
    });
    const wide = serializerCompiler({
      schema: z.object({ id: z.number(), secret: z.string() }),
      method: 'GET',
      url: '/wide',
    });
    expect(narrow(answer)).toBe('{"id":7}');
    expect(wide(answer)).toBe('{"id":7,"secret":"hash"}');
    expect(narrow(answer)).toBe('{"id":7}');
  });

  it('still refuses a frozen answer that breaks its contract', () => {
    const strict = serializerCompiler({
      schema: z.object({ id: z.number() }),
      method: 'GET',
      url: '/strict',
    });
    expect(() => strict(Object.freeze({ id: 'seven' }))).toThrow();
  });
});
