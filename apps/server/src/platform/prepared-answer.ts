import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

/** Answers shorter than this are sent as they are, as the compression plugin does. */
export const COMPRESS_THRESHOLD = 1024;

const ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ENCODINGS)[number];

/**
 * An answer written once: its JSON bytes, an entity tag for them, and each compressed form made
 * the first time a client asks for it. A cached answer is sent again as these same bytes.
 */
export interface PreparedAnswer {
  readonly body: Buffer;
  /** A weak tag (`W/"…"`): every encoding of the body is the same answer. */
  readonly etag: string;
  encoded(encoding: AnswerEncoding): Buffer;
}

/**
 * Kept answers are compressed once and sent many times, so they get more effort than the
 * plugin's on-the-fly brotli (quality 4); quality 6 still takes about a millisecond for a page of
 * matches.
 */
const compressors: Record<AnswerEncoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 6,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

export function prepareAnswer(json: string): PreparedAnswer {
  const body = Buffer.from(json);
  const encodings = new Map<AnswerEncoding, Buffer>();
  return {
    body,
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    encoded(encoding) {
      let bytes = encodings.get(encoding);
      if (bytes === undefined) {
        bytes = compressors[encoding](body);
        encodings.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/**
 * Prepares each frozen answer once: an answer cache freezes what it keeps, so while it is kept
 * the same object comes back and is sent as the same bytes, without another pass over the
 * schema or the compressor. `serialize` is the route's own (its contract's response schema).
 */
export function preparedAnswers(
  serialize: (data: unknown) => string,
): (answer: object) => PreparedAnswer {
  const prepared = new WeakMap<object, PreparedAnswer>();
  return (answer) => {
    let entry = prepared.get(answer);
    if (entry === undefined) {
      entry = prepareAnswer(serialize(answer));
      prepared.set(answer, entry);
    }
    return entry;
  };
}

/** Whether an If-None-Match header names `etag`, by weak comparison (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

// negotiator 1.1 breaks ties of quality by a preference order; its types predate the option.
const preferredEncoding = Negotiator.prototype.encoding as (
  this: Negotiator,
  available: readonly string[],
  options: { preferred: readonly string[] },
) => string | undefined;

/** Clients send few distinct Accept-Encoding headers; each is negotiated once. */
const NEGOTIATED_MAX = 256;
/** Each header's encoding, `identity` for neither. */
const negotiated = new LRUCache<string, AnswerEncoding | 'identity'>({ max: NEGOTIATED_MAX });

/** The encoding to send: brotli, else gzip, when the client accepts it; null for neither. */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    const best = preferredEncoding.call(
      new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }),
      ENCODINGS,
      { preferred: ENCODINGS },
    );
    encoding = (ENCODINGS as readonly string[]).includes(best ?? '')
      ? (best as AnswerEncoding)
      : 'identity';
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding === 'identity' ? null : encoding;
}

function addVary(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader('vary');
  const values = typeof vary === 'string' ? vary.split(',').map((v) => v.trim().toLowerCase()) : [];
  if (values.includes(header) || values.includes('*')) return;
  reply.header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, ${header}` : header);
}

/**
 * Sends a prepared answer with its tag: 304 without a body when the client already holds it
 * (a successful GET only), else the bytes in the best encoding the client accepts.
 */
export function sendPrepared(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  status: number,
): FastifyReply {
  const compressible = answer.body.length >= COMPRESS_THRESHOLD;
  if (compressible) addVary(reply, 'accept-encoding');
  reply.header('etag', answer.etag);
  if (
    status === 200 &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    matchesEtag(req.headers['if-none-match'], answer.etag)
  )
    return reply.code(304).send();
  reply.code(status).type('application/json; charset=utf-8');
  const encoding =
    compressible && req.headers['x-no-compression'] === undefined
      ? answerEncoding(req.headers['accept-encoding'])
      : null;
  if (encoding === null) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}
