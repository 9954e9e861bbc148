// The console's collection calls (docs/collections.md): every staff member reads them
// (catalogue.read); owners and managers keep them (catalogue.write), each write audited and
// firing the storefront change signal, since buyers see collections on the storefront. A line
// sheet priced for a company (customers.read) is drawn in the documents' worker; mailing one to
// the company's buyers goes through the outbox (customers.write).
import { z } from 'zod';
import {
  collectionRow,
  collectionSchema,
  collectionsList,
  lineSheetSendAnswer,
  lineSheetSendBody,
} from '@solestock/domain/back-office/collection-payloads';
import { noContent, type Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { admitDocument, pdfAnswer, sendDocument } from '../documents/index.ts';
import {
  changeCollection,
  createCollection,
  removeCollection,
  staffCollections,
} from './collections.service.ts';
import {
  companyForSheet,
  lineSheetModel,
  sendLineSheet,
  sheetCountry,
  staffCollection,
} from './line-sheet.service.ts';

export const collectionParams = z.object({
  id: z.coerce
    .number({ error: 'The collection id is a number.' })
    .int({ error: 'The collection id is a whole number.' })
    .min(1, { error: 'The collection id is a positive number.' })
    .max(2_147_483_647, { error: 'No collection has this number.' }),
});

const sheetQuery = z.object({
  company_id: z.coerce
    .number({ error: 'company_id is the number of the company whose prices the sheet shows.' })
    .int({ error: 'company_id is a whole number.' })
    .min(1, { error: 'company_id is a positive number.' })
    .max(2_147_483_647, { error: 'No company has this number.' }),
});

export async function collectionsAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/collections/',
    {
      schema: { response: { 200: collectionsList } },
      config: {
        staffAction: 'catalogue.read',
        docs: { summary: 'The collections, newest first, with their windows, styles and groups.' },
      },
    },
    async () => ({ results: await staffCollections(db) }),
  );

  admin.post(
    '/collections/',
    {
      schema: { body: collectionSchema, response: { 201: collectionRow } },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'Adds a collection: name, season, delivery_windows [{from, to}] (YYYY-MM-DD, from ≤ to), item_group_ids (styles), group_ids (customer groups; empty: every buyer).',
          responses: { 201: 'The collection.' },
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createCollection(db, actorOf(request), request.body);
    },
  );

  admin.put(
    '/collections/:id/',
    {
      schema: {
        params: collectionParams,
        body: collectionSchema,
        response: { 200: collectionRow },
      },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary: 'Changes a collection; buyers see the change on their next page.',
          responses: { 404: 'No such collection.' },
        },
      },
    },
    async (request) => changeCollection(db, actorOf(request), request.params.id, request.body),
  );

  admin.delete(
    '/collections/:id/',
    {
      schema: { params: collectionParams, response: { 204: noContent } },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary: 'Removes a collection; its page answers 404 from now on.',
          responses: { 204: 'Removed.', 404: 'No such collection.' },
        },
      },
    },
    async (request, reply) => {
      await removeCollection(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  admin.get(
    '/collections/:id/line-sheet.pdf',
    {
      schema: { params: collectionParams, querystring: sheetQuery, response: { 200: pdfAnswer } },
      config: {
        staffAction: 'customers.read',
        docs: {
          summary:
            "The collection's line sheet at `?company_id=`'s prices, in its country's currency: pictures, styles, colours, sizes, prices, minimums and delivery windows, as an A4 PDF.",
          produces: 'application/pdf',
          responses: {
            404: 'No such collection or company.',
            503: 'Too many documents waiting to be drawn (documents_busy), with Retry-After.',
          },
        },
      },
    },
    async (request, reply) => {
      const row = await staffCollection(db, request.params.id);
      const company = await companyForSheet(db, request.query.company_id);
      await admitDocument(request, reply);
      const built = await lineSheetModel(
        db,
        admin.mediaStorage,
        row,
        company,
        sheetCountry(company.countryCode),
      );
      return sendDocument(request, reply, built);
    },
  );

  admin.post(
    '/collections/:id/line-sheet/send/',
    {
      schema: {
        params: collectionParams,
        body: lineSheetSendBody,
        response: { 200: lineSheetSendAnswer },
      },
      config: {
        staffAction: 'customers.write',
        docs: {
          summary:
            "Mails the company's buyers a link to the collection's page and to its line sheet at their prices (through the outbox).",
          responses: {
            400: 'The company has no buyer to mail.',
            404: 'No such collection or company.',
          },
        },
      },
    },
    async (request) =>
      sendLineSheet(
        db,
        actorOf(request),
        admin.config.publicUrl,
        request.params.id,
        request.body.company_id,
      ),
  );
}
