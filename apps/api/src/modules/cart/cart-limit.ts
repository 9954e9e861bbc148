// The line limit of a cart and of an order placed from it (docs/api.md, "Line limit"; issue 41
// item 3): CART_LINES_MAX, the domain's one constant. A write that would add a line past it is
// refused with these sentences and changes nothing; everything up to it is placed in bounded
// time (order lines inserted in batches, stock moved through one JSON parameter).
import { eq, sql } from 'drizzle-orm';
import { CART_LINES_MAX } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { cartLines } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

const lines = (n: number) => n.toLocaleString('en');

/** The 409 of an add that would make a line more than the cart may hold. */
export function cartFullRefusal(): HttpError {
  return new HttpError(
    409,
    'cart_full',
    `Your cart holds ${lines(CART_LINES_MAX)} lines, the most it can: place an order or remove some lines first. Nothing was added.`,
    undefined,
    { max_lines: CART_LINES_MAX },
  );
}

/** The 400 of a placement from a cart of more lines than an order may hold. */
export function tooManyLinesRefusal(count: number): HttpError {
  return new HttpError(
    400,
    'too_many_lines',
    `Your cart holds ${lines(count)} lines; an order holds at most ${lines(CART_LINES_MAX)}. Remove some lines, then place it again.`,
    undefined,
    { max_lines: CART_LINES_MAX },
  );
}

/** How many lines the shopper's cart holds (one count over its index). */
export async function cartLineCount(db: Pick<Database, 'select'>, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return Number(row?.n ?? 0);
}

/**
 * The condition, in SQL, that the shopper's cart has room for one more line: a guard on an
 * insert of a new line (a merge into an existing line adds none and is never held back).
 */
export const roomForALine = (userId: number) =>
  sql`(select count(*) from ${cartLines} where user_id = ${userId}::int) < ${CART_LINES_MAX}`;
