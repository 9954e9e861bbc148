// The back office's packs (docs/api.md, back office, "Packs"): an item group's cartons, one colour
// each, listed, made, changed and removed by staff with `catalogue.write`. The ratio's own rules
// are the domain's (packForm); here, what only the catalogue knows: every size of the ratio is a
// live product of that colour in that group, else a 400 names the size. Each write is one
// transaction with its audit entry; the route's `changesStorefront` tells the product pages.
import { packProducts } from '@solestock/domain';
import type { AdminPack, PackForm } from '@solestock/domain/back-office/pack-payloads';
import type { Database } from '../../db/connect.ts';
import { packs } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { groupRow } from './catalogue-item-groups.service.ts';
import { write } from '../../http/unique-writes.ts';
import { rowById } from './catalogue-write.ts';
import {
  deletePackRow,
  insertPack,
  isStandardPack,
  liveProductsOf,
  packsOfGroup,
  updatePackRow,
  type LiveProduct,
  type PackRow,
} from './packs.repository.ts';

const packView = (row: PackRow, live: readonly LiveProduct[], standard: boolean): AdminPack => ({
  id: row.id,
  item_group_id: row.itemGroupId,
  color: row.color,
  name: row.name,
  ratio: row.ratio,
  pairs: row.pairs,
  missing_sizes: packProducts(row, live).missing,
  standard,
  created_at: row.createdAt.toISOString(),
});

/** What the audit keeps of a pack. */
const audited = (row: PackRow) => ({
  item_group_id: row.itemGroupId,
  color: row.color,
  name: row.name,
  ratio: row.ratio,
  pairs: row.pairs,
});

const packRow = (db: Database, id: number, lock = false): Promise<PackRow> =>
  rowById(db, packs, id, 'No pack has this number.', lock);

/** A group's packs, colour by colour; 404 for an unknown group. */
export async function listPacks(db: Database, groupId: number): Promise<{ results: AdminPack[] }> {
  await groupRow(db, groupId);
  const [rows, live] = await Promise.all([
    packsOfGroup(db, groupId),
    liveProductsOf(db, [groupId]),
  ]);
  const seen = new Set<string>();
  return {
    results: rows.map((row) => {
      // Rows come oldest first within a colour: the first of each is its standard carton.
      const standard = !seen.has(row.color);
      seen.add(row.color);
      return packView(row, live, standard);
    }),
  };
}

/**
 * Refuses a ratio with a size the group has no live product of in that colour: a 400 whose
 * sentence names the first such size (and the colour when none of it is on sale).
 */
async function checkSizes(tx: Database, groupId: number, form: PackForm): Promise<LiveProduct[]> {
  const live = await liveProductsOf(tx, [groupId], form.color);
  const colour = form.color || 'the colourless products';
  if (live.length === 0)
    throw new HttpError(
      400,
      'invalid_request',
      `This item group has no ${colour} on sale: choose one of its colours.`,
      { color: 'Choose a colour this item group sells.' },
    );
  const { missing } = packProducts(form, live);
  if (missing.length) {
    const fields = Object.fromEntries(
      missing.map((size) => [`ratio.${size}`, `No ${colour} product is on sale in size ${size}.`]),
    );
    throw new HttpError(
      400,
      'invalid_request',
      `Size ${missing[0]} is not on sale in ${colour} in this item group: a carton holds only sizes the colour is made in.`,
      fields,
    );
  }
  return live;
}

export async function createPack(db: Database, actor: StaffActor, groupId: number, form: PackForm) {
  return write(
    db,
    async (tx) => {
      await groupRow(tx, groupId, true);
      const live = await checkSizes(tx, groupId, form);
      const row = await insertPack(tx, groupId, form);
      await recordAuditAs(tx, actor, {
        action: 'catalogue.pack.create',
        entityType: 'pack',
        entityId: row.id,
        after: audited(row),
      });
      return packView(row, live, await isStandardPack(tx, row));
    },
    'This pack exists already.',
  );
}

export async function updatePack(db: Database, actor: StaffActor, id: number, form: PackForm) {
  return write(
    db,
    async (tx) => {
      const before = await packRow(tx, id, true);
      const live = await checkSizes(tx, before.itemGroupId, form);
      const row = await updatePackRow(tx, id, form);
      await recordAuditAs(tx, actor, {
        action: 'catalogue.pack.update',
        entityType: 'pack',
        entityId: id,
        before: audited(before),
        after: audited(row),
      });
      return packView(row, live, await isStandardPack(tx, row));
    },
    'This pack exists already.',
  );
}

/** Removes a pack. Carts hold the pairs it added as ordinary lines, so nothing else changes. */
export async function deletePack(db: Database, actor: StaffActor, id: number) {
  return write(
    db,
    async (tx) => {
      const before = await packRow(tx, id, true);
      await deletePackRow(tx, id);
      await recordAuditAs(tx, actor, {
        action: 'catalogue.pack.delete',
        entityType: 'pack',
        entityId: id,
        before: audited(before),
      });
    },
    'This pack exists already.',
  );
}
