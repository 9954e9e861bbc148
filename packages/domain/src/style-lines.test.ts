import { describe, expect, it } from 'vitest';
import { groupByStyleColour, styleColourKey } from './style-lines.ts';

type Line = {
  id: number;
  itemGroupId: number | null;
  productId: number;
  color: string;
  size: string | null;
  mode: 'air' | 'sea';
};
const line = (
  id: number,
  itemGroupId: number | null,
  color: string,
  size: string | null,
  mode: 'air' | 'sea' = 'air',
): Line => ({
  id,
  itemGroupId,
  productId: 100 + id,
  color,
  size,
  mode,
});

describe('lines by style and colour', () => {
  it('keys a style and colour regardless of case and spaces, and a style-less product by itself', () => {
    expect(styleColourKey({ itemGroupId: 7, productId: 1, color: ' Black ' })).toBe(
      styleColourKey({ itemGroupId: 7, productId: 2, color: 'black' }),
    );
    expect(styleColourKey({ itemGroupId: 7, productId: 1, color: 'Black' })).not.toBe(
      styleColourKey({ itemGroupId: 7, productId: 1, color: 'White' }),
    );
    expect(styleColourKey({ itemGroupId: null, productId: 1, color: 'Black' })).not.toBe(
      styleColourKey({ itemGroupId: null, productId: 2, color: 'Black' }),
    );
  });

  it('keeps groups in first-seen order and sorts each by size, then air before sea', () => {
    const lines = [
      line(1, 7, 'Black', '42'),
      line(2, 8, 'Tan', 'M'),
      line(3, 7, 'Black', '9', 'sea'),
      line(4, 7, 'White', '40'),
      line(5, 7, 'black', '9'),
      line(6, 8, 'Tan', 'S'),
      line(7, 7, 'Black', '10'),
    ];
    const groups = groupByStyleColour(lines, (l) => l);
    expect(groups.map((g) => g.lines.map((l) => l.id))).toEqual([[5, 3, 7, 1], [6, 2], [4]]);
    expect(groups.map((g) => g.key)).toEqual(['7:black', '8:tan', '7:white']);
  });

  it('loses no line and invents none', () => {
    const lines = Array.from({ length: 50 }, (_, i) =>
      line(i, i % 4, i % 3 ? 'Red' : 'Blue', String(36 + (i % 9))),
    );
    const ids = groupByStyleColour(lines, (l) => l).flatMap((g) => g.lines.map((l) => l.id));
    expect(ids.sort((a, b) => a - b)).toEqual(lines.map((l) => l.id));
  });
});
