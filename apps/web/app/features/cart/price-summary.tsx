// The price block of the cart and checkout screens: total price, total amount, shipping note.
import { formatPrice } from '@solestock/domain';
import { SHIPPING_NOTE } from './cart-texts';

export function PriceSummary({
  symbol,
  amount,
  itemsCount,
  heading = 'Price Details',
  children,
  tax,
}: {
  symbol: string;
  amount: number;
  itemsCount: number;
  heading?: string;
  children?: React.ReactNode;
  /**
   * Where the seller charges tax on the destination (decision 181): its row ("VAT 20 %") and
   * the total with it. Absent: the specs' rows, exactly.
   */
  tax?: { row: string; amount: number; total_with_tax: number } | undefined;
}) {
  return (
    <section
      aria-labelledby="price-summary-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="price-summary-heading"
        className="text-sm font-bold tracking-wide text-slate-900 uppercase"
      >
        {heading}
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">
            Total Price ({itemsCount} {itemsCount === 1 ? 'Item' : 'Items'})
          </dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatPrice(symbol, amount)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Shipping</dt>
          <dd className="text-slate-700">Calculated after confirmation</dd>
        </div>
        {tax ? (
          <div className="flex justify-between" data-testid="tax-row">
            <dt className="text-slate-600">{tax.row}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">
              {formatPrice(symbol, tax.amount)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">Total Amount</dt>
          <dd className="font-bold text-slate-900 tabular-nums" data-testid="total-amount">
            {formatPrice(symbol, tax ? tax.total_with_tax : amount)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
        {SHIPPING_NOTE}
      </p>
      {children ? <div className="mt-5">{children}</div> : null}
    </section>
  );
}
