// The seller's details in the owner's settings (docs/api.md, "Trade documents"): GET and PUT
// /admin/settings/seller/. The body is the domain's one schema (seller-payloads.ts), which the
// console's settings screen checks too.
import type { FastifyInstance } from 'fastify';
import { sellerDetailsBody } from '@solestock/domain/back-office/seller-payloads';
import { parseInput } from '../../http/validate.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { saveSellerDetails, sellerDetails } from './seller-details.service.ts';

export async function sellerAdminRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/settings/seller/',
    {
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary:
            "The seller's details on the trade documents: legal name, address, tax ids, bank details, incoterm, carton size.",
        },
      },
    },
    async () => sellerDetails(db),
  );

  admin.put(
    '/settings/seller/',
    {
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary: "Change the seller's details on the trade documents (audited).",
          body: sellerDetailsBody,
        },
      },
    },
    async (request) => {
      const details = parseInput(sellerDetailsBody, request.body ?? {});
      return saveSellerDetails(db, actorOf(request), details);
    },
  );
}
