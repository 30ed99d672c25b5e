import { describe, expect, it } from 'vitest';
import { lighthouseRun } from './lighthouse-run.ts';

type Report = Parameters<typeof lighthouseRun>[0] & object;

const report = (overrides: Partial<Report> = {}): Report =>
  ({
    categories: { performance: { score: 0.974 } },
    audits: {
      'largest-contentful-paint': { numericValue: 1497.2 },
      'total-blocking-time': { numericValue: 168 },
    },
    ...overrides,
  }) as unknown as Report;

describe('lighthouseRun', () => {
  it("takes a complete report's score in points, its largest paint and blocking time", () => {
    expect(lighthouseRun(report())).toEqual({ score: 97, lcp: 1497.2, tbt: 168, lcpElement: null });
  });

  it("names the element of the largest contentful paint as Lighthouse 13's breakdown does", () => {
    const named = report({
      audits: {
        'largest-contentful-paint': { numericValue: 1497.2 },
        'total-blocking-time': { numericValue: 168 },
        'lcp-breakdown-insight': {
          details: { items: [{ type: 'table' }, { type: 'node', snippet: '<p class="lead">' }] },
        },
      } as unknown as Report['audits'],
    });
    expect(lighthouseRun(named)).toMatchObject({ lcpElement: '<p class="lead">' });
  });

  it('names the element of the largest contentful paint by its opening tag', () => {
    const named = report({
      audits: {
        'largest-contentful-paint': { numericValue: 1497.2 },
        'total-blocking-time': { numericValue: 168 },
        'largest-contentful-paint-element': {
          details: { items: [{ items: [{ node: { snippet: '<h1 class="hero">' } }] }] },
        },
      } as unknown as Report['audits'],
    });
    expect(lighthouseRun(named)).toMatchObject({ lcpElement: '<h1 class="hero">' });
  });

  it('counts a run that ended in a runtime error as failed, not as a score of 0', () => {
    const failed = report({
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      categories: { performance: { score: null } } as unknown as Report['categories'],
    });
    expect(lighthouseRun(failed)).toEqual({ failure: 'NO_FCP' });
  });

  it('counts a run without a report or without its figures as failed', () => {
    expect(lighthouseRun(undefined)).toEqual({ failure: 'no report' });
    expect(lighthouseRun(report({ audits: {} }))).toEqual({ failure: 'no performance figures' });
    const unmeasured = report({
      audits: {
        'largest-contentful-paint': { numericValue: Number.NaN },
        'total-blocking-time': { numericValue: 168 },
      } as unknown as Report['audits'],
    });
    expect(lighthouseRun(unmeasured)).toEqual({ failure: 'no performance figures' });
  });
});
