// Shoppers racing for one style's stock (issue 31.3): every racer places orders of a few pairs
// of the same product at once, as fast as the server answers, until the stock is gone. What is
// timed is placement under contention (row locks on the product); what is checked is that every
// sale is exact: the pairs sold equal the stock, the product ends at zero, and every refusal is
// a 409 `insufficient_stock`. A row that sells one pair too many or too few fails the bench.
//
// The dataset gives each round its own product (`prepareStockRace`), because the server owns an
// embedded database while it runs and the harness cannot top stock up between rounds.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@solestock/api/db/connect';
import { shopperEmail } from './shopper-accounts.ts';
import { signIn } from './shoppers.ts';
import { summarise, type LatencySummary } from './stats.ts';

/** Pairs on hand of each race product, and the pairs each order asks for. */
export const RACE_STOCK = 600;
export const RACE_PAIRS_PER_ORDER = 3;
export const RACE_SHOPPERS = 20;

export interface StockRaceResult extends LatencySummary {
  /** Orders placed per second while the stock lasted. */
  rps: number;
  sold: number;
  refused: number;
  /** Answers other than 201 or a 409 insufficient_stock: each one is a defect. */
  errors: number;
}

/**
 * One product per round, from groups no other scenario reads: the groups are set to sell from
 * stock, their other sizes get plenty so nothing else is refused, and the race product gets
 * RACE_STOCK pairs. Runs before the server starts; returns the race products' ids.
 */
export async function prepareStockRace(db: Database, rounds: number): Promise<number[]> {
  const groups = await queryRows<{ id: number; product_id: number }>(
    db,
    sql`select g.id, (select min(p.id) from products p where p.item_group_id = g.id and p.archived_at is null) as product_id
          from item_groups g where g.product_count > 0
         order by g.popularity asc, g.id desc limit ${rounds}`,
  );
  const ids = groups.map((g) => g.id);
  const products = groups.map((g) => g.product_id);
  if (ids.length === 0) return [];
  await db.execute(
    sql`update item_groups set sale_mode = 'stock', min_pairs = 0 where id in ${sql.raw(`(${ids.join(',')})`)}`,
  );
  await db.execute(
    sql`update products set availability = case when id in ${sql.raw(`(${products.join(',')})`)} then ${RACE_STOCK} else 100000 end
         where item_group_id in ${sql.raw(`(${ids.join(',')})`)}`,
  );
  return products;
}

export async function runStockRace(
  origin: string,
  productId: number,
  shoppers = RACE_SHOPPERS,
): Promise<StockRaceResult> {
  const cookies = await Promise.all(
    Array.from({ length: shoppers }, (_, i) => signIn(origin, shopperEmail(i))),
  );
  const times: number[] = [];
  let sold = 0;
  let refused = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie) => {
      for (;;) {
        const t0 = performance.now();
        const res = await fetch(
          `${origin}/api/ecommerce/order-now/?country_code=gb&without_payment=true`,
          {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ product_id: productId, quantity: RACE_PAIRS_PER_ORDER }),
          },
        );
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        times.push(performance.now() - t0);
        if (res.status === 201) {
          sold += RACE_PAIRS_PER_ORDER;
          // Sold past the stock: the row will say so; stop rather than empty the catalogue.
          if (sold > RACE_STOCK * 2) return;
        } else if (res.status === 409 && body.code === 'insufficient_stock') {
          refused += 1;
          return; // this racer saw the stock run out
        } else {
          errors += 1;
          if (errors > 50) return;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...summarise(times), rps: sold / RACE_PAIRS_PER_ORDER / seconds, sold, refused, errors };
}

/** After the server has stopped: what the race products have left (each must be 0). */
export async function stockLeft(db: Database, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await queryRows<{ id: number; availability: number }>(
    db,
    sql`select id, availability from products where id in ${sql.raw(`(${productIds.join(',')})`)} order by id`,
  );
  return productIds.map((id) => rows.find((r) => r.id === id)?.availability ?? Number.NaN);
}
