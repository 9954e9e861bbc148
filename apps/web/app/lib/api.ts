// The one API client. On the server, loaders get `context.api`, which reaches the API in the
// same process (or at API_URL) with the shopper's cookies; in the browser it is plain fetch.
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

declare module 'react-router' {
  interface AppLoadContext {
    api: ApiFetch;
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export const browserApi: ApiFetch = (path, init) =>
  fetch(`/api${path}`, { credentials: 'include', ...init });

/** Calls the API and returns its JSON; a non-2xx answer becomes an ApiError with its sentence. */
export async function apiJson<T>(api: ApiFetch, path: string, init?: RequestInit): Promise<T> {
  const response = await api(path, {
    ...init,
    headers: {
      accept: 'application/json',
      ...(init?.body ? { 'content-type': 'application/json' } : {}),
      ...init?.headers,
    },
  });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      (body as { error?: unknown } | null)?.error &&
      typeof (body as { error: unknown }).error === 'string'
        ? (body as { error: string }).error
        : `Request failed (${response.status}).`;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}
