import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';

/** Multipart forms (uploads and news with covers), held to what a form of ours can hold. */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 20, fieldSize: 1024 * 1024, parts: 25 },
  });
}
