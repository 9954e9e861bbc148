// The company's writes as a route action (docs/api.md, "Companies and addresses"): the company
// page posts its details, invitations and removals here, and the company page and the checkout's
// Delivery step post the address book's changes. Each answer says what it did in one sentence for
// the page's live status line, or carries the API's refusal (lib/refusal.ts). Plain form posts:
// they work without JavaScript, and the loaders read the company again afterwards.
import { data, type AppLoadContext } from 'react-router';
import type { CompanyAddressDto, CompanyAddressesDto } from '@solestock/domain/company-payloads';
import { apiJson } from '../../lib/api';
import { refused, type Refused } from '../../lib/refusal';
import { DEFAULT_LOCALE, type Locale } from '@solestock/domain/locales';
import { translatorOf } from '../../i18n/i18n';

export const COMPANY_INTENTS = [
  'save-details',
  'invite',
  'remove-member',
  'add-address',
  'save-address',
  'remove-address',
  'make-default',
] as const;
export type CompanyIntent = (typeof COMPANY_INTENTS)[number];
export const ADDRESS_INTENTS = [
  'add-address',
  'save-address',
  'remove-address',
  'make-default',
] as const satisfies readonly CompanyIntent[];

export type CompanyActionResult =
  | {
      intent: CompanyIntent;
      ok: true;
      /** What was done, for the live status line. */
      message: string;
      /** The address (or member) the write was about. */
      id?: number;
      /** A newly added address: checkout picks it. */
      added?: number;
    }
  | (Refused<CompanyIntent> & { id?: number });

const DETAIL_FIELDS = [
  'name',
  'tax_id',
  'address_line1',
  'address_line2',
  'city',
  'postcode',
  'country_code',
  'phone',
] as const;

export const ADDRESS_FIELDS = [
  'label',
  'name',
  'company',
  'line1',
  'line2',
  'city',
  'region',
  'postcode',
  'country_code',
  'phone',
] as const;

const isIntent = (value: string, list: readonly string[]) => list.includes(value);

export function isCompanyIntent(value: string): value is CompanyIntent {
  return isIntent(value, COMPANY_INTENTS);
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const fieldsOf = (form: FormData, names: readonly string[]) =>
  Object.fromEntries(names.map((f) => [f, text(form, f)]));

/** One company write, named by the form's `intent`; its sentences in the page's `locale`. */
export async function companyAction(
  form: FormData,
  api: AppLoadContext['api'],
  allowed: readonly CompanyIntent[] = COMPANY_INTENTS,
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = translatorOf(locale);
  const intent = text(form, 'intent');
  if (!isCompanyIntent(intent) || !isIntent(intent, allowed)) {
    return data(
      {
        intent,
        ok: false,
        error: t('company.action.unknown'),
        fields: {},
      } as Refused<CompanyIntent>,
      {
        status: 400,
      },
    );
  }
  const id = Number(form.get('id')) || undefined;
  const write = <T>(path: string, method: string, body?: unknown) =>
    apiJson<T>(api, path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const done = (message: string, extra: { added?: number } = {}): CompanyActionResult => ({
    intent,
    ok: true,
    message,
    ...(id === undefined ? {} : { id }),
    ...extra,
  });
  try {
    switch (intent) {
      case 'save-details':
        await write('/ecommerce/company/', 'PUT', fieldsOf(form, DETAIL_FIELDS));
        return done(t('company.action.detailsSaved'));
      case 'invite': {
        const sent = await write<{ email: string }>('/ecommerce/company/members/', 'POST', {
          email: text(form, 'email').trim(),
          role: text(form, 'role') || 'buyer',
        });
        return done(t('company.action.invited', { email: sent.email }));
      }
      case 'remove-member':
        await write(`/ecommerce/company/members/${id}/`, 'DELETE');
        return done(
          form.get('you') === 'true'
            ? t('company.action.left', { company: text(form, 'company') })
            : t('company.action.removed', { member: text(form, 'member') }),
        );
      case 'add-address':
      case 'save-address': {
        const body: Record<string, unknown> = fieldsOf(form, ADDRESS_FIELDS);
        if (form.get('offer_default') === 'true') body.is_default = form.get('is_default') === 'on';
        const isNew = intent === 'add-address';
        const saved = await write<CompanyAddressDto>(
          isNew ? '/ecommerce/company/addresses/' : `/ecommerce/company/addresses/${id}/`,
          isNew ? 'POST' : 'PUT',
          body,
        );
        return isNew
          ? done(t('company.action.addressAdded'), { added: saved.id })
          : done(t('company.action.addressSaved'));
      }
      case 'remove-address':
        await write(`/ecommerce/company/addresses/${id}/`, 'DELETE');
        return done(t('company.action.addressRemoved'));
      case 'make-default': {
        const book = await apiJson<CompanyAddressesDto>(api, '/ecommerce/company/addresses/');
        const address = book.addresses.find((a) => a.id === id);
        await write(`/ecommerce/company/addresses/${id}/`, 'PUT', { ...address, is_default: true });
        return done(t('company.action.defaultChanged'));
      }
    }
  } catch (error) {
    return refused({ intent, ...(id === undefined ? {} : { id }) }, error, {
      unreachable: t('company.unreachable'),
    });
  }
}
