import type { ErrorBody } from '@riftscope/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, UPSTREAM_RETRY_AFTER_S } from './errors.ts';

/** Statuses Fastify and its plugins use for client mistakes, and the message we send for each. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid Content-Length'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The JSON body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The body is not valid JSON'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send the file as multipart/form-data'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large'],
  FST_FILES_LIMIT: [413, 'Too many files'],
  FST_PARTS_LIMIT: [413, 'Too many form fields'],
  FST_FIELDS_LIMIT: [413, 'Too many form fields'],
  FST_PROTO_VIOLATION: [400, 'Malformed form field name'],
  FST_INVALID_JSON_FIELD_ERROR: [400, 'A form field declared as JSON is not valid JSON'],
};

/** Writes every failure as `{ message, errors? }` (docs/product.md, API) with an honest status. */
export function errorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const [status, body, described] = describe(error);
  // A 503 is always temporary: whatever raised it, the client is told when to come back.
  const headers =
    status === 503 && described['retry-after'] === undefined
      ? { ...described, 'retry-after': String(UPSTREAM_RETRY_AFTER_S) }
      : described;
  if (status >= 500) req.log.error({ err: error, reqId: req.id }, 'request failed');
  else req.log.info({ status, code: error.code }, body.message);
  return reply.code(status).headers(headers).send(body);
}

function describe(error: FastifyError): [number, ErrorBody, Record<string, string>] {
  if (error instanceof HttpError) return [error.statusCode, error.toBody(), error.headers];

  if (hasZodFastifySchemaValidationErrors(error)) {
    // An id that is not a positive integer names nothing.
    if (
      error.validationContext === 'params' &&
      error.validation.some((v) => v.instancePath === '/id')
    ) {
      return [404, { message: 'Not found' }, {}];
    }
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const unknownKeys = (issue.params as { keys?: unknown }).keys;
      const fields =
        issue.keyword === 'unrecognized_keys' && Array.isArray(unknownKeys)
          ? unknownKeys.map((k) =>
              issue.instancePath.length > 1 ? `${issue.instancePath.slice(1)}.${k}` : String(k),
            )
          : [
              issue.instancePath.slice(1).replaceAll('/', '.') ||
                (error.validationContext ?? 'body'),
            ];
      const message =
        issue.keyword === 'unrecognized_keys'
          ? 'Unknown field'
          : (issue.message ?? 'Invalid value');
      for (const field of fields) errors[field] = [...(errors[field] ?? []), message];
    }
    return [422, { message: 'The given data was invalid', errors }, {}];
  }

  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (known) return [known[0], { message: known[1] }, {}];
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return [400, { message: 'The body is not valid JSON' }, {}];
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return [status, { message: error.message }, {}];

  return [500, { message: 'Internal server error' }, {}];
}
