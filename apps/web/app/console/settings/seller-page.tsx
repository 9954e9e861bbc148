// /admin/settings (owner): the seller's details on the trade documents (docs/api.md, "Trade
// documents"; docs/export-papers.md): legal name and address, tax id and EORI, contact, bank
// details, incoterm and the pairs of a loose carton; the export papers' defaults (named place, port
// of loading, transport), the exporter ids, the signatory and the declaration. Says at the top, until the legal name and address are set, that no
// document can be issued yet; the saving and saved states are read out (aria-live).
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  INCOTERM_WORDS,
  INCOTERMS,
  MAX_CARTON_PAIRS,
  MAX_EXPORTER_IDS,
  sellerDetailsMissing,
  TRANSPORTS,
  type ExporterId,
  type SellerDetails,
} from '@solestock/domain/back-office/seller-payloads';
import { TRANSPORT_WORDS } from '@solestock/domain/back-office/export-papers';
import { Field, FormError, SelectField, SubmitButton, TextAreaField } from '../shared/form-parts';
import { sellerFormValues, type SellerActionResult, type SellerFormValues } from './seller-form';

/** The one-line contact and tax fields, in the order they show. */
const LINE_FIELDS: ({ name: Exclude<keyof SellerFormValues, 'exporter_ids'>; label: string } & Pick<
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

const TRANSPORT_OPTIONS = TRANSPORTS.map((t) => ({ value: t, label: TRANSPORT_WORDS[t] }));

const inputClass =
  'mt-1 block w-full rounded border border-slate-400 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-700';

/**
 * The exporter's ids (IEC, REX, EORI, GSTIN…) as rows of a label and a number. Rows are added and
 * removed in the page; without script, one blank row is there to fill, and a row emptied is
 * dropped when saved.
 */
function ExporterIdRows({ ids, error }: { ids: ExporterId[]; error: string | undefined }) {
  const [rows, setRows] = useState(() =>
    [...ids, { label: '', value: '' }].map((id, key) => ({ ...id, key })),
  );
  const [next, setNext] = useState(rows.length);
  const add = () => {
    setRows([...rows, { label: '', value: '', key: next }]);
    setNext(next + 1);
  };
  return (
    <fieldset aria-describedby={error ? 'exporter-ids-error' : 'exporter-ids-hint'}>
      <legend className="text-sm font-medium">Exporter ids</legend>
      <p id="exporter-ids-hint" className="mt-1 text-xs text-slate-600">
        Printed under the address on every paper, e.g. IEC 0512345678, REX INREX0512345678, GSTIN
        33AAAAA0000A1Z5. The EORI number above prints as one more.
      </p>
      <ul className="mt-2 space-y-2">
        {rows.map((row, i) => (
          <li key={row.key} className="flex flex-wrap items-end gap-2">
            <label className="block w-28 text-sm">
              Label {i + 1}
              <input
                name="exporter_id_label"
                defaultValue={row.label}
                maxLength={30}
                className={inputClass}
                aria-invalid={error ? true : undefined}
              />
            </label>
            <label className="block min-w-40 flex-1 text-sm">
              Number {i + 1}
              <input
                name="exporter_id_value"
                defaultValue={row.value}
                maxLength={60}
                className={inputClass}
                aria-invalid={error ? true : undefined}
              />
            </label>
            <button
              type="button"
              className="rounded border border-slate-400 px-3 py-2 text-sm"
              onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
            >
              Remove id {i + 1}
            </button>
          </li>
        ))}
      </ul>
      {rows.length < MAX_EXPORTER_IDS ? (
        <button
          type="button"
          className="mt-2 rounded border border-slate-400 px-3 py-2 text-sm"
          onClick={add}
        >
          Add an id
        </button>
      ) : null}
      {error ? (
        <p id="exporter-ids-error" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

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
          Printed on every proforma invoice, commercial invoice, packing list and certificate of
          origin, as written here.
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
          <fieldset className="space-y-4 border-t border-slate-200 pt-4">
            <legend className="text-base font-bold">Export papers</legend>
            <p className="text-sm text-slate-700">
              A new order starts with these terms; staff can change them on the order before it
              ships. The ids, the declaration and the signatory print on the commercial invoice and
              the certificate of origin.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Incoterm's named place"
                name="incoterm_place"
                maxLength={80}
                defaultValue={values.incoterm_place}
                error={fields.incoterm_place}
                hint="Printed after the incoterm, e.g. Chennai in “FOB Chennai”."
              />
              <Field
                label="Port of loading"
                name="port_of_loading"
                maxLength={80}
                defaultValue={values.port_of_loading}
                error={fields.port_of_loading}
                hint="Where the goods leave, e.g. Chennai (INMAA)."
              />
              <SelectField
                label="Transport"
                name="transport"
                options={TRANSPORT_OPTIONS}
                defaultValue={values.transport}
                error={fields.transport}
                hint="How orders usually travel; an order bought to go by air travels by air."
              />
            </div>
            <ExporterIdRows ids={values.exporter_ids} error={fields.exporter_ids} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Signatory's name"
                name="signatory_name"
                maxLength={100}
                autoComplete="name"
                defaultValue={values.signatory_name}
                error={fields.signatory_name}
              />
              <Field
                label="Signatory's title"
                name="signatory_title"
                maxLength={100}
                autoComplete="organization-title"
                defaultValue={values.signatory_title}
                error={fields.signatory_title}
                hint="e.g. Export Manager, Director."
              />
            </div>
            <TextAreaField
              label="Declaration"
              name="declaration"
              rows={3}
              maxLength={1000}
              defaultValue={values.declaration}
              error={fields.declaration}
              hint="Signed on the commercial invoice. Leave it empty for the usual exporter's declaration."
            />
          </fieldset>
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
