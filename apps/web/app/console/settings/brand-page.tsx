// /admin/settings/brand (owner): the shop's brand (docs/brand.md): its name, logo and favicon
// (uploaded here, or an address under /media/), the primary colour with a preview of a button in
// it and its contrast with white, the mail sender name, the footer and legal texts, and whether
// the "Become A Vendor" link and the seller-site links show. Saving and saved are read out
// (aria-live); a refusal says each field's problem beside it and the form's at the top.
import { useState } from 'react';
import { Form, Link } from 'react-router';
import {
  MAX_FOOTER_TEXT,
  MAX_LEGAL_TEXT,
  MAX_SHOP_NAME,
  MIN_CONTRAST_WITH_WHITE,
  contrastWithWhite,
  type BrandSettings,
} from '@solestock/domain/back-office/brand-payloads';
import { Field, FormError, SubmitButton, TextAreaField } from '../shared/form-parts';
import { ImageUpload } from '../media/image-upload';
import { brandFormValues, type BrandActionResult } from './brand-form';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A logo or favicon: its preview, its address (typed or set by an upload), and "Remove". */
function ImageChoice({
  name,
  label,
  value,
  onChange,
  error,
  hint,
}: {
  name: 'logo' | 'favicon';
  label: string;
  value: string;
  onChange: (url: string) => void;
  error: string | undefined;
  hint: string;
}) {
  return (
    <fieldset className="space-y-2 rounded border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
      <div className="flex items-center gap-3">
        <div className="grid h-14 w-14 shrink-0 place-items-center rounded border border-slate-200 bg-slate-50">
          {value ? (
            <img src={value} alt={`${label} preview`} className="max-h-12 max-w-12" />
          ) : (
            <span className="text-xs text-slate-500">None</span>
          )}
        </div>
        {value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            className="rounded border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100"
          >
            Remove the {label.toLowerCase()}
          </button>
        ) : null}
      </div>
      <ImageUpload
        label={`Upload a ${label.toLowerCase()}`}
        hint="JPEG, PNG, WebP or AVIF up to 10 MB."
        onUploaded={(u) => onChange(u.url)}
      />
      <Field
        label={`${label} address`}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={hint}
        autoComplete="off"
      />
    </fieldset>
  );
}

export function BrandSettingsPage({
  brand,
  result,
}: {
  brand: BrandSettings;
  result?: BrandActionResult | undefined;
}) {
  const values = result && !result.ok && result.values ? result.values : brandFormValues(brand);
  const fields = (result && !result.ok && result.fields) || {};
  const [logo, setLogo] = useState(values.logo);
  const [favicon, setFavicon] = useState(values.favicon);
  const [colour, setColour] = useState(values.primary_color);
  const [name, setName] = useState(values.shop_name);
  const valid = HEX.test(colour);
  const contrast = valid ? contrastWithWhite(colour) : null;
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">The shop’s brand</h1>
      <p className="text-sm text-slate-700">
        Every page, its title, the mails and the trade papers use it.{' '}
        <Link to="/admin/settings" className="text-brand-700 underline">
          Back to settings
        </Link>
      </p>
      <Form method="post" className="space-y-4 rounded border border-slate-200 bg-white p-4">
        {/* Always in the page, so a screen reader hears the sentence put in it. */}
        <div role="status" aria-live="polite">
          {result?.ok ? (
            <p className="text-sm text-emerald-800">Saved: the shop shows the new brand.</p>
          ) : null}
        </div>
        <FormError error={result && !result.ok ? result.error : null} />
        <Field
          label="Shop name"
          name="shop_name"
          required
          maxLength={MAX_SHOP_NAME}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fields.shop_name}
          hint="In the header, every page’s title, the mails and the papers."
          autoComplete="organization"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ImageChoice
            name="logo"
            label="Logo"
            value={logo}
            onChange={setLogo}
            error={fields.logo}
            hint="An image uploaded here (/media/…); empty draws the shop’s mark."
          />
          <ImageChoice
            name="favicon"
            label="Favicon"
            value={favicon}
            onChange={setFavicon}
            error={fields.favicon}
            hint="The browser tab’s icon; empty keeps the default one."
          />
        </div>
        <fieldset className="space-y-2 rounded border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">Primary colour</legend>
          <div className="flex flex-wrap items-end gap-3">
            <label className="block text-sm">
              Pick
              <input
                type="color"
                value={valid ? colour.toLowerCase() : '#000000'}
                onChange={(e) => setColour(e.target.value)}
                className="mt-1 block h-10 w-14 rounded border border-slate-400 bg-white"
              />
            </label>
            <div className="min-w-40 flex-1">
              <Field
                label="Primary colour (#rrggbb)"
                name="primary_color"
                required
                value={colour}
                onChange={(e) => setColour(e.target.value)}
                error={fields.primary_color}
                autoComplete="off"
                spellCheck={false}
              />
            </div>
          </div>
          <div
            aria-label="Preview"
            role="group"
            className="flex flex-wrap items-center gap-3 rounded bg-slate-50 p-3"
          >
            <span className="inline-flex items-center gap-2 font-extrabold">
              {logo ? (
                <img src={logo} alt="" className="h-[30px] w-auto max-w-[120px]" />
              ) : (
                <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
                  <rect width="32" height="32" rx="7" fill={valid ? colour : '#1f6f5f'} />
                  <path d="M5 21c4 0 6-6 10-6 3 0 4 3 7 3h5v4H5z" fill="#fff" />
                </svg>
              )}
              {name || 'Shop name'}
            </span>
            <span
              className="rounded px-4 py-2 text-sm font-semibold text-white"
              style={{ background: valid ? colour : '#1f6f5f' }}
            >
              ADD TO CART
            </span>
            <span className="text-sm text-slate-700">
              {contrast === null
                ? 'Type a colour such as #1f6f5f to see it.'
                : `White text on it: contrast ${contrast.toFixed(1)}:1 ${
                    contrast >= MIN_CONTRAST_WITH_WHITE
                      ? '(readable)'
                      : `(too low: at least ${MIN_CONTRAST_WITH_WHITE}:1, choose a darker colour)`
                  }`}
            </span>
          </div>
        </fieldset>
        <Field
          label="Mail sender name"
          name="mail_from_name"
          maxLength={MAX_SHOP_NAME}
          defaultValue={values.mail_from_name}
          error={fields.mail_from_name}
          hint="Who the shop’s mails are from; empty sends them under the shop name."
          autoComplete="off"
        />
        <TextAreaField
          label="Footer text"
          name="footer_text"
          rows={3}
          maxLength={MAX_FOOTER_TEXT}
          defaultValue={values.footer_text}
          error={fields.footer_text}
          hint="Under the logo at the foot of every page."
        />
        <TextAreaField
          label="Legal text"
          name="legal_text"
          rows={3}
          maxLength={MAX_LEGAL_TEXT}
          defaultValue={values.legal_text}
          error={fields.legal_text}
          hint="Company number, registered office…: at the foot of every page and of the trade papers."
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-900">Links</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="show_vendor_link"
              defaultChecked={values.show_vendor_link}
              className="h-4 w-4"
            />
            Show “Become A Vendor” in the header
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="show_seller_links"
              defaultChecked={values.show_seller_links}
              className="h-4 w-4"
            />
            Send shoppers back to the seller site after signing in
          </label>
        </fieldset>
        <SubmitButton>Save the brand</SubmitButton>
      </Form>
    </div>
  );
}

/**
 * A fresh shop's first sign-in (docs/brand.md): before the dashboard, the owner names the shop.
 * Posted to the dashboard's action with the intent `shop-name`.
 */
export function ShopNameForm({ result }: { result?: BrandActionResult | undefined }) {
  return (
    <div className="max-w-lg space-y-4">
      <h1 className="text-2xl font-bold">Name your shop</h1>
      <p className="text-sm text-slate-700">
        Your shop’s name goes in its header, every page’s title, its mails and its papers. You can
        change it, and add a logo and colours, under Settings.
      </p>
      <Form method="post" className="space-y-3 rounded border border-slate-200 bg-white p-4">
        <FormError error={result && !result.ok ? result.error : null} />
        <Field
          label="Shop name"
          name="shop_name"
          required
          maxLength={MAX_SHOP_NAME}
          defaultValue={result && !result.ok ? result.values?.shop_name : ''}
          error={result && !result.ok ? result.fields?.shop_name : undefined}
          autoComplete="organization"
        />
        <SubmitButton intent="shop-name">Save and continue</SubmitButton>
      </Form>
    </div>
  );
}
