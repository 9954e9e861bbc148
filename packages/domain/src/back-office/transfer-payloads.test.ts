// The bank transfer's amount: a malformed one is refused with the form's sentence, never read as
// money (an empty amount once reached the money reader and made a 500).
import { describe, expect, it } from 'vitest';
import { transferBody } from './transfer-payloads.ts';

const body = (amount: unknown) => ({ amount, reference: 'BANK-1', received_on: '2026-11-02' });

describe('a transfer’s amount', () => {
  it('refuses an empty or malformed amount with a sentence, without throwing', () => {
    for (const amount of ['', ' ', 'abc', '1.234', '-5']) {
      const parsed = transferBody.safeParse(body(amount));
      expect(parsed.success, JSON.stringify(amount)).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual([
        'Enter the amount received, with at most 2 decimals.',
      ]);
    }
  });

  it('refuses 0 and takes a well-formed amount', () => {
    expect(transferBody.safeParse(body('0')).error?.issues[0]?.message).toBe(
      'Enter an amount above 0.',
    );
    expect(transferBody.safeParse(body('12.50')).success).toBe(true);
  });
});
