import {
  adminCreateNews,
  adminDeleteNews,
  adminListNews,
  adminUpdateNews,
  adminUploadEditorImage,
  getNews,
  listNews,
  NEWS_TRANSLATIONS_JSON_MAX,
  NewsCreateFieldsSchema,
  NewsUpdateFieldsSchema,
} from '@riftscope/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccessGuard } from '../../platform/auth-context.ts';
import { bindRoute } from '../../platform/route.ts';
import { imageUploadRateLimit } from '../uploads/image-upload.ts';
import { parseFields, readMultipart, readSingleFile } from '../uploads/multipart.ts';
import type { NewsService } from './news.service.ts';

/** The translations field carries three bodies; leave room for JSON escaping. */
const NEWS_FIELD_BYTES = NEWS_TRANSLATIONS_JSON_MAX * 2;

export function registerNewsRoutes(
  app: FastifyInstance,
  guard: AccessGuard,
  deps: { news: NewsService; uploadsPerUserPerMinute: number },
) {
  const { news } = deps;
  const uploads = { config: imageUploadRateLimit(deps.uploadsPerUserPerMinute) };

  bindRoute(app, guard, listNews, async ({ query }) => news.list(query));
  bindRoute(app, guard, getNews, async ({ params, query }) => news.get(params.slug, query.lang));

  bindRoute(app, guard, adminListNews, async ({ query }) => news.adminList(query));

  bindRoute(
    app,
    guard,
    adminCreateNews,
    async ({ req }) => {
      const { fields, file } = await readMultipart(req, 'image', { fieldBytes: NEWS_FIELD_BYTES });
      return news.create(parseFields(NewsCreateFieldsSchema, fields), file);
    },
    uploads,
  );

  bindRoute(
    app,
    guard,
    adminUpdateNews,
    async ({ params, req }) => {
      const { fields, file } = await readMultipart(req, 'image', { fieldBytes: NEWS_FIELD_BYTES });
      return news.update(params.id, parseFields(NewsUpdateFieldsSchema, fields), file);
    },
    uploads,
  );

  bindRoute(app, guard, adminDeleteNews, async ({ params }) => {
    await news.remove(params.id);
    return undefined;
  });

  bindRoute(
    app,
    guard,
    adminUploadEditorImage,
    async ({ req }) => news.uploadEditorImage(await readSingleFile(req, 'file')),
    uploads,
  );
}
