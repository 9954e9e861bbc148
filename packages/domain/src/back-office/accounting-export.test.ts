// The accounting export's rules (docs/accounting-export.md): a document's total split over its
// rows exactly, and the range a file may cover.
import { describe, expect, it } from 'vitest';
import {
  accountingExportQuery,
  accountingFileName,
  allocateMinor,
  rangeProblem,
} from './accounting-export.ts';

describe('allocateMinor', () => {
  it('splits a total by its weights so the shares add up to it, leftovers to the largest remainders', () => {
    expect(allocateMinor(100, ['1', '1', '1'])).toEqual([34, 33, 33]);
    expect(allocateMinor(1001, ['33.335', '33.335', '33.33'])).toEqual([334, 334, 333]);
    expect(allocateMinor(200, ['10', '0', '30'])).toEqual([50, 0, 150]);
    const shares = allocateMinor(99_999, ['0.07', '12.5', '3', '7.777']);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(99_999);
  });

  it('gives the whole total to the first row when nothing weighs, and keeps a negative total negative', () => {
    expect(allocateMinor(5, ['0', '0'])).toEqual([5, 0]);
    expect(allocateMinor(-7, ['1', '1'])).toEqual([-4, -3]);
    expect(allocateMinor(0, ['1', '2'])).toEqual([0, 0]);
    expect(allocateMinor(3, [])).toEqual([]);
  });
});

describe('the export range', () => {
  it('takes a year at most, in order, with sentences', () => {
    expect(rangeProblem('2026-01-01', '2026-12-31')).toBeNull();
    expect(rangeProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(rangeProblem('2026-03-02', '2026-03-01')).toMatch(/^The range ends before it starts/);
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe(
      'One file covers at most a year (366 days); this range is 367 days. Export it a year at a time.',
    );
  });

  it('reads the query with defaults and names the file', () => {
    const q = accountingExportQuery.parse({ from: '2026-01-01', to: '2026-03-31' });
    expect(q).toEqual({ from: '2026-01-01', to: '2026-03-31', format: 'csv', kind: 'all' });
    expect(accountingFileName(q)).toBe('accounting-2026-01-01-to-2026-03-31.csv');
    expect(accountingFileName({ ...q, kind: 'credit_note', format: 'xlsx' })).toBe(
      'accounting-credit-notes-2026-01-01-to-2026-03-31.xlsx',
    );
    const bad = accountingExportQuery.safeParse({ from: '2026-02-30', to: '2026-03-01' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual(['from is not a real date.']);
  });
});
