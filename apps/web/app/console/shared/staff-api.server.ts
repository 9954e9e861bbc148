// How console loaders and actions reach /api/admin: the app's one API client (context.api, which
// forwards the request's cookies, the staff cookie among them); a 401 sends the staff member to
// /admin/sign-in with the way back.
import { data, redirect } from 'react-router';
import { ApiError, apiJson, type ApiFetch } from '../../lib/api';
import type { StaffMe } from './console-types';
import { refusal as sharedRefusal, type Refusal } from '../../lib/refusal';

/** /admin/sign-in with the page to come back to (path and query) in `redirectTo`. */
export function staffSignInRedirect(request: Request): Response {
  const url = new URL(request.url);
  return redirect(`/admin/sign-in?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** GET or POST an /api/admin path; a 401 becomes the redirect to the sign-in page. */
export async function staffJson<T>(
  request: Request,
  api: ApiFetch,
  path: string,
  init?: RequestInit,
): Promise<T> {
  try {
    return await apiJson<T>(api, `/admin${path}`, init);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw staffSignInRedirect(request);
    // The owner requires two-factor sign-in and this member has none yet: set it up first.
    if (
      error instanceof ApiError &&
      error.status === 403 &&
      codeOf(error) === 'totp_setup_required'
    )
      throw redirect('/admin/account');
    throw error;
  }
}

/** staffJson for loaders: a 403 or 404 becomes that status for the page's error boundary. */
export async function staffLoad<T>(request: Request, api: ApiFetch, path: string): Promise<T> {
  try {
    return await staffJson<T>(request, api, path);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404))
      throw data(error.message, { status: error.status });
    throw error;
  }
}

const codeOf = (error: ApiError) => (error.body as { code?: unknown } | null)?.code;

export const loadStaffMe = (request: Request, api: ApiFetch) =>
  staffJson<StaffMe>(request, api, '/me/');

/** A JSON POST/PATCH/DELETE body for staffJson. */
export const jsonBody = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** What a back-office form shows when the API cannot be reached. */
export const BACK_OFFICE_UNREACHABLE = 'The back office could not be reached. Please try again.';

/** The API's sentence and field errors of a refused write (lib/refusal.ts, shared with the shop). */
export const refusal = (error: unknown): Refusal =>
  sharedRefusal(error, { unreachable: BACK_OFFICE_UNREACHABLE });
