// The company's credit on the customer page (docs/credit-control.md): its limit in the base
// currency, what it owes on open orders and unpaid invoices, the dunning state, the ageing per
// currency, the statement PDF, and for customers.write the form that sets the limit, allows
// placing without the group's deposit and pauses dunning (PUT …/companies/{id}/credit/).
import { currencySymbol, formatPrice } from '@solestock/domain';
import {
  AGEING_BUCKETS,
  DUNNING_STATE_WORDS,
  type CompanyCredit,
} from '@solestock/domain/back-office/credit-control';
import { Form } from 'react-router';
import { FormError, SubmitButton } from '../shared/form-parts';
import type { CustomerActionResult } from './customer-types';

const usd = (amount: string) => formatPrice('$', amount);

export function CompanyCreditSection({
  credit,
  mayWrite,
  result,
}: {
  credit: CompanyCredit;
  mayWrite: boolean;
  result: CustomerActionResult | undefined;
}) {
  const mine = result?.intent === 'credit' ? result : undefined;
  const limitError = mine?.fields?.credit_limit;
  const held = credit.dunning_state === 'held';
  return (
    <section
      aria-labelledby="company-credit"
      className="mt-4 rounded border border-slate-200 bg-white p-4"
      data-testid="company-credit"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="company-credit" className="text-lg font-bold">
          Credit control
        </h2>
        <a
          href={`/api/admin/customers/companies/${credit.company_id}/statement.pdf`}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-semibold text-brand-700 underline"
        >
          Statement (PDF)
        </a>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Credit limit</dt>
        <dd data-testid="credit-limit">
          {credit.credit_limit === null ? 'None' : usd(credit.credit_limit)}
        </dd>
        <dt className="font-medium">Open orders and unpaid invoices</dt>
        <dd data-testid="credit-exposure">
          {credit.exposure === null
            ? 'Cannot be put in USD: an exchange rate is missing'
            : usd(credit.exposure)}
        </dd>
        <dt className="font-medium">Dunning</dt>
        <dd className={held ? 'font-semibold text-red-800' : undefined} data-testid="dunning">
          {DUNNING_STATE_WORDS[credit.dunning_state]}
        </dd>
        <dt className="font-medium">Orders without the deposit</dt>
        <dd>{credit.allow_without_deposit ? 'Allowed' : 'Not allowed (the group’s terms)'}</dd>
      </dl>
      {credit.ageing.length > 0 ? (
        // A region with a name and a tab stop: a keyboard can scroll it on a narrow screen.
        <div role="region" aria-label="Ageing" tabIndex={0} className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-sm">
            <caption className="text-left font-medium">Owed by days past due</caption>
            <thead>
              <tr className="border-b border-slate-300 text-left">
                <th scope="col" className="py-1 pr-3">
                  Currency
                </th>
                {AGEING_BUCKETS.map((b) => (
                  <th key={b} scope="col" className="py-1 pr-3 text-right">
                    {b.replace('-', '–')} days
                  </th>
                ))}
                <th scope="col" className="py-1 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {credit.ageing.map((a) => {
                const sign = currencySymbol(a.currency);
                return (
                  <tr key={a.currency} className="border-b border-slate-200">
                    <th scope="row" className="py-1 pr-3 text-left font-medium">
                      {a.currency.toUpperCase()}
                    </th>
                    {AGEING_BUCKETS.map((b) => (
                      <td key={b} className="py-1 pr-3 text-right tabular-nums">
                        {formatPrice(sign, a.buckets[b])}
                      </td>
                    ))}
                    <td className="py-1 text-right font-semibold tabular-nums">
                      {formatPrice(sign, a.total)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">Nothing owed.</p>
      )}
      {mayWrite ? (
        <Form method="post" className="mt-4 space-y-3 border-t border-slate-200 pt-3">
          <input type="hidden" name="company_id" value={credit.company_id} />
          <div>
            <label htmlFor="credit-limit" className="block text-sm font-medium">
              Credit limit (USD)
            </label>
            <input
              id="credit-limit"
              name="credit_limit"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={credit.credit_limit ?? ''}
              aria-invalid={limitError ? true : undefined}
              aria-describedby={limitError ? 'credit-limit-error' : 'credit-limit-hint'}
              className="mt-1 block w-full max-w-xs rounded border border-slate-400 px-3 py-2 text-sm"
            />
            {limitError ? (
              <p id="credit-limit-error" className="text-sm text-red-700">
                {limitError}
              </p>
            ) : (
              <p id="credit-limit-hint" className="text-sm text-slate-600">
                Empty: no limit. Orders on account past it wait in review for an owner.
              </p>
            )}
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="allow_without_deposit"
              defaultChecked={credit.allow_without_deposit}
              className="mt-0.5"
            />
            May place orders without paying the group’s deposit
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="dunning_paused"
              defaultChecked={credit.dunning_paused}
              className="mt-0.5"
            />
            Pause overdue reminders and the hold of new orders
          </label>
          {mine && !mine.ok && !limitError ? <FormError error={mine.error} /> : null}
          <SubmitButton intent="credit">Save credit</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
