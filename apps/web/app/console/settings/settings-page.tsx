// The shop's settings (owner): the order minimum in US dollars (GET/PUT /api/admin/settings/orders/,
// docs/api.md "Minimums"). Other settings keep their places (two-factor on Staff, the contact
// address on Messages); this page names where.
import { Form, Link } from 'react-router';
import type { OrderSettings } from '@solestock/domain/back-office/order-settings-payloads';
import { Field, FormError, SubmitButton } from '../shared/form-parts';

export interface SettingsActionResult {
  ok: boolean;
  message?: string;
  error?: string | null;
  fields?: Record<string, string>;
  /** What was typed, kept after a refusal. */
  value?: string;
}

export function SettingsPage({
  orders,
  result,
}: {
  orders: OrderSettings;
  result?: SettingsActionResult | undefined;
}) {
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">Shop settings</h1>
      <section
        aria-labelledby="orders-title"
        className="rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="orders-title" className="text-lg font-semibold">
          Orders
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Each style’s minimum pairs is set on its item group in the catalogue.
        </p>
        <Form method="post" className="mt-3 max-w-sm space-y-3">
          {/* Always in the page, so a screen reader hears the sentence put in it. */}
          <div role="status" aria-live="polite">
            {result?.ok ? <p className="text-sm text-emerald-800">{result.message}</p> : null}
          </div>
          {/* A refused amount is said beside its field; other failures here. */}
          <FormError
            error={result && !result.ok && !result.fields?.min_order_usd ? result.error : null}
          />
          <Field
            label="Minimum order (US dollars)"
            name="min_order_usd"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={result && !result.ok ? result.value : String(orders.min_order_usd)}
            error={result?.fields?.min_order_usd}
            hint="0 for none. An order whose goods come to less, converted to US dollars at today’s rate, is refused; the cart tells the buyer what is missing."
          />
          <SubmitButton>Save the minimum</SubmitButton>
        </Form>
      </section>
      <p className="text-sm text-slate-700">
        The shop’s name, logo, colour and footer are set on{' '}
        <Link to="/admin/settings/brand" className="text-brand-700 underline">
          Brand
        </Link>
        .
      </p>
      <p className="text-sm text-slate-700">
        Two-factor sign-in for everyone is set on{' '}
        <Link to="/admin/staff" className="text-brand-700 underline">
          Staff
        </Link>
        , the shop’s contact address on{' '}
        <Link to="/admin/messages" className="text-brand-700 underline">
          Messages
        </Link>
        .
      </p>
    </div>
  );
}
