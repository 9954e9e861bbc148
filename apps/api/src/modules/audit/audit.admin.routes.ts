// GET /admin/audit/ (owners): the audit log, newest first, filtered by entity type or member.
import { auditPage } from '@solestock/domain/back-office/staff-payloads';
import { z } from 'zod';
import { pageField } from '../../http/paging.ts';
import type { Routes } from '../../http/route-schemas.ts';
import * as audit from './audit.service.ts';

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

export async function auditAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/audit/',
    {
      schema: { querystring: auditQuery, response: { 200: auditPage } },
      config: {
        staffAction: 'audit.read',
        docs: { summary: 'The audit log of staff writes (owners).' },
      },
    },
    async (request) => audit.auditPage(db, request.query),
  );
}
