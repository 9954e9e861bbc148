// The audit log's SQL (docs/api.md, back office, "Audit"): one page of entries, newest first,
// with the member who made each, filtered by entity type or member.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuditRow } from '@solestock/domain/back-office/staff-payloads';
import type { Database } from '../../db/connect.ts';
import { apiKeys, auditLog, staff } from '../../db/schema.ts';

export interface AuditFilters {
  entity_type?: string | undefined;
  staff_id?: number | undefined;
}

/** The entries matching `filters`, newest first, and how many match in all. */
export async function listAudit(
  db: Database,
  filters: AuditFilters,
  window: { offset: number; limit: number },
): Promise<{ count: number; results: AuditRow[] }> {
  const conditions: SQL[] = [];
  if (filters.entity_type) conditions.push(eq(auditLog.entityType, filters.entity_type));
  if (filters.staff_id !== undefined) conditions.push(eq(auditLog.staffId, filters.staff_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      address: auditLog.address,
      staffId: staff.id,
      staffEmail: staff.email,
      staffName: staff.name,
      apiKeyId: apiKeys.id,
      apiKeyName: apiKeys.name,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .leftJoin(apiKeys, eq(apiKeys.id, auditLog.apiKeyId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(window.limit)
    .offset(window.offset);
  return {
    count,
    results: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      action: r.action,
      entity_type: r.entityType,
      entity_id: r.entityId,
      // The join found the member: their e-mail and name are set (staff columns are not null).
      staff:
        r.staffId === null ? null : { id: r.staffId, email: r.staffEmail!, name: r.staffName! },
      staff_email: r.staffEmail,
      api_key: r.apiKeyId === null ? null : { id: r.apiKeyId, name: r.apiKeyName! },
      address: r.address,
      before: r.before,
      after: r.after,
    })),
  };
}
