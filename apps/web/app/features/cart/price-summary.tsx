// The price block of the cart and checkout screens: total price, total amount, shipping note.
import { formatPrice } from '@solestock/domain';
import { useT } from '../../i18n/i18n';

export function PriceSummary({
  symbol,
  amount,
  itemsCount,
  heading,
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
  const t = useT();
  return (
    <section
      aria-labelledby="price-summary-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="price-summary-heading"
        className="text-sm font-bold tracking-wide text-slate-900 uppercase"
      >
        {heading ?? t('cart.priceDetails')}
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">{t('cart.totalPrice', { count: itemsCount })}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatPrice(symbol, amount)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">{t('cart.shipping')}</dt>
          <dd className="text-slate-700">{t('cart.shippingCalculated')}</dd>
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
          <dt className="font-bold text-slate-900">{t('cart.totalAmount')}</dt>
          <dd className="font-bold text-slate-900 tabular-nums" data-testid="total-amount">
            {formatPrice(symbol, tax ? tax.total_with_tax : amount)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
        {t('cart.shippingNote')}
      </p>
      {children ? <div className="mt-5">{children}</div> : null}
    </section>
  );
}
