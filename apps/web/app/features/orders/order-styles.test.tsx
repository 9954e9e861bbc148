// @vitest-environment jsdom
// The order page's lines by style and colour (decision 156): a short order's blocks open with
// every size's pairs and unit price; a long one's folded to a line that still says each size
// and its pairs, each opened by its own button (aria-expanded, named for its style and colour)
// or all at once by "Expand all"; every size reachable by name.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderStyleDto } from '@solestock/domain/style-lines';
import { OPEN_BLOCKS_UP_TO_LINES } from '@solestock/domain/style-runs';
import { OrderStyles } from './order-styles';

afterEach(cleanup);

/** Style `n` in `color`: sizes 40 up, 12 pairs each at £2.50. */
function style(n: number, color: string, sizes: number): OrderStyleDto {
  return {
    key: `${n}:${color.toLowerCase()}`,
    item_group_id: n,
    name: `Runner ${n}`,
    brand: 'Northway',
    color,
    image: '/placeholder-logo.svg',
    sale_mode: 'unlimited',
    ships_from: null,
    ships_by: null,
    pairs: 12 * sizes,
    subtotal: 30 * sizes,
    lines: Array.from({ length: sizes }, (_, i) => ({
      id: n * 100 + i,
      product_id: n * 100 + i,
      size: String(40 + i),
      quantity: 12,
      mode: 'sea' as const,
      unit_price: 3,
      product_currency: 'usd',
      converted_unit_price: 2.5,
      line_total: 30,
    })),
  };
}

const sizesOf = (name: string) => screen.queryByRole('list', { name: `Sizes of ${name}` });

describe('order lines by style and colour', () => {
  it('shows a short order’s blocks open: each size with its pairs and unit price, no buttons', () => {
    render(<OrderStyles styles={[style(1, 'Black', 3), style(1, 'White', 2)]} symbol="£" />);
    expect(screen.getAllByTestId('order-style')).toHaveLength(2);
    const black = sizesOf('Runner 1, Black')!;
    expect(
      within(black)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Size 4012 × £2.50', 'Size 4112 × £2.50', 'Size 4212 × £2.50']);
    expect(screen.getByText('Colour: Black · Sea Mode · 3 sizes · 36 pairs')).toBeTruthy();
    expect(screen.getAllByText('£90.00')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('folds a long order’s blocks to a line, and opens one or all by keyboard', async () => {
    const styles = Array.from({ length: 8 }, (_, i) => style(i + 1, 'Navy', 6));
    expect(styles.length * 6).toBeGreaterThan(OPEN_BLOCKS_UP_TO_LINES);
    render(<OrderStyles styles={styles} symbol="£" />);
    // Folded: no size cells, yet every size and its pairs in words.
    expect(sizesOf('Runner 1, Navy')).toBeNull();
    expect(screen.getAllByText('40×12, 41×12, 42×12, 43×12, 44×12, 45×12')).toHaveLength(8);
    const first = screen.getByRole('button', { name: 'Show sizes of Runner 1, Navy' });
    expect(first.getAttribute('aria-expanded')).toBe('false');

    const user = userEvent.setup();
    first.focus();
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(first.textContent).toBe('Hide sizes of Runner 1, Navy');
    const cells = sizesOf('Runner 1, Navy')!;
    expect(first.getAttribute('aria-controls')).toBe(cells.id);
    expect(within(cells).getAllByRole('listitem')).toHaveLength(6);
    expect(sizesOf('Runner 2, Navy')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    for (let n = 1; n <= 8; n++) expect(sizesOf(`Runner ${n}, Navy`)).toBeTruthy();
    expect(
      screen
        .getAllByRole('button', { expanded: true })
        .filter((b) => b.textContent?.startsWith('Hide')),
    ).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryAllByRole('list', { name: /^Sizes of/ })).toHaveLength(0);
  });

  it('says each size’s mode when a block mixes air and sea', () => {
    const mixed = style(3, 'Red', 2);
    mixed.lines[1] = { ...mixed.lines[1]!, mode: 'air' };
    render(<OrderStyles styles={[mixed]} symbol="£" />);
    expect(screen.getByText('Colour: Red · 2 sizes · 24 pairs')).toBeTruthy();
    expect(
      within(sizesOf('Runner 3, Red')!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Size 4012 × £2.50Sea Mode', 'Size 4112 × £2.50Air Mode']);
  });
});
