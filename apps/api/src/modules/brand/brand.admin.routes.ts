// The shop's brand in the owner's settings (docs/brand.md): GET and PUT
// /admin/settings/brand/, and whether the console asks a fresh shop's owner for its name. The
// body is the domain's one schema (brand-payloads.ts), which the console's brand screen checks
// too. A saved brand changes every page, so the write fires the storefront's change signal.
import {
  brandSettings as brandAnswer,
  brandSettingsBody,
  brandSetup as brandSetupAnswer,
} from '@solestock/domain/back-office/brand-payloads';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { brandSetup, readShopBrand, saveBrand } from './brand.service.ts';

export async function brandAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/settings/brand/',
    {
      schema: { response: { 200: brandAnswer } },
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary:
            "The shop's brand: name, logo, favicon, primary colour, mail sender name, footer and legal texts, and which links show.",
        },
      },
    },
    async () => (await readShopBrand(db)).brand,
  );

  admin.put(
    '/settings/brand/',
    {
      schema: { body: brandSettingsBody, response: { 200: brandAnswer } },
      config: {
        staffAction: 'settings.manage',
        changesStorefront: true,
        docs: { summary: "Change the shop's brand (audited); every page, mail and paper uses it." },
      },
    },
    async (request) => saveBrand(db, actorOf(request), request.body),
  );

  admin.get(
    '/settings/brand/setup/',
    {
      schema: { response: { 200: brandSetupAnswer } },
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary:
            "Whether the console asks for the shop's name first: no brand saved yet, and not the demo catalogue.",
        },
      },
    },
    async () => brandSetup(db),
  );
}
