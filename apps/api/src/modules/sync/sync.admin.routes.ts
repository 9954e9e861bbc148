// The sync calls an ERP or a warehouse makes (docs/sync.md, decision 200; docs/api.md, back
// office, "Sync"): stock on hand and list prices by SKU, up to SYNC_ITEMS_MAX items a call,
// every item or none, idempotent with an `Idempotency-Key`. Machine calls with no console
// screen; an API key whose scopes name their staff actions reaches them as a member of staff
// does. The rules are the stock module's and the catalogue's; this module holds the key.
import type { z } from 'zod';
import {
  priceSyncBody,
  priceSyncResult,
  stockSyncBody,
  stockSyncResult,
  SYNC_ITEMS_MAX,
} from '@solestock/domain/back-office/sync-payloads';
import { HttpError } from '../../http/errors.ts';
import { idempotencyKey } from '../../http/idempotency-key.ts';
import { itemsRefused, type ItemProblem } from '../../http/item-problems.ts';
import { parsedWith, type Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { parseInput } from '../../http/validate.ts';
import { syncPrices } from '../catalogue/index.ts';
import { syncStockOnHand } from '../stock/index.ts';
import { once } from './sync.service.ts';

/** 5,000 items of stock fit well within it; prices with full slab tables within the other. */
const STOCK_BODY_BYTES = 1024 * 1024;
const PRICES_BODY_BYTES = 4 * 1024 * 1024;

/**
 * Reads a sync body; a bad item is refused as a bad row of a file is: the sentence names the
 * first, `errors` each ({row, sku, message}), rather than one sentence per field path.
 */
function itemsParser<S extends z.ZodType>(schema: S) {
  return (data: unknown): z.output<S> => {
    try {
      return parseInput(schema, data);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const result = schema.safeParse(data);
      const items = (data as { items?: unknown })?.items;
      const problems: ItemProblem[] = [];
      const seen = new Set<number>();
      for (const issue of result.success ? [] : result.error.issues) {
        const [top, row] = issue.path;
        if (top !== 'items' || typeof row !== 'number' || seen.has(row)) continue;
        seen.add(row);
        const item = Array.isArray(items) ? (items[row] as { sku?: unknown }) : undefined;
        const sku = typeof item?.sku === 'string' ? item.sku.slice(0, 100) : '';
        const field = issue.path.slice(2).join('.');
        problems.push({
          row: row + 1,
          sku,
          message: `Item ${row + 1}${sku ? ` (${sku})` : ''}: ${field ? `${field}: ` : ''}${issue.message}`,
        });
      }
      if (problems.length === 0) throw error;
      throw itemsRefused(problems.sort((a, b) => a.row - b.row));
    }
  };
}

const idempotencyDocs =
  'Send an `Idempotency-Key` header (1–255 printable characters) to make a retry safe: the same key with the same body answers the first answer again (with `Idempotent-Replayed: true`) and changes nothing.';

export async function syncAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.put(
    '/stock/',
    {
      bodyLimit: STOCK_BODY_BYTES,
      schema: {
        body: parsedWith(stockSyncBody, itemsParser(stockSyncBody)),
        response: { 200: stockSyncResult },
      },
      config: {
        staffAction: 'stock.write',
        changesStorefront: true,
        docs: {
          summary: `Set stock on hand by SKU from a warehouse's count (up to ${SYNC_ITEMS_MAX} items), every item or none; the pairs open orders hold are kept back (docs/sync.md; audited as sync).`,
          description: idempotencyDocs,
          responses: {
            400: 'An item is bad (unknown or repeated SKU, not a whole number of pairs): `errors` names each; nothing was changed.',
            422: '`idempotency_key_reused`: the key was used with another body.',
          },
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request);
      const { answer, replayed } = await once(db, 'stock', key, request.body, (tx) =>
        syncStockOnHand(tx, actorOf(request), request.body),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return answer;
    },
  );

  admin.put(
    '/prices/',
    {
      bodyLimit: PRICES_BODY_BYTES,
      schema: {
        body: parsedWith(priceSyncBody, itemsParser(priceSyncBody)),
        response: { 200: priceSyncResult },
      },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary: `Set list prices (and slab tables, when sent) by SKU (up to ${SYNC_ITEMS_MAX} items), every item or none (docs/sync.md; audited as sync).`,
          description: idempotencyDocs,
          responses: {
            400: 'An item is bad (unknown or repeated SKU, a price or slab the catalogue refuses): `errors` names each; nothing was changed.',
            422: '`idempotency_key_reused`: the key was used with another body.',
          },
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKey(request);
      const { answer, replayed } = await once(db, 'prices', key, request.body, (tx) =>
        syncPrices(tx, actorOf(request), request.body),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return answer;
    },
  );
}
