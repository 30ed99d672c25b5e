import { randomUUID } from 'node:crypto';
import { NEWS_SLUG_MAX } from '@riftscope/contracts';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { config as configureZod, locales } from 'zod/mini';
import { clientErrorHandler } from '../platform/client-errors.ts';
import type { Config, TrustProxy } from '../platform/config.ts';
import { errorHandler } from '../platform/error-handler.ts';
import { loggerOptions } from '../platform/logger.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** TRUST_PROXY for Fastify, whose types omit the hop count it accepts: trust the nearest hops. */
function trustProxyOption(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * The Fastify instance with its limits, request ids, schema compilers and error handling, before
 * any plugin or route. `headers` go with the errors raised before any hook runs.
 */
export function createHttpServer(
  config: Config,
  headers: Readonly<Record<string, string>>,
): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: trustProxyOption(config.http.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    // Errors the router raises before any route runs (and before any onRequest hook) get the
    // same headers and body as every other error.
    frameworkErrors: (error, _req, reply: FastifyReply) => {
      const message =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The address is too long' : 'Malformed address';
      reply
        .code(error.statusCode ?? 400)
        .headers(headers)
        .send({ message });
    },
    // Node's parser refuses oversized headers (431) and slow requests (408) before Fastify.
    clientErrorHandler: clientErrorHandler(headers),
    // The longest parameter is a news slug: new ones are capped shorter, older ones fill the
    // column, and all of them must reach the route rather than a 414.
    routerOptions: { maxParamLength: NEWS_SLUG_MAX },
    // A client must send its whole request within this time (slow-body attacks hold a socket
    // and a parser otherwise); the default leaves a 9 MB news form 75 s at 1 Mbit/s. It ends
    // when the body has arrived, so slow handlers are not affected.
    requestTimeout: config.http.requestTimeoutMs,
    // A socket with no traffic either way this long is dropped (a client that stops reading
    // its answer). Longer than the request timeout, so that a slow body gets its 408 first,
    // and than a handler's longest Riot wait (60 s budget per call).
    connectionTimeout: config.http.requestTimeoutMs + 60_000,
    http: {
      headersTimeout: Math.min(60_000, config.http.requestTimeoutMs),
      // Node checks for timed-out requests on this interval (30 s by default).
      connectionsCheckingInterval: Math.min(30_000, config.http.requestTimeoutMs / 4),
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The contracts use zod/mini, which loads no locale: field errors are sent in English.
  configureZod(locales.en());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // The API speaks JSON and multipart only; a text/plain body is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  return app;
}
