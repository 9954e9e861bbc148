// The buyer's mails in the buyer's language (users.language; docs/languages-mails-and-papers.md):
// subject, greeting, body and button in Japanese or Chinese, amounts through Intl; English as
// it always was.
import { describe, expect, it } from 'vitest';
import type { Locale } from '@solestock/domain/locales';
import { verificationMail } from '../accounts/account-mails.ts';
import {
  creditNoteMail,
  invoiceDueMail,
  invoiceOverdueMail,
  linesCancelledMail,
  orderAmendedMail,
  orderCancelledMail,
  orderConfirmedMail,
  orderHoldExpiredMail,
  orderReceivedMail,
  orderShippedMail,
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

/** The order on account, due on 2 Mar 2026, with its proforma and shipping papers. */
function dueOrder(language: Locale): MailOrder {
  const base = order(language);
  return {
    ...base,
    documents: ['proforma', 'invoice', 'packing-list'],
    terms: { ...base.terms!, dueOn: '2026-03-02' },
  };
}

describe('a buyer’s later order mails in Japanese', () => {
  const url = 'https://shop.example';

  it('confirmed: subject, goods and shipping, the on-account sentence, the proforma link', () => {
    const mail = orderConfirmedMail(url, dueOrder('ja'), '2400', '183360', '来週出荷します');
    expect(mail.subject).toBe('ご注文 #4821 が確定しました');
    expect(mail.text).toContain('販売元がご注文 #4821 を確定しました。');
    expect(mail.text).toContain('商品：￥180,960。送料：￥2,400。');
    expect(mail.text).toContain(
      '掛け払い：￥183,360 を出荷後30日以内に銀行振込でお支払いください。',
    );
    expect(mail.text).toContain('販売元からのメッセージ：来週出荷します');
    expect(mail.text).toContain('プロフォーマインボイスをダウンロード（PDF）');
    expect(mail.html).toContain('<html lang="ja">');
    expect(mail.text).not.toMatch(/confirmed|Goods|Download/);
  });

  it('confirmed with a balance to pay: the subject and the Pay Now button', () => {
    const card = {
      ...dueOrder('ja'),
      terms: { ...dueOrder('ja').terms!, paymentTerms: 'card' as const, depositPercent: 100 },
    };
    const mail = orderConfirmedMail(url, card, '2400', '183360', null);
    expect(mail.subject).toBe('ご注文 #4821 が確定しました：お支払い額 ￥183,360');
    expect(mail.text).toContain('今すぐ支払う: https://shop.example/ja/orders/4821');
  });

  it('amended: each line with its pairs and the goods before and now', () => {
    const mail = orderAmendedMail(url, order('ja'), {
      changes: [
        { id: 1, name: 'トレイルランナー, Black, 36', from: 6, to: 4, lineTotal: '13920' },
        { id: 2, name: 'トレイルランナー, Black, 37', from: 6, to: 0, lineTotal: '0' },
      ],
      totalBefore: '200000',
      paid: '0',
      balanceDue: '180960',
      refundDue: '0',
      note: '在庫調整',
    });
    expect(mail.subject).toBe('ご注文 #4821 が変更されました：新しい合計 ￥180,960');
    expect(mail.text).toContain('トレイルランナー, Black, 36：6足 → 4足、現在 ￥13,920。');
    expect(mail.text).toContain('トレイルランナー, Black, 37：削除（変更前 6足）。');
    expect(mail.text).toContain('変更前の商品：￥200,000。現在の商品：￥180,960。');
    expect(mail.text).not.toMatch(/pairs|Goods|removed/);
  });

  it('shipped in a second shipment: tracking, pairs left, the invoice due day, the papers', () => {
    const mail = orderShippedMail(url, dueOrder('ja'), 'Yamato', 'YT123', '90000', {
      id: 7,
      number: 2,
      invoiceNumber: 'INV-2026-0042',
      waybill: null,
      pairs: 12,
      pairsLeft: 6,
      dueOn: '2026-03-02',
    });
    expect(mail.subject).toBe('ご注文 #4821：第2便を出荷しました');
    expect(mail.text).toContain('ご注文 #4821 の第2便は Yamato にて配送中です：12足。');
    expect(mail.text).toContain('追跡番号：YT123。');
    expect(mail.text).toContain('未出荷：6足。');
    expect(mail.text).toContain('請求書：￥90,000 を 2026年3月2日 までに');
    expect(mail.text).toContain('コマーシャルインボイスをダウンロード（PDF）');
    expect(mail.text).toContain('パッキングリストをダウンロード（PDF）');
    expect(mail.text).toContain('第2便：1スタイル・カラー、12足');
    expect(mail.text).not.toMatch(/Shipment|Tracking|Download/);
  });

  it('invoice due and overdue (dunning): the due day, the amount, the hold warning', () => {
    const due = invoiceDueMail(url, dueOrder('ja'), '90000', 'INV-2026-0042');
    expect(due.subject).toBe('ご注文 #4821 の請求書のお支払い期限です：￥90,000');
    expect(due.text).toContain('請求書 INV-2026-0042 は、2026年3月2日 がお支払い期限です。');
    expect(due.text).toContain('注文番号 #4821 を添えて銀行振込でお支払いください。');
    const overdue = invoiceOverdueMail(url, dueOrder('ja'), '90000', null, 14);
    expect(overdue.subject).toBe('ご注文 #4821 の請求書のお支払いが14日遅れています：￥90,000');
    expect(overdue.text).toContain('現在14日遅れています。');
    expect(overdue.text).toContain('請求書のお支払いが21日遅れると');
    expect(`${due.text}${overdue.text}`).not.toMatch(/Invoice|Still to pay|overdue/);
  });

  it('credit note: number, invoice, reason, amount with its tax, the PDF link', () => {
    const mail = creditNoteMail(url, order('ja'), {
      id: 3,
      number: 'CN-2026-0001',
      invoiceNumber: 'INV-2026-0042',
      reason: '破損',
      amount: '11000',
      tax: '1000',
      taxLabel: '消費税 10 %',
    });
    expect(mail.subject).toBe('ご注文 #4821 のクレジットノート CN-2026-0001');
    expect(mail.text).toContain('請求書 INV-2026-0042 に対するクレジットノート CN-2026-0001');
    expect(mail.text).toContain('クレジット額：￥11,000（うち消費税 10 % ￥1,000）。');
    expect(mail.text).toContain('クレジットノート CN-2026-0001 をダウンロード（PDF）');
  });

  it('lines cancelled: the pairs that will not ship and the refund with its credit note', () => {
    const mail = linesCancelledMail(url, order('ja'), {
      pairs: 6,
      reason: '欠品',
      lines: [{ description: 'トレイルランナー, Black, 37', pairs: 6 }],
      refund: '20880',
      goods: '160080',
      note: { id: 3, number: 'CN-2026-0001', invoiceNumber: 'INV-2026-0042' },
    });
    expect(mail.subject).toBe('ご注文 #4821：6足は出荷されません');
    expect(mail.text).toContain('理由：欠品');
    expect(mail.text).toContain('トレイルランナー, Black, 37：6足をキャンセル。');
    expect(mail.text).toContain('￥20,880 をお支払いに使われたカードへ返金します。');
  });
});

describe('a buyer’s later order mails in Chinese and English', () => {
  it('shipped, in Simplified Chinese', () => {
    const mail = orderShippedMail('https://shop.example', dueOrder('zh-CN'), 'SF', 'SF1', '0');
    expect(mail.subject).toBe('订单 #4821 已发货');
    expect(mail.text).toContain('您的订单 #4821 已由 SF 承运，正在途中。');
    expect(mail.text).toContain('运单追踪号：SF1。');
    expect(mail.text).toContain('下载商业发票（PDF）');
    expect(mail.html).toContain('<html lang="zh-CN">');
  });

  it('as always in English', () => {
    const mail = invoiceOverdueMail('https://shop.example', dueOrder('en'), '90000', null, 14);
    expect(mail.subject).toBe('Invoice for order #4821 is 14 days overdue: ¥90,000.00');
    expect(mail.text).toContain(
      'The invoice for your order #4821, placed on account, was due on 2 Mar 2026 and is now 14 days overdue.',
    );
    expect(mail.text).toContain(
      'New orders from your company will be held for review once an invoice is 21 days overdue.',
    );
    const amended = orderAmendedMail('https://shop.example', order('en'), {
      changes: [
        { id: 1, name: 'Trail', from: 1, to: 2, lineTotal: '10', unitBefore: '6', unitAfter: '5' },
      ],
      totalBefore: '6',
      paid: '0',
      balanceDue: '10',
      refundDue: '0',
      note: 'n',
    });
    expect(amended.text).toContain('Trail: 1 pair → 2 pairs, ¥6.00 → ¥5.00 a pair, now ¥10.00.');
  });
});
