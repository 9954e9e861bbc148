// The audit log as the owners read it (docs/api.md, back office, "Audit"): 50 entries a page,
// newest first. The writes are recorded by audit.ts, in the transaction of the change.
import type { AuditPage } from '@solestock/domain/back-office/staff-payloads';
import type { Database } from '../../db/connect.ts';
import { listAudit, type AuditFilters } from './audit.repository.ts';

const AUDIT_PAGE_SIZE = 50;

/** One page of the entries matching the filters. */
export async function auditPage(
  db: Database,
  query: AuditFilters & { page: number },
): Promise<AuditPage> {
  const { count, results } = await listAudit(db, query, {
    offset: (query.page - 1) * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE,
  });
  return { count, page: query.page, page_size: AUDIT_PAGE_SIZE, results };
}
