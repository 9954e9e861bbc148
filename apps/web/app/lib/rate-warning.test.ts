// Issue 41.15: a price the rates cannot convert is logged as one JSON warning per missing
// currency a minute, not a plain line per price; and shown in its own currency, never another's.
import { describe, expect, it } from 'vitest';
import { convertUnitPrice, formatPrice } from '@solestock/domain';
import { rateWarner, RATE_WARNING_EVERY_MS } from './rate-warning';

describe('the missing-rate warning', () => {
  it('is one JSON line per currency a minute, however many prices miss the rate', () => {
    const lines: string[] = [];
    let clock = 1_000_000;
    const warn = rateWarner(
      (line) => lines.push(line),
      () => clock,
    );
    // The UK shopper's page of a server with no GBP rate: 27 prices, one line.
    const rates = { rates: { USD: 1, JPY: 150 } };
    const shown = [];
    for (let i = 0; i < 27; i++) {
      const price = convertUnitPrice('68.00', 'usd', 'gb', rates, warn);
      shown.push(formatPrice(price.symbol, price.amount));
    }
    expect(new Set(shown)).toEqual(new Set(['$68.00']));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      level: 40,
      time: 1_000_000,
      msg: 'No exchange rate for GBP; showing the amount in USD.',
      currency: 'GBP',
    });

    // Another currency is its own line; the same one again only after a minute.
    convertUnitPrice('5', 'gbp', 'in', { rates: { USD: 1, GBP: 0.8 } }, warn);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[1]!).currency).toBe('INR');
    clock += RATE_WARNING_EVERY_MS - 1;
    convertUnitPrice('68.00', 'usd', 'gb', rates, warn);
    expect(lines).toHaveLength(2);
    clock += 1;
    convertUnitPrice('68.00', 'usd', 'gb', rates, warn);
    expect(lines).toHaveLength(3);
  });
});
