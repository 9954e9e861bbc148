// The catalogue import as the console sends it, for the tests of its columns: the sample file's
// lines (docs/samples/catalogue.csv), and one file imported for real (not a dry run) through the
// admin API with its job run to the end, answering the import's status.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { IMPORT_QUEUE, type ImportStatus } from '../modules/imports/import.service.ts';

/** The sample catalogue's lines, the header first. */
export const SAMPLE_LINES: readonly string[] = readFileSync(
  resolve(import.meta.dirname, '../../../../docs/samples/catalogue.csv'),
  'utf8',
)
  .trim()
  .split('\n');

export async function importCatalogueFile(
  app: FastifyInstance,
  cookie: string,
  text: string,
): Promise<ImportStatus> {
  const boundary = '----solestock-import-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="dry_run"\r\n\r\nfalse\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="catalogue.csv"\r\ncontent-type: text/csv\r\n\r\n`,
    ),
    Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/imports/',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(202);
  await app.jobs.drain({ queues: [IMPORT_QUEUE] });
  const status = await app.inject({
    method: 'GET',
    url: `/api/admin/imports/${res.json().id}/`,
    headers: { cookie },
  });
  return status.json() as ImportStatus;
}
