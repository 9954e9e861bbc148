// The tax an order keeps (docs/orders-and-payments.md, "Tax and credit notes"; decision 181):
// the domain's rule (back-office/tax.ts) applied to the seller's settings and the order's
// destination, turned into the order's columns (migration 0033). The goods' tax is worked out
// when the order is placed (and again when an amendment re-prices it), the shipping charge's
// when staff confirm with it; each rounded once, half-up, to the currency's minor unit.
import {
  decimal,
  fromMinorUnits,
  moneyNumber,
  toMinorUnits,
  type DecimalValue,
} from '@solestock/domain';
import {
  orderTaxFor,
  taxOn,
  taxRowLabel,
  type OrderTax,
  type OrderTaxDto,
} from '@solestock/domain/back-office/tax';
import type { DeliveryAddress } from '@solestock/domain/company';
import type { Database } from '../../db/connect.ts';
import type { orders } from '../../db/schema.ts';
import { sellerDetails } from '../seller/index.ts';

type OrderRow = typeof orders.$inferSelect;

/** Where the goods go: the delivery address's country, else the country the order was placed for. */
export function destinationOf(address: DeliveryAddress | null, countryCode: string): string {
  const country = address?.country_code.trim().toUpperCase();
  return country ? country : countryCode.toUpperCase();
}

/** What applies to an order going to `destination`, by the seller's settings now. */
export async function taxForDestination(
  db: Pick<Database, 'select'>,
  destination: string,
): Promise<OrderTax> {
  return orderTaxFor(await sellerDetails(db), destination);
}

/** The order's tax columns for goods worth `goods` (the order's total) in `currency`. */
export function orderTaxColumns(tax: OrderTax, goods: DecimalValue, currency: string) {
  return {
    taxMode: tax.mode,
    taxCountry: tax.country_code,
    taxRatePercent: tax.rate_percent,
    taxLabel: tax.label,
    taxRegistration: tax.registration,
    taxLegend: tax.legend,
    goodsTaxMinor: toMinorUnits(taxOn(goods, tax.rate_percent, currency), currency),
  } satisfies Partial<OrderRow>;
}

/** The goods' tax again at the order's own rate (an amendment re-priced its goods). */
export function goodsTaxMinorAt(order: OrderRow, goods: DecimalValue): number {
  return toMinorUnits(taxOn(goods, order.taxRatePercent, order.currency), order.currency);
}

/** The shipping charge's tax at the order's own rate, in minor units; 0 when zero-rated. */
export function shippingTaxMinorOf(order: OrderRow, charge: DecimalValue): number {
  return toMinorUnits(taxOn(charge, order.taxRatePercent, order.currency), order.currency);
}

/** The order's tax as its pages show it; undefined unless it is taxed (decision 181). */
export function orderTaxDtoOf(order: OrderRow): OrderTaxDto | undefined {
  if (order.taxMode !== 'taxed' || !order.taxRatePercent || !order.taxLabel) return undefined;
  const goodsTax = fromMinorUnits(order.goodsTaxMinor, order.currency);
  const shippingTax =
    order.shippingTaxMinor === null ? null : fromMinorUnits(order.shippingTaxMinor, order.currency);
  return {
    row: taxRowLabel(order.taxLabel, order.taxRatePercent),
    label: order.taxLabel,
    rate_percent: Number(order.taxRatePercent),
    goods_tax: moneyNumber(goodsTax),
    shipping_tax: shippingTax === null ? null : moneyNumber(shippingTax),
    total_with_tax: moneyNumber(
      decimal(order.total)
        .plus(order.shippingCharge ?? 0)
        .plus(goodsTax)
        .plus(shippingTax ?? 0),
    ),
  };
}
