// Collections (docs/collections.md, decision 192): staff keep them (each write in one transaction
// with its audit entry); a buyer sees those listed for their company's customer group, or listed
// for no group; anything else answers 404 as if it did not exist. A collection's page prices
// each colour for the buyer's company (buyerUnitPrice), and a size run added from it keeps the
// delivery window the buyer chose on its cart lines (decision 193).
import type {
  BuyerCollection,
  BuyerCollectionsList,
  CollectionInput,
  CollectionRow,
  CollectionStyle,
} from '@solestock/domain/back-office/collection-payloads';
import type { BuyerPriceTerms } from '@solestock/domain';
import { sortSizes } from '@solestock/domain/sizes';
import type { Database } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { addCartLines } from '../cart/index.ts';
import { buyerTerms, buyerUnitPrice } from './buyer-prices.ts';
import {
  collectionById,
  collectionJson,
  deleteCollection,
  existingGroupIds,
  insertCollection,
  listCollections,
  productsOfStyles,
  setCartWindow,
  styleNames,
  stylesOfProducts,
  updateCollection,
  type BuyerOfCompany,
  type CollectionRecord,
  type CollectionValues,
  type CollectionProduct,
} from './collections.repository.ts';

const noCollection = () => notFound('No collection has this number.');

/** The collection's row as the console reads it. */
async function rowJson(db: Database, row: CollectionRecord): Promise<CollectionRow> {
  const [names, groups] = await Promise.all([
    styleNames(db, row.itemGroupIds),
    existingGroupIds(db, row.groupIds),
  ]);
  return collectionJson(row, names, groups);
}

export async function staffCollections(db: Database): Promise<CollectionRow[]> {
  const rows = await listCollections(db);
  const [names, groups] = await Promise.all([
    styleNames(
      db,
      rows.flatMap((r) => r.itemGroupIds),
    ),
    existingGroupIds(
      db,
      rows.flatMap((r) => r.groupIds),
    ),
  ]);
  return rows.map((r) => collectionJson(r, names, groups));
}

/** The input's styles and groups all exist, else 400 naming the first that does not. */
async function checkedValues(db: Database, input: CollectionInput): Promise<CollectionValues> {
  const [names, groups] = await Promise.all([
    styleNames(db, input.item_group_ids),
    existingGroupIds(db, input.group_ids),
  ]);
  const missingStyle = input.item_group_ids.find((id) => !names.has(id));
  if (missingStyle !== undefined) {
    const sentence = `No style (item group) has the id ${missingStyle}; pick styles from the catalogue.`;
    throw badRequest(sentence, { item_group_ids: sentence });
  }
  const missingGroup = input.group_ids.find((id) => !groups.has(id));
  if (missingGroup !== undefined) {
    const sentence = `No customer group has the id ${missingGroup}; pick groups from the list.`;
    throw badRequest(sentence, { group_ids: sentence });
  }
  return {
    name: input.name,
    season: input.season,
    deliveryWindows: input.delivery_windows.map((w) => ({ from: w.from, to: w.to })),
    itemGroupIds: input.item_group_ids,
    groupIds: input.group_ids,
  };
}

export async function createCollection(
  db: Database,
  actor: StaffActor,
  input: CollectionInput,
): Promise<CollectionRow> {
  return db.transaction(async (tx) => {
    const row = await insertCollection(tx, await checkedValues(tx, input));
    const after = await rowJson(tx, row);
    await recordAuditAs(tx, actor, {
      action: 'collection.create',
      entityType: 'collection',
      entityId: row.id,
      after,
    });
    return after;
  });
}

export async function changeCollection(
  db: Database,
  actor: StaffActor,
  id: number,
  input: CollectionInput,
): Promise<CollectionRow> {
  return db.transaction(async (tx) => {
    const found = await collectionById(tx, id, true);
    if (!found) throw noCollection();
    const before = await rowJson(tx, found);
    const row = await updateCollection(tx, id, await checkedValues(tx, input));
    const after = await rowJson(tx, row);
    await recordAuditAs(tx, actor, {
      action: 'collection.update',
      entityType: 'collection',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

export async function removeCollection(db: Database, actor: StaffActor, id: number) {
  await db.transaction(async (tx) => {
    const found = await collectionById(tx, id, true);
    if (!found) throw noCollection();
    const before = await rowJson(tx, found);
    await deleteCollection(tx, id);
    await recordAuditAs(tx, actor, {
      action: 'collection.delete',
      entityType: 'collection',
      entityId: id,
      before,
    });
  });
}

/**
 * Whether a buyer of `groupId` (null: a guest, or a company without a group) may see `row`: a
 * collection that names no group is everyone's; one that names groups is only theirs. A group
 * removed since never matches anyone, so its collection stays closed rather than opening to all.
 */
export const visibleTo = (row: Pick<CollectionRecord, 'groupIds'>, groupId: number | null) =>
  row.groupIds.length === 0 || (groupId !== null && row.groupIds.includes(groupId));

/** The collection a buyer asks for, or 404 when it does not exist or is not theirs to see. */
export async function visibleCollection(
  db: Database,
  groupId: number | null,
  id: number,
): Promise<CollectionRecord> {
  const row = await collectionById(db, id);
  if (!row || !visibleTo(row, groupId)) throw notFound('This collection does not exist.');
  return row;
}

export async function buyerCollections(
  db: Database,
  groupId: number | null,
): Promise<BuyerCollectionsList> {
  const rows = (await listCollections(db)).filter((r) => visibleTo(r, groupId));
  const names = await styleNames(
    db,
    rows.flatMap((r) => r.itemGroupIds),
  );
  return {
    results: rows.map((r) => ({
      id: r.id,
      name: r.name,
      season: r.season,
      delivery_windows: r.deliveryWindows.map((w) => ({ from: w.from, to: w.to })),
      styles: r.itemGroupIds.filter((id) => names.has(id)).length,
    })),
  };
}

/** The terms a buyer's (or a company's) prices of `products` are read with; a guest's are the list prices. */
export const termsOf = (
  db: Database,
  buyer: BuyerOfCompany | undefined,
  products: readonly CollectionProduct[],
): Promise<BuyerPriceTerms> =>
  buyerTerms(
    db,
    buyer?.companyId ?? null,
    products.map((p) => p.productId),
  );

/**
 * The collection's styles in its order, each colour with its sizes and the company's unit price
 * (the lowest of its sizes', should sizes differ). Styles without a live product are left out.
 */
export function stylesOf(
  row: CollectionRecord,
  products: CollectionProduct[],
  terms: BuyerPriceTerms,
): CollectionStyle[] {
  const byStyle = new Map<number, CollectionProduct[]>();
  for (const p of products) {
    const list = byStyle.get(p.itemGroupId) ?? [];
    list.push(p);
    byStyle.set(p.itemGroupId, list);
  }
  const styles: CollectionStyle[] = [];
  for (const id of row.itemGroupIds) {
    const list = byStyle.get(id);
    if (!list?.length) continue;
    const first = list[0]!;
    const colours = new Map<string, CollectionProduct[]>();
    for (const p of list) colours.set(p.color, [...(colours.get(p.color) ?? []), p]);
    styles.push({
      item_group_id: id,
      name: first.style,
      brand: first.brand,
      image: first.image,
      min_pairs: first.minPairs,
      colours: [...colours].map(([color, ps]) => {
        const prices = ps.map((p) => buyerUnitPrice(terms, p));
        // A colour some of whose sizes are on the company's price list shows the list's lowest
        // (one currency to compare in); the others' are in the catalogue's currency.
        const listed = prices.filter((p) => p.fromList);
        const lowest = (listed.length > 0 ? listed : prices).reduce((a, b) =>
          Number(b.amount) < Number(a.amount) ? b : a,
        );
        return {
          color,
          image: ps[0]!.image,
          product_id: ps[0]!.productId,
          sizes: sortSizes(ps.map((p) => p.size)),
          unit_price: lowest.amount,
          currency: lowest.currency,
        };
      }),
    });
  }
  return styles;
}

export async function buyerCollection(
  db: Database,
  buyer: BuyerOfCompany | undefined,
  id: number,
): Promise<BuyerCollection> {
  const row = await visibleCollection(db, buyer?.groupId ?? null, id);
  const products = await productsOfStyles(db, row.itemGroupIds);
  return {
    id: row.id,
    name: row.name,
    season: row.season,
    delivery_windows: row.deliveryWindows.map((w) => ({ from: w.from, to: w.to })),
    styles: stylesOf(row, products, await termsOf(db, buyer, products)),
  };
}

/**
 * A size run added from a collection's page (decision 193): the collection is one the buyer may
 * see (404 otherwise), the window is one of its own and every product is of one of its styles
 * (400 naming the first that is not); then the lines are added as add-many adds them (all or
 * nothing, the same refusals) and each keeps the window, which the order line takes as its
 * ships_from and ships_by when the order is placed.
 */
export async function addFromCollection(
  db: Database,
  buyer: BuyerOfCompany & { userId: number },
  id: number,
  items: unknown[],
  window: { from: string; to: string },
) {
  const row = await visibleCollection(db, buyer.groupId, id);
  if (!row.deliveryWindows.some((w) => w.from === window.from && w.to === window.to)) {
    const sentence = 'Choose one of the collection’s delivery windows.';
    throw badRequest(sentence, { window: sentence });
  }
  const ids = items
    .map((item) => (item as { product_id?: unknown } | null)?.product_id)
    .filter((v): v is number => Number.isInteger(v));
  const styles = await stylesOfProducts(db, ids);
  const outside = ids.find((p) => styles.has(p) && !row.itemGroupIds.includes(styles.get(p)!));
  if (outside !== undefined) {
    const sentence = `Product ${outside} is not in this collection; add it from its own page.`;
    throw badRequest(sentence, { items: sentence });
  }
  const added = await addCartLines(db, buyer.userId, items);
  await setCartWindow(
    db,
    buyer.userId,
    added.lines.map((l) => l.product_id),
    window,
  );
  return added;
}
