// A multipart upload's parts (the catalogue's import, a price list's entries): its fields and one
// file, with the sender's mistakes answered as 400 or 413 sentences, never a 500.
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/errors.ts';

const MB = 1024 * 1024;

/**
 * The parts of a multipart upload: its fields and its one file (in the field "file", named `name`
 * when it has none), or a 400 saying what to send (`how`, `unreadable`), or a 413 past `maxBytes`.
 */
export async function uploadOf(
  request: FastifyRequest,
  {
    how,
    unreadable,
    name,
    maxBytes,
  }: { how: string; unreadable: string; name: string; maxBytes: number },
): Promise<{ fields: Record<string, string>; file: { name: string; bytes: Buffer } | null }> {
  if (!request.isMultipart()) throw badRequest(how);
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  const tooLarge = () =>
    new HttpError(
      413,
      'file_too_large',
      `The file is larger than ${maxBytes / MB} MB: split it into several files.`,
    );
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw badRequest('Send one file, in the field "file".');
        }
        file = { name: part.filename || name, bytes: await part.toBuffer() };
        if (file.bytes.length > maxBytes) throw tooLarge();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Anything else the multipart parser refuses (a broken body, an unended form: busboy's
    // errors carry no code) is the sender's upload, never a 500.
    throw badRequest(unreadable);
  }
  return { fields, file };
}
