// /admin/sign-out: ends the staff session on the server (DELETE /api/admin/session/) and clears
// the cookie; a GET only redirects, so a link or a prefetch never signs anyone out.
import { redirect } from 'react-router';
import type { Route } from './+types/sign-out';

export const loader = () => redirect('/admin');

export async function action({ context }: Route.ActionArgs) {
  const headers = new Headers();
  const res = await context.api('/admin/session/', { method: 'DELETE' }).catch(() => null);
  for (const c of res?.headers.getSetCookie() ?? []) headers.append('set-cookie', c);
  return redirect('/admin/sign-in', { headers });
}
