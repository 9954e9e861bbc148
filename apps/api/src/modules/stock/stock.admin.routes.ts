// The back office's stock calls (docs/api.md, back office, "Stock"; docs/stock.md): the
// dashboard's low-stock list for every role, the owner's low-stock line, a style's stock grid
// and the stock CSV (decision 195), and incoming stock (decision 194). Each route declares its
// schemas once (decision 175) and hands the service who acts; every write commits, then its
// `changesStorefront` flag tells the storefront.
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  incomingBody,
  incomingList,
  incomingRow,
  lowStockList,
  stockCsvResult,
  stockCsvUpload,
  stockGrid,
  stockGridSave,
  stockSettings,
  stockSettingsBody,
} from '@solestock/domain/back-office/stock-payloads';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import * as incoming from './incoming.service.ts';
import * as grid from './stock-grid.service.ts';
import * as stock from './stock.service.ts';

const idOf = (what: string) =>
  z.object({
    id: z.coerce
      .number({ error: `The ${what} id is a number.` })
      .int({ error: `The ${what} id is a whole number.` })
      .min(1, { error: `The ${what} id is a positive number.` })
      .max(2_147_483_647, { error: `No ${what} has this number.` }),
  });
const groupParams = idOf('item group');
const productParams = idOf('product');
const incomingParams = idOf('delivery');

/** A file sent as it is made (a stream): never serialised, so never checked. */
const csvAnswer = z.custom<Readable>((v) => v instanceof Readable);
const today = () => new Date().toISOString().slice(0, 10);

export async function stockAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/catalogue/low-stock/',
    {
      schema: { response: { 200: lowStockList } },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary:
            'Products of stock-limited groups at or below the low-stock line, fewest pairs first.',
        },
      },
    },
    async () => stock.lowStock(db),
  );

  admin.get(
    '/settings/stock/',
    {
      schema: { response: { 200: stockSettings } },
      config: {
        staffAction: 'settings.manage',
        docs: { summary: 'The low-stock line: the pairs at or below which a product is listed.' },
      },
    },
    async () => stock.stockSettings(db),
  );

  admin.put(
    '/settings/stock/',
    {
      schema: { body: stockSettingsBody, response: { 200: stockSettings } },
      config: {
        staffAction: 'settings.manage',
        docs: { summary: 'Change the low-stock line.' },
      },
    },
    async (request) => stock.setLowStockPairs(db, actorOf(request), request.body.low_stock_pairs),
  );

  admin.get(
    '/catalogue/item-groups/:id/stock/',
    {
      schema: { params: groupParams, response: { 200: stockGrid } },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary:
            'A style’s stock as a size × colour grid: each product’s pairs on hand and incoming, and the grid’s version.',
          responses: { 404: 'No such item group.' },
        },
      },
    },
    async (request) => grid.readGrid(db, request.params.id),
  );

  admin.put(
    '/catalogue/item-groups/:id/stock/',
    {
      schema: { params: groupParams, body: stockGridSave, response: { 200: stockGrid } },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'Save the grid’s changed cells in one transaction, against the version it was read at (audited).',
          responses: {
            400: 'A cell is wrong (not a product of this style, or not a whole number of pairs).',
            404: 'No such item group.',
            409: '`stale_version`: someone saved this style’s stock since; nothing was changed.',
          },
        },
      },
    },
    async (request) => grid.saveGrid(db, actorOf(request), request.params.id, request.body),
  );

  admin.get(
    '/catalogue/item-groups/:id/stock.csv',
    {
      schema: {
        params: groupParams,
        response: { 200: csvAnswer.describe('The style’s stock as CSV.') },
      },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary: 'A style’s stock as CSV: sku, style, color, size, availability, incoming.',
          produces: 'text/csv',
          responses: { 404: 'No such item group.' },
        },
      },
    },
    async (request, reply) => {
      const file = await grid.gridCsv(db, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="stock-${request.params.id}-${today()}.csv"`,
        )
        .send(file);
    },
  );

  admin.get(
    '/catalogue/stock.csv',
    {
      schema: { response: { 200: csvAnswer.describe('Every product’s stock as CSV.') } },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary:
            'Every live product’s stock as CSV: sku, style, color, size, availability, incoming.',
          produces: 'text/csv',
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="stock-${today()}.csv"`)
        .send(await grid.allStockCsv(db)),
  );

  admin.post(
    '/catalogue/stock/import/',
    {
      schema: { body: stockCsvUpload, response: { 200: stockCsvResult } },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'Set products’ availability from a CSV with sku and availability columns (the stock CSV’s other columns are ignored): every row or none.',
          responses: { 400: 'A row is bad: `errors` names each one; nothing was changed.' },
        },
      },
    },
    async (request) => grid.importStockCsv(db, actorOf(request), request.body.csv),
  );

  admin.get(
    '/catalogue/item-groups/:id/incoming/',
    {
      schema: { params: groupParams, response: { 200: incomingList } },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary:
            'A style’s incoming stock: expected deliveries first by date, then received and cancelled ones.',
          responses: { 404: 'No such item group.' },
        },
      },
    },
    async (request) => incoming.incomingOfGroup(db, request.params.id),
  );

  admin.get(
    '/catalogue/products/:id/incoming/',
    {
      schema: { params: productParams, response: { 200: incomingList } },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary: 'A product’s incoming stock.',
          responses: { 404: 'No such product.' },
        },
      },
    },
    async (request) => incoming.incomingOfProduct(db, request.params.id),
  );

  admin.post(
    '/catalogue/products/:id/incoming/',
    {
      schema: { params: productParams, body: incomingBody, response: { 201: incomingRow } },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'Expect a delivery of pairs on a day: a stock style sells them ahead as “ships from {date}” once its pairs on hand are gone (audited).',
          responses: {
            201: 'The delivery.',
            404: 'No such product.',
            409: '`archived`: the product is archived.',
          },
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await incoming.addIncoming(db, actorOf(request), request.params.id, request.body)),
  );

  admin.post(
    '/catalogue/incoming/:id/receive/',
    {
      schema: { params: incomingParams, response: { 200: incomingRow } },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'The delivery arrived: its unsold pairs join the product’s availability; those sold ahead stay their orders’ (audited).',
          responses: {
            404: 'No such delivery.',
            409: '`incoming_closed`: already received or cancelled.',
          },
        },
      },
    },
    async (request) => incoming.receiveIncoming(db, actorOf(request), request.params.id),
  );

  admin.post(
    '/catalogue/incoming/:id/cancel/',
    {
      schema: { params: incomingParams, response: { 200: incomingRow } },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'The delivery will not come: cancel it (refused while pairs of it are sold ahead; audited).',
          responses: {
            404: 'No such delivery.',
            409: '`incoming_sold`: pairs of it are sold; `incoming_closed`: already received or cancelled.',
          },
        },
      },
    },
    async (request) => incoming.cancelIncoming(db, actorOf(request), request.params.id),
  );
}
