// /admin/settings (owner): the seller's details on the trade documents (docs/api.md, "Trade
// documents"): legal name and address, tax id and EORI, contact, bank details, incoterm and the
// pairs of a loose carton. Says at the top, until the legal name and address are set, that no
// document can be issued yet; the saving and saved states are read out (aria-live).
import { Form, useNavigation } from 'react-router';
import {
  INCOTERM_WORDS,
  INCOTERMS,
  MAX_CARTON_PAIRS,
  sellerDetailsMissing,
  type SellerDetails,
} from '@solestock/domain/back-office/seller-payloads';
import { Field, FormError, SelectField, SubmitButton, TextAreaField } from '../shared/form-parts';
import { sellerFormValues, type SellerActionResult, type SellerFormValues } from './seller-form';

/** The one-line contact and tax fields, in the order they show. */
const LINE_FIELDS: ({ name: keyof SellerFormValues; label: string } & Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete'
> & { hint?: string })[] = [
  { name: 'tax_id', label: 'Tax id (VAT, GST)' },
  {
    name: 'eori',
    label: 'EORI number',
    hint: 'For customs in the EU and the UK, e.g. GB123456789000.',
  },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

const INCOTERM_OPTIONS = INCOTERMS.map((code) => ({
  value: code,
  label: `${code}: ${INCOTERM_WORDS[code]}`,
}));

export function SellerSettingsPage({
  seller,
  result,
}: {
  seller: SellerDetails;
  result: SellerActionResult | undefined;
}) {
  const navigation = useNavigation();
  const saving =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'seller';
  const current = result?.ok && result.saved ? result.saved : seller;
  const values: SellerFormValues =
    result && !result.ok && result.values ? result.values : sellerFormValues(current);
  const fields = (result && !result.ok && result.fields) || {};
  const missing = sellerDetailsMissing(current);
  // Refused values keep their own key: the form shows what was typed, not the saved details.
  const formKey = result && !result.ok ? 'refused' : JSON.stringify(current);
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">Settings</h1>
      {missing ? (
        <p
          role="note"
          data-testid="documents-blocked"
          className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {missing} Until then, the proforma, the commercial invoice and the packing list of every
          order answer that they cannot be issued.
        </p>
      ) : null}
      <section
        aria-labelledby="seller-title"
        className="rounded border border-slate-200 bg-white p-4"
      >
        <h2 id="seller-title" className="text-lg font-bold">
          Seller details
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Printed on every proforma invoice, commercial invoice and packing list, as written here.
        </p>
        <Form method="post" className="mt-4 space-y-4" noValidate key={formKey}>
          <p role="status" aria-live="polite" className="text-sm text-emerald-800">
            {saving
              ? 'Saving the seller details…'
              : result?.ok
                ? 'Saved: documents issued from now on show these details.'
                : ''}
          </p>
          <FormError error={result && !result.ok ? result.error : null} />
          <Field
            label="Legal name"
            name="legal_name"
            required
            autoComplete="organization"
            defaultValue={values.legal_name}
            error={fields.legal_name}
            hint="The name the business is registered under."
          />
          <TextAreaField
            label="Address"
            name="address"
            rows={4}
            required
            defaultValue={values.address}
            error={fields.address}
            hint="One line of the address per line, up to 6; the country comes from its code below."
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Country code"
              name="country_code"
              required
              maxLength={2}
              autoComplete="country"
              defaultValue={values.country_code}
              error={fields.country_code}
              hint="Two letters (ISO 3166), e.g. GB, IN, CN."
            />
            {LINE_FIELDS.map((f) => (
              <Field key={f.name} {...f} defaultValue={values[f.name]} error={fields[f.name]} />
            ))}
            <SelectField
              label="Incoterm (Incoterms 2020)"
              name="incoterm"
              options={INCOTERM_OPTIONS}
              defaultValue={values.incoterm}
              error={fields.incoterm}
            />
            <Field
              label="Pairs per carton"
              name="carton_pairs"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_CARTON_PAIRS}
              step={1}
              defaultValue={values.carton_pairs}
              error={fields.carton_pairs}
              hint="How many loose pairs the packing list puts in a carton; packs keep their own."
            />
          </div>
          <TextAreaField
            label="Bank details"
            name="bank_details"
            rows={4}
            defaultValue={values.bank_details}
            error={fields.bank_details}
            hint="Printed on the proforma and the invoice for payment by transfer: bank, IBAN or account number, SWIFT/BIC."
          />
          <TaxFields values={values} fields={fields} />
          <SubmitButton intent="seller">Save the seller details</SubmitButton>
        </Form>
      </section>
    </div>
  );
}

/**
 * Tax (decision 181): where the seller is registered and the rate it charges there. An order to
 * a country with both is taxed at that rate; every other order is a zero-rated export.
 */
function TaxFields({
  values,
  fields,
}: {
  values: SellerFormValues;
  fields: Record<string, string>;
}) {
  return (
    <fieldset className="space-y-4 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Tax</legend>
      <p className="text-sm text-slate-700">
        Orders to a country where you have both a registration and a rate are charged that rate on
        goods and shipping; every other order is a zero-rated export, and its invoice says so.
      </p>
      <TextAreaField
        label="Tax registrations"
        name="tax_registrations"
        rows={3}
        defaultValue={values.tax_registrations}
        error={fields.tax_registrations}
        hint="One a line: the country code, then your number there, e.g. GB GB123456789."
      />
      <TextAreaField
        label="Tax rates"
        name="tax_rates"
        rows={3}
        defaultValue={values.tax_rates}
        error={fields.tax_rates}
        hint="One a line: the country code, the rate in percent, then its name, e.g. GB 20 VAT."
      />
    </fieldset>
  );
}
