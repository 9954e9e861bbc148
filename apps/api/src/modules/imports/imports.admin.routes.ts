// The console's import and export calls (docs/api.md, back office, "Catalogue, media and import";
// docs/catalogue-import.md): upload a file to import (or to check, dry_run), follow the job, and
// download the catalogue in the same format. Each route declares its schemas once (decision
// 175); the upload's fields are parsed by hand, from the multipart form, and documented in docs().
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { importStatus as importStatusAnswer } from '@solestock/domain/back-office/catalogue-import-job';
import { badRequest } from '../../http/errors.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { parseInput } from '../../http/validate.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { exportCatalogueCsv, exportCatalogueXlsx } from './catalogue-export.ts';
import { MAX_IMPORT_BYTES } from './import-file.ts';
import { registerImportImageJobs } from './import-images.ts';
import { priceListFileRoutes } from './price-list-files.ts';
import { uploadOf } from './upload.ts';
import * as imports from './import.service.ts';

const importParams = z.object({
  id: z.coerce
    .number({ error: 'The import id is a number.' })
    .int({ error: 'The import id is a whole number.' })
    .min(1, { error: 'The import id is a positive number.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'No import has this number.' }),
});

/** The multipart form's fields besides the file. */
export const importFields = z.object({
  dry_run: z.enum(['true', 'false'], { error: 'dry_run is true or false.' }).default('false'),
});

/** A file sent as it is made (a stream): never serialised, so never checked. */
const fileAnswer = z.custom<Readable>((v) => v instanceof Readable);

export async function importsAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;
  const onCatalogueChanged = () => admin.storefrontChanges.changed();
  imports.registerImportJobs(db, admin.jobs, {
    onCatalogueChanged,
    linkedOrigins: [admin.config.publicOrigin, ...admin.config.imageOrigins],
  });
  // Image addresses on other hosts, fetched into media storage after a real run (decision 172).
  registerImportImageJobs(db, admin.jobs, {
    storage: admin.mediaStorage,
    policy: admin.config.imageFetch,
    onCatalogueChanged,
  });
  await admin.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 100 },
  });

  admin.post(
    '/imports/',
    {
      schema: { response: { 202: z.strictObject({ id: z.number().int() }) } },
      config: {
        staffAction: 'catalogue.write',
        docs: {
          summary:
            'Import a catalogue file (multipart: `file`, CSV or XLSX; `dry_run` true|false): answers 202 {id}, the job to follow.',
          body: importFields.extend({ file: z.string().describe('The CSV or XLSX file.') }),
          responses: {
            202: 'Queued: {"id"}.',
            400: 'No file, or not a CSV/XLSX file, or a workbook that unpacks to too much.',
            413: 'Larger than 64 MB.',
          },
        },
      },
    },
    async (request, reply) => {
      const { fields, file } = await uploadOf(request, {
        how: 'Send the file as multipart/form-data, with the file in the field "file" and dry_run true or false.',
        unreadable:
          'The upload could not be read: send one file in the field "file" and dry_run true or false.',
        name: 'catalogue',
        maxBytes: MAX_IMPORT_BYTES,
      });
      const { dry_run } = parseInput(importFields, fields);
      if (!file) throw badRequest('Choose a CSV or XLSX file to import (the field "file").');
      const id = await imports.queueUpload(db, admin.jobs, actorOf(request), {
        ...file,
        dryRun: dry_run === 'true',
      });
      return reply.status(202).send({ id });
    },
  );

  admin.get(
    '/imports/:id/',
    {
      schema: { params: importParams, response: { 200: importStatusAnswer } },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary:
            "An import's progress and outcome: status, total_rows, processed_rows, created, updated, unchanged, errors [{row, column, message}], changes [{row, sku, group, action, fields}] (the first 200 rows created or changed), changes_not_listed, and images {status: none|fetching|done, total, fetched, failed, errors [{row, column, message}]}: the image addresses on other hosts fetched into the shop's media after a real run.",
          responses: { 404: 'No such import.' },
        },
      },
    },
    async (request) => imports.importForStaff(db, request.params.id),
  );

  const stamp = () => new Date().toISOString().slice(0, 10);
  admin.get(
    '/catalogue/export.csv',
    {
      schema: { response: { 200: fileAnswer.describe('The catalogue as CSV.') } },
      config: {
        staffAction: 'catalogue.export',
        docs: {
          summary: 'The catalogue (archived products left out) in the import format, as CSV.',
          produces: 'text/csv',
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${stamp()}.csv"`)
        .send(exportCatalogueCsv(db)),
  );
  admin.get(
    '/catalogue/export.xlsx',
    {
      schema: { response: { 200: fileAnswer.describe('The catalogue as an XLSX workbook.') } },
      config: {
        staffAction: 'catalogue.export',
        docs: {
          summary: 'The catalogue (archived products left out) in the import format, as XLSX.',
          produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="catalogue-${stamp()}.xlsx"`)
        .send(exportCatalogueXlsx(db)),
  );

  // A price list's entries as files (docs/price-lists.md): this reader, this upload.
  priceListFileRoutes(admin);
}
