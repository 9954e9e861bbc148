// The console's order answer by style and colour (`?lines=styles`) made from a flat one, grouped
// as the API groups it, for the order page's component tests: each product its own style unless
// `styleOf` names one, the style named by its first line.
import { sumMoney } from '@solestock/domain';
import { groupByStyleColour } from '@solestock/domain/style-lines';
import type { AdminOrder, AdminOrderByStyle } from '../shared/console-types';

export function adminByStyle(
  order: AdminOrder,
  styleOf: (line: AdminOrder['lines'][number]) => number | null = () => null,
): AdminOrderByStyle {
  const { lines, ...rest } = order;
  const styles = groupByStyleColour(lines, (l) => ({
    itemGroupId: styleOf(l),
    productId: l.product_id ?? 0,
    color: l.color ?? '',
    size: l.size,
    mode: l.mode === 'sea' ? 'sea' : 'air',
  })).map(({ key, lines: members }) => {
    const first = members[0]!;
    return {
      key,
      item_group_id: styleOf(first),
      name: first.product_name,
      brand: first.brand ?? '',
      color: first.color ?? '',
      image: '/placeholder-logo.svg',
      sale_mode: first.sale_mode ?? 'unlimited',
      ships_from: first.ships_from ?? null,
      ships_by: first.ships_by ?? null,
      pairs: members.reduce((n, l) => n + l.quantity, 0),
      subtotal: sumMoney(members.map((l) => l.line_total)).toNumber(),
      lines: members.map((l) => ({
        id: l.id,
        product_id: l.product_id ?? 0,
        sku: l.sku,
        size: l.size,
        quantity: l.quantity,
        mode: l.mode === 'sea' ? ('sea' as const) : ('air' as const),
        unit_price: l.unit_price,
        product_currency: l.product_currency,
        conversion_rate: l.conversion_rate,
        converted_unit_price: l.converted_unit_price,
        line_total: l.line_total,
      })),
    };
  });
  return { ...rest, styles };
}
