// The console's price lists (docs/price-lists.md; WHOLESALE §13): each write in one transaction
// with its audit entry. A company or a group is on at most one list (decision 186): naming one
// that another list holds is refused with a 409 naming both; entries are written all or none.
import type {
  EntryInput,
  PriceList,
  PriceListEntries,
  PriceListInput,
} from '@solestock/domain/back-office/price-list-payloads';
import { entryProblems, entrySlabs } from '@solestock/domain/back-office/price-list-payloads';
import type { Database, Tx } from '../../db/connect.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { write } from '../../http/unique-writes.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { forgetListsInUse } from './buyer-prices.ts';
import {
  deletePriceList,
  entriesOf,
  existingIds,
  insertPriceList,
  listPriceLists,
  onOtherLists,
  priceListById,
  priceListJson,
  productsBySku,
  replaceEntries,
  setMembers,
  updatePriceList,
} from './price-lists.repository.ts';

const DUPLICATE = 'A price list of that name exists; choose another name.';
const noList = () => notFound('No price list has this number.');

export const priceLists = (db: Database): Promise<PriceList[]> => listPriceLists(db);

/** Refuses unknown groups or companies (400) and those another list holds (409), by name. */
async function checkMembers(tx: Tx, listId: number, input: PriceListInput): Promise<void> {
  for (const [kind, ids, field] of [
    ['group', input.group_ids, 'group_ids'],
    ['company', input.company_ids, 'company_ids'],
  ] as const) {
    const known = await existingIds(tx, kind, ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) {
      const what = kind === 'group' ? 'customer group' : 'company';
      throw badRequest(`No ${what} has the number ${unknown[0]}.`, {
        [field]: `No ${what} has the number ${unknown[0]}.`,
      });
    }
    const taken = await onOtherLists(tx, kind, ids, listId);
    if (taken.length) {
      const first = taken[0]!;
      const what = kind === 'group' ? 'The customer group' : 'The company';
      throw new HttpError(
        409,
        'already_on_a_list',
        `${what} ${first.name} is already on the price list ${first.list}; a ${kind} is on one list at most. Take it off that list first.`,
      );
    }
  }
}

export async function createPriceList(
  db: Database,
  actor: StaffActor,
  input: PriceListInput,
): Promise<PriceList> {
  const made = await write(
    db,
    async (tx) => {
      const row = await insertPriceList(tx, { name: input.name, currency: input.currency });
      await checkMembers(tx, row.id, input);
      await setMembers(tx, row.id, input.group_ids, input.company_ids);
      const after = await priceListJson(tx, row);
      await recordAuditAs(tx, actor, {
        action: 'price_list.create',
        entityType: 'price_list',
        entityId: row.id,
        after,
      });
      return after;
    },
    DUPLICATE,
  );
  forgetListsInUse(db);
  return made;
}

export async function changePriceList(
  db: Database,
  actor: StaffActor,
  id: number,
  input: PriceListInput,
): Promise<PriceList> {
  const changed = await write(
    db,
    async (tx) => {
      const found = await priceListById(tx, id, true);
      if (!found) throw noList();
      const before = await priceListJson(tx, found);
      await checkMembers(tx, id, input);
      const row = await updatePriceList(tx, id, { name: input.name, currency: input.currency });
      await setMembers(tx, id, input.group_ids, input.company_ids);
      const after = await priceListJson(tx, row);
      await recordAuditAs(tx, actor, {
        action: 'price_list.update',
        entityType: 'price_list',
        entityId: id,
        before,
        after,
      });
      return after;
    },
    DUPLICATE,
  );
  forgetListsInUse(db);
  return changed;
}

export async function removePriceList(db: Database, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await priceListById(tx, id, true);
    if (!found) throw noList();
    const before = await priceListJson(tx, found);
    // Its companies and groups go back to the group rule in their own currency.
    await deletePriceList(tx, id);
    await recordAuditAs(tx, actor, {
      action: 'price_list.delete',
      entityType: 'price_list',
      entityId: id,
      before,
    });
  });
  forgetListsInUse(db);
}

export async function priceListEntries(db: Database, id: number): Promise<PriceListEntries> {
  const found = await priceListById(db, id);
  if (!found) throw noList();
  const results = await entriesOf(db, id);
  return { currency: found.currency, results, count: results.length };
}

/**
 * Replaces the list's entries, all or none: every bad item (a price, a slab, an unknown or
 * doubled SKU) is named by `where(i)` ("Item 3", "Row 4") and nothing is written.
 */
export async function setPriceListEntries(
  db: Database,
  actor: StaffActor,
  id: number,
  items: readonly EntryInput[],
  where: (index: number) => string = (i) => `Item ${i + 1}`,
  cause = 'edit',
): Promise<PriceListEntries> {
  await db.transaction(async (tx) => {
    const found = await priceListById(tx, id, true);
    if (!found) throw noList();
    const ids = await productsBySku(
      tx,
      items.map((i) => i.sku),
    );
    const problems: string[] = [];
    const seen = new Map<string, number>();
    items.forEach((item, i) => {
      problems.push(...entryProblems(item, found.currency, where(i)));
      if (!ids.has(item.sku))
        problems.push(`${where(i)}: no product has the SKU "${item.sku.slice(0, 40)}".`);
      const first = seen.get(item.sku);
      if (first !== undefined)
        problems.push(
          `${where(i)}: the SKU ${item.sku} is already priced by ${where(first).toLowerCase()}.`,
        );
      else seen.set(item.sku, i);
    });
    if (problems.length) {
      throw badRequest(
        `${problems.length === 1 ? 'One entry is' : `${problems.length} problems are`} in the way; nothing was written. ${problems.slice(0, 20).join(' ')}`,
        { items: problems.slice(0, 200).join('\n') },
        'bad_entries',
      );
    }
    const before = await entriesOf(tx, id);
    await replaceEntries(
      tx,
      id,
      items.map((item) => ({
        productId: ids.get(item.sku)!,
        unitPrice: item.unit_price,
        slabs: entrySlabs(item.slabs),
      })),
    );
    await recordAuditAs(tx, actor, {
      action: 'price_list.entries',
      entityType: 'price_list',
      entityId: id,
      before: { entries: before.length },
      after: { entries: items.length, cause },
    });
  });
  return priceListEntries(db, id);
}
