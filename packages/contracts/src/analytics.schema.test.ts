import { describe, expect, it } from 'vitest';
import { PageviewBodySchema } from './analytics.schema.ts';

describe('PageviewBodySchema', () => {
  it('takes a path and an optional referrer', () => {
    expect(PageviewBodySchema.safeParse({ path: '/en/news' }).success).toBe(true);
    expect(
      PageviewBodySchema.safeParse({ path: '/ru', referrer: 'https://example.com/' }).success,
    ).toBe(true);
    expect(PageviewBodySchema.safeParse({ path: '/', referrer: '' }).success).toBe(true);
  });

  it('needs a path starting with / of at most 2048 characters', () => {
    expect(PageviewBodySchema.safeParse({ path: 'en/news' }).success).toBe(false);
    expect(PageviewBodySchema.safeParse({ path: `/${'a'.repeat(2048)}` }).success).toBe(false);
    expect(PageviewBodySchema.safeParse({ path: '/', referrer: 'r'.repeat(2049) }).success).toBe(
      false,
    );
  });

  it('needs a path naming a page of the site, in at most 512 characters', () => {
    const slug = (length: number) => `/en/news/${'a'.repeat(length - '/en/news/'.length)}`;
    expect(PageviewBodySchema.safeParse({ path: slug(512) }).success).toBe(true);
    expect(PageviewBodySchema.safeParse({ path: slug(513) }).success).toBe(false);
    expect(PageviewBodySchema.safeParse({ path: '/en/tier-list?queue=440' }).success).toBe(true);
    expect(PageviewBodySchema.safeParse({ path: '/en/anything-at-all' }).success).toBe(false);
    expect(PageviewBodySchema.safeParse({ path: '/wp-login.php' }).success).toBe(false);
  });

  it('rejects unknown fields', () => {
    expect(PageviewBodySchema.safeParse({ path: '/', user: 1 }).success).toBe(false);
  });
});
