import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  ErrorBodySchema,
  IdSchema,
  Int4Schema,
  PageSchema,
  pageOf,
  TimestampSchema,
} from './common.schema.ts';
import { hasNextPage, lastPageOf, MAX_SERIAL_ID } from './common.ts';

describe('hasNextPage', () => {
  it('is true while the current page is before the last', () => {
    expect(hasNextPage({ current_page: 1, last_page: 2 })).toBe(true);
    expect(hasNextPage({ current_page: 2, last_page: 2 })).toBe(false);
    expect(hasNextPage({ current_page: 3, last_page: 2 })).toBe(false);
    expect(hasNextPage({ current_page: 1, last_page: 1 })).toBe(false);
  });
});

describe('lastPageOf', () => {
  it('rounds up to whole pages', () => {
    expect(lastPageOf(10, 10)).toBe(1);
    expect(lastPageOf(11, 10)).toBe(2);
    expect(lastPageOf(95, 20)).toBe(5);
  });

  it('gives an empty list one page', () => {
    expect(lastPageOf(0, 10)).toBe(1);
  });
});

describe('PageSchema', () => {
  it('defaults to page 1 and reads query-string numbers', () => {
    expect(PageSchema.parse(undefined)).toBe(1);
    expect(PageSchema.parse('3')).toBe(3);
  });

  it('rejects pages below 1 and fractions', () => {
    expect(PageSchema.safeParse('0').success).toBe(false);
    expect(PageSchema.safeParse('1.5').success).toBe(false);
    expect(PageSchema.safeParse('abc').success).toBe(false);
  });
});

describe('IdSchema', () => {
  it('accepts positive ids up to the largest serial', () => {
    expect(IdSchema.parse('42')).toBe(42);
    expect(IdSchema.safeParse(String(MAX_SERIAL_ID)).success).toBe(true);
    expect(IdSchema.safeParse(String(MAX_SERIAL_ID + 1)).success).toBe(false);
    expect(IdSchema.safeParse('0').success).toBe(false);
    expect(IdSchema.safeParse('-1').success).toBe(false);
  });
});

describe('Int4Schema', () => {
  it('reads whole numbers that fit a PostgreSQL integer column', () => {
    expect(Int4Schema.parse('420')).toBe(420);
    expect(Int4Schema.parse(String(MAX_SERIAL_ID))).toBe(MAX_SERIAL_ID);
    expect(Int4Schema.parse(String(-MAX_SERIAL_ID - 1))).toBe(-MAX_SERIAL_ID - 1);
  });

  it('rejects numbers beyond the column, infinities and fractions', () => {
    for (const value of [
      String(MAX_SERIAL_ID + 1),
      String(-MAX_SERIAL_ID - 2),
      '1e309',
      '-1e309',
      '1.5',
      'NaN',
    ]) {
      expect(Int4Schema.safeParse(value).success, value).toBe(false);
    }
  });
});

describe('pageOf', () => {
  it('describes data with page metadata', () => {
    const schema = pageOf(z.number());
    const page = { data: [1, 2], current_page: 1, last_page: 1, per_page: 10, total: 2 };
    expect(schema.parse(page)).toEqual(page);
    expect(schema.safeParse({ ...page, last_page: 0 }).success).toBe(false);
  });
});

describe('ErrorBodySchema', () => {
  it('has a message and optional field errors', () => {
    expect(ErrorBodySchema.safeParse({ message: 'Not found' }).success).toBe(true);
    expect(
      ErrorBodySchema.safeParse({ message: 'Invalid', errors: { email: ['Required'] } }).success,
    ).toBe(true);
  });
});

describe('TimestampSchema', () => {
  it('accepts ISO-8601 timestamps with Z or an offset', () => {
    expect(TimestampSchema.safeParse('2025-05-10T12:00:00.000Z').success).toBe(true);
    expect(TimestampSchema.safeParse('2025-05-10T12:00:00+03:00').success).toBe(true);
    expect(TimestampSchema.safeParse('2025-05-10 12:00').success).toBe(false);
  });
});
