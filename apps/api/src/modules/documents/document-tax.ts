// The tax an order keeps (decision 181), as its proforma and invoice print it: the tax row and
// its amounts on a taxed order, the zero-rated legend otherwise; nothing for an order placed
// before tax was kept (migration 0033).
import { fromMinorUnits } from '@solestock/domain';
import type { Decimal } from '@solestock/domain';
import { taxOn, taxRowLabel } from '@solestock/domain/back-office/tax';
import { isoCountryName } from '@solestock/domain/iso-countries';
import type { orders } from '../../db/schema.ts';
import type { DocumentTax } from './document-model.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * What one shipment's papers bill (decision 177): its own goods, and the shipping charge on the
 * first shipment only. Its tax is the order's rate on those goods, rounded as the order's own
 * (so the shipments' tax rows may differ from the order's by the rounding of each, a cent).
 */
export interface ShipmentPart {
  goods: Decimal;
  withShipping: boolean;
}

export function documentTaxOf(order: OrderRow, part?: ShipmentPart): DocumentTax | null {
  if (!order.taxMode) return null;
  const country = order.taxCountry ? isoCountryName(order.taxCountry) : '';
  const taxed = order.taxMode === 'taxed' && order.taxLabel && order.taxRatePercent;
  return {
    row: taxed ? taxRowLabel(order.taxLabel!, order.taxRatePercent!) : null,
    goods_tax: goodsTaxOf(order, part).toFixed(2),
    shipping_tax:
      order.shippingTaxMinor === null || (part && !part.withShipping)
        ? null
        : fromMinorUnits(order.shippingTaxMinor, order.currency).toFixed(2),
    legend: taxed ? null : order.taxLegend,
    registration: taxed ? order.taxRegistration : null,
    country,
  };
}

/** The tax to add to the document's total: goods' and shipping's, in the order's currency. */
export function documentTaxTotal(order: OrderRow, part?: ShipmentPart): Decimal {
  const shipping =
    part && !part.withShipping ? 0 : fromMinorUnits(order.shippingTaxMinor ?? 0, order.currency);
  return goodsTaxOf(order, part).plus(shipping);
}

function goodsTaxOf(order: OrderRow, part: ShipmentPart | undefined): Decimal {
  if (!part) return fromMinorUnits(order.goodsTaxMinor, order.currency);
  const rate = order.taxMode === 'taxed' ? order.taxRatePercent : null;
  return taxOn(part.goods, rate, order.currency);
}
