// The cart by style and colour (docs/api.md, "Lines by style"; decision 155): the lines the one
// priceCart priced, grouped as the size-run grid shows them, what a style and colour share said
// once and each size as a small line. A slab table is converted once per distinct table, not once
// per line (cart.slab-tables.ts).
import { moneyNumber, sumMoney, type ExchangeRates } from '@solestock/domain';
import {
  groupByStyleColour,
  type CartStyleDto,
  type CartStyleLineDto,
  type CartStylesDto,
  type StyleSlabDto,
} from '@solestock/domain/style-lines';
import { memberAmount } from '../customer-groups/index.ts';
import { priceTableKey, slabTableDto, type SlabMemo } from './cart.slab-tables.ts';
import { incomingOf, type PricedCart, type PricedLine } from './cart.pricing.ts';

const facts = (l: PricedLine) => ({
  itemGroupId: l.source.itemGroupId,
  productId: l.source.productId,
  color: l.source.color,
  size: l.source.size,
  mode: l.source.mode,
});

/** One size: only what differs from size to size; its own table when it differs from its group's. */
function styleLineDto(
  line: PricedLine,
  own: { slabs: StyleSlabDto[]; default_price: { amount: number; currency: string } } | null,
): CartStyleLineDto {
  const s = line.source;
  return {
    id: s.id,
    product_id: s.productId,
    size: s.size,
    quantity: s.quantity,
    mode: s.mode,
    unit_price: moneyNumber(line.convertedUnitPrice),
    line_total: moneyNumber(line.lineTotal),
    tier_quantity: line.tierQuantity,
    availability: s.availability,
    ...incomingOf(s),
    available: !s.archived,
    ...own,
  };
}

/** docs/api.md, "Lines by style": the priced cart by style and colour, in the lines' order. */
export function cartStylesDto(
  priced: PricedCart,
  country: string,
  rates: ExchangeRates,
): CartStylesDto {
  const memo: SlabMemo = new Map();
  const styles = groupByStyleColour(priced.lines, facts).map(({ key, lines }): CartStyleDto => {
    const first = lines[0]!;
    const s = first.source;
    const table = priceTableKey(s);
    const discount = first.discount;
    const price = (l: PricedLine) => ({
      amount: memberAmount(l.source.sellingPrice, discount, l.source.currency),
      currency: l.source.currency,
    });
    return {
      key,
      item_group_id: s.itemGroupId,
      // The style's name: a product's own name repeats its colour and size.
      name: s.styleName,
      brand: s.brand,
      color: s.color,
      image: s.coverImage,
      tier_scope: s.tierScope,
      sale_mode: s.saleMode,
      ships_from: s.shipsFrom,
      ships_by: s.shipsBy,
      min_pairs: s.minPairs,
      slabs: slabTableDto(s.slabs, discount, country, rates, memo),
      default_price: price(first),
      pairs: lines.reduce((n, l) => n + l.source.quantity, 0),
      subtotal: moneyNumber(sumMoney(lines.map((l) => l.lineTotal))),
      lines: lines.map((l) =>
        styleLineDto(
          l,
          priceTableKey(l.source) === table
            ? null
            : {
                slabs: slabTableDto(l.source.slabs, discount, country, rates, memo),
                default_price: price(l),
              },
        ),
      ),
    };
  });
  return {
    styles,
    items_count: priced.lines.length,
    subtotal: {
      amount: moneyNumber(priced.total),
      currency: priced.currency,
      symbol: priced.symbol,
    },
  };
}
