import { isPrivateAnswer, type ResponseOf, type RouteContract } from '@riftscope/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import type { AccessGuard, Auth } from './auth-context.ts';
import { preparedAnswers, sendPrepared } from './prepared-answer.ts';
import { assertStorableText } from './text-input.ts';

type Out<R, K extends string> =
  R extends Record<K, infer S extends z.ZodMiniType> ? z.output<S> : undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every contract bound with bindRoute, for the docs and the authorisation tests. */
    boundContracts: RouteContract[];
  }
}

export interface RouteContext<R extends RouteContract> {
  params: Out<R, 'params'>;
  query: Out<R, 'query'>;
  body: Out<R, 'body'>;
  /** The caller; always present on routes that are not public. */
  auth: R['access'] extends 'public' ? Auth | null : Auth;
  req: FastifyRequest;
  reply: FastifyReply;
}

async function noStore(_req: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
}

export type RouteHandler<R extends RouteContract> = (
  ctx: RouteContext<R>,
) => Promise<ResponseOf<R>>;

/**
 * Registers a route from its contract: the contract's schemas validate input and serialise
 * output, its access rule runs first, and the handler's return value is sent with its status.
 * A frozen answer (what the answer caches keep) is written once while it is kept and sent as
 * the same bytes, compressed once, with an entity tag (platform/prepared-answer.ts).
 * A private answer (a token, someone's account: `isPrivateAnswer`) is sent with
 * `Cache-Control: no-store`, its errors too, and never as a tagged prepared answer.
 */
export function bindRoute<R extends RouteContract>(
  app: FastifyInstance,
  guard: AccessGuard,
  contract: R,
  handler: RouteHandler<R>,
  options: { config?: FastifyContextConfig } = {},
): void {
  const schema: FastifySchema = {
    summary: contract.summary,
    tags: [contract.tag],
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    ...(contract.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(contract.response ? { response: { [contract.status]: contract.response } } : {}),
  };
  app.boundContracts.push(contract);
  const isPrivate = isPrivateAnswer(contract);
  const prepare =
    contract.response && !isPrivate
      ? preparedAnswers(
          serializerCompiler({
            schema: contract.response,
            method: contract.method,
            url: contract.path,
          }),
        )
      : undefined;
  app.route({
    method: contract.method,
    url: contract.path,
    schema,
    ...(options.config ? { config: options.config } : {}),
    onRequest: guard(contract.access),
    // onSend, so that whatever answers the request (the guard, a limit, validation) is not kept.
    ...(isPrivate ? { onSend: noStore } : {}),
    // Before the schemas, so that no handler or query ever sees text the database cannot store.
    preValidation: async (req) => {
      assertStorableText(req.params);
      assertStorableText(req.query);
      assertStorableText(req.body);
    },
    handler: async (req, reply) => {
      const result = await handler({
        params: req.params,
        query: req.query,
        body: req.body,
        auth: req.auth,
        req,
        reply,
      } as RouteContext<R>);
      if (prepare && typeof result === 'object' && result !== null && Object.isFrozen(result))
        return sendPrepared(req, reply, prepare(result), contract.status);
      reply.code(contract.status);
      return contract.response ? result : reply.send();
    },
  });
}
