// /help-center: the page, and the action that hands the contact form to the API.
import { data } from 'react-router';
import type { Route } from './+types/help-center';
import { ApiError, apiJson } from '../lib/api';
import { HelpCenterPage } from '../features/info/help-center-page';
import type { ContactActionData } from '../features/info/contact-form';
import {
  CONTACT_FIELDS,
  SHOP_CONTACT,
  type ContactField,
  type ContactSent,
  type ShopContact,
} from '@solestock/domain';

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'Help Center | Solestock' },
    {
      name: 'description',
      content:
        'Contact Solestock about orders, shipping, prices or selling with us; we reply by e-mail.',
    },
  ];
}

/** The shop's contact address as the owner set it; the built-in one if the API cannot say. */
export async function loader({ context }: Route.LoaderArgs) {
  const contact = await apiJson<Partial<ShopContact>>(context.api, '/help-center/contact/').catch(
    () => null,
  );
  return { contactEmail: typeof contact?.email === 'string' ? contact.email : SHOP_CONTACT.email };
}

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
    const status = e instanceof ApiError ? e.status : 500;
    const fields =
      e instanceof ApiError ? ((e.body as { fields?: Record<string, string> })?.fields ?? {}) : {};
    if (!(e instanceof ApiError)) console.error('contact form failed', e);
    return data(
      {
        ok: false,
        error:
          e instanceof ApiError && status < 500
            ? e.message
            : 'Your message could not be sent just now. Please try again in a moment.',
        fields,
        values,
      } satisfies ContactActionData,
      { status: status >= 400 && status < 600 ? status : 500 },
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
