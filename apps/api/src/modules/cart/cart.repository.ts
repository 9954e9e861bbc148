// Cart lines in SQL, every query scoped to the signed-in shopper (`where user_id = $me`): another
// shopper's line is invisible here, so it answers exactly like a missing one.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { QUANTITY_MAX, type Mode, type SaleMode, type TierScope } from '@solestock/domain';
import { queryRows, type Database } from '../../db/connect.ts';
import { brands, cartLines, itemGroups, products } from '../../db/schema.ts';
import { slabsOf, type SlabRecord } from '../product/product.repository.ts';

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
  /** Archived by staff since it was added: shown as no longer available, never sold. */
  archived: boolean;
  slabs: SlabRecord[];
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
  archived: sql<boolean>`${products.archivedAt} is not null`,
};

/** The shopper's lines, oldest first, each with its product and slabs (two queries). */
export async function cartLinesOf(db: Executor, userId: number): Promise<PricedLineSource[]> {
  const rows = await db
    .select({
      id: cartLines.id,
      quantity: cartLines.quantity,
      mode: cartLines.mode,
      ...productSourceColumns,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(itemGroups, eq(itemGroups.id, products.itemGroupId))
    .innerJoin(brands, eq(brands.id, itemGroups.brandId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const slabs = await slabsOf(
    db,
    rows.map((r) => r.productId),
  );
  return rows.map((r) => ({ ...r, slabs: slabs.get(r.productId) ?? [] }));
}

/**
 * How many lines the shopper's cart holds (the header's badge) and whether `productId` is one of the lines, in one query over the
 * shopper's own lines (the product page's GO TO CART, 000 §2).
 */
export async function cartCountAndHolds(
  db: Executor,
  userId: number,
  productId: number,
): Promise<{ count: number; inCart: boolean }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      inCart: sql<boolean>`coalesce(bool_or(${cartLines.productId} = ${productId}), false)`,
    })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return { count: row?.count ?? 0, inCart: row?.inCart ?? false };
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

/** Whether the product exists and whether staff archived it; undefined when it does not exist. */
export async function productState(
  db: Executor,
  productId: number,
): Promise<{ archived: boolean } | undefined> {
  const [row] = await db
    .select({ id: products.id, archived: sql<boolean>`${products.archivedAt} is not null` })
    .from(products)
    .where(eq(products.id, productId));
  return row && { archived: row.archived };
}

/**
 * Why an add changed nothing: the product is unknown, archived (no longer sold), or the line
 * would pass QUANTITY_MAX.
 */
export type AddRefusal = 'no_such_product' | 'archived' | 'too_many';

/**
 * Adds to the shopper's line for the product in one statement: concurrent adds merge into one
 * line and none loses its quantity, and the product's existence is part of the same statement
 * (`insert … select from products`), so a successful add costs one query. Only a refused add
 * asks again, to say why; nothing changes then.
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
        select ${userId}::int, ${products.id}, ${quantity}::int, ${mode}::text
        from ${products} where ${products.id} = ${productId} and ${products.archivedAt} is null
        on conflict (user_id, product_id) do update
          set quantity = ${cartLines}.quantity + excluded.quantity,
              mode = excluded.mode,
              updated_at = now()
          where ${cartLines}.quantity + excluded.quantity <= ${QUANTITY_MAX}
        returning id, quantity`,
  );
  if (row) return row;
  const state = await productState(db, productId);
  return !state ? 'no_such_product' : state.archived ? 'archived' : 'too_many';
}

/** Sets a line's quantity; undefined when the shopper has no such line. */
export async function setLineQuantity(
  db: Database,
  userId: number,
  lineId: number,
  quantity: number,
): Promise<{ id: number; quantity: number } | undefined> {
  const [row] = await db
    .update(cartLines)
    .set({ quantity, updatedAt: new Date() })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id, quantity: cartLines.quantity });
  return row;
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
 * rolled back when any line is refused (an unknown product, or a line that would pass
 * QUANTITY_MAX), so a refused request leaves the cart as it was.
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
      const rows = await queryRows<{ id: number; productId: number; quantity: number }>(
        tx as unknown as Database,
        sql`insert into ${cartLines} (user_id, product_id, quantity, mode)
            select ${userId}::int, ${products.id}, l.quantity, l.mode
            from jsonb_to_recordset(${json}::jsonb) as l(product_id int, quantity int, mode text)
            join ${products} on ${products.id} = l.product_id and ${products.archivedAt} is null
            on conflict (user_id, product_id) do update
              set quantity = ${cartLines}.quantity + excluded.quantity,
                  mode = excluded.mode,
                  updated_at = now()
              where ${cartLines}.quantity + excluded.quantity <= ${QUANTITY_MAX}
            returning id, product_id as "productId", quantity`,
      );
      if (rows.length === lines.length) return rows;
      const added = new Set(rows.map((r) => Number(r.productId)));
      const missed = lines.map((l) => l.productId).filter((id) => !added.has(id));
      const known = await tx
        .select({ id: products.id, archived: sql<boolean>`${products.archivedAt} is not null` })
        .from(products)
        .where(inArray(products.id, missed));
      const knownIds = new Set(known.map((k) => k.id));
      const unknown = missed.find((id) => !knownIds.has(id));
      const archived = known.find((k) => k.archived);
      throw new AddManyRefused(
        unknown !== undefined
          ? { reason: 'no_such_product', productId: unknown }
          : archived
            ? { reason: 'archived', productId: archived.id }
            : { reason: 'too_many', productId: missed[0]! },
      );
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
