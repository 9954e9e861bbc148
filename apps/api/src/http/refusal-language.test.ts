// A /ja/ or /zh-cn/ page's refusals in its language (docs/refusals-in-languages.md): the header
// turns the sentence, the fields' and the items' into Japanese or Chinese; without it (English
// pages), and on the console's routes, the answer is the specs' English, byte for byte, and a
// translated refusal is never served from the response cache to an English request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LANGUAGE_HEADER } from '@solestock/domain/locales';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { refusalIn } from '../i18n/refusals/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const inLanguage = (language?: string) => (language ? { [PAGE_LANGUAGE_HEADER]: language } : {});
const login = (language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: 'nobody-here@example.com', password: 'Wrong#Password1' },
    headers: inLanguage(language),
  });

describe('refusals in the page’s language', () => {
  it('answers a wrong password in Japanese or Chinese with the header, the spec’s English without', async () => {
    const ja = await login('ja');
    expect(ja.statusCode).toBe(401);
    expect(ja.json()).toEqual({
      error: 'メールアドレスまたはパスワードが正しくありません。',
      code: 'invalid_credentials',
    });
    expect((await login('zh-CN')).json().error).toBe('邮箱或密码不正确。');
    const english = await login();
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({
      error: 'Incorrect email or password.',
      code: 'invalid_credentials',
    });
    // A language the shop does not offer is English.
    expect((await login('fr')).json().error).toBe('Incorrect email or password.');
  });

  it('translates a validation refusal with its number, and each field’s sentence', async () => {
    const contact = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/help-center/contact/',
        payload: {
          first_name: 'Ada',
          last_name: '',
          email: 'ada@example.com',
          mobile: '+44 7700 900123',
          message: 'Hi',
        },
        headers: inLanguage(language),
        remoteAddress: '10.9.9.9',
      });
    const zh = await contact('zh-CN');
    expect(zh.statusCode).toBe(400);
    const body = zh.json();
    expect(body.code).toBe('invalid_request');
    expect(body.fields).toEqual({
      last_name: '请输入您的姓。',
      message: '请再多写一些（至少10个字符）。',
    });
    expect(body.error).toBe('请更正以下字段：last_name, message。');
    const english = (await contact()).json();
    expect(english.fields).toEqual({
      last_name: 'Please enter your last name.',
      message: 'Please tell us a little more (at least 10 characters).',
    });
    expect(english.error).toBe('Please correct these fields: last_name, message.');
  });

  it('translates a failed verification’s sentence and the `message` its page reads', async () => {
    const verify = (language?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/verify-email/1/not-a-real-token/',
        headers: inLanguage(language),
      });
    const ja = (await verify('ja')).json();
    expect(ja.error).toBe('この確認リンクは無効です。リンク全体をコピーしたかご確認ください。');
    expect(ja.message).toBe(ja.error);
    const english = (await verify()).json();
    expect(english.message).toBe(
      'This verification link is not valid. Please check that you copied all of it.',
    );
  });

  it('leaves the console’s refusals English', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/',
      headers: inLanguage('ja'),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Please sign in to the back office.');
  });

  it('never serves a Japanese refusal of a cached read to an English request', async () => {
    const url = '/api/ecommerce/item-group/999999/';
    const ja = await t.app.inject({ method: 'GET', url, headers: inLanguage('ja') });
    expect(ja.statusCode).toBe(404);
    expect(ja.json().error).toBe('この商品グループは存在しません。');
    const english = await t.app.inject({ method: 'GET', url });
    expect(english.statusCode).toBe(404);
    expect(english.json().error).toBe('This product group does not exist.');
    // And the other way round: the English answer is not kept for the Japanese page either.
    const again = await t.app.inject({ method: 'GET', url, headers: inLanguage('ja') });
    expect(again.json().error).toBe('この商品グループは存在しません。');
  });
});

describe('refusalIn', () => {
  it('translates a stock refusal with its pairs, product and outcome', () => {
    const english =
      'Only 3 pairs of Runner, Black, size 42 are left; you asked for 12 pairs. Your order was not placed: lower the quantity, then place it again.';
    expect(refusalIn('ja', english)).toBe(
      'Runner, Black, size 42の在庫は残り3足です（ご希望は12足）。ご注文は確定されていません。数量を減らしてから、もう一度ご注文ください。',
    );
    expect(refusalIn('zh-CN', english)).toBe(
      'Runner, Black, size 42仅剩3双，您需要12双。您的订单未提交：请减少数量后重新下单。',
    );
    expect(refusalIn('en', english)).toBe(english);
  });

  it('reads a field-headed sentence and one missing its full stop, and keeps an unknown one', () => {
    expect(refusalIn('ja', 'line1: Please enter the address line 1.')).toBe(
      'line1: 住所1を入力してください。',
    );
    expect(refusalIn('zh-CN', 'Please enter a valid email address (e.g., name@example.com)')).toBe(
      '请输入有效的邮箱地址（例如：name@example.com）',
    );
    expect(refusalIn('ja', 'Line 2: This product does not exist. Nothing was added.')).toBe(
      '2行目: この商品は存在しません。何も追加されていません。',
    );
    expect(refusalIn('ja', 'A sentence nobody wrote.')).toBe('A sentence nobody wrote.');
  });
});
