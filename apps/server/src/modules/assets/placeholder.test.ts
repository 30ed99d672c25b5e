import { describe, expect, it } from 'vitest';
import { placeholderColor, placeholderSvg } from './placeholder.ts';

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const linear = (i: number) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('placeholderColor', () => {
  const seeds = Array.from({ length: 2000 }, (_, i) => (i % 2 ? `${i}` : `Champion${i}.png`));

  it('gives a seed the same colour every time', () => {
    expect(placeholderColor('MissFortune')).toBe(placeholderColor('MissFortune'));
    expect(placeholderColor('MissFortune')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives different seeds different colours', () => {
    expect(placeholderColor('1')).not.toBe(placeholderColor('2'));
    expect(placeholderColor('Ahri')).not.toBe(placeholderColor('Akali'));
    expect(new Set(seeds.map(placeholderColor)).size).toBeGreaterThan(200);
  });

  it('keeps white text at WCAG AA contrast on every seed', () => {
    for (const seed of seeds)
      expect(contrastWithWhite(placeholderColor(seed))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('placeholderSvg', () => {
  const ahri = { label: 'Ahri', seed: '103', size: 120 };

  it('is sized like the original', () => {
    const svg = placeholderSvg(ahri);
    expect(svg).toContain('width="120" height="120" viewBox="0 0 120 120"');
    expect(svg).toContain('<rect width="120" height="120"');
    expect(placeholderSvg({ ...ahri, size: 64 })).toContain(
      'width="64" height="64" viewBox="0 0 64 64"',
    );
  });

  it('draws the initials, centred, in white on the seed colour', () => {
    const svg = placeholderSvg(ahri);
    expect(svg).toContain(`fill="${placeholderColor('103')}"`);
    expect(svg).toMatch(
      /<text x="50%" y="50%" dy="\.35em" text-anchor="middle" fill="#fff"[^>]*>Ah<\/text>/,
    );
    expect(svg).toContain('font-size="48"');
    expect(svg).toContain('font-family="system-ui,');
  });

  it('names itself for screen readers and on hover', () => {
    const svg = placeholderSvg({ label: 'Miss Fortune', seed: '21', size: 120 });
    expect(svg).toContain('role="img" aria-label="Miss Fortune"');
    expect(svg).toContain('<title>Miss Fortune</title>');
  });

  it('draws runes round', () => {
    const svg = placeholderSvg({ label: 'Electrocute', seed: '8112', size: 64, shape: 'round' });
    expect(svg).toContain('<circle cx="32" cy="32" r="32"');
    expect(svg).not.toContain('<rect');
  });

  it('escapes markup, ampersands and quotes from the label', () => {
    const svg = placeholderSvg({
      label: `<script>alert("x")</script> & 'y'`,
      seed: '"><script>',
      size: 64,
    });
    expect(svg).not.toContain('<script');
    expect(svg).toContain(
      'aria-label="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;y&apos;"',
    );
    expect(svg).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;y&apos;</title>',
    );
    // The seed only picks a colour and never reaches the document.
    expect(svg).not.toContain('&quot;&gt;');
    expect(svg.match(/<\/?[a-z]+/g)).toEqual([
      '<svg',
      '<title',
      '</title',
      '<rect',
      '<text',
      '</text',
      '</svg',
    ]);
  });

  it('drops characters that would make the document malformed', () => {
    const svg = placeholderSvg({ label: 'Ah\u0000ri\u001b \ud800', seed: '1', size: 64 });
    expect(svg).toContain('<title>Ahri \ufffd</title>');
  });

  it('produces the same bytes for the same input, and stays small', () => {
    const input = { label: 'Infinity Edge', seed: '3031', size: 64 };
    expect(placeholderSvg(input)).toBe(placeholderSvg({ ...input }));
    expect(new TextEncoder().encode(placeholderSvg(input)).length).toBeLessThan(1024);
  });

  it('refuses sizes that are not whole pixels', () => {
    for (const size of [0, -1, 1.5, Number.NaN, 5000]) {
      expect(() => placeholderSvg({ ...ahri, size })).toThrow(RangeError);
    }
  });
});
