// The signed-in staff member's own calls (BACKOFFICE.md, "Staff and sign-in").
import type { FastifyInstance } from 'fastify';
import { staffOf } from './staff-guard.ts';

export async function staffAdminRoutes(admin: FastifyInstance): Promise<void> {
  admin.get('/me/', { config: { staffAction: 'self' } }, async (request) => {
    const { staff } = staffOf(request);
    return {
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      totp_enabled: staff.totpEnabled,
    };
  });
}
