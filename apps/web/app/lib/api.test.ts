// The one API client: JSON in and out, and failures carried as ApiError with the API's sentence.
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, createBrowserApi, onSessionEnded, settled, type ApiFetch } from './api';

const answering =
  (status: number, body: unknown, seen: { path?: string; init?: RequestInit } = {}): ApiFetch =>
  async (path, init) => {
    seen.path = path;
    seen.init = init;
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  };

describe('apiJson', () => {
  it('returns the JSON body of a success and sends JSON bodies with their content type', async () => {
    const seen: { path?: string; init?: RequestInit } = {};
    const result = await apiJson<{ ok: boolean }>(answering(200, { ok: true }, seen), '/x/', {
      method: 'POST',
      body: JSON.stringify({ a: 1 }),
    });
    expect(result).toEqual({ ok: true });
    expect(seen.path).toBe('/x/');
    expect((seen.init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('returns null for 204', async () => {
    expect(await apiJson(answering(204, undefined), '/x/')).toBeNull();
  });

  it('throws ApiError carrying the API sentence, status and body', async () => {
    const body = { error: 'Quantity must be a whole number.', code: 'invalid_request' };
    const error = await apiJson(answering(400, body), '/x/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('Quantity must be a whole number.');
    expect((error as ApiError).body).toEqual(body);
  });

  it('names the status when the failure has no readable body', async () => {
    const api: ApiFetch = async () => new Response('<html>bad gateway</html>', { status: 502 });
    await expect(apiJson(api, '/x/')).rejects.toThrow('Request failed (502).');
  });
});

describe('the browser client session rule', () => {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  const unauthenticated = () =>
    json(401, { error: 'Authentication required.', code: 'not_authenticated' });

  it('refreshes once for all waiting requests and retries each once', async () => {
    let session = false;
    let refreshes = 0;
    const send = (async (url: string) => {
      if (url === '/api/token/refresh/') {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 10));
        session = true;
        return json(200, {});
      }
      return session ? json(200, { url }) : unauthenticated();
    }) as typeof fetch;
    const api = createBrowserApi(send);
    const answers = await Promise.all([api('/a/'), api('/b/'), api('/c/')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(refreshes).toBe(1);
  });

  it('signs out when the refresh fails and does not retry a wrong-password 401', async () => {
    const calls: string[] = [];
    const send = (async (url: string) => {
      calls.push(url);
      if (url === '/api/login/')
        return json(401, { error: 'Incorrect', code: 'invalid_credentials' });
      if (url === '/api/token/refresh/') return unauthenticated();
      return unauthenticated();
    }) as typeof fetch;
    const api = createBrowserApi(send);
    let ended = 0;
    const stop = onSessionEnded(() => (ended += 1));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await api('/profile/')).status).toBe(401);
    expect(ended).toBe(1);
    expect((await api('/login/')).status).toBe(401);
    expect(calls).toEqual(['/api/profile/', '/api/token/refresh/', '/api/login/']);
    stop();
    error.mockRestore();
  });

  it('leaves a staff call’s 401 alone: no shopper refresh, no shopper sign-out', async () => {
    const calls: string[] = [];
    const send = (async (url: string) => {
      calls.push(url);
      return unauthenticated();
    }) as typeof fetch;
    const api = createBrowserApi(send);
    let ended = 0;
    const stop = onSessionEnded(() => (ended += 1));
    expect((await api('/admin/me/')).status).toBe(401);
    expect(calls).toEqual(['/api/admin/me/']);
    expect(ended).toBe(0);
    stop();
  });
});

describe('settled', () => {
  it('gives the value of a call that answers and the sentence of one that fails', async () => {
    expect(await settled(Promise.resolve([1]))).toEqual({ value: [1], error: null });
    expect(await settled(Promise.reject(new ApiError(503, 'Try again soon.', null)))).toEqual({
      value: null,
      error: 'Try again soon.',
    });
  });
});
