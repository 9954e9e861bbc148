// The cart and order pages' own shapes: the API's answers (packages/domain cart-payloads.ts,
// order-payloads.ts) trimmed to what each page keeps in its data, and the order-now detail the
// browser keeps while the shopper checks out one product.
import type { Mode } from '@solestock/domain';
import type { CartByStyleDto } from '@solestock/domain/cart-payloads';
import type { OrderByStyleDto } from '@solestock/domain/order-payloads';
import type {
  CartStyleDto,
  CartStyleLineDto,
  OrderStyleDto,
  OrderStyleLineDto,
} from '@solestock/domain/style-lines';

/**
 * A slab as /cart keeps it: what the next-tier hint prices by (domain slab.ts, linePrice); the
 * converted price each slab also carries in the answer is read by no control of the page.
 */
type CartPageSlab = Pick<
  CartStyleDto['slabs'][number],
  'operator' | 'min_quantity' | 'max_quantity' | 'selling_price' | 'selling_price_currency'
>;

/**
 * A size as /cart keeps it (decision 155): what the page reads, the rest said only when it
 * matters (`available` when false, `tier_quantity` when it is not the size's own quantity,
 * `availability` for a stock style), so an 800-line cart's page data stays small.
 */
export type CartPageLine = Omit<
  CartStyleLineDto,
  'product_id' | 'available' | 'tier_quantity' | 'availability' | 'slabs'
> & { available?: boolean; tier_quantity?: number; availability?: number; slabs?: CartPageSlab[] };

/**
 * A style and colour as /cart keeps it: without the item group and tier scope the screen does
 * not read, and its slabs as CartPageSlab, with `symbol` (the first slab's
 * converted price's) that the block's "£6.17 / pair" is written with (bench/README.md, "Orders
 * at wholesale size": 154 blocks' page data).
 */
export type CartPageStyle = Omit<
  CartStyleDto,
  'lines' | 'slabs' | 'item_group_id' | 'tier_scope'
> & { slabs: CartPageSlab[]; symbol?: string; lines: CartPageLine[] };
export type CartPage = Omit<CartByStyleDto, 'styles'> & { styles: CartPageStyle[] };

const pageSlab = (s: CartStyleDto['slabs'][number]): CartPageSlab => ({
  operator: s.operator,
  min_quantity: s.min_quantity,
  max_quantity: s.max_quantity,
  selling_price: s.selling_price,
  selling_price_currency: s.selling_price_currency,
});

/** The grouped answer trimmed to a CartPage. */
export function cartPage(cart: CartByStyleDto): CartPage {
  return {
    ...cart,
    styles: cart.styles.map(
      ({ item_group_id: _group, tier_scope: _scope, slabs, lines, ...style }) => ({
        ...style,
        slabs: slabs.map(pageSlab),
        ...(slabs[0] ? { symbol: slabs[0].converted_price.symbol } : {}),
        lines: lines.map(
          ({
            product_id: _product,
            available,
            tier_quantity,
            availability,
            slabs: own,
            ...line
          }) => ({
            ...line,
            ...(own ? { slabs: own.map(pageSlab) } : {}),
            ...(available ? {} : { available }),
            ...(tier_quantity === line.quantity ? {} : { tier_quantity }),
            ...(style.sale_mode === 'stock' ? { availability } : {}),
          }),
        ),
      }),
    ),
  };
}

/**
 * A size as /cart's data carries it: `[id, size, quantity, mode, unit_price, line_total]`, then
 * any other field it has (CartPageLine's optional ones) in one object. React Router writes a
 * page's data as indexed objects inside a JSON string, every key a reference and every quote
 * escaped: an 800-line cart's sizes as objects were some 80 KB of its 300 KB HTML, as arrays
 * about half (bench/README.md, "Orders at wholesale size"). The page unpacks them (unpackCartPage)
 * before anything reads them.
 */
type PackedCartLine =
  | [number, string | null, number, Mode, number, number]
  | [number, string | null, number, Mode, number, number, Partial<CartPageLine>];
type PackedCartStyle = Omit<CartPageStyle, 'lines'> & { lines: PackedCartLine[] };
type PackedCartPage = Omit<CartPage, 'styles'> & { styles: PackedCartStyle[] };

/** /cart's data: a CartPage with its sizes packed (PackedCartLine). */
export function packCartPage(page: CartPage): PackedCartPage {
  return {
    ...page,
    styles: page.styles.map((style) => ({
      ...style,
      lines: style.lines.map(
        ({ id, size, quantity, mode, unit_price, line_total, ...rest }): PackedCartLine =>
          Object.keys(rest).length === 0
            ? [id, size, quantity, mode, unit_price, line_total]
            : [id, size, quantity, mode, unit_price, line_total, rest],
      ),
    })),
  };
}

/** The CartPage packCartPage was given. */
export function unpackCartPage(data: PackedCartPage): CartPage {
  return {
    ...data,
    styles: data.styles.map((style) => ({
      ...style,
      lines: style.lines.map(([id, size, quantity, mode, unit_price, line_total, rest]) => ({
        id,
        size,
        quantity,
        mode,
        unit_price,
        line_total,
        ...rest,
      })),
    })),
  };
}

/**
 * A size as the order page reads it: what its cell shows. The route's loader keeps only this of
 * each line, so a 2,000-line order's page carries no unused fields in its data (decision 156).
 */
export type OrderPageLine = Pick<
  OrderStyleLineDto,
  | 'id'
  | 'size'
  | 'quantity'
  | 'mode'
  | 'converted_unit_price'
  | 'sale_mode'
  | 'ships_from'
  | 'ships_by'
  | 'incoming_pairs'
>;
export type OrderPageStyle = Omit<OrderStyleDto, 'lines'> & { lines: OrderPageLine[] };

/** The order page's data: the `?lines=styles` answer with each size trimmed to an OrderPageLine. */
export type OrderPage = Omit<OrderByStyleDto, 'styles'> & { styles: OrderPageStyle[] };

/** 001 §3: the order-now detail kept while the shopper checks out one product. */
export interface OrderNowDetail {
  product_id: number;
  quantity: number;
  mode: Mode;
  totalPrice?: number;
  baseCurrency?: string;
}
