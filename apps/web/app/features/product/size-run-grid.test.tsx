// @vitest-environment jsdom
// The size-run grid as a buyer uses it: keyboard between cells, typing sets a cell, totals per
// row and overall by each product's own slabs, and one add-many for every non-zero cell.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductVariant } from '@solestock/domain';
import { ProductPage } from './product-page';
import { SizeRunGrid } from './size-run-grid';
import { sizeRun } from './size-run';
import { inRouter, productFixture, slab } from './test-fixtures';

afterEach(cleanup);

// The style's two slab tables (ProductDetail.slabTables); a variant names one by index.
const slabTables = [
  [slab('from_to', 25, 99, 10), slab('from_to', 100, 299, 9), slab('>=', 300, null, 8)],
  [slab('>=', 10, null, 5)],
];
const priced = (v: ProductVariant, cheap = false): ProductVariant => ({
  ...v,
  defaultSellingPrice: { amount: 12, currency: 'usd' },
  slabTable: cheap ? 1 : 0,
});

function product() {
  const base = productFixture();
  return productFixture({
    variants: [
      priced({ id: 7, color: 'Black', size: '10', coverImage: '' }),
      priced({ id: 8, color: 'Black', size: '9', coverImage: '' }),
      priced({ id: 11, color: 'Black', size: 'M', coverImage: '' }),
      priced({ id: 9, color: 'Navy', size: '9', coverImage: '' }, true),
      priced({ id: 10, color: 'Navy', size: '10', coverImage: '' }),
    ],
    slabPrices: base.slabPrices,
    slabTables,
  });
}

const cell = (name: string) => screen.getByRole('textbox', { name: `${name}, pairs` });

describe('sizeRun', () => {
  it('puts colours in rows and sizes in natural order, with gaps where a size is not made', () => {
    const run = sizeRun(product());
    expect(run.colours).toEqual(['Black', 'Navy']);
    expect(run.sizes).toEqual(['9', '10', 'M']);
    expect(run.cells.map((r) => r.map((c) => c?.productId ?? null))).toEqual([
      [8, 7, 11],
      [9, 10, null],
    ]);
  });
});

describe('SizeRunGrid', () => {
  it('moves between cells with the arrow keys, skipping sizes not made, and typing sets a cell', async () => {
    const user = userEvent.setup();
    let quantities: Record<number, number> = {};
    function Harness() {
      const [q, setQ] = useState<Record<number, number>>({});
      quantities = q;
      return <SizeRunGrid product={product()} mode="air" quantities={q} onChange={setQ} />;
    }
    render(inRouter(<Harness />));
    await user.click(cell('Black, size 9'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Black, size 10'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Black, size M'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Black, size M'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('Black, size M')); // Navy M is not made
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(document.activeElement).toBe(cell('Navy, size 10'));
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toBe(cell('Black, size 9'));
    await user.keyboard('30');
    expect(quantities).toEqual({ 8: 30 });
  });

  it('totals each row and the run in pairs and money, each product by its own slabs', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={product()} />));
    const grid = screen.getByTestId('size-run');
    const type = async (name: string, value: string) => {
      const input = within(grid).getByRole('textbox', { name: `${name}, pairs` });
      await user.click(input);
      await user.keyboard(value);
    };
    await type('Black, size 9', '30'); // 30 × $10
    await type('Black, size 10', '100'); // 100 × $9
    await type('Navy, size 9', '20'); // 20 × $5 (its own slab)
    await type('Navy, size 10', '5'); // below every slab: 5 × $12
    const rows = within(grid).getAllByTestId('size-run-row');
    expect(within(rows[0]!).getByTestId('size-run-row-pairs').textContent).toMatch(/130$/);
    expect(within(rows[0]!).getByTestId('size-run-row-total').textContent).toMatch(/\$1,200\.00$/);
    expect(within(rows[1]!).getByTestId('size-run-row-pairs').textContent).toMatch(/25$/);
    expect(within(rows[1]!).getByTestId('size-run-row-total').textContent).toMatch(/\$160\.00$/);
    expect(within(grid).getByTestId('size-run-pairs').textContent).toBe('155 pairs');
    expect(within(grid).getByTestId('size-run-total').textContent).toBe('$1,360.00');
  });

  it('hints the next tier for the cell in focus and takes the cell there', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={product()} />));
    const grid = screen.getByTestId('size-run');
    const input = within(grid).getByRole('textbox', { name: 'Black, size 9, pairs' });
    await user.click(input);
    await user.keyboard('80');
    await user.click(
      within(grid).getByRole('button', {
        name: 'Black, size 9: Add 20 more pairs for $9.00/pair',
      }),
    );
    expect(input).toHaveProperty('value', '100');
  });

  it('says how a style tier counts, and hints the style’s next tier once, naming no cell (issue 43 item 3)', async () => {
    const user = userEvent.setup();
    const style = productFixture({
      ...product(),
      tier_scope: 'style',
      variants: product().variants.map((v) => ({ ...v, slabTable: 0 })),
    });
    render(inRouter(<ProductPage product={style} />));
    const grid = screen.getByTestId('size-run');
    expect(grid.textContent).not.toContain('each is priced by its own slab');
    expect(grid.textContent).toContain(
      'every pair of this style, in any size and colour, counts toward its tier price',
    );
    // 40 + 40 pairs of the style: 20 more, in any cell, reach $9.00 for every pair.
    await user.click(within(grid).getByRole('textbox', { name: 'Black, size 9, pairs' }));
    await user.keyboard('40');
    await user.click(within(grid).getByRole('textbox', { name: 'Navy, size 10, pairs' }));
    await user.keyboard('40');
    const hints = within(grid).getAllByTestId('size-run-hint');
    expect(hints).toHaveLength(1);
    expect(hints[0]!.textContent).toBe(
      '↑Add 20 more pairs of this style, in any size or colour, for $9.00/pair',
    );
    // Another cell in focus: the same one hint for the style.
    await user.click(within(grid).getByRole('textbox', { name: 'Black, size M, pairs' }));
    expect(
      within(grid)
        .getAllByTestId('size-run-hint')
        .map((h) => h.textContent),
    ).toEqual(['↑Add 20 more pairs of this style, in any size or colour, for $9.00/pair']);
    cleanup();
    // A product-scoped style keeps its words: each cell by its own slab.
    render(inRouter(<ProductPage product={product()} />));
    expect(screen.getByTestId('size-run').textContent).toContain('each is priced by its own slab');
  });

  it('sends every non-zero cell in one add-many with the mode, then clears the grid', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    render(
      inRouter(<ProductPage product={product()} />, undefined, undefined, async ({ request }) => {
        const form = await request.formData();
        sent.push({ intent: form.get('intent'), lines: JSON.parse(String(form.get('lines'))) });
        return { ok: true, status: 201, count: 2 };
      }),
    );
    const grid = screen.getByTestId('size-run');
    const add = within(grid).getByRole('button', { name: 'Add all to cart' });
    expect(add).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: /Sea Mode/ }));
    await user.click(within(grid).getByRole('textbox', { name: 'Black, size 10, pairs' }));
    await user.keyboard('25{ArrowDown}50');
    await user.click(add);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      intent: 'add-many',
      lines: [
        { product_id: 7, quantity: 25, mode: 'sea' },
        { product_id: 10, quantity: 50, mode: 'sea' },
      ],
    });
    await screen.findByText(/Added 2 lines \(75 pairs\) to your cart\./);
    await waitFor(() =>
      expect(within(grid).getByTestId('size-run-pairs').textContent).toBe('0 pairs'),
    );
  });

  it('sends a guest to /login and puts the run back when they return to the style', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={product()} />));
    const grid = screen.getByTestId('size-run');
    await user.click(within(grid).getByRole('textbox', { name: 'Navy, size 9, pairs' }));
    await user.keyboard('40');
    await user.click(within(grid).getByRole('button', { name: 'Add all to cart' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('/login'));
    cleanup();
    render(inRouter(<ProductPage product={product()} />));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Navy, size 9, pairs' })).toHaveProperty(
        'value',
        '40',
      ),
    );
    expect(sessionStorage.getItem('pendingSizeRun')).toBeNull();
  });
});
