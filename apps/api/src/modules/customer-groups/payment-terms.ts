// A buyer's payment terms, read from their company's group (docs/orders-and-payments.md,
// "Deposits and net terms"). Placement copies them onto the order (decision 151); the checkout
// screens read them from GET /ecommerce/company/ to say what will be charged.
import { eq } from 'drizzle-orm';
import { SPEC_TERMS, type BuyerTerms } from '@solestock/domain/payment-terms';
import type { Database } from '../../db/connect.ts';
import { companies, customerGroups } from '../../db/schema.ts';

/** The terms of the company's group; a company in no group has the specs' terms. */
export async function termsOfCompany(
  db: Pick<Database, 'select'>,
  companyId: number,
): Promise<BuyerTerms> {
  const [row] = await db
    .select({ deposit: customerGroups.depositPercent, netDays: customerGroups.netDays })
    .from(companies)
    .innerJoin(customerGroups, eq(customerGroups.id, companies.customerGroupId))
    .where(eq(companies.id, companyId));
  return row ? { deposit_percent: row.deposit, net_days: row.netDays } : SPEC_TERMS;
}
