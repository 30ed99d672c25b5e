import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  answerEncoding,
  COMPRESS_THRESHOLD,
  matchesEtag,
  prepareAnswer,
  preparedAnswers,
} from './prepared-answer.ts';

const countingWriter = () => {
  const calls: unknown[] = [];
  const prepare = preparedAnswers((data: unknown) => {
    calls.push(data);
    return JSON.stringify(data);
  });
  return { prepare, calls };
};

describe('prepared answers', () => {
  it('writes a kept answer once and sends the same bytes again', () => {
    const { prepare, calls } = countingWriter();
    const answer = Object.freeze({ name: 'Baron Stealer', level: 312 });
    expect(prepare(answer).body.toString()).toBe('{"name":"Baron Stealer","level":312}');
    expect(prepare(answer)).toBe(prepare(answer));
    expect(calls).toHaveLength(1);
  });

  it('writes equal answers that are different objects separately, with the same tag', () => {
    const { prepare, calls } = countingWriter();
    const first = prepare(Object.freeze({ level: 1 }));
    const second = prepare(Object.freeze({ level: 1 }));
    expect(calls).toHaveLength(2);
    expect(first.etag).toBe(second.etag);
  });

  it('tags different answers differently, as weak tags', () => {
    const a = prepareAnswer('{"level":1}');
    const b = prepareAnswer('{"level":2}');
    expect(a.etag).not.toBe(b.etag);
    expect(a.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
  });

  it('compresses each encoding once, to bytes that decode to the body', () => {
    const json = JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ i, kda: 3.5 })) });
    const answer = prepareAnswer(json);
    const br = answer.encoded('br');
    expect(answer.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(json);
    expect(gunzipSync(answer.encoded('gzip')).toString()).toBe(json);
    expect(br.length).toBeLessThan(answer.body.length / 4);
  });

  it('counts the threshold in bytes, not characters', () => {
    const cyrillic = prepareAnswer(JSON.stringify('Ж'.repeat(COMPRESS_THRESHOLD / 2)));
    expect(cyrillic.body.length).toBeGreaterThan(COMPRESS_THRESHOLD);
  });
});

describe('If-None-Match', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    ['', false],
    [undefined, false],
  ])('%j matches %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});

describe('answer encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
  ])('%j gets %s', (header, expected) => {
    expect(answerEncoding(header)).toBe(expected);
    // The second time comes from what was negotiated before, and says the same.
    expect(answerEncoding(header)).toBe(expected);
  });
});
