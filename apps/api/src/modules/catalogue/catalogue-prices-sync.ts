// List prices and slabs by SKU from an ERP (docs/sync.md, decision 200): every item or none, in
// a handful of statements however many items (up to SYNC_ITEMS_MAX). Each price and slab table
// is checked by the catalogue's own rules (priceProblem, slabTableProblems: the product form's,
// the import's and the price lists'), in the product's own currency; prices stay decimal text
// end to end (numeric in the database), never floats. A slab table sent replaces the product's
// whole; left out, the product keeps its slabs.
import { sql } from 'drizzle-orm';
import { decimal } from '@solestock/domain';
import type { SlabOperator } from '@solestock/domain/slab';
import { priceProblem, slabTableProblems } from '@solestock/domain/back-office/slab-table';
import type { PriceSyncBody, PriceSyncResult } from '@solestock/domain/back-office/sync-payloads';
import { idsIn } from '../../db/batches.ts';
import { queryRows, type Database } from '../../db/connect.ts';
import {
  itemsRefused,
  repeatedSkus,
  unknownSkus,
  type ItemProblem,
} from '../../http/item-problems.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { indexItemGroups } from '../search/index.ts';
import { slabRows, type SlabRowDb } from './catalogue-slabs.ts';

type Item = PriceSyncBody['items'][number];

interface Target {
  id: number;
  itemGroupId: number;
  currency: string;
  price: string;
}

interface SlabOut {
  operator: SlabOperator;
  min_quantity: number | null;
  max_quantity: number | null;
  selling_price: string;
}

/** A slab as sent, with the operator its bounds imply when none is named (the price lists' rule). */
function slabsOf(item: Item): SlabOut[] | undefined {
  return item.slabs?.map((s) => {
    const min = s.min_quantity ?? null;
    const max = s.max_quantity ?? null;
    return {
      operator: s.operator ?? (max === null ? '>=' : min === null ? '<=' : 'from_to'),
      min_quantity: s.operator === '<=' ? null : min,
      max_quantity: s.operator === '>=' ? null : max,
      selling_price: s.selling_price,
    };
  });
}

async function productsOf(tx: Database, skus: readonly string[]) {
  const rows = await queryRows<{
    id: number;
    sku: string;
    item_group_id: number;
    currency: string;
    price: string;
  }>(
    tx,
    sql`select id, sku, item_group_id, currency, selling_price::text as price from products
        where sku in (select jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))`,
  );
  return new Map<string, Target>(
    rows.map((r) => [
      r.sku,
      {
        id: Number(r.id),
        itemGroupId: Number(r.item_group_id),
        currency: r.currency,
        price: r.price,
      },
    ]),
  );
}

/** Each bad price or slab table, in the product's currency. */
function priceProblems(items: readonly Item[], known: ReadonlyMap<string, Target>): ItemProblem[] {
  const problems: ItemProblem[] = [];
  items.forEach((item, i) => {
    const product = known.get(item.sku);
    if (!product) return;
    const where = `Item ${i + 1} (${item.sku})`;
    const add = (message: string) => problems.push({ row: i + 1, sku: item.sku, message });
    const price = priceProblem(item.selling_price, 'the selling_price');
    if (price) add(`${where}: ${price}`);
    const slabs = slabsOf(item);
    if (slabs)
      for (const p of slabTableProblems(slabs.map((s) => ({ ...s, currency: product.currency }))))
        add(`${where}: ${p.message}`);
  });
  return problems;
}

const sameSlabs = (before: readonly SlabRowDb[], after: readonly SlabOut[]) =>
  before.length === after.length &&
  before.every((b, i) => {
    const a = after[i]!;
    return (
      b.operator === a.operator &&
      b.minQuantity === a.min_quantity &&
      b.maxQuantity === a.max_quantity &&
      decimal(b.sellingPrice).equals(a.selling_price)
    );
  });

/**
 * PUT /admin/prices/: sets each SKU's list price (and slabs, when sent), in the caller's
 * transaction (the sync module's, which holds the Idempotency-Key). 400 naming the bad items
 * before anything is written.
 */
export async function syncPrices(
  tx: Database,
  actor: StaffActor,
  body: PriceSyncBody,
): Promise<PriceSyncResult> {
  const known = await productsOf(
    tx,
    body.items.map((i) => i.sku),
  );
  const problems = [
    ...repeatedSkus(body.items),
    ...unknownSkus(body.items, known),
    ...priceProblems(body.items, known),
  ].sort((a, b) => a.row - b.row);
  if (problems.length > 0) throw itemsRefused(problems);

  const targets = body.items.map((item) => ({ item, product: known.get(item.sku)! }));
  const ids = targets.map((t) => t.product.id).sort((a, b) => a - b);
  // In id order, as every writer of products locks them: a sync never waits in a circle with a
  // placement or a stock sync.
  await tx.execute(
    sql`select id from products where id in ${idsIn(ids)} order by id for no key update`,
  );
  const withSlabs = targets.filter((t) => t.item.slabs !== undefined);
  const oldSlabs = await slabRows(
    tx,
    withSlabs.map((t) => t.product.id),
  );
  const priced = await queryRows<{ id: number }>(
    tx,
    sql`update products p set selling_price = v.price::numeric
        from jsonb_to_recordset(${JSON.stringify(
          targets.map((t) => ({ id: t.product.id, price: t.item.selling_price })),
        )}::jsonb) as v(id int, price text)
        where p.id = v.id and p.selling_price is distinct from v.price::numeric
        returning p.id`,
  );
  const reslabbed = withSlabs.filter(
    (t) => !sameSlabs(oldSlabs.get(t.product.id) ?? [], slabsOf(t.item)!),
  );
  if (reslabbed.length > 0) {
    const reslabbedIds = reslabbed.map((t) => t.product.id);
    await tx.execute(sql`delete from price_slabs where product_id in ${idsIn(reslabbedIds)}`);
    const rows = reslabbed.flatMap((t) =>
      slabsOf(t.item)!.map((s, i) => ({
        product_id: t.product.id,
        position: i + 1,
        ...s,
        currency: t.product.currency,
      })),
    );
    if (rows.length > 0)
      await tx.execute(sql`
        insert into price_slabs
          (product_id, position, operator, min_quantity, max_quantity, selling_price, currency)
        select product_id, position, operator, min_quantity, max_quantity,
          selling_price::numeric, currency
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(product_id int,
          position int, operator text, min_quantity int, max_quantity int, selling_price text,
          currency text)`);
  }
  const changedIds = new Set([
    ...priced.map((r) => Number(r.id)),
    ...reslabbed.map((t) => t.product.id),
  ]);
  const changed = targets.filter((t) => changedIds.has(t.product.id));
  // The search index keeps each style's prices for sorting and filtering.
  await indexItemGroups(tx, [...new Set(changed.map((t) => t.product.itemGroupId))]);
  await recordAuditAs(tx, actor, {
    action: 'prices.sync',
    entityType: 'products',
    entityId: null,
    before: { prices: Object.fromEntries(changed.map((t) => [t.item.sku, t.product.price])) },
    after: {
      items: body.items.length,
      changed: changed.length,
      cause: 'sync',
      prices: Object.fromEntries(changed.map((t) => [t.item.sku, t.item.selling_price])),
    },
  });
  return { items: body.items.length, changed: changed.length };
}
