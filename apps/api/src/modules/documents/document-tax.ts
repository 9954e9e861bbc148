// The tax an order keeps (decision 181), as its proforma and invoice print it: the tax row and
// its amounts on a taxed order, the zero-rated legend otherwise; nothing for an order placed
// before tax was kept (migration 0033).
import { fromMinorUnits } from '@solestock/domain';
import { taxRowLabel } from '@solestock/domain/back-office/tax';
import { isoCountryName } from '@solestock/domain/iso-countries';
import type { orders } from '../../db/schema.ts';
import type { DocumentTax } from './document-model.ts';

type OrderRow = typeof orders.$inferSelect;

export function documentTaxOf(order: OrderRow): DocumentTax | null {
  if (!order.taxMode) return null;
  const country = order.taxCountry ? isoCountryName(order.taxCountry) : '';
  const taxed = order.taxMode === 'taxed' && order.taxLabel && order.taxRatePercent;
  return {
    row: taxed ? taxRowLabel(order.taxLabel!, order.taxRatePercent!) : null,
    goods_tax: fromMinorUnits(order.goodsTaxMinor, order.currency).toFixed(2),
    shipping_tax:
      order.shippingTaxMinor === null
        ? null
        : fromMinorUnits(order.shippingTaxMinor, order.currency).toFixed(2),
    legend: taxed ? null : order.taxLegend,
    registration: taxed ? order.taxRegistration : null,
    country,
  };
}

/** The tax to add to the document's total: goods' and shipping's, in the order's currency. */
export function documentTaxTotal(order: OrderRow) {
  return fromMinorUnits(order.goodsTaxMinor + (order.shippingTaxMinor ?? 0), order.currency);
}
