// Buying by the carton (docs/api.md, "Packs"; decision 143): add-packs turns each pack's
// `ratio × cartons` into pairs per product by the domain's one rule (expandPacks), then adds them
// through add-many's write (addManyToCart): the same lines, merged the same way, all or nothing
// in its one transaction, and refused by the same checks, so a cart never holds a "pack" line,
// only pairs, and whatever add-many checks a carton is checked by too.
import {
  expandPacks,
  packProducts,
  QUANTITY_MAX,
  type Mode,
  type PackRatio,
} from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import { liveProductsOf, packsByIds } from '../catalogue/index.ts';
import { addManyToCart } from './cart.repository.ts';
import type { AddPacksItem } from './cart.schemas.ts';

/** A refusal naming the item at fault (from 1), as add-many names its line; nothing was added. */
export function itemError(
  status: 400 | 404,
  item: number,
  what: string,
  field: string,
  code: string,
): HttpError {
  return new HttpError(
    status,
    code,
    `Line ${item}: ${what} Nothing was added.`,
    { [`items.${item - 1}.${field}`]: what },
    { line: item },
  );
}

/** The item (from 0) names a pack one of whose sizes is no longer sold. */
const unavailable = (index: number, size: string, pack: string) =>
  itemError(
    400,
    index + 1,
    `size ${size} of ${pack} is no longer sold, so this carton cannot be added.`,
    'pack_id',
    'pack_unavailable',
  );

interface ResolvedItem {
  name: string;
  ratio: PackRatio;
  cartons: number;
  mode: Mode;
  /** Each size of the ratio → its product. */
  products: Record<string, number>;
}

/**
 * Adds every item's cartons to the shopper's cart, or nothing: 404 for an unknown pack, 400 for
 * a pack with a size no longer sold or a line past 100000 pairs, each naming the first item.
 */
export async function addPacksToCart(db: Database, userId: number, items: AddPacksItem[]) {
  const packs = new Map(
    (
      await packsByIds(
        db,
        items.map((i) => i.pack_id),
      )
    ).map((p) => [p.id, p]),
  );
  const live = await liveProductsOf(db, [
    ...new Set([...packs.values()].map((p) => p.itemGroupId)),
  ]);
  const resolved: ResolvedItem[] = items.map((item, index) => {
    const pack = packs.get(item.pack_id);
    if (!pack)
      throw itemError(404, index + 1, 'no pack has this number.', 'pack_id', 'no_such_pack');
    const sizes = packProducts(
      pack,
      live.filter((p) => p.itemGroupId === pack.itemGroupId),
    );
    if (sizes.missing.length) throw unavailable(index, sizes.missing[0]!, pack.name);
    return { ...item, name: pack.name, ratio: pack.ratio, products: sizes.products };
  });

  const lines = expandPacks(resolved, (item, size) => item.products[size]!);
  const sizeOf = (productId: number, index: number) =>
    Object.entries(resolved[index]!.products).find(([, id]) => id === productId)?.[0] ?? '';
  const itemOf = (productId: number) => {
    const line = lines.find((l) => l.key === productId)!;
    return { index: line.items[0]!, size: sizeOf(productId, line.items[0]!) };
  };
  for (const line of lines)
    if (line.quantity > QUANTITY_MAX)
      throw itemError(
        400,
        line.items[0]! + 1,
        `these cartons hold more than ${QUANTITY_MAX} pairs of size ${sizeOf(line.key, line.items[0]!)}.`,
        'cartons',
        'quantity_too_large',
      );

  const added = await addManyToCart(
    db,
    userId,
    // A line several items fill takes the last one's mode, as add-many's repeats do.
    lines.map((l) => ({
      productId: l.key,
      quantity: l.quantity,
      mode: resolved[l.items.at(-1)!]!.mode,
    })),
  );
  if (Array.isArray(added)) return added;
  const at = itemOf(added.productId);
  switch (added.reason) {
    case 'no_such_product':
    case 'archived':
      // Archived (or removed) between the read above and the write: the carton is refused whole.
      throw unavailable(at.index, at.size, resolved[at.index]!.name);
    case 'too_many':
      throw itemError(
        400,
        at.index + 1,
        `your cart already holds so many of size ${at.size} that these cartons would pass ${QUANTITY_MAX} pairs.`,
        'cartons',
        'quantity_too_large',
      );
    default: {
      // A refusal add-many learns later must be named here too: the compiler says so.
      const never: never = added.reason;
      throw new Error(`unexpected refusal ${String(never)}`);
    }
  }
}
