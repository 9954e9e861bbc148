// The API's refusals in the page's language (docs/refusals-in-languages.md): a /ja/ or /zh-cn/
// page's action calls the API with the page-language header (app/lib/api.ts
// catalogueInLanguage, the one place), so a refusal reaches the page in its language; an
// English page's calls send nothing new and get the specs' English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionFunctionArgs, ServerBuild } from 'react-router';
import { PAGE_LANGUAGE_HEADER } from '@solestock/domain/locales';
import { apiJson, catalogueInLanguage, serverMessage, type ApiFetch } from '../app/lib/api';
import { actionDataDocument, testBuild } from './test-build.ts';
import { openTestStore, type TestStore } from './test-store.ts';

/** An action that signs in with a wrong password and answers with the API's sentence. */
async function wrongPassword({ context }: ActionFunctionArgs) {
  try {
    await apiJson(context.api, '/login/', {
      method: 'POST',
      body: JSON.stringify({ email: 'nobody-here@example.com', password: 'Wrong#Password1' }),
    });
    return { error: null };
  } catch (error) {
    return { error: serverMessage(error) };
  }
}

const probeBuild = (dir: string): ServerBuild =>
  testBuild(
    dir,
    { 'routes/probe': { path: 'probe', module: { action: wrongPassword } } },
    actionDataDocument,
  );

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore('refusal-language', probeBuild);
});
afterAll(() => store?.close());

async function post(path: string) {
  const response = await store.web.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  return Object.values((response.json() ?? {}) as Record<string, { error: string | null }>).find(
    Boolean,
  )?.error;
}

describe('a page’s action calls', () => {
  it('get the API’s refusal in the page’s language, English unchanged', async () => {
    expect(await post('/ja/probe')).toBe('メールアドレスまたはパスワードが正しくありません。');
    expect(await post('/zh-cn/probe')).toBe('邮箱或密码不正确。');
    expect(await post('/probe')).toBe('Incorrect email or password.');
  });
});

describe('catalogueInLanguage’s page-language header', () => {
  it('goes with every storefront call of a /ja/ page, never the console’s nor English ones', async () => {
    const sent: [string, string | null][] = [];
    const api: ApiFetch = (path, init) => {
      sent.push([path, new Headers(init?.headers).get(PAGE_LANGUAGE_HEADER)]);
      return Promise.resolve(new Response('null'));
    };
    const ja = catalogueInLanguage(api, 'ja');
    await ja('/login/', { method: 'POST', headers: { 'content-type': 'application/json' } });
    await ja('/ecommerce/categories/');
    await ja('/admin/orders/');
    await catalogueInLanguage(api, 'en')('/login/', { method: 'POST' });
    expect(sent).toEqual([
      ['/login/', 'ja'],
      ['/ecommerce/categories/?lang=ja', 'ja'],
      ['/admin/orders/', null],
      ['/login/', null],
    ]);
  });
});
