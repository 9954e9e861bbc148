import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_WORDS, auditActionWords } from './audit-actions.ts';

describe('audit actions in words', () => {
  it('writes a known action as a sentence, never its code', () => {
    expect(auditActionWords('customers.disable')).toBe('Disabled a customer');
    for (const [code, words] of Object.entries(AUDIT_ACTION_WORDS)) {
      expect(words, code).not.toContain('.');
      expect(words, code).not.toContain('_');
    }
  });

  it('writes an action it does not know yet as words too', () => {
    expect(auditActionWords('invoices.number_reserved')).toBe('Invoices: number reserved');
    expect(auditActionWords('outbox')).toBe('Outbox');
    expect(auditActionWords('')).toBe('Unnamed action');
  });
});
