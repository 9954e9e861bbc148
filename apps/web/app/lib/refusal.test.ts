// The one error helper of the web's actions (storefront and console): the API's sentence and its
// sentence per field; the spec's fallback where the API sent none; a sentence a person can act on
// when the API cannot be reached; a redirect thrown by a guard passes through.
import { describe, expect, it, vi } from 'vitest';
import { redirect } from 'react-router';
import { ApiError } from './api';
import { refusal, refusalText, refused, UNREACHABLE } from './refusal';
import { loadCatalogue, translatorOf, type Translate } from '../i18n/i18n';

describe('refusal', () => {
  it('carries the API’s sentence, code and field sentences', () => {
    const error = new ApiError(400, 'Please correct these fields: city.', {
      error: 'Please correct these fields: city.',
      code: 'invalid_request',
      fields: { city: 'Please enter the city.' },
    });
    expect(refusal(error)).toEqual({
      status: 400,
      error: 'Please correct these fields: city.',
      code: 'invalid_request',
      fields: { city: 'Please enter the city.' },
    });
  });

  it('takes the first of a list of field sentences (`errors`)', () => {
    const error = new ApiError(400, 'x', { error: 'x', errors: { name: ['Too long.', 'Bad.'] } });
    expect(refusal(error).fields).toEqual({ name: 'Too long.' });
  });

  it('uses the spec’s fallback only where the API sent no sentence', () => {
    const bare = new ApiError(502, 'Request failed (502).', null);
    expect(refusal(bare).error).toBe('Request failed (502).');
    expect(refusal(bare, { fallback: 'Failed to send.' }).error).toBe('Failed to send.');
    const said = new ApiError(400, 'Already verified.', { error: 'Already verified.' });
    expect(refusal(said, { fallback: 'Failed to send.' }).error).toBe('Already verified.');
  });

  it('says the shop could not be reached when the call never got an answer', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(refusal(new TypeError('fetch failed'))).toEqual({
      status: 503,
      error: UNREACHABLE,
      code: null,
      fields: {},
    });
    expect(refusal(new TypeError('fetch failed'), { unreachable: 'Back office down.' }).error).toBe(
      'Back office down.',
    );
    logged.mockRestore();
  });

  it('throws a redirect on', () => {
    const response = redirect('/admin/sign-in');
    expect(() => refusal(response)).toThrow();
  });

  it('refused: the form’s answer with the refusal’s status', () => {
    const out = refused(
      { intent: 'invite' as const, id: 4 },
      new ApiError(409, 'Taken.', {
        error: 'Taken.',
      }),
    );
    expect(out.init).toMatchObject({ status: 409 });
    expect(out.data).toEqual({ intent: 'invite', id: 4, ok: false, error: 'Taken.', fields: {} });
  });
});

describe('refusalText', () => {
  it('writes the web’s own sentences in the page’s language, the API’s as sent', async () => {
    const i18n = await loadCatalogue('ja');
    const ja: Translate = (id, values) => i18n._(id, values);
    expect(refusalText(ja, UNREACHABLE)).toBe(
      'ショップに接続できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
    );
    expect(refusalText(ja, 'Request failed (409).')).toBe('リクエストに失敗しました（409）。');
    expect(refusalText(ja, 'Only 3 pairs are left.')).toBe('Only 3 pairs are left.');
    const en = translatorOf('en');
    expect(refusalText(en, UNREACHABLE)).toBe(UNREACHABLE);
    expect(refusalText(en, 'Request failed (409).')).toBe('Request failed (409).');
  });
});
