// The personal part's one read (docs/decisions/157): asked on every signed-in view of a shared
// page, so the session check, the name, the cart's holds and the group's discount come in one
// statement, one round trip, instead of four; and the statement is built once per database and
// prepared, as the product detail's are (decision 125): building its SQL in drizzle on every
// view cost more than the rest of the read.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { refreshTokens, users } from '../../db/schema.ts';
import { isLiveSession, type SessionIdentity } from '../identity/index.ts';
import { cartHolds } from '../cart/index.ts';
import { groupDiscountColumn } from '../customer-groups/index.ts';
import { priceListColumn } from '../price-lists/index.ts';

export interface PersonalRow {
  userId: number;
  firstName: string;
  cartCount: number;
  inCart: boolean;
  stylePairs: number;
  /** The group's stored discount, null without a group. */
  groupDiscount: string | null;
  /** The price list the company is on (directly or through its group), null without one. */
  priceList: number | null;
}

/** The shopper's row, or undefined when the session is over (logout, reset, disabled account). */
export async function readPersonalRow(
  db: Database,
  identity: SessionIdentity,
  productId: number | undefined,
): Promise<PersonalRow | undefined> {
  const statements = preparedRead(db);
  const [row] =
    productId === undefined
      ? await statements.page.execute({ ...identity })
      : await statements.product.execute({ ...identity, productId });
  return row;
}

const preparedRead = preparedPerDatabase(prepareRead);

/** Two statements: for a page without a product (the badge alone), and for a product page. */
function prepareRead(db: Database) {
  const identity = { userId: sql.placeholder('userId'), familyId: sql.placeholder('familyId') };
  const build = (productId: ReturnType<typeof sql.placeholder> | null, name: string) => {
    const holds = cartHolds(db, users.id, productId);
    return db
      .select({
        userId: users.id,
        firstName: users.firstName,
        cartCount: holds.count,
        inCart: holds.inCart,
        stylePairs: holds.stylePairs,
        groupDiscount: groupDiscountColumn(users.id),
        priceList: priceListColumn(users.id),
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .innerJoinLateral(holds, sql`true`)
      .where(isLiveSession(identity))
      .limit(1)
      .prepare(name);
  };
  return {
    page: build(null, 'personal_part'),
    product: build(sql.placeholder('productId'), 'personal_part_product'),
  };
}
