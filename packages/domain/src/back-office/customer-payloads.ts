// The answers of the console's customer calls (docs/api.md, back office, "Rates, content,
// customers"; decision 111), defined once as zod schemas: the API's routes answer with them
// (its tests check every answer against them, decision 175) and the console reads their types.
import { z } from 'zod';
import { adminOrderRow, paged } from './order-payloads.ts';

/** An exact decimal per currency (lowercase): "1234.50". */
const perCurrency = z.array(z.strictObject({ currency: z.string(), total: z.string() }));

/** GET /api/admin/customers/ → results[]: a buyer, their company and what they ordered and paid. */
export const customerRow = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  created_at: z.string(),
  email_verified: z.boolean(),
  disabled: z.boolean(),
  disabled_at: z.string().nullable(),
  orders_count: z.number().int(),
  /** Orders placed and not cancelled, paid or not. */
  totals: perCurrency,
  /** What succeeded payments less refunds brought in (issue 28.8). */
  paid_totals: perCurrency,
  last_order_at: z.string().nullable(),
  /** The buyer's company, its size and customer group (issue 32.3); null before any. */
  company: z
    .strictObject({
      id: z.number().int(),
      name: z.string(),
      members: z.number().int(),
      group: z
        .strictObject({
          id: z.number().int(),
          name: z.string(),
          /** Exact, as text: "12.50". */
          discount_percent: z.string(),
          deposit_percent: z.number().int(),
          net_days: z.number().int(),
        })
        .nullable(),
      /** Its sales rep (docs/staff-orders.md); null: none. Absent from older answers. */
      rep: z.strictObject({ id: z.number().int(), name: z.string() }).nullable().optional(),
    })
    .nullable(),
});
export type CustomerRow = z.output<typeof customerRow>;

/** GET /api/admin/customers/ */
export const customersPage = paged(customerRow);
export type CustomersPage = z.output<typeof customersPage>;

/** GET /api/admin/customers/{id}/, and the answer of disabling or enabling: a buyer and their latest orders. */
export const customerDetail = customerRow.extend({ orders: z.array(adminOrderRow) });
export type CustomerDetail = z.output<typeof customerDetail>;
