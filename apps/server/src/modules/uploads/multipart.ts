import type { FastifyRequest } from 'fastify';
import { invalid, unsupportedMediaType } from '../../platform/errors.ts';

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
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  if (!req.isMultipart()) throw unsupportedMediaType('Send the form as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      // Reading a file past the size limit throws the plugin's 413 error.
      const data = await part.toBuffer();
      if (part.fieldname === fileField && data.length > 0) file = data;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
