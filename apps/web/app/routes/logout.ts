// POST /logout (the header's and my-account's Logout form): ends the session on the server and
// clears the user even when that call fails (001 §4).
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { redirectInLanguage } from '../i18n/page-redirect';

/** Expired copies of every name the session cookies can have, for when the API is unreachable. */
const CLEARING = ['solestock_access', 'solestock_refresh'].flatMap((name) => [
  `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
  `__Host-${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`,
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const headers = new Headers();
  try {
    const res = await context.api('/logout/', { method: 'POST' });
    for (const c of res.headers.getSetCookie()) headers.append('set-cookie', c);
    if (!res.ok) throw new Error(`logout answered ${res.status}`);
  } catch (error) {
    console.error('Logout failed; clearing the session cookies anyway.', error);
    for (const c of CLEARING) headers.append('set-cookie', c);
  }
  return redirectInLanguage(request, '/', { headers });
}

export function loader({ request }: LoaderFunctionArgs) {
  return redirectInLanguage(request, '/');
}
