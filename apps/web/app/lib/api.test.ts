// The one API client: JSON in and out, and failures carried as ApiError with the API's sentence.
import { describe, expect, it } from 'vitest';
import { ApiError, apiJson, type ApiFetch } from './api';

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
