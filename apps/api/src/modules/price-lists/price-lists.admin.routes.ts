// The console's price-list calls (docs/price-lists.md; WHOLESALE §13): owners and managers
// (customers.write) keep the lists and their entries; every staff member may read them. The
// entries' CSV and XLSX files are the imports module's routes (imports/price-list-files.ts),
// which read files off the main thread's way as the catalogue's do.
import { z } from 'zod';
import {
  entriesSchema,
  priceList,
  priceListEntriesAnswer,
  priceListSchema,
  priceListsAnswer,
} from '@solestock/domain/back-office/price-list-payloads';
import { noContent, type Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import {
  changePriceList,
  createPriceList,
  priceListEntries,
  priceLists,
  removePriceList,
  setPriceListEntries,
} from './price-lists.service.ts';

export const priceListParams = z.object({
  id: z.coerce
    .number({ error: 'The price list id is a number.' })
    .int({ error: 'The price list id is a whole number.' })
    .min(1, { error: 'The price list id is a positive number.' })
    .max(2_147_483_647, { error: 'No price list has this number.' }),
});

export async function priceListsAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/price-lists/',
    {
      schema: { response: { 200: priceListsAnswer } },
      config: {
        staffAction: 'pricing.read',
        docs: {
          summary: 'The price lists with their currency, groups, companies and entry count.',
        },
      },
    },
    async () => ({ results: await priceLists(db) }),
  );

  // No write here is flagged changesStorefront: a list's prices show only on its members' pages,
  // which are personal and never kept in a shared cache (docs/price-lists.md).
  admin.post(
    '/price-lists/',
    {
      schema: { body: priceListSchema, response: { 201: priceList } },
      config: {
        staffAction: 'customers.write',
        docs: {
          summary:
            'Adds a price list: name, currency (one of the shop’s: GBP, CAD, USD, CNY, INR, JPY, EUR), group_ids, company_ids.',
          responses: {
            201: 'The list.',
            409: 'A list of that name exists, or a group or company named is on another list.',
          },
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createPriceList(db, actorOf(request), request.body);
    },
  );

  admin.put(
    '/price-lists/:id/',
    {
      schema: { params: priceListParams, body: priceListSchema, response: { 200: priceList } },
      config: {
        staffAction: 'customers.write',
        docs: {
          summary:
            'Changes a list, its groups and companies; their members’ prices follow at once.',
          responses: {
            404: 'No such list.',
            409: 'A list of that name exists, or a group or company named is on another list.',
          },
        },
      },
    },
    async (request) => changePriceList(db, actorOf(request), request.params.id, request.body),
  );

  admin.delete(
    '/price-lists/:id/',
    {
      schema: { params: priceListParams, response: { 204: noContent } },
      config: {
        staffAction: 'customers.write',
        docs: {
          summary:
            'Removes a list; its companies go back to their group’s prices in their own currency.',
          responses: { 204: 'Removed.', 404: 'No such list.' },
        },
      },
    },
    async (request, reply) => {
      await removePriceList(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  admin.get(
    '/price-lists/:id/entries/',
    {
      schema: { params: priceListParams, response: { 200: priceListEntriesAnswer } },
      config: {
        staffAction: 'pricing.read',
        docs: {
          summary: 'The list’s entries by SKU: unit price and slabs in the list’s currency.',
          responses: { 404: 'No such list.' },
        },
      },
    },
    async (request) => priceListEntries(db, request.params.id),
  );

  admin.put(
    '/price-lists/:id/entries/',
    {
      schema: {
        params: priceListParams,
        body: entriesSchema,
        response: { 200: priceListEntriesAnswer },
      },
      config: {
        staffAction: 'customers.write',
        docs: {
          summary:
            'Replaces the list’s entries: items [{sku, unit_price, slabs?: [{min_quantity, max_quantity, unit_price}]}], all or none; every bad item is named.',
          responses: { 400: 'Bad items, each named; nothing written.', 404: 'No such list.' },
        },
      },
    },
    async (request) =>
      setPriceListEntries(db, actorOf(request), request.params.id, request.body.items),
  );
}
