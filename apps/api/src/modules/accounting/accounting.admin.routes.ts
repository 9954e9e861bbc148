// The accounting export's call (docs/api.md, back office, "Accounting export";
// docs/accounting-export.md): a date range's invoices, payments, transfers, refunds and credit
// notes as a journal file, CSV or XLSX, for QuickBooks Online and Xero. A staff action like any
// other (`accounting.export`), so an API key whose scopes include it reaches it too.
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  accountingExportQuery,
  accountingFileName,
} from '@solestock/domain/back-office/accounting-export';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { exportJournal } from './accounting.service.ts';

const fileAnswer = z.custom<Readable>((v) => v instanceof Readable);

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export async function accountingAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/accounting/export/',
    {
      schema: {
        querystring: accountingExportQuery,
        response: {
          200: fileAnswer.describe('The journal as CSV or as an XLSX workbook (one sheet a kind).'),
        },
      },
      config: {
        staffAction: 'accounting.export',
        docs: {
          summary:
            'Invoices (a row per line, with HS code and tax), payments, bank transfers, refunds and credit notes of a date range (at most a year) as a journal QuickBooks Online and Xero import.',
          produces: 'text/csv',
          responses: {
            400: 'A date that is not YYYY-MM-DD or not real, a range ending before it starts or over a year, an unknown format or kind.',
          },
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const file = await exportJournal(db, actorOf(request), query);
      return reply
        .type(CONTENT_TYPES[query.format])
        .header('content-disposition', `attachment; filename="${accountingFileName(query)}"`)
        .send(file);
    },
  );
}
