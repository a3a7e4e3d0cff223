import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { validationMessages } from '../../src/validation/messages';
import { BusinessError } from './businessError';

/**
 * The file of a multipart upload (fields first, then the file) with its fields checked by `schema`. Refused
 * fields drain the file and answer 40000 on the first field at fault, with its text when the schema names one
 * of the shared validation texts; no file answers `uploadFileMissing`.
 */
export async function receiveUpload<Fields>(request: FastifyRequest, schema: z.core.$ZodType<Fields>): Promise<{ file: Readable; filename: string; fields: Fields }> {
  const part = await request.file();
  if (!part) throw new BusinessError('invalidInput', { messageKey: 'uploadFileMissing', fieldKey: 'file' });
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const first = Array.isArray(field) ? field[0] : field;
    if (first && first.type === 'field' && typeof first.value === 'string') values[name] = first.value;
  }
  const fields = z.safeParse(schema, values);
  if (!fields.success) {
    part.file.resume();
    const issue = fields.error.issues[0];
    const messageKey = issue && issue.message in validationMessages.en ? issue.message : undefined;
    throw new BusinessError('invalidInput', { messageKey, fieldKey: issue?.path.map(String).join('.') || 'file' });
  }
  return { file: part.file, filename: part.filename, fields: fields.data };
}
