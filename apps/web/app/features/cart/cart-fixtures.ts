// Test fixtures: a cart by style and colour (docs/api.md, "Lines by style"), as the API answers
// it, for the cart's component tests.
import type { CartByStyleDto } from '@solestock/domain/cart-payloads';
import type { CartStyleDto, CartStyleLineDto } from '@solestock/domain/style-lines';

let nextId = 1;

/** A size of a style: 6 pairs at $10.00 unless told otherwise. */
export function sizeLine(size: string, over: Partial<CartStyleLineDto> = {}): CartStyleLineDto {
  const quantity = over.quantity ?? 6;
  const unit = over.unit_price ?? 10;
  const id = over.id ?? nextId++;
  return {
    id,
    product_id: 100 + id,
    size,
    quantity,
    mode: 'air',
    unit_price: unit,
    line_total: unit * quantity,
    tier_quantity: quantity,
    availability: 40,
    available: true,
    ...over,
  };
}

/** A style and colour holding `lines`, its pairs and subtotal added up from them. */
export function styleBlock(
  name: string,
  color: string,
  lines: CartStyleLineDto[],
  over: Partial<CartStyleDto> = {},
): CartStyleDto {
  return {
    key: `${name}:${color}`.toLowerCase(),
    item_group_id: 3,
    name,
    brand: 'Northpeak',
    color,
    image: '/media/products/sample.jpg',
    tier_scope: 'product',
    sale_mode: 'unlimited',
    ships_from: null,
    ships_by: null,
    min_pairs: 0,
    slabs: [],
    default_price: { amount: 10, currency: 'usd' },
    pairs: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: lines.reduce((n, l) => n + l.line_total, 0),
    lines,
    ...over,
  };
}

/** The cart answer around these blocks, in dollars. */
export function cartOf(styles: CartStyleDto[], over: Partial<CartByStyleDto> = {}): CartByStyleDto {
  const lines = styles.flatMap((s) => s.lines);
  return {
    styles,
    items_count: lines.length,
    subtotal: {
      amount: styles.reduce((n, s) => n + s.subtotal, 0),
      currency: 'usd',
      symbol: '$',
    },
    minimums: { styles: [], order: null },
    ...over,
  };
}
