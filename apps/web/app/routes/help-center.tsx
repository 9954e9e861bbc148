// /help-center: the page, and the action that hands the contact form to the API.
import { data } from 'react-router';
import type { Route } from './+types/help-center';
import { brandOfMatches } from '../lib/brand';
import { metaTranslator } from '../i18n/meta-translator';
import { apiJson } from '../lib/api';
import { refusal } from '../lib/refusal';
import { HelpCenterPage } from '../features/info/help-center-page';
import type { ContactActionData } from '../features/info/contact-form';
import {
  CONTACT_FIELDS,
  SHOP_CONTACT,
  type ContactField,
  type ContactSent,
  type ShopContact,
} from '@solestock/domain';

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = brandOfMatches(matches).shop_name;
  const t = metaTranslator(matches);
  return [
    { title: t('meta.helpCenter.title', { shop }) },
    { name: 'description', content: t('meta.helpCenter.description', { shop }) },
  ];
}

/** The shop's contact address as the owner set it; the built-in one if the API cannot say. */
export async function loader({ context }: Route.LoaderArgs) {
  const contact = await apiJson<Partial<ShopContact>>(context.api, '/help-center/contact/').catch(
    () => null,
  );
  return { contactEmail: typeof contact?.email === 'string' ? contact.email : SHOP_CONTACT.email };
}

const UNSENT = 'Your message could not be sent just now. Please try again in a moment.';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((f) => [f, String(form.get(f) ?? '')]),
  ) as Record<ContactField, string>;
  try {
    const body = await apiJson<ContactSent>(context.api, '/help-center/contact/', {
      method: 'POST',
      body: JSON.stringify(values),
    });
    return { ok: true, message: body.message } satisfies ContactActionData;
  } catch (e) {
    // A field refused says which; a failure on the shop's side gets the screen's own sentence.
    const r = refusal(e, { unreachable: UNSENT });
    return data(
      {
        ok: false,
        error: r.status >= 500 ? UNSENT : r.error,
        fields: r.fields,
        values,
      } satisfies ContactActionData,
      { status: r.status },
    );
  }
}

export default function HelpCenter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HelpCenterPage
      actionData={actionData as ContactActionData | undefined}
      contactEmail={loaderData.contactEmail}
    />
  );
}
