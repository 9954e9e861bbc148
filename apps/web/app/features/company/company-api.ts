// The company calls the account pages and checkout make from the browser (docs/api.md,
// "Companies and addresses"): each answers its value, or the server's sentence and its
// per-field sentences (the API checks with the domain's schemas, so the page need not load zod).
import { ApiError, apiJson, browserApi } from '../../lib/api';

export type Sent<T> =
  { ok: true; value: T } | { ok: false; error: string; fields: Record<string, string> };

export const UNREACHABLE =
  'The shop could not be reached. Please check your connection and try again.';

export async function send<T>(
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  body?: unknown,
): Promise<Sent<T>> {
  try {
    const value = await apiJson<T>(browserApi, path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ApiError) {
      const fields = (error.body as { fields?: Record<string, string> } | null)?.fields ?? {};
      return { ok: false, error: error.message, fields };
    }
    return { ok: false, error: UNREACHABLE, fields: {} };
  }
}
