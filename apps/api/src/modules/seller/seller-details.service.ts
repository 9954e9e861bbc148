// The seller's details (docs/api.md, "Trade documents"): kept as one shop setting, `seller`, read
// by every document and written by the owner's settings screen. A shop that saved nothing reads
// the defaults: no legal name or address, so no documents until they are set.
import {
  DEFAULT_SELLER_DETAILS,
  sellerDetailsBody,
  type SellerDetails,
} from '@solestock/domain/back-office/seller-payloads';
import type { Database } from '../../db/connect.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import {
  SETTING_SELLER,
  saveStoredSellerDetails,
  storedSellerDetails,
} from './seller.repository.ts';

/** The saved details, or the defaults; a stored value that no longer reads is the defaults. */
export async function sellerDetails(db: Pick<Database, 'select'>): Promise<SellerDetails> {
  const stored = await storedSellerDetails(db);
  if (stored === undefined) return { ...DEFAULT_SELLER_DETAILS };
  // Written through the schema, so it reads back; a value from an older shape keeps what fits.
  const parsed = sellerDetailsBody.safeParse({
    ...DEFAULT_SELLER_DETAILS,
    ...(stored as object),
  });
  return parsed.success ? parsed.data : { ...DEFAULT_SELLER_DETAILS };
}

/** Saves the owner's details (already read by sellerDetailsBody), audited in the same transaction. */
export async function saveSellerDetails(
  db: Database,
  actor: StaffActor,
  details: SellerDetails,
): Promise<SellerDetails> {
  await db.transaction(async (tx) => {
    const before = await sellerDetails(tx);
    await saveStoredSellerDetails(tx, details);
    await recordAuditAs(tx, actor, {
      action: 'settings.seller',
      entityType: 'shop_settings',
      entityId: SETTING_SELLER,
      before,
      after: details,
    });
  });
  return details;
}
