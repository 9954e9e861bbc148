// The audit log (docs/api.md, back office, "Audit"): every staff write records who, what, on which entity,
// before and after, from which address, when. Written in the same transaction as the change, so
// a change without its record (or a record of a change that rolled back) cannot happen.
import type { Database } from '../../db/connect.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a staff write made by `who`: a StaffActor (actorOf(request), a member's or an API
 * key's), or nobody from an address
 * before a session exists (sign-in, an accepted invitation). `db` may be a transaction.
 */
export async function recordAuditAs(
  db: Pick<Database, 'insert'>,
  who: { staffId: number | null; address: string | null; apiKeyId?: number | undefined },
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    staffId: who.staffId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: who.address,
    // A write made with an API key reads "API key <name>" (docs/api-keys.md, decision 197).
    apiKeyId: who.apiKeyId ?? null,
  });
}
