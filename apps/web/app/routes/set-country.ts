// POST /set-country: keeps the chosen country in a cookie and goes back where the shopper was.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { isCountryCode } from '@solestock/domain';

import { countryCookie } from '../lib/country';

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const country = String(form.get('country') ?? '').toLowerCase();
  const back = String(form.get('redirectTo') ?? '/');
  // Only a path on this site: never an open redirect.
  const target = back.startsWith('/') && !back.startsWith('//') ? back : '/';
  if (!isCountryCode(country)) return redirect(target);
  return redirect(target, { headers: { 'set-cookie': countryCookie(country) } });
}

export function loader() {
  return redirect('/');
}
