import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import {
  badRequest,
  HttpError,
  invalid,
  payloadTooLarge,
  unsupportedMediaType,
} from '../../platform/errors.ts';
import { assertStorableText } from '../../platform/text-input.ts';

/** Longest text field the app's multipart limits accept unless a route asks for more. */
export const DEFAULT_FIELD_BYTES = 1024 * 1024;

/** Reads the one file of a multipart request from `field`; other fields are returned as text. */
export async function readSingleFile(req: FastifyRequest, field: string): Promise<Buffer> {
  const { file } = await readMultipart(req, field);
  if (!file) throw invalid({ [field]: ['Choose an image to upload'] });
  return file;
}

/** The text fields of a multipart request and the file sent under `fileField`, if any. */
export async function readMultipart(
  req: FastifyRequest,
  fileField: string,
  options: { fieldBytes?: number } = {},
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  if (!req.isMultipart()) throw unsupportedMediaType('Send the form as multipart/form-data');
  const fieldBytes = options.fieldBytes ?? DEFAULT_FIELD_BYTES;
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: { fieldSize: fieldBytes } })) {
      if (part.type === 'file') {
        // Reading a file past the size limit throws the plugin's 413 error.
        const data = await part.toBuffer();
        if (part.fieldname === fileField && data.length > 0) file = data;
      } else {
        // The parser cuts an oversized field short and says so; a cut value is never used.
        if (part.valueTruncated) {
          throw payloadTooLarge(`The form field ${part.fieldname} is too large`);
        }
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    throw isMalformedBody(err) ? badRequest('The form data is malformed or cut short') : err;
  }
  return { fields, file };
}

/**
 * Whether a failure came from the multipart parser reading a broken body (no or wrong boundary,
 * a part cut short): the parser throws plain errors, while our refusals and the plugin's limits
 * carry a status or a code.
 */
function isMalformedBody(err: unknown): boolean {
  if (err instanceof HttpError) return false;
  return err instanceof Error && err.constructor === Error && !('code' in err);
}

/** Validates multipart text fields with a contract schema; failures become 422 with field errors. */
export function parseFields<S extends z.ZodMiniType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) {
    // After parsing, so that text inside JSON fields (`\u0000` in a title) is checked too.
    assertStorableText(result.data);
    return result.data;
  }
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const base = issue.path.map(String).join('.');
    const names =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => (base ? `${base}.${key}` : key))
        : [base || 'body'];
    const message = issue.code === 'unrecognized_keys' ? 'Unknown field' : issue.message;
    for (const name of names) errors[name] = [...(errors[name] ?? []), message];
  }
  throw invalid(errors);
}
