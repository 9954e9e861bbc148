// The session restored at start-up from the profile call (001 §4); a guest costs no API call.
import { apiJson, type ApiFetch } from './api';
import type { SessionUser } from './shop-context';

export async function loadSessionUser(
  api: ApiFetch,
  cookie: string | null,
): Promise<SessionUser | null> {
  if (!cookie || !/solestock_(access|refresh)=/.test(cookie)) return null;
  try {
    const profile = await apiJson<{ id: number; first_name: string }>(api, '/profile/');
    return { id: profile.id, username: profile.first_name };
  } catch {
    return null;
  }
}
