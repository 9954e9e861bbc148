// The order and payment invariants of issue 9, checked with SQL over the schema of
// apps/api/src/db/schema.ts after a load run or a fault. Each check names the rows that break it;
// an empty list is a pass.
import pg from 'pg';
import { toMinorUnits } from '@solestock/domain';

export interface InvariantResult {
  name: string;
  /** Ids (or descriptions) of the rows that break the invariant. */
  violations: string[];
}

const CHECKS: { name: string; sql: string }[] = [
  {
    name: 'every order has lines, and its lines sum to its total',
    sql: `select o.id::text as v from orders o left join order_lines l on l.order_id = o.id
          group by o.id, o.total having count(l.id) = 0 or sum(l.line_total) <> o.total`,
  },
  {
    name: "every line's total is its converted unit price times its quantity",
    // Exactly: the unit price is rounded to the minor unit before it is multiplied (decision 040).
    sql: `select id::text as v from order_lines where line_total <> converted_unit_price * quantity`,
  },
  {
    name: 'every paid order has exactly one payment, equal to its total and in its currency',
    sql: `select o.id::text as v from orders o where o.status in ('paid', 'confirmed')
          and (select count(*) from payments p where p.order_id = o.id) <> 1
          or o.status in ('paid', 'confirmed') and not exists (select 1 from payments p
            where p.order_id = o.id and p.amount_minor = o.total_minor and p.currency = o.currency)`,
  },
  {
    name: 'no payment for an order that is not paid',
    sql: `select p.id::text as v from payments p join orders o on o.id = p.order_id
          where o.status not in ('paid', 'confirmed')`,
  },
  {
    name: 'no negative, zero or oversized quantity in a cart or an order',
    sql: `select 'cart line ' || id as v from cart_lines where quantity not between 1 and 100000
          union all
          select 'order line ' || id from order_lines where quantity not between 1 and 100000`,
  },
  {
    name: 'no cart line in two orders that were paid or submitted (no cart placed twice)',
    sql: `select l.cart_line_id::text as v from order_lines l join orders o on o.id = l.order_id
          where l.cart_line_id is not null and o.status in ('paid', 'submitted', 'confirmed')
          group by l.cart_line_id having count(distinct o.id) > 1`,
  },
  {
    name: 'no intent of the test processor charged for another amount than its order',
    sql: `select i.id as v from test_payment_intents i join orders o on o.id = i.order_id
          where i.amount <> o.total_minor or i.currency <> o.currency`,
  },
];

export async function checkInvariants(databaseUrl: string): Promise<InvariantResult[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const results: InvariantResult[] = [];
    for (const check of CHECKS) {
      const { rows } = await client.query<{ v: string }>(check.sql);
      results.push({ name: check.name, violations: rows.map((r) => r.v) });
    }
    // The minor units a card is charged are the total's, by the domain's own rule per currency.
    const { rows } = await client.query<{
      id: number;
      total: string;
      total_minor: string;
      currency: string;
    }>('select id, total, total_minor, currency from orders');
    results.push({
      name: "every order's charged minor units equal its total",
      violations: rows
        .filter((o) => toMinorUnits(o.total, o.currency) !== Number(o.total_minor))
        .map((o) => String(o.id)),
    });
    return results;
  } finally {
    await client.end();
  }
}

/** The broken invariants only, as readable lines (empty when every invariant holds). */
export function brokenInvariants(results: InvariantResult[]): string[] {
  return results
    .filter((r) => r.violations.length > 0)
    .map((r) => `${r.name}: ${r.violations.slice(0, 20).join(', ')}`);
}
