// A company's statement's view model (docs/credit-control.md, "Statement"): the statement the
// orders module reads as of now, and the seller's header, for the staff's
// `…/customers/companies/{id}/statement.pdf` and the buyer's `/ecommerce/company/statement.pdf`.
import { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { notFound } from '../../http/errors.ts';
import { companyStatement } from '../orders/index.ts';
import { sellerDetails } from '../seller/index.ts';
import { shopBrandForPapers } from '../brand/index.ts';
import type { StatementModel } from './document-model.ts';
import { documentSellerOf } from './document-data.service.ts';

export const statementParams = z.object({
  id: z.coerce
    .number({ error: 'The company id is a number.' })
    .int({ error: 'The company id is a whole number.' })
    .min(1, { error: 'The company id is a positive number.' })
    .max(2_147_483_647, { error: 'No company has this number.' }),
});

/** The statement's model and file name; 404 when no company has this id. */
export async function statementModel(
  db: Database,
  companyId: number,
  now: Date = new Date(),
): Promise<{ model: StatementModel; fileName: string }> {
  const [statement, seller, brand] = await Promise.all([
    companyStatement(db, companyId, now),
    sellerDetails(db),
    shopBrandForPapers(db),
  ]);
  if (!statement) throw notFound('No company has this number.');
  return {
    model: { document: 'statement', seller: documentSellerOf(seller), brand, statement },
    fileName: `statement-${companyId}-${statement.as_of}.pdf`,
  };
}
