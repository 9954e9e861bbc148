import { describe, expect, it } from 'vitest';
import { variantRows } from './variants';
import { parseQuantity, stepQuantity } from './quantity';

describe('variantRows', () => {
  it('orders sizes naturally and points a size missing in this colour at another colour', () => {
    const rows = variantRows(
      [
        { id: 1, color: 'Black', size: '10', coverImage: '' },
        { id: 2, color: 'Black', size: '9', coverImage: '' },
        { id: 3, color: 'Red', size: '11', coverImage: '' },
      ],
      { id: 2, color: 'Black', size: '9' },
    );
    expect(rows.sizes.map((s) => s.size)).toEqual(['9', '10', '11']);
    expect(rows.sizes.find((s) => s.size === '11')).toMatchObject({
      productId: 3,
      inColour: false,
    });
    expect(rows.colours.find((c) => c.color === 'Red')?.productId).toBe(3);
    expect(rows.optionsLine).toBe('2 colours, 3 sizes available');
  });

  it('gives no rows and no line for a product without variants', () => {
    expect(variantRows([], { id: 1, color: null, size: null })).toEqual({
      colours: [],
      sizes: [],
      optionsLine: '',
    });
  });
});

describe('quantity', () => {
  it('steps by 1 and floors at 0', () => {
    expect(stepQuantity(25, 1)).toBe(26);
    expect(stepQuantity(1, -1)).toBe(0);
    expect(stepQuantity(0, -1)).toBe(0);
    expect(stepQuantity(100000, 1)).toBe(100000);
  });

  it('reads typed text as a whole number of pairs', () => {
    expect(parseQuantity('40')).toBe(40);
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('-5')).toBe(5);
    expect(parseQuantity('999999')).toBe(100000);
  });
});
