// POST /set-country: keeps the chosen country in a cookie and goes back where the shopper was.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { isCountryCode } from '@solestock/domain';

import { countryCookie } from '../lib/country';
import { safeReturnTarget } from '../lib/return-target';
import { localizedPath, splitLocalePath } from '../i18n/locale-path';

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const country = String(form.get('country') ?? '').toLowerCase();
  // Only a page of this site: never an open redirect.
  const chosen = safeReturnTarget(form.get('redirectTo'), context.publicUrl) ?? '/';
  // The selector sends the page's path inside its language (/cart on /ja/cart): back to /ja/cart.
  const target = localizedPath(splitLocalePath(new URL(request.url).pathname).locale, chosen);
  if (!isCountryCode(country)) return redirect(target);
  return redirect(target, { headers: { 'set-cookie': countryCookie(country) } });
}

export function loader() {
  return redirect('/');
}
