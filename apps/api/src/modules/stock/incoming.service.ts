// Incoming stock in the console (docs/stock.md, decision 194): a product's expected deliveries
// added, listed, received (their unsold pairs move to `availability`; the pairs sold ahead stay
// the orders' that took them) and cancelled (only while none of its pairs is sold). Every write
// is audited and locks the product first, then the delivery, as placement does.
import type {
  IncomingBody,
  IncomingList,
  IncomingRow,
} from '@solestock/domain/back-office/stock-payloads';
import type { Database } from '../../db/connect.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import {
  closeIncoming,
  exists,
  productState,
  incomingById,
  insertIncoming,
  listIncoming,
  lockIncoming,
} from './incoming.repository.ts';
import { applyChanges } from './stock.repository.ts';

/** GET …/item-groups/{id}/incoming/: the style's deliveries, expected ones first by date. */
export async function incomingOfGroup(db: Database, itemGroupId: number): Promise<IncomingList> {
  if (!(await exists(db, 'item_groups', itemGroupId)))
    throw notFound('This item group does not exist.');
  return { results: await listIncoming(db, { itemGroupId }) };
}

/** GET …/products/{id}/incoming/ */
export async function incomingOfProduct(db: Database, productId: number): Promise<IncomingList> {
  if (!(await exists(db, 'products', productId))) throw notFound('This product does not exist.');
  return { results: await listIncoming(db, { productId }) };
}

/** POST …/products/{id}/incoming/: a delivery of `pairs` expected on `expected_on`. */
export async function addIncoming(
  db: Database,
  actor: StaffActor,
  productId: number,
  body: IncomingBody,
): Promise<IncomingRow> {
  const id = await db.transaction(async (tx) => {
    const product = await productState(tx, productId);
    if (!product) throw notFound('This product does not exist.');
    if (product.archived)
      throw new HttpError(
        409,
        'archived',
        'This product is archived: bring it back to the storefront before expecting stock of it.',
      );
    const created = await insertIncoming(tx, productId, body.pairs, body.expected_on);
    await recordAuditAs(tx, actor, {
      action: 'stock.incoming.add',
      entityType: 'incoming_stock',
      entityId: created,
      after: { product_id: productId, pairs: body.pairs, expected_on: body.expected_on },
    });
    return created;
  });
  return (await incomingById(db, id))!;
}

const closed = (status: string) =>
  new HttpError(
    409,
    'incoming_closed',
    `This delivery was already ${status}: it cannot change any more.`,
  );

/**
 * POST /catalogue/incoming/{id}/receive/: the delivery arrived. Its unsold pairs join the
 * product's `availability` (audited as a `stock.change` with its cause); the pairs sold ahead
 * stay with their orders.
 */
export async function receiveIncoming(
  db: Database,
  actor: StaffActor,
  id: number,
): Promise<IncomingRow> {
  await db.transaction(async (tx) => {
    const lot = await lockIncoming(tx, id);
    if (!lot) throw notFound('This delivery does not exist.');
    if (lot.status !== 'expected') throw closed(lot.status);
    const unsold = lot.pairs - lot.sold;
    if (unsold > 0)
      await applyChanges(
        tx,
        [{ productId: lot.productId, delta: unsold }],
        actor,
        `incoming ${id} received`,
        null,
      );
    await closeIncoming(tx, id, 'received');
    await recordAuditAs(tx, actor, {
      action: 'stock.incoming.receive',
      entityType: 'incoming_stock',
      entityId: id,
      before: { status: 'expected', pairs: lot.pairs, sold: lot.sold },
      after: { status: 'received', to_availability: unsold, sold: lot.sold },
    });
  });
  return (await incomingById(db, id))!;
}

/**
 * POST /catalogue/incoming/{id}/cancel/: the delivery will not come. Refused (409
 * `incoming_sold`) while pairs of it are sold ahead: those orders are promised them.
 */
export async function cancelIncoming(
  db: Database,
  actor: StaffActor,
  id: number,
): Promise<IncomingRow> {
  await db.transaction(async (tx) => {
    const lot = await lockIncoming(tx, id);
    if (!lot) throw notFound('This delivery does not exist.');
    if (lot.status !== 'expected') throw closed(lot.status);
    if (lot.sold > 0)
      throw new HttpError(
        409,
        'incoming_sold',
        `${lot.sold} ${lot.sold === 1 ? 'pair of this delivery is' : 'pairs of this delivery are'} already sold: receive it when it comes, or amend those orders first.`,
      );
    await closeIncoming(tx, id, 'cancelled');
    await recordAuditAs(tx, actor, {
      action: 'stock.incoming.cancel',
      entityType: 'incoming_stock',
      entityId: id,
      before: { status: 'expected', pairs: lot.pairs },
      after: { status: 'cancelled' },
    });
  });
  return (await incomingById(db, id))!;
}
