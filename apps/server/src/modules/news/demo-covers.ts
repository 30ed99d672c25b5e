import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { type ProcessedImage, processImage } from '../uploads/image-upload.ts';
import type { DemoArticle } from './demo-news-content.ts';

const DEMO_COVER_WIDTH = 1200;
const DEMO_COVER_HEIGHT = 630;

/** Deterministic numbers in [0, 1) from a key, so a cover looks the same on every start. */
function numbersFrom(key: string, count: number): number[] {
  const bytes = createHash('sha256').update(key).digest();
  return Array.from({ length: count }, (_, i) => (bytes[i % bytes.length] ?? 0) / 256);
}

/**
 * An abstract cover (gradient, rings and a jagged "rift" line) drawn as SVG and rendered to
 * PNG; it carries no text, so it needs no fonts.
 */
async function renderDemoCover(
  key: string,
  colours: { from: string; to: string; accent: string },
): Promise<Buffer> {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, ...rest] = numbersFrom(key, 16);
  const w = DEMO_COVER_WIDTH;
  const h = DEMO_COVER_HEIGHT;
  const rings = [0, 1, 2]
    .map((i) => {
      const cx = Math.round(w * (0.55 + 0.4 * (rest[i] ?? 0)));
      const cy = Math.round(h * (0.2 + 0.6 * (rest[i + 3] ?? 0)));
      const r = Math.round(120 + 220 * (rest[i + 6] ?? 0));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colours.accent}" stroke-opacity="${0.12 + 0.1 * i}" stroke-width="${6 + 6 * i}"/>`;
    })
    .join('');
  const points = Array.from({ length: 9 }, (_, i) => {
    const x = Math.round((w / 8) * i);
    const y = Math.round(h * (0.55 + 0.25 * Math.sin(i * (1 + a) + b * 6) * (i % 2 ? 1 : -0.6)));
    return `${x},${y}`;
  }).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colours.from}"/>
      <stop offset="1" stop-color="${colours.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${0.2 + 0.3 * c}" cy="${0.3 + 0.4 * d}" r="0.6">
      <stop offset="0" stop-color="${colours.accent}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${colours.accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  ${rings}
  <g transform="rotate(${Math.round(-20 + 40 * e)} ${w / 2} ${h / 2})" fill="${colours.accent}" fill-opacity="0.08">
    <rect x="-200" y="${Math.round(h * (0.1 + 0.2 * f))}" width="${w + 400}" height="36"/>
    <rect x="-200" y="${Math.round(h * (0.7 + 0.1 * f))}" width="${w + 400}" height="18"/>
  </g>
  <polyline points="${points}" fill="none" stroke="${colours.accent}" stroke-width="10" stroke-linejoin="miter" stroke-opacity="0.85"/>
  <polyline points="${points}" fill="none" stroke="#ffffff" stroke-width="2" stroke-opacity="0.6"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Each article's cover, drawn and then stored as an upload would be. */
export async function drawDemoCovers(articles: readonly DemoArticle[]): Promise<ProcessedImage[]> {
  return Promise.all(
    articles.map(async (article) =>
      processImage(
        await renderDemoCover(article.key, article.cover),
        { maxSide: DEMO_COVER_WIDTH },
        'image',
      ),
    ),
  );
}
