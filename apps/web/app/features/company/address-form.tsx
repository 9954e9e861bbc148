// Adding or changing an address of the company's book (docs/api.md, "Companies and addresses"):
// the checkout's address step and the company page both use it. The API checks the fields with
// the domain's schema; its sentences show under each field, and what was typed stays. The form
// posts to the page's route action (company-actions.server.ts).
import { Form } from 'react-router';
import type { CompanyAddressDto } from '@solestock/domain/company-payloads';
import { useT } from '../../i18n/i18n';
import type { CompanyActionResult } from './company-actions.server';
import { formSentence, refusalFor, usePosting } from './company-forms';
import {
  CountryField,
  FormAlert,
  TextFields,
  primaryButton,
  secondaryButton,
  type TextFieldSpec,
} from './form-controls';

type AddressField = TextFieldSpec<keyof CompanyAddressDto>;

/** The fields above the country, in the form's order. */
const ADDRESS_LINES: readonly AddressField[] = [
  {
    name: 'label',
    label: 'company.address.label',
    hint: 'company.address.labelHint',
    wide: true,
  },
  { name: 'name', label: 'company.address.recipient', autoComplete: 'name', required: true },
  { name: 'company', label: 'company.address.company', autoComplete: 'organization' },
  {
    name: 'line1',
    label: 'company.field.line1',
    autoComplete: 'address-line1',
    required: true,
    wide: true,
  },
  { name: 'line2', label: 'company.field.line2', autoComplete: 'address-line2', wide: true },
  { name: 'city', label: 'company.field.city', autoComplete: 'address-level2', required: true },
  { name: 'region', label: 'company.address.region', autoComplete: 'address-level1' },
  { name: 'postcode', label: 'company.field.postcode', autoComplete: 'postal-code' },
];
const PHONE: readonly AddressField[] = [
  { name: 'phone', label: 'company.field.phone', type: 'tel', autoComplete: 'tel', wide: true },
];

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
  const t = useT();
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
        <FormAlert message={formSentence(t, refused)} />
      </div>
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
          {address?.is_default ? t('company.address.isDefault') : t('company.address.useAsDefault')}
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy
            ? t('company.saving')
            : address
              ? t('company.address.save')
              : t('company.address.add')}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} disabled={busy} className={secondaryButton}>
            {t('company.cancel')}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
