// The session restored at start-up from the profile call (001 §4); a guest costs no API call.
import type { ProfileDto } from '@solestock/domain/account-schemas';
import { apiJson, type ApiFetch } from './api';
import type { SessionUser } from './shop-context';

/** Whether the request carries a session at all; a guest's page makes no session calls. */
export function hasSessionCookie(cookie: string | null): boolean {
  return Boolean(cookie && /solestock_(access|refresh)=/.test(cookie));
}

export async function loadSessionUser(
  api: ApiFetch,
  cookie: string | null,
): Promise<SessionUser | null> {
  if (!hasSessionCookie(cookie)) return null;
  try {
    const profile = await apiJson<ProfileDto>(api, '/profile/');
    return { id: profile.id, username: profile.first_name };
  } catch {
    return null;
  }
}
