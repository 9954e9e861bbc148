// Cart lines in SQL, every query scoped to the signed-in shopper (`where user_id = $me`): another
// shopper's line is invisible here, so it answers exactly like a missing one.
import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import {
  CART_LINES_MAX,
  QUANTITY_MAX,
  stockShortfalls,
  type IncomingLot,
  type Mode,
  type SaleMode,
  type TierScope,
} from '@solestock/domain';
import { queryRows, type Database } from '../../db/connect.ts';
import { brands, cartLines, itemGroups, priceSlabs, products } from '../../db/schema.ts';
import { cartFullRefusal, cartLineCount, roomForALine } from './cart-limit.ts';
import { slabsOf, type SlabRecord } from '../product/index.ts';
import { insufficientStock, namesOf, sellableSql, stockAllows } from '../stock/index.ts';

/** A cart line with what pricing and the cart screen need of its product. */
export interface PricedLineSource {
  id: number;
  productId: number;
  quantity: number;
  mode: Mode;
  productName: string;
  /** The item group and how its slabs count (style tiers, docs/api.md). */
  itemGroupId: number;
  tierScope: TierScope;
  /** Stock and pre-orders, minimums (docs/api.md): the style's name, how it sells, its minimum. */
  styleName: string;
  saleMode: SaleMode;
  shipsFrom: string | null;
  shipsBy: string | null;
  minPairs: number;
  brand: string;
  color: string;
  size: string | null;
  coverImage: string;
  sellingPrice: string;
  currency: string;
  availability: number;
  /** A stock style's expected deliveries' unsold pairs, earliest first (docs/stock.md). */
  incomingLots?: IncomingLot[] | null;
  /** Archived by staff since it was added: shown as no longer available, never sold. */
  archived: boolean;
  slabs: SlabRecord[];
  /**
   * The unit price agreed on a staff draft (docs/staff-orders.md), in the product's own
   * currency: it is the line's price, with no slab or group discount applied again.
   */
  agreedUnitPrice?: string;
}

type Executor = Pick<Database, 'select'>;

/** What pricing and the cart screen read of a product: its row, its brand's name. */
const productSourceColumns = {
  productId: products.id,
  productName: products.name,
  itemGroupId: itemGroups.id,
  tierScope: itemGroups.tierScope,
  styleName: itemGroups.name,
  saleMode: itemGroups.saleMode,
  shipsFrom: itemGroups.shipsFrom,
  shipsBy: itemGroups.shipsBy,
  minPairs: itemGroups.minPairs,
  brand: brands.name,
  color: products.color,
  size: products.size,
  coverImage: products.coverImage,
  sellingPrice: products.sellingPrice,
  currency: products.currency,
  availability: products.availability,
  incomingLots: sql<IncomingLot[] | null>`(select jsonb_agg(jsonb_build_object('id', i.id,
      'expectedOn', to_char(i.expected_on, 'YYYY-MM-DD'), 'pairs', i.pairs - i.sold)
      order by i.expected_on, i.id) from incoming_stock i
    where i.product_id = "products"."id" and i.status = 'expected' and i.sold < i.pairs)`,
  archived: sql<boolean>`${products.archivedAt} is not null`,
};

/** The shopper's lines, oldest first, each with its product and slabs (two queries). */
export async function cartLinesOf(db: Executor, userId: number): Promise<PricedLineSource[]> {
  // Side by side on a pool (decision 155): the slabs are found through the cart's own lines, not
  // by binding the hundreds of ids the first query answers, which cost more than the query did.
  const [rows, slabRows] = await Promise.all([
    db
      .select({
        id: cartLines.id,
        quantity: cartLines.quantity,
        mode: cartLines.mode,
        ...productSourceColumns,
        windowFrom: cartLines.windowFrom,
        windowTo: cartLines.windowTo,
      })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .innerJoin(itemGroups, eq(itemGroups.id, products.itemGroupId))
      .innerJoin(brands, eq(brands.id, itemGroups.brandId))
      .where(eq(cartLines.userId, userId))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id)),
    // One row per line's product even without slabs (null operator), so a product is known read.
    db
      .select({
        productId: cartLines.productId,
        operator: priceSlabs.operator,
        minQuantity: priceSlabs.minQuantity,
        maxQuantity: priceSlabs.maxQuantity,
        sellingPrice: priceSlabs.sellingPrice,
        currency: priceSlabs.currency,
      })
      .from(cartLines)
      .leftJoin(priceSlabs, eq(priceSlabs.productId, cartLines.productId))
      .where(eq(cartLines.userId, userId))
      .orderBy(asc(cartLines.productId), asc(priceSlabs.position), asc(priceSlabs.id)),
  ]);
  const slabs = new Map<number, SlabRecord[]>();
  for (const { productId, operator, ...slab } of slabRows) {
    const list = slabs.get(productId) ?? [];
    slabs.set(productId, list);
    if (operator !== null) list.push({ operator, ...slab } as SlabRecord);
  }
  // A line added between the two reads: its slabs read now, by id.
  const missed = rows.filter((r) => !slabs.has(r.productId)).map((r) => r.productId);
  if (missed.length) for (const [id, list] of await slabsOf(db, missed)) slabs.set(id, list);
  // A delivery window chosen on a collection's page stands for the style's own (decision 193):
  // placing the order copies it to the line's ships_from and ships_by.
  return rows.map(({ windowFrom, windowTo, ...r }) => ({
    ...r,
    ...(windowFrom && windowTo ? { shipsFrom: windowFrom, shipsBy: windowTo } : {}),
    slabs: slabs.get(r.productId) ?? [],
  }));
}

/**
 * How many lines the shopper's cart holds (the header's badge) and whether `productId` is one of the lines, in one query over the
 * shopper's own lines (the product page's GO TO CART, 000 §2).
 */
export async function cartCountAndHolds(
  db: Executor,
  userId: number,
  productId: number,
): Promise<{ count: number; inCart: boolean; stylePairs: number }> {
  const [row] = await db.select().from(cartHolds(db, userId, productId === 0 ? null : productId));
  return row ?? { count: 0, inCart: false, stylePairs: 0 };
}

/**
 * The header's badge (the cart's line count) and, for `productId` (null: none), whether the cart
 * holds it and the pairs of its style there, which a style-tiered group's product page adds to
 * the chosen quantity to pick its slab (docs/api.md, Style tiers). A subquery of `userId`, a
 * number, a column or a placeholder, so the personal part of a shared page reads it in its one
 * prepared statement.
 */
export function cartHolds(
  db: Executor,
  userId: number | SQLWrapper,
  productId: number | SQLWrapper | null,
) {
  const count = sql<number>`count(*)::int`.as('count');
  // Every signed-in page's badge: one count, no join.
  if (productId === null) {
    return db
      .select({
        count,
        inCart: sql<boolean>`false`.as('in_cart'),
        stylePairs: sql<number>`0`.as('style_pairs'),
      })
      .from(cartLines)
      .where(eq(cartLines.userId, userId))
      .as('holds');
  }
  return db
    .select({
      count,
      inCart: sql<boolean>`coalesce(bool_or(${cartLines.productId} = ${productId}), false)`.as(
        'in_cart',
      ),
      stylePairs:
        sql<number>`coalesce(sum(${cartLines.quantity}) filter (where ${products.itemGroupId} = (select ${products.itemGroupId} from ${products} where ${products.id} = ${productId})), 0)::int`.as(
          'style_pairs',
        ),
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .as('holds');
}

export type ProductSource = Omit<PricedLineSource, 'id' | 'quantity' | 'mode'>;

/** Products by id with brand and slabs in their stored order (the first matching slab wins). */
export async function productsWithSlabs(
  db: Executor,
  ids: number[],
): Promise<Map<number, ProductSource>> {
  const result = new Map<number, ProductSource>();
  if (ids.length === 0) return result;
  const [rows, slabs] = await Promise.all([
    db
      .select(productSourceColumns)
      .from(products)
      .innerJoin(itemGroups, eq(itemGroups.id, products.itemGroupId))
      .innerJoin(brands, eq(brands.id, itemGroups.brandId))
      .where(inArray(products.id, ids)),
    slabsOf(db, ids),
  ]);
  for (const row of rows)
    result.set(row.productId, { ...row, slabs: slabs.get(row.productId) ?? [] });
  return result;
}

/** What a refused cart write reads to say why: the product, its stock and the shopper's line. */
interface CartStockFacts {
  productId: number;
  archived: boolean;
  saleMode: SaleMode;
  availability: number;
  /** Unsold pairs of its expected deliveries (docs/stock.md). */
  incomingPairs: number;
  name: string;
  color: string;
  size: string | null;
  /** The pairs of it the shopper's cart holds now. */
  inCart: number;
}

/** One query: the facts of these products for the shopper (for a refusal's reason only). */
async function cartStockFacts(
  db: Executor,
  userId: number,
  productIds: number[],
): Promise<CartStockFacts[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: products.id,
      archived: sql<boolean>`${products.archivedAt} is not null`,
      saleMode: itemGroups.saleMode,
      availability: products.availability,
      incomingPairs: sql<number>`${sellableSql(sql`"products"`)} - "products"."availability"`,
      name: products.name,
      color: products.color,
      size: products.size,
      inCart: sql<number>`coalesce(${cartLines.quantity}, 0)::int`,
    })
    .from(products)
    .innerJoin(itemGroups, eq(itemGroups.id, products.itemGroupId))
    .leftJoin(cartLines, and(eq(cartLines.productId, products.id), eq(cartLines.userId, userId)))
    .where(inArray(products.id, productIds));
}

/** What the cart's writes end with when refused for stock (docs/api.md, insufficient_stock). */
const NOTHING_ADDED = 'Nothing was added to your cart.';

/**
 * Throws the 409 `insufficient_stock` when the stock rule refuses these pairs: `adds` on top of
 * what the cart holds (or, with `replace`, instead of it). Silent when the rule allows them.
 */
function refuseShortStock(
  facts: CartStockFacts[],
  adds: { productId: number; quantity: number }[],
  outcome: string,
  replace = false,
): void {
  const held = replace
    ? []
    : facts
        .filter((f) => f.inCart > 0)
        .map((f) => ({ productId: f.productId, quantity: f.inCart }));
  const short = stockShortfalls(
    [...held, ...adds],
    facts.map((f) => ({
      ...f,
      incoming: [{ id: 0, expectedOn: '', pairs: Number(f.incomingPairs) }],
    })),
  );
  if (short.length > 0) throw insufficientStock(short, namesOf(facts), outcome);
}

/**
 * Why an add changed nothing: the product is unknown, archived (no longer sold), or the line
 * would pass QUANTITY_MAX. A refusal for stock is thrown as its 409 (insufficient_stock), the
 * same from every path that adds to the cart.
 */
export type AddRefusal = 'no_such_product' | 'archived' | 'too_many';

/**
 * The stock guard of an add, for the insert (`q` new pairs) and for the merge into an existing
 * line (`cart_lines.quantity + excluded.quantity`): products of `stock` groups take at most
 * their availability, counting what the cart holds (docs/api.md, "Stock and pre-orders").
 */
const mergeAllowed = sql`(select ${stockAllows(
  sql`g.sale_mode`,
  sellableSql(sql`p`),
  sql`${cartLines}.quantity + excluded.quantity`,
)} from products p join item_groups g on g.id = p.item_group_id
      where p.id = excluded.product_id)`;

/**
 * Adds to the shopper's line for the product in one statement: concurrent adds merge into one
 * line and none loses its quantity, and the product's existence and stock are part of the same
 * statement (`insert … select from products`), so a successful add costs one query. Only a
 * refused add asks again, to say why; nothing changes then.
 */
export async function addToCart(
  db: Database,
  userId: number,
  productId: number,
  quantity: number,
  mode: Mode,
): Promise<{ id: number; quantity: number } | AddRefusal> {
  const [row] = await queryRows<{ id: number; quantity: number }>(
    db,
    sql`insert into ${cartLines} (user_id, product_id, quantity, mode)
        select ${userId}::int, p.id, ${quantity}::int, ${mode}::text
        from products p join item_groups g on g.id = p.item_group_id
        where p.id = ${productId} and p.archived_at is null
          and ${stockAllows(sql`g.sale_mode`, sellableSql(sql`p`), sql`${quantity}::int`)}
          and (${roomForALine(userId)} or exists (select 1 from ${cartLines}
                 where user_id = ${userId}::int and product_id = p.id))
        on conflict (user_id, product_id) do update
          set quantity = ${cartLines}.quantity + excluded.quantity,
              mode = excluded.mode,
              updated_at = now()
          where ${cartLines}.quantity + excluded.quantity <= ${QUANTITY_MAX} and ${mergeAllowed}
        returning id, quantity`,
  );
  if (row) return row;
  const [facts] = await cartStockFacts(db, userId, [productId]);
  if (!facts) return 'no_such_product';
  if (facts.archived) return 'archived';
  if (facts.inCart === 0 && (await cartLineCount(db, userId)) >= CART_LINES_MAX)
    throw cartFullRefusal();
  refuseShortStock([facts], [{ productId, quantity }], NOTHING_ADDED);
  return 'too_many';
}

/**
 * Sets a line's quantity; undefined when the shopper has no such line. A product of a `stock`
 * group takes at most its availability: more answers the 409 and changes nothing.
 */
export async function setLineQuantity(
  db: Database,
  userId: number,
  lineId: number,
  quantity: number,
): Promise<{ id: number; quantity: number } | undefined> {
  const [row] = await queryRows<{ id: number; quantity: number }>(
    db,
    sql`update ${cartLines} set quantity = ${quantity}::int, updated_at = now()
        from products p join item_groups g on g.id = p.item_group_id
        where ${cartLines}.id = ${lineId} and ${cartLines}.user_id = ${userId}
          and p.id = ${cartLines}.product_id
          and ${stockAllows(sql`g.sale_mode`, sellableSql(sql`p`), sql`${quantity}::int`)}
        returning ${cartLines}.id, ${cartLines}.quantity`,
  );
  if (row) return row;
  const [line] = await db
    .select({ productId: cartLines.productId })
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
  if (!line) return undefined;
  const facts = await cartStockFacts(db, userId, [line.productId]);
  refuseShortStock(
    facts,
    [{ productId: line.productId, quantity }],
    'The quantity was not changed.',
    true,
  );
  // Allowed now (pairs came back since the update looked): try once more.
  return setLineQuantity(db, userId, lineId, quantity);
}

/**
 * Deletes the named lines only if every one is the shopper's: all or nothing, in one
 * transaction, so a list with one foreign or missing id deletes none. Answers whether it deleted.
 */
export async function deleteLines(
  db: Database,
  userId: number,
  lineIds: number[],
): Promise<boolean> {
  const unique = [...new Set(lineIds)];
  try {
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(cartLines)
        .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, unique)))
        .returning({ id: cartLines.id });
      // One id was foreign or missing: undo the rest by failing the transaction.
      if (deleted.length !== unique.length) throw new NotAllDeleted();
    });
    return true;
  } catch (error) {
    if (error instanceof NotAllDeleted) return false;
    throw error;
  }
}

class NotAllDeleted extends Error {}

/** A line of add-many after validation; product_ids are distinct (the route merges repeats). */
export interface AddManyLine {
  productId: number;
  quantity: number;
  mode: Mode;
}

/** Why add-many changed nothing, and for which product. */
export type AddManyRefusal = { reason: AddRefusal; productId: number };

/**
 * Adds every line or none: one `insert … select … on conflict` over all lines merges each into
 * the shopper's line for its product exactly as cart add does, inside a transaction that is
 * rolled back when any line is refused (an unknown product, a line that would pass
 * QUANTITY_MAX, or more pairs of a `stock` product than are on hand, thrown as the 409
 * insufficient_stock listing every short line), so a refused request leaves the cart as it was.
 * Every caller that adds many lines goes through here, so they all check stock the same way.
 */
export async function addManyToCart(
  db: Database,
  userId: number,
  lines: AddManyLine[],
): Promise<{ id: number; productId: number; quantity: number }[] | AddManyRefusal> {
  const json = JSON.stringify(
    lines.map((l) => ({ product_id: l.productId, quantity: l.quantity, mode: l.mode })),
  );
  try {
    return await db.transaction(async (tx) => {
      // One add-many of a shopper at a time (as placements are), so two cannot both pass the
      // line limit's count below.
      await tx.execute(sql`select id from users where id = ${userId} for update`);
      const rows = await queryRows<{ id: number; productId: number; quantity: number }>(
        tx,
        sql`insert into ${cartLines} (user_id, product_id, quantity, mode)
            select ${userId}::int, p.id, l.quantity, l.mode
            from jsonb_to_recordset(${json}::jsonb) as l(product_id int, quantity int, mode text)
            join products p on p.id = l.product_id and p.archived_at is null
            join item_groups g on g.id = p.item_group_id
            where ${stockAllows(sql`g.sale_mode`, sellableSql(sql`p`), sql`l.quantity`)}
            on conflict (user_id, product_id) do update
              set quantity = ${cartLines}.quantity + excluded.quantity,
                  mode = excluded.mode,
                  updated_at = now()
              where ${cartLines}.quantity + excluded.quantity <= ${QUANTITY_MAX} and ${mergeAllowed}
            returning id, product_id as "productId", quantity`,
      );
      if (rows.length === lines.length) {
        // Past the line limit: undone, with its sentence (docs/api.md, "Line limit").
        if ((await cartLineCount(tx, userId)) > CART_LINES_MAX) throw cartFullRefusal();
        return rows;
      }
      const added = new Set(rows.map((r) => Number(r.productId)));
      const missed = lines.filter((l) => !added.has(l.productId));
      const known = await cartStockFacts(
        tx,
        userId,
        missed.map((l) => l.productId),
      );
      const knownIds = new Set(known.map((k) => k.productId));
      const unknown = missed.find((l) => !knownIds.has(l.productId));
      const archived = known.find((k) => k.archived);
      if (unknown)
        throw new AddManyRefused({ reason: 'no_such_product', productId: unknown.productId });
      if (archived) throw new AddManyRefused({ reason: 'archived', productId: archived.productId });
      // The stock check of the shared path: add-many, quick order, reorder and add-packs.
      refuseShortStock(known, missed, NOTHING_ADDED);
      throw new AddManyRefused({ reason: 'too_many', productId: missed[0]!.productId });
    });
  } catch (error) {
    if (error instanceof AddManyRefused) return error.refusal;
    throw error;
  }
}

class AddManyRefused extends Error {
  constructor(readonly refusal: AddManyRefusal) {
    super(refusal.reason);
  }
}
