import { describe, expect, it } from 'vitest';
import { stockSettingsBody } from './stock-payloads.ts';

describe('the low-stock line', () => {
  it('takes a whole number of pairs from 0 to 100000, as a number or a form’s digits', () => {
    expect(stockSettingsBody.parse({ low_stock_pairs: 6 })).toEqual({ low_stock_pairs: 6 });
    expect(stockSettingsBody.parse({ low_stock_pairs: ' 12 ' })).toEqual({ low_stock_pairs: 12 });
    expect(stockSettingsBody.parse({ low_stock_pairs: 0 })).toEqual({ low_stock_pairs: 0 });
  });

  it('refuses anything else with one sentence, an empty field included', () => {
    for (const bad of ['', 'six', -1, 2.5, 100_001, null, '1e3']) {
      const parsed = stockSettingsBody.safeParse({ low_stock_pairs: bad });
      expect(parsed.success, String(bad)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        'The low-stock line is a whole number of pairs from 0 to 100000.',
      );
    }
  });
});
