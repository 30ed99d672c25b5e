import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config.ts';

/** Cross-origin requests only from the site itself, with credentials. */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cors, { origin: config.http.publicUrl, credentials: true });
}
