import { UPLOAD_MAX_BYTES, uploadMaxSide } from '@riftscope/contracts';
import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from '../../platform/client-address.ts';
import { HttpError, invalid, unsupportedMediaType } from '../../platform/errors.ts';

/** Upload rules shared by avatars, news covers and editor images. */
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/**
 * sharp (libvips) and file-type, loaded by the first image that needs them: together they add
 * about 30 MB to a process, which most starts never use.
 */
let imageLibraries: Promise<[typeof import('sharp'), typeof import('file-type')]> | undefined;
function loadImageLibraries() {
  imageLibraries ??= Promise.all([import('sharp'), import('file-type')]);
  return imageLibraries;
}

export interface ImageTarget {
  /** Longest side after resizing; smaller images keep their size. */
  maxSide: number;
  /** Crop to a square of maxSide (avatars). */
  square?: boolean;
}

export interface ProcessedImage {
  data: Buffer;
  extension: 'webp';
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Checks an upload by its content (not its name or declared type), bounds its pixel count and
 * re-encodes it to WebP, which drops metadata and anything hidden after the image data.
 */
export async function processImage(
  input: Buffer,
  target: ImageTarget,
  field: string,
): Promise<ProcessedImage> {
  if (input.length > UPLOAD_MAX_BYTES) {
    throw new HttpError(413, `Images may be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
  }
  const [{ default: sharp }, { fileTypeFromBuffer }] = await loadImageLibraries();
  const type = await fileTypeFromBuffer(input);
  if (!type || !(ALLOWED_IMAGE_TYPES as readonly string[]).includes(type.mime)) {
    throw unsupportedMediaType('Only JPEG, PNG, WebP and GIF images are accepted');
  }

  const { width = 0, height = 0 } = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw invalid({ [field]: ['The image could not be read'] });
    });
  if (width < 1 || height < 1) throw invalid({ [field]: ['The image could not be read'] });
  // Checking before decoding keeps one upload's decoding under 0.3 s on two busy cores, while
  // phone photos (12 megapixels) still fit.
  const side = uploadMaxSide(type.mime);
  if (width * height > side * side) {
    const message = `The image is too large in pixels (max ${side}×${side})`;
    throw invalid({ [field]: [message] }, message);
  }

  try {
    const pipeline = sharp(input, { limitInputPixels: side * side, animated: false })
      .rotate()
      .resize(
        target.square
          ? { width: target.maxSide, height: target.maxSide, fit: 'cover' }
          : {
              width: target.maxSide,
              height: target.maxSide,
              fit: 'inside',
              withoutEnlargement: true,
            },
      )
      // Effort 2 of 6 encodes a 1600 px cover in about half the time of the default 4, for
      // files a few per cent larger (docs/benchmarks.md, uploads).
      .webp({ quality: 82, effort: 2 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      data,
      extension: 'webp',
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw invalid({ [field]: ['The image could not be read'] });
  }
}

/**
 * The rate limit of a route that takes images: counted per signed-in user, so that one account
 * cannot keep the image decoder busy from many addresses, nor hold back others behind one.
 */
export function imageUploadRateLimit(perUserPerMinute: number) {
  return {
    rateLimit: {
      max: perUserPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (req: FastifyRequest) =>
        req.auth
          ? `image-upload:user:${req.auth.user.id}`
          : `image-upload:ip:${clientAddressKey(req.ip)}`,
    },
  };
}
