// The order mails' lines by style and colour (decision 156): a row a block with its sizes in
// words, its pairs and amount; a wholesale order's mail stays under webmail's clipping size
// (Gmail clips HTML past 102 KB): 800 lines are listed whole, a 2,000-line order's first
// MAIL_STYLES_SHOWN blocks with the rest summed in a line that sends the buyer to the order.
import { describe, expect, it } from 'vitest';
import type { OrderStyleDto } from '@solestock/domain/style-lines';
import {
  MAIL_STYLES_SHOWN,
  orderConfirmedMail,
  orderReceivedMail,
  orderShippedMail,
  type MailOrder,
} from './order-mails.ts';

/** An order of `lines` lines: styles of six sizes (36–41) in a colour, 12 pairs at £4.15. */
function order(lines: number): MailOrder {
  const styles: OrderStyleDto[] = [];
  for (let i = 0; i < lines; i += 6) {
    const sizes = Math.min(6, lines - i);
    styles.push({
      key: `${i}:black`,
      item_group_id: i,
      name: `Northway Court Classic Low Sneaker ${100 + i / 6}`,
      brand: 'Northway',
      color: 'Black',
      image: '/media/x.webp',
      sale_mode: 'unlimited',
      ships_from: null,
      ships_by: null,
      pairs: 12 * sizes,
      subtotal: 49.8 * sizes,
      lines: Array.from({ length: sizes }, (_, s) => ({
        id: i + s,
        product_id: i + s,
        size: String(36 + s),
        quantity: 12,
        mode: 'sea' as const,
        unit_price: 5.19,
        product_currency: 'usd',
        converted_unit_price: 4.15,
        line_total: 49.8,
      })),
    });
  }
  return {
    id: 7,
    symbol: '£',
    total: 49.8 * lines,
    buyer: { email: 'ann@example.com', firstName: 'Ann' },
    company: { name: 'Ann Shoes Ltd', tax_id: '' },
    deliveryAddress: null,
    styles,
  };
}

const size = (m: { text: string; html: string }) => Buffer.byteLength(m.text + m.html);

describe('order mails by style and colour', () => {
  it('lists every block of an 800-line order, and stays under webmail’s clipping size', () => {
    const mail = orderReceivedMail('https://shop.example', { ...order(800), paidByCard: false });
    expect(mail.text).toContain('Your order: 134 styles and colours, 9,600 pairs');
    expect(mail.text).toContain(
      'Northway Court Classic Low Sneaker 100, Black · 36×12, 37×12, 38×12, 39×12, 40×12, 41×12 · 72 · £298.80',
    );
    expect(mail.text).not.toContain('more styles');
    expect(mail.html.match(/<tr style=/g)).toHaveLength(134);
    expect(Buffer.byteLength(mail.html)).toBeLessThan(102_000);
  });

  it('lists a 2,000-line order’s first blocks and sums the rest, in every mail that lists lines', () => {
    const big = order(2000);
    const rest = big.styles!.length - MAIL_STYLES_SHOWN;
    for (const mail of [
      orderReceivedMail('https://shop.example', { ...big, paidByCard: false }),
      orderConfirmedMail('https://shop.example', big, 10, 10, null),
      orderShippedMail('https://shop.example', big, 'DHL', 'JD1'),
    ]) {
      expect(mail.html.match(/<tr style=/g)).toHaveLength(MAIL_STYLES_SHOWN);
      expect(mail.text).toContain(
        `…and ${rest} more styles and colours, ${(rest * 72 - 48).toLocaleString('en')} pairs`,
      );
      expect(Buffer.byteLength(mail.html)).toBeLessThan(102_000);
      expect(size(mail)).toBeLessThan(160_000);
    }
  });
});
