// The buyer's mails in the buyer's language (users.language; docs/languages-mails-and-papers.md):
// subject, greeting, body and button in Japanese or Chinese, amounts through Intl; English as
// it always was.
import { describe, expect, it } from 'vitest';
import type { Locale } from '@solestock/domain/locales';
import { verificationMail } from '../accounts/account-mails.ts';
import {
  orderCancelledMail,
  orderHoldExpiredMail,
  orderReceivedMail,
  type MailOrder,
} from '../orders/order-mails.ts';

function order(language: Locale): MailOrder & { paidByCard: boolean } {
  return {
    id: 4821,
    symbol: '¥',
    total: '180960',
    buyer: { email: 'ken@example.jp', firstName: 'Ken', language },
    company: { name: 'Kobe Shoes KK', tax_id: '' },
    deliveryAddress: null,
    paidByCard: false,
    styles: [
      {
        key: '1:black',
        item_group_id: 1,
        name: 'トレイルランナー',
        brand: 'Northway',
        color: 'Black',
        image: '/media/x.webp',
        sale_mode: 'unlimited',
        ships_from: null,
        ships_by: null,
        pairs: 12,
        subtotal: 41760,
        lines: [36, 37].map((size) => ({
          id: size,
          product_id: size,
          size: String(size),
          quantity: 6,
          mode: 'sea' as const,
          unit_price: 3480,
          product_currency: 'jpy',
          converted_unit_price: 3480,
          line_total: 20880,
        })),
      },
    ],
    terms: {
      currency: 'jpy',
      paymentTerms: 'account',
      depositPercent: 0,
      netDays: 30,
      dueOn: null,
    },
  };
}

describe('a buyer’s order-placed mail', () => {
  it('is in Japanese for a Japanese buyer: subject, greeting, body, table, link', () => {
    const mail = orderReceivedMail('https://shop.example', order('ja'));
    expect(mail.subject).toBe('ご注文 #4821 を承りました');
    expect(mail.text).toContain('Ken 様');
    expect(mail.text).toContain('ご注文 #4821（￥180,960）をいただき、ありがとうございます。');
    expect(mail.text).toContain('請求書のお支払い期限は出荷後30日です。');
    expect(mail.text).toContain('ご注文内容：1スタイル・カラー、12足');
    expect(mail.text).toContain('ご注文を見る: https://shop.example/ja/orders/4821');
    expect(mail.html).toContain('<html lang="ja">');
    expect(mail.html).toContain('<th scope="col" align="left">スタイル・カラー</th>');
    expect(mail.text).not.toMatch(/Thank you|Hello|We will e-mail/);
  });

  it('is in Simplified Chinese for a Chinese buyer', () => {
    const mail = orderReceivedMail('https://shop.example', order('zh-CN'));
    expect(mail.subject).toBe('我们已收到您的订单 #4821');
    expect(mail.text).toContain('Ken，您好：');
    expect(mail.text).toContain('感谢您的订单 #4821，金额 JP¥180,960。');
    expect(mail.text).toContain('您的订单：1 个款式及颜色，12 双');
    expect(mail.html).toContain('<html lang="zh-CN">');
    expect(mail.text).not.toMatch(/Thank you|Hello/);
  });

  it('is in English, as always, for an English buyer', () => {
    const mail = orderReceivedMail('https://shop.example', order('en'));
    expect(mail.subject).toBe('We received your order #4821');
    expect(mail.text).toContain('Hello Ken,');
    expect(mail.text).toContain('Thank you for your order #4821 of ¥180,960.00.');
    expect(mail.text).toContain('the invoice is due 30 days after shipping.');
    expect(mail.html).toContain('<!doctype html><html><body');
  });
});

describe('a buyer’s cancelled orders’ mails', () => {
  it('are in Japanese for a Japanese buyer', () => {
    const expired = orderHoldExpiredMail('https://shop.example', order('ja'), 30);
    expect(expired.subject).toBe(
      'ご注文 #4821 はキャンセルされました：期限内にお支払いがありませんでした',
    );
    expect(expired.text).toContain('ご注文から30分以内にお支払いがなかったため');
    const cancelled = orderCancelledMail('https://shop.example', order('ja'), '在庫切れ', '1200');
    expect(cancelled.subject).toBe('ご注文 #4821 はキャンセルされました');
    expect(cancelled.text).toContain('理由：在庫切れ');
    expect(cancelled.text).toContain('￥1,200 をお支払いに使われたカードへ返金しています。');
  });
});

describe('the sign-up verification mail', () => {
  it.each([
    ['ja', '{{shop_name}} アカウントのご確認', 'メールアドレスを確認する', '/ja'],
    ['zh-CN', '确认您的 {{shop_name}} 账户', '确认我的邮箱', '/zh-cn'],
    ['en', 'Confirm your {{shop_name}} account', 'Confirm my email', ''],
  ] as const)(
    '%s: subject, button and page in the language',
    (locale, subject, button, segment) => {
      const mail = verificationMail('https://shop.example', 'a@b.c', 'Ken', 9, 'tok', locale);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(`${button}: https://shop.example${segment}/verify-email/9/tok`);
    },
  );
});
