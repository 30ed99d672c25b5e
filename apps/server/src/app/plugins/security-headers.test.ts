import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { securityHeadersOf } from './security-headers.ts';

/** The sources of one CSP directive. */
function directive(env: Record<string, string>, name: string): string[] {
  const csp = securityHeadersOf(loadConfig(env))['content-security-policy'] ?? '';
  const found = csp.split(';').find((d) => d.trim().split(/\s+/)[0] === name);
  return found?.trim().split(/\s+/).slice(1) ?? [];
}

describe('securityHeadersOf', () => {
  it('lets images come from our own origin and data or blob URLs only', () => {
    expect(directive({}, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('adds the origin of ASSET_BASE_URL, the CDN in front of our art, and nothing wider', () => {
    const imgSrc = directive({ ASSET_BASE_URL: 'https://art.riftscope.example/' }, 'img-src');
    expect(imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://art.riftscope.example']);
    expect(imgSrc).not.toContain('https:');
  });

  it("adds Google Analytics' hosts to img-src only when analytics is configured", () => {
    const imgSrc = directive({ GA_MEASUREMENT_ID: 'G-ABC123XYZ' }, 'img-src');
    expect(imgSrc).toContain('https://*.google-analytics.com');
    expect(imgSrc).not.toContain('https:');
  });
});
