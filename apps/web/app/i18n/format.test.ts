// Numbers, money and dates written for the page's language through Intl (decision 203).
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format';

describe('formats for the locale', () => {
  it('writes numbers, money and dates as each language reads them', () => {
    expect(formatNumber('en', 12345)).toBe('12,345');
    expect(formatNumber('ja', 12345)).toBe('12,345');
    expect(formatMoney('en', 1234.5, 'usd')).toBe('$1,234.50');
    expect(formatMoney('ja', 1234, 'jpy')).toMatch(/^[¥￥]1,234$/);
    expect(formatMoney('zh-CN', 12.5, 'cny')).toBe('¥12.50');
    expect(formatDate('ja', '2026-11-29T12:00:00Z')).toBe('2026/11/29');
    expect(formatDate('zh-CN', '2026-11-29T12:00:00Z')).toBe('2026年11月29日');
    expect(formatDate('en', '2026-11-29T12:00:00Z')).toBe('Nov 29, 2026');
  });
});
