// GET /admin/audit/ (owners): the audit log, newest first, filtered by entity type or member.
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog, staff } from '../../db/schema.ts';
import { pageField } from '../../http/paging.ts';
import { parseInput } from '../../http/validate.ts';

export const AUDIT_PAGE_SIZE = 50;

const auditQuery = z.object({
  page: pageField,
  entity_type: z
    .string()
    .trim()
    .max(60, { error: 'entity_type has at most 60 characters.' })
    .optional(),
  staff_id: z.coerce
    .number({ error: 'staff_id is a staff member’s id.' })
    .int({ error: 'staff_id is a staff member’s id.' })
    .min(1, { error: 'staff_id is a staff member’s id.' })
    .max(2_147_483_647, { error: 'staff_id is a staff member’s id.' })
    .optional(),
});

export async function auditAdminRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/audit/',
    {
      config: {
        staffAction: 'audit.read',
        docs: { summary: 'The audit log of staff writes (owners).', query: auditQuery },
      },
    },
    async (request) => {
      const q = parseInput(auditQuery, request.query ?? {}, 'query');
      const filters: SQL[] = [];
      if (q.entity_type) filters.push(eq(auditLog.entityType, q.entity_type));
      if (q.staff_id !== undefined) filters.push(eq(auditLog.staffId, q.staff_id));
      const where = filters.length ? and(...filters) : undefined;
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
        })
        .from(auditLog)
        .leftJoin(staff, eq(staff.id, auditLog.staffId))
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((q.page - 1) * AUDIT_PAGE_SIZE);
      return {
        count,
        page: q.page,
        page_size: AUDIT_PAGE_SIZE,
        results: rows.map((r) => ({
          id: r.id,
          created_at: r.createdAt.toISOString(),
          action: r.action,
          entity_type: r.entityType,
          entity_id: r.entityId,
          staff:
            r.staffId === null ? null : { id: r.staffId, email: r.staffEmail, name: r.staffName },
          staff_email: r.staffEmail,
          address: r.address,
          before: r.before,
          after: r.after,
        })),
      };
    },
  );
}
