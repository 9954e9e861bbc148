// A block's sizes in words and when an order's blocks start folded (decision 156).
import { describe, expect, it } from 'vitest';
import {
  OPEN_BLOCKS_UP_TO_LINES,
  pairsText,
  sharedMode,
  sizeRunText,
  startsFolded,
} from './style-runs.ts';

const line = (size: string | null, quantity: number, mode: 'air' | 'sea' = 'sea') => ({
  size,
  quantity,
  mode,
});

describe('style runs', () => {
  it('says each size with its pairs, and each size’s mode only when the block mixes them', () => {
    expect(sizeRunText([line('40', 12), line('41', 12), line('42', 6)])).toBe('40×12, 41×12, 42×6');
    expect(sizeRunText([line('40', 12), line('40', 6, 'air')])).toBe(
      '40×12 Sea Mode, 40×6 Air Mode',
    );
    expect(sizeRunText([line(null, 24)])).toBe('One size×24');
    expect(sharedMode([line('40', 1, 'air'), line('41', 1, 'air')])).toBe('air');
    expect(sharedMode([line('40', 1, 'air'), line('41', 1)])).toBeNull();
  });

  it('folds an order longer than the threshold, in lines, however they fall into blocks', () => {
    const block = (n: number) => ({ lines: Array.from({ length: n }) });
    expect(startsFolded([block(OPEN_BLOCKS_UP_TO_LINES)])).toBe(false);
    expect(startsFolded([block(OPEN_BLOCKS_UP_TO_LINES - 1), block(2)])).toBe(true);
    expect(pairsText(1)).toBe('1 pair');
    expect(pairsText(9600)).toBe('9,600 pairs');
  });
});
