// The console's customer groups (docs/api.md, back office, "Customer groups"; issue 32.3): each
// write in one transaction with its audit entry; a second group of the same name (any case) is a
// 409 the form shows beside the name.
import type {
  customerGroupSchema,
  CustomerGroup,
} from '@solestock/domain/back-office/customer-group-payloads';
import type { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { write } from '../../http/unique-writes.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { forgetDiscountsInUse } from './group-prices.ts';
import {
  deleteGroup,
  groupById,
  groupJson,
  insertGroup,
  listGroups,
  memberCounts,
  setCompanyGroup,
  updateGroup,
  type CustomerGroupValues,
} from './customer-groups.repository.ts';

type GroupInput = z.output<typeof customerGroupSchema>;

const DUPLICATE = 'A group of that name exists; choose another name.';
const noGroup = () => notFound('No customer group has this number.');

function values(input: GroupInput): CustomerGroupValues {
  return {
    name: input.name,
    discountPercent: input.discount_percent,
    depositPercent: input.deposit_percent,
    netDays: input.net_days,
  };
}

export async function customerGroups(db: Database): Promise<CustomerGroup[]> {
  const [rows, counts] = await Promise.all([listGroups(db), memberCounts(db)]);
  return rows.map((row) => groupJson(row, counts.get(row.id) ?? 0));
}

export async function createCustomerGroup(
  db: Database,
  actor: StaffActor,
  input: GroupInput,
): Promise<CustomerGroup> {
  const made = await write(
    db,
    async (tx) => {
      const row = await insertGroup(tx, values(input));
      const after = groupJson(row, 0);
      await recordAuditAs(tx, actor, {
        action: 'customer_group.create',
        entityType: 'customer_group',
        entityId: row.id,
        after,
      });
      return after;
    },
    DUPLICATE,
  );
  forgetDiscountsInUse(db);
  return made;
}

export async function changeCustomerGroup(
  db: Database,
  actor: StaffActor,
  id: number,
  input: GroupInput,
): Promise<CustomerGroup> {
  const changed = await write(
    db,
    async (tx) => {
      const found = await groupById(tx, id, true);
      if (!found) throw noGroup();
      const n = (await memberCounts(tx)).get(id) ?? 0;
      const row = await updateGroup(tx, id, values(input));
      const after = groupJson(row, n);
      await recordAuditAs(tx, actor, {
        action: 'customer_group.update',
        entityType: 'customer_group',
        entityId: id,
        before: groupJson(found, n),
        after,
      });
      return after;
    },
    DUPLICATE,
  );
  // Group prices (decision 149): the members' catalogue answers follow at once.
  forgetDiscountsInUse(db);
  return changed;
}

export async function removeCustomerGroup(
  db: Database,
  actor: StaffActor,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await groupById(tx, id, true);
    if (!found) throw noGroup();
    const n = (await memberCounts(tx)).get(id) ?? 0;
    // Members of a removed group go back to list prices and paying in full (the table's foreign
    // key sets their group to null).
    await deleteGroup(tx, id);
    await recordAuditAs(tx, actor, {
      action: 'customer_group.delete',
      entityType: 'customer_group',
      entityId: id,
      before: groupJson(found, n),
    });
  });
  forgetDiscountsInUse(db);
}

/**
 * Puts a company in a group, or takes it out (null): its members' prices and terms change on
 * their next page. 404 for an unknown company or group.
 */
export async function assignCompanyGroup(
  db: Database,
  actor: StaffActor,
  companyId: number,
  groupId: number | null,
): Promise<{ company_id: number; group: CustomerGroup | null }> {
  const assigned = await db.transaction(async (tx) => {
    const group = groupId === null ? undefined : await groupById(tx, groupId);
    if (groupId !== null && !group) throw noGroup();
    const changed = await setCompanyGroup(tx, companyId, groupId);
    if (!changed) throw notFound('No company has this number.');
    await recordAuditAs(tx, actor, {
      action: 'customer_group.assign',
      entityType: 'company',
      entityId: companyId,
      before: { group_id: changed.before },
      after: { group_id: groupId },
    });
    const n = (await memberCounts(tx)).get(groupId ?? 0) ?? 0;
    return { company_id: companyId, group: group ? groupJson(group, n) : null };
  });
  forgetDiscountsInUse(db);
  return assigned;
}
