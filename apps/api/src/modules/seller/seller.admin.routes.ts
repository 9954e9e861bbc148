// The seller's details in the owner's settings (docs/api.md, "Trade documents"): GET and PUT
// /admin/settings/seller/. The body is the domain's one schema (seller-payloads.ts), which the
// console's settings screen checks too; the answer is the domain's sellerDetails (decision 175).
import {
  sellerDetails as sellerDetailsAnswer,
  sellerDetailsBody,
} from '@solestock/domain/back-office/seller-payloads';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { saveSellerDetails, sellerDetails } from './seller-details.service.ts';

export async function sellerAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/settings/seller/',
    {
      schema: { response: { 200: sellerDetailsAnswer } },
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
      schema: { body: sellerDetailsBody, response: { 200: sellerDetailsAnswer } },
      config: {
        staffAction: 'settings.manage',
        docs: { summary: "Change the seller's details on the trade documents (audited)." },
      },
    },
    async (request) => saveSellerDetails(db, actorOf(request), request.body),
  );
}
