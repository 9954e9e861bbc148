// Adding or changing an address of the company's book (docs/api.md, "Companies and addresses"):
// the checkout's address step and the company page both use it. The API checks the fields with
// the domain's schema; its sentences show under each field, and what was typed stays. The form
// posts to the page's route action (company-actions.server.ts).
import { Form } from 'react-router';
import { ISO_COUNTRIES } from '@solestock/domain/iso-countries';
import type { CompanyAddressDto } from '@solestock/domain/company-payloads';
import type { CompanyActionResult } from './company-actions.server';
import { formSentence, refusalFor, usePosting } from './company-forms';
import { FormAlert, SelectField, TextField, primaryButton, secondaryButton } from './form-controls';

export function AddressForm({
  address,
  defaultCountry = 'gb',
  offerDefault = true,
  result,
  onCancel,
}: {
  /** The address being changed; without it the form adds one. */
  address?: CompanyAddressDto | undefined;
  /** The country chosen at first (the shopper's country). */
  defaultCountry?: string;
  /** Show "Use as the default address" (not for a company's first, which is the default). */
  offerDefault?: boolean;
  /** The answer to the page's last post. */
  result: CompanyActionResult | undefined;
  onCancel?: () => void;
}) {
  const intent = address ? 'save-address' : 'add-address';
  const busy = usePosting(intent, address?.id);
  const refused = refusalFor(result, intent, address?.id);
  const fields = refused?.fields ?? {};

  return (
    <Form
      method="post"
      noValidate
      preventScrollReset
      aria-busy={busy || undefined}
      className="grid gap-3 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value={intent} />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <input type="hidden" name="offer_default" value={String(offerDefault)} />
      <div className="sm:col-span-2">
        <FormAlert message={formSentence(refused)} />
      </div>
      <TextField
        label="Label"
        name="label"
        optional
        hint="e.g. Warehouse or Shop"
        defaultValue={address?.label}
        error={fields.label}
        className="sm:col-span-2"
      />
      <TextField
        label="Recipient's name"
        name="name"
        autoComplete="name"
        required
        defaultValue={address?.name}
        error={fields.name}
      />
      <TextField
        label="Company"
        name="company"
        optional
        autoComplete="organization"
        defaultValue={address?.company}
        error={fields.company}
      />
      <TextField
        label="Address line 1"
        name="line1"
        autoComplete="address-line1"
        required
        defaultValue={address?.line1}
        error={fields.line1}
        className="sm:col-span-2"
      />
      <TextField
        label="Address line 2"
        name="line2"
        optional
        autoComplete="address-line2"
        defaultValue={address?.line2}
        error={fields.line2}
        className="sm:col-span-2"
      />
      <TextField
        label="City"
        name="city"
        autoComplete="address-level2"
        required
        defaultValue={address?.city}
        error={fields.city}
      />
      <TextField
        label="Region"
        name="region"
        optional
        autoComplete="address-level1"
        defaultValue={address?.region}
        error={fields.region}
      />
      <TextField
        label="Postcode"
        name="postcode"
        optional
        autoComplete="postal-code"
        defaultValue={address?.postcode}
        error={fields.postcode}
      />
      <SelectField
        label="Country"
        name="country_code"
        autoComplete="country"
        required
        defaultValue={address?.country_code ?? defaultCountry}
        error={fields.country_code}
      >
        {ISO_COUNTRIES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        optional
        autoComplete="tel"
        defaultValue={address?.phone}
        error={fields.phone}
        className="sm:col-span-2"
      />
      {offerDefault ? (
        <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            name="is_default"
            defaultChecked={address?.is_default}
            disabled={address?.is_default}
            className="h-4 w-4 accent-brand-600"
          />
          {address?.is_default ? 'This is the default address' : 'Use as the default address'}
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Saving...' : address ? 'Save address' : 'Add address'}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} disabled={busy} className={secondaryButton}>
            Cancel
          </button>
        ) : null}
      </div>
    </Form>
  );
}
