/**
 * How long one image upload holds the server: checking and re-encoding an image of the largest
 * size in pixels that uploads accept in each format (uploadMaxSide²), as a news cover
 * (resized to 1600 px) and as an avatar (cropped to 256 px). The images are gradients,
 * which stay under the byte limit while every pixel must still be decoded.
 */
import { UPLOAD_MAX_BYTES, uploadMaxSide } from '@riftscope/contracts';
import sharp from 'sharp';
import { processImage } from '../apps/server/src/modules/uploads/image-upload.ts';
import type { Figure } from './run.ts';
import { median, round } from './support.ts';

const RUNS = 7;
const GOAL = '< 300 ms';

async function largestImage(format: 'jpeg' | 'png' | 'webp' | 'gif'): Promise<Buffer> {
  const side = uploadMaxSide(`image/${format}`);
  const pixels = Buffer.alloc(side * side * 3);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const i = (y * side + x) * 3;
      pixels[i] = (x >> 4) & 0xff;
      pixels[i + 1] = (y >> 4) & 0xff;
      pixels[i + 2] = ((x + y) >> 5) & 0xff;
    }
  }
  const image = sharp(pixels, { raw: { width: side, height: side, channels: 3 } });
  const data = await image.toFormat(format, format === 'gif' ? { effort: 1 } : {}).toBuffer();
  if (data.length > UPLOAD_MAX_BYTES) throw new Error(`the ${format} test image is too large`);
  return data;
}

export async function uploadsBench(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
    const input = await largestImage(format);
    for (const [use, target] of [
      ['cover', { maxSide: 1600 }],
      ['avatar', { maxSide: 256, square: true }],
    ] as const) {
      await processImage(input, target, 'image');
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await processImage(input, target, 'image');
        times.push(performance.now() - start);
      }
      const side = uploadMaxSide(`image/${format}`);
      figures.push({
        name: `${format} ${side}×${side} → ${use}, median`,
        value: round(median(times)),
        unit: 'ms',
        goal: GOAL,
        note: `${round(input.length / 1024 / 1024)} MB, ${RUNS} runs`,
      });
    }
  }
  return figures;
}
