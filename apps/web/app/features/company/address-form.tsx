// Adding or changing an address of the company's book (docs/api.md, "Companies and addresses"):
// the checkout's address step and the company page both use it. The API checks the fields with
// the domain's schema; its sentences show under each field, and what was typed stays.
import { useState, type FormEvent } from 'react';
import type { CompanyAddressDto } from '@solestock/domain/company-payloads';
import { send } from './company-api';
import {
  CountryField,
  FieldsForm,
  TextFields,
  primaryButton,
  secondaryButton,
  type TextFieldSpec,
} from './form-controls';

type AddressField = TextFieldSpec<keyof CompanyAddressDto>;

/** The fields above the country, in the form's order. */
const ADDRESS_LINES: readonly AddressField[] = [
  { name: 'label', label: 'Label', hint: 'e.g. Warehouse or Shop', wide: true },
  { name: 'name', label: "Recipient's name", autoComplete: 'name', required: true },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  {
    name: 'line1',
    label: 'Address line 1',
    autoComplete: 'address-line1',
    required: true,
    wide: true,
  },
  { name: 'line2', label: 'Address line 2', autoComplete: 'address-line2', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  { name: 'region', label: 'Region', autoComplete: 'address-level1' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
];
const PHONE: readonly AddressField[] = [
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', wide: true },
];
const FIELDS = [...ADDRESS_LINES.map((f) => f.name), 'country_code', ...PHONE.map((f) => f.name)];

export function AddressForm({
  address,
  defaultCountry = 'gb',
  offerDefault = true,
  onSaved,
  onCancel,
}: {
  /** The address being changed; without it the form adds one. */
  address?: CompanyAddressDto | undefined;
  /** The country chosen at first (the shopper's country). */
  defaultCountry?: string;
  /** Show "Use as the default address" (not for a company's first, which is the default). */
  offerDefault?: boolean;
  onSaved: (address: CompanyAddressDto) => void;
  onCancel?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body: Record<string, unknown> = Object.fromEntries(
      FIELDS.map((f) => [f, String(form.get(f) ?? '')]),
    );
    if (offerDefault) body.is_default = form.get('is_default') === 'on';
    setBusy(true);
    setError(null);
    const sent = await send<CompanyAddressDto>(
      address ? `/ecommerce/company/addresses/${address.id}/` : '/ecommerce/company/addresses/',
      address ? 'PUT' : 'POST',
      body,
    );
    setBusy(false);
    if (sent.ok) {
      setFields({});
      onSaved(sent.value);
      return;
    }
    setFields(sent.fields);
    setError(
      Object.keys(sent.fields).length > 0 ? 'Please correct the fields marked below.' : sent.error,
    );
  };

  return (
    <FieldsForm busy={busy} error={error} onSubmit={submit}>
      <TextFields specs={ADDRESS_LINES} values={address} errors={fields} />
      <CountryField
        required
        defaultValue={address?.country_code ?? defaultCountry}
        error={fields.country_code}
      />
      <TextFields specs={PHONE} values={address} errors={fields} />
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
    </FieldsForm>
  );
}
