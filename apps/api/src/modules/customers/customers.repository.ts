// The customers module's reads and writes of the database (docs/api.md, back office, "Rates,
// content, customers"): the list with each buyer's orders count, totals per currency and last
// order, one buyer, and the account's disabled mark.
import { eq, sql, type SQL } from 'drizzle-orm';
import { fromMinorUnits } from '@solestock/domain';
import type { CustomerRow as CustomerDto } from '@solestock/domain/back-office/customer-payloads';
import { queryRows, type Database, type Tx } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';

export const CUSTOMERS_PAGE_SIZE = 25;

/** The statuses whose orders count towards a buyer's totals: placed and not undone. */
export const COUNTED_STATUSES = [
  'submitted',
  'paid',
  'confirmed',
  'partially_shipped',
  'shipped',
  'delivered',
];

interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  created_at: Date | string;
  email_verified_at: Date | string | null;
  disabled_at: Date | string | null;
  orders_count: number | string;
  last_order_at: Date | string | null;
  totals: { currency: string; total: string }[] | string | null;
  paid: { currency: string; minor: number | string }[] | string | null;
  company_id: number | null;
  company_name: string | null;
  company_members: number | string | null;
  group_id: number | null;
  group_name: string | null;
  rep_id: number | null;
  rep_name: string | null;
  discount_percent: string | null;
  deposit_percent: number | null;
  net_days: number | null;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function customerDto(r: CustomerRow): CustomerDto {
  const totals = typeof r.totals === 'string' ? JSON.parse(r.totals) : (r.totals ?? []);
  return {
    id: r.id,
    email: r.email,
    first_name: r.first_name,
    created_at: iso(r.created_at)!,
    email_verified: r.email_verified_at !== null,
    disabled: r.disabled_at !== null,
    disabled_at: iso(r.disabled_at),
    orders_count: Number(r.orders_count),
    // A sum of numeric(18,2) keeps its two decimals: "1234.50".
    totals: totals as { currency: string; total: string }[],
    // Succeeded payments less succeeded refunds, beside `totals`, which counts unpaid orders too.
    paid_totals: (
      (typeof r.paid === 'string' ? JSON.parse(r.paid) : (r.paid ?? [])) as {
        currency: string;
        minor: number | string;
      }[]
    ).map((p) => ({
      currency: p.currency,
      total: fromMinorUnits(Number(p.minor), p.currency).toFixed(2),
    })),
    last_order_at: iso(r.last_order_at),
    company:
      r.company_id === null
        ? null
        : {
            id: r.company_id,
            name: r.company_name ?? '',
            members: Number(r.company_members ?? 0),
            group:
              r.group_id === null
                ? null
                : {
                    id: r.group_id,
                    name: r.group_name ?? '',
                    discount_percent: Number(r.discount_percent ?? 0).toFixed(2),
                    deposit_percent: r.deposit_percent ?? 100,
                    net_days: r.net_days ?? 0,
                  },
            rep: r.rep_id === null ? null : { id: r.rep_id, name: r.rep_name ?? '' },
          },
  };
}

function selectCustomers(where: SQL, tail: SQL) {
  const counted = sql.join(
    COUNTED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`
    select u.id, u.email, u.first_name, u.created_at, u.email_verified_at, u.disabled_at,
      coalesce(s.orders_count, 0) as orders_count, s.last_order_at,
      coalesce((
        select json_agg(json_build_object('currency', t.currency, 'total', t.total::text)
                        order by t.currency)
        from (select o.currency, sum(o.total) as total from orders o
              where o.user_id = u.id and o.status in (${counted})
              group by o.currency) t
      ), '[]'::json) as totals,
      coalesce((
        select json_agg(json_build_object('currency', m.currency, 'minor', m.minor)
                        order by m.currency)
        from (select x.currency, sum(x.minor)::bigint as minor from (
                select p.currency, p.amount_minor as minor from payments p
                  join orders o on o.id = p.order_id
                  where o.user_id = u.id and p.status = 'succeeded'
                union all
                select r.currency, -r.amount_minor from refunds r
                  join orders o on o.id = r.order_id
                  where o.user_id = u.id and r.status = 'succeeded') x
              group by x.currency) m
      ), '[]'::json) as paid,
      c.id as company_id, c.name as company_name,
      (select count(*) from company_members cm2 where cm2.company_id = c.id) as company_members,
      g.id as group_id, g.name as group_name, g.discount_percent::text as discount_percent,
      g.deposit_percent, g.net_days,
      c.rep_staff_id as rep_id, (select st.name from staff st where st.id = c.rep_staff_id) as rep_name
    from users u
    left join company_members cm on cm.user_id = u.id
    left join companies c on c.id = cm.company_id
    left join customer_groups g on g.id = c.customer_group_id
    left join lateral (
      select count(*)::int as orders_count, max(o.created_at) as last_order_at
      from orders o where o.user_id = u.id
    ) s on true
    where ${where}
    ${tail}`;
}

/**
 * How the list is ordered: `latest` (the latest buyers to order first) or `company` (by company
 * name, A to Z, its members together: docs/api.md, "customers are listed by company").
 */
export const CUSTOMER_SORTS = ['latest', 'company'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const orderBy: Record<CustomerSort, SQL> = {
  latest: sql`s.last_order_at desc nulls last, u.id desc`,
  company: sql`lower(c.name) asc nulls last, c.id asc nulls last, lower(u.email) asc, u.id asc`,
};

/** `q` against a buyer's e-mail, first name and company name (any case), or `#id`. */
function searchOf(q: string | undefined): SQL {
  if (!q) return sql`true`;
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const like = `%${escaped}%`;
  const byText = sql`(u.email ilike ${like} or u.first_name ilike ${like} or c.name ilike ${like})`;
  return /^#?\d{1,9}$/.test(q) ? sql`(${byText} or u.id = ${Number(q.replace('#', ''))})` : byText;
}

/** Buyers matching `q` (e-mail, name, company or #id), in the order `sort` names. */
export async function listCustomers(
  db: Database,
  q: string | undefined,
  page: { offset: number; limit: number },
  sort: CustomerSort = 'latest',
  /** A sales rep's reach: only the buyers of the companies assigned to them. */
  repStaffId?: number,
) {
  const where =
    repStaffId === undefined
      ? searchOf(q)
      : sql`(${searchOf(q)} and c.rep_staff_id = ${repStaffId})`;
  const [rows, [counted]] = await Promise.all([
    queryRows<CustomerRow>(
      db,
      selectCustomers(
        where,
        sql`order by ${orderBy[sort]} offset ${page.offset} limit ${page.limit}`,
      ),
    ),
    queryRows<{ n: number | string }>(
      db,
      sql`select count(*)::int as n from users u
          left join company_members cm on cm.user_id = u.id
          left join companies c on c.id = cm.company_id
          where ${where}`,
    ),
  ]);
  return { count: Number(counted?.n ?? 0), results: rows.map(customerDto) };
}

export async function customerById(db: Database, id: number): Promise<CustomerDto | undefined> {
  const [row] = await queryRows<CustomerRow>(db, selectCustomers(sql`u.id = ${id}`, sql``));
  return row ? customerDto(row) : undefined;
}

/** The account's row, locked for a change of its disabled mark; undefined when there is none. */
export async function lockCustomer(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

/** Marks the account disabled now, or enabled; answers the mark as it is after. */
export async function markDisabled(tx: Tx, id: number, disable: boolean): Promise<Date | null> {
  const [after] = await tx
    .update(users)
    .set({ disabledAt: disable ? sql`now()` : null })
    .where(eq(users.id, id))
    .returning({ disabledAt: users.disabledAt });
  return after?.disabledAt ?? null;
}
