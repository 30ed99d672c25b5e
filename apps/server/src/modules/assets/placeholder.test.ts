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

  describe('a profile icon', () => {
    const icon = { label: 'Profile icon 27', seed: '27', size: 128, figure: 'silhouette' } as const;

    it('draws a white head and shoulders on the seed colour, and no letters or digits', () => {
      const svg = placeholderSvg(icon);
      expect(svg).toContain('width="128" height="128" viewBox="0 0 128 128"');
      expect(svg).toContain(
        `<rect width="128" height="128" rx="16" fill="${placeholderColor('27')}"/>`,
      );
      expect(svg).toMatch(/<circle cx="64" cy="[\d.]+" r="[\d.]+" fill="#fff"\/>/);
      expect(svg).toMatch(/<path d="[^"]+" fill="#fff"\/>/);
      expect(svg).not.toContain('<text');
      // Nothing is written but the title, which a browser does not draw.
      expect(svg.replace(/<title>.*<\/title>/, '').replace(/<[^>]*>/g, '')).toBe('');
    });

    it('keeps the head above the shoulders and both inside the picture at every size', () => {
      for (const size of [1, 29, 64, 128, 1024]) {
        const svg = placeholderSvg({ ...icon, size });
        const [, cy, r] = svg.match(/<circle cx="[\d.]+" cy="([\d.]+)" r="([\d.]+)"/) ?? [];
        const numbers = (svg.match(/<path d="([^"]+)"/)?.[1] ?? '').match(/[\d.]+/g)?.map(Number);
        expect(Number(cy) - Number(r), `${size}`).toBeGreaterThanOrEqual(0);
        expect(numbers?.length, `${size}`).toBeGreaterThan(0);
        for (const n of numbers ?? []) expect(n, `${size}`).toBeLessThanOrEqual(size);
      }
    });

    it('names itself with its label, and differs from another icon only in colour and name', () => {
      const svg = placeholderSvg(icon);
      expect(svg).toContain('role="img" aria-label="Profile icon 27"');
      expect(svg).toContain('<title>Profile icon 27</title>');
      const other = placeholderSvg({ ...icon, label: 'Profile icon 4568', seed: '4568' });
      const shapes = (s: string) =>
        s.replace(/<title>.*<\/title>|aria-label="[^"]*"|fill="#(?!fff)[0-9a-f]{6}"/g, '');
      expect(shapes(other)).toBe(shapes(svg));
    });

    it('stays small', () => {
      expect(new TextEncoder().encode(placeholderSvg(icon)).length).toBeLessThan(1024);
    });
  });

  it('refuses sizes that are not whole pixels', () => {
    for (const size of [0, -1, 1.5, Number.NaN, 5000]) {
      expect(() => placeholderSvg({ ...ahri, size })).toThrow(RangeError);
    }
  });
});
