// What a deposit member's card pays now and what stays for later (decision 151), on the Delivery
// and PAYMENTS steps: "Deposit 30% now, balance before shipping" with both amounts, split by the
// domain's one rule (depositSplit, rounded up to the currency's minor unit), as the API charges.
import { formatPrice } from '@solestock/domain';
import { depositSplit, FULL_DEPOSIT_PERCENT } from '@solestock/domain/customer-terms';
import type { BuyerTerms } from '@solestock/domain/payment-terms';
import { useT } from '../../i18n/i18n';

/** The deposit and the balance of `amount` under `terms`; null when the card pays it all. */
export function depositOf(
  terms: BuyerTerms | undefined,
  amount: number,
  currency: string,
): { percent: number; deposit: number; balance: number } | null {
  if (!terms || terms.deposit_percent >= FULL_DEPOSIT_PERCENT || amount <= 0) return null;
  const split = depositSplit(amount, terms.deposit_percent, currency.toLowerCase());
  return {
    percent: terms.deposit_percent,
    deposit: split.deposit.toNumber(),
    balance: split.balance.toNumber(),
  };
}

export function DepositNote({
  terms,
  symbol,
  amount,
  currency,
}: {
  terms: BuyerTerms | undefined;
  symbol: string;
  amount: number;
  currency: string;
}) {
  const t = useT();
  const split = depositOf(terms, amount, currency);
  if (!split) return null;
  return (
    <div
      className="rounded-lg border border-brand-600/30 bg-brand-50 p-3 text-sm"
      data-testid="deposit-note"
    >
      <p className="font-semibold text-brand-900">
        {t('checkout.deposit.words', { percent: split.percent })}
      </p>
      <dl className="mt-2 space-y-1">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">
            {t('checkout.deposit.now', { percent: split.percent })}
          </dt>
          <dd className="font-bold text-slate-900 tabular-nums" data-testid="deposit-now">
            {formatPrice(symbol, split.deposit)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">{t('checkout.deposit.balance')}</dt>
          <dd className="text-right text-slate-900 tabular-nums" data-testid="deposit-balance">
            {formatPrice(symbol, split.balance)}
            <span className="block text-xs text-slate-600">
              {t('checkout.deposit.plusShipping')}
            </span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
