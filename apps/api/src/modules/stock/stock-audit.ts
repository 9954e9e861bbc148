// Staff's own stock changes in the audit (docs/api.md, "Stock and pre-orders"): a product of a
// `stock` group whose availability a staff member edits, or an import sets, gets a
// `stock.change` record with its cause, beside the write's own record, as orders' takes and
// give-backs do (stock-moves.ts). One action for every stock change, so a product's stock
// history is one filter of the audit log.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { recordAuditAs } from '../audit/index.ts';
import { STOCK_CHANGE_ACTION, type StockActor } from './stock-moves.ts';

/** A staff member's edit of one product's availability (the catalogue's product form). */
export async function auditStockEdit(
  tx: Pick<Database, 'insert'>,
  who: StockActor,
  productId: number,
  change: { before: number; after: number; saleMode: string },
): Promise<void> {
  if (change.saleMode !== 'stock' || change.before === change.after) return;
  await recordAuditAs(tx, who, {
    action: STOCK_CHANGE_ACTION,
    entityType: 'product',
    entityId: productId,
    before: { availability: change.before },
    after: { availability: change.after, cause: 'staff edit', order_id: null },
  });
}

/**
 * An import's changes of availability, for products of `stock` groups, in one statement: call
 * in the import's transaction before its rows are written (it reads the products as they were).
 */
export async function auditImportedStock(
  tx: Database,
  importId: number,
  who: StockActor,
): Promise<void> {
  await tx.execute(sql`
    insert into audit_log (staff_id, action, entity_type, entity_id, before, after, address)
    select ${who.staffId}::int, ${STOCK_CHANGE_ACTION}, 'product', p.id::text,
      jsonb_build_object('availability', p.availability),
      jsonb_build_object('availability', r.availability, 'cause', 'import',
        'import_id', ${importId}::int, 'order_id', null),
      ${who.address}::text
    from catalogue_import_rows r
    join products p on p.sku = r.sku
    join item_groups g on g.id = p.item_group_id
    where r.import_id = ${importId} and g.sale_mode = 'stock'
      and p.availability is distinct from r.availability`);
}
