import { CDRAGON_IMAGE_PATH, DDRAGON_IMAGE_PATH } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../platform/client-address.ts';
import { notFound } from '../../platform/errors.ts';
import type { DdragonImages } from './ddragon-images.service.ts';
import { imageContentType } from './ddragon-paths.ts';

/**
 * A stored file never changes: its path names its Data Dragon version. An augment's icon is kept
 * as long: Riot seldom redraws one, and a browser keeping the old art still shows the augment.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A placeholder is kept briefly, so that the art replaces it once it can be had. */
const PLACEHOLDER_CACHE = 'public, max-age=300';
/** Art not fetched for a visitor over the fetch allowance: asked for again on the next view. */
const LIMITED_CACHE = 'no-store';

/**
 * Data Dragon's art under /cdn/ddragon/, in Data Dragon's own layout, and Arena augments' icons
 * under /cdn/cdragon/augments/{id}.png; `?lang=ru` (the only query taken) labels a placeholder
 * in that language. A visitor over the allowance of fetches from the CDN gets the placeholder
 * too (200, not kept), never an error. Every path below either prefix reaches this route, so
 * anything that is not an image the proxy serves gets a JSON 404 here.
 */
export function registerAssetRoutes(app: FastifyInstance, deps: { images: DdragonImages }) {
  for (const prefix of [DDRAGON_IMAGE_PATH, CDRAGON_IMAGE_PATH]) registerArt(app, prefix, deps);
}

function registerArt(app: FastifyInstance, prefix: string, { images }: { images: DdragonImages }) {
  app.get(`${prefix}/*`, { schema: { hide: true } }, async (req, reply) => {
    const request = images.parse(req.url);
    if (request === null) throw notFound();
    const answer = await images.get(request, clientAddressKey(req.ip));
    if (answer.kind === 'placeholder' || answer.kind === 'limited') {
      return reply
        .type('image/svg+xml')
        .header('cache-control', answer.kind === 'limited' ? LIMITED_CACHE : PLACEHOLDER_CACHE)
        .send(answer.svg);
    }
    reply.type(imageContentType(request.image)).header('cache-control', IMMUTABLE);
    if (answer.kind === 'bytes') return reply.send(answer.bytes);
    return reply.header('content-length', answer.size).send(answer.handle.createReadStream());
  });
}
