// @vitest-environment jsdom
// The cart by style and colour (decision 155): one block per style and colour with its sizes in a
// row; a cart of a few blocks opens them all, a wholesale one shows their summaries, opened one by
// one or by "Expand all"; every quantity is named by product, colour and size; a typed or stepped
// quantity saves the right cart line; a block's checkbox selects its sizes for Remove; the
// next-tier hint counts the style's pairs as its slab does.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartByStyleDto } from '@solestock/domain/cart-payloads';
import { cartPage, packCartPage, unpackCartPage } from '../../lib/cart-types';
import { cartOf, sizeLine, styleBlock } from './cart-fixtures';
import { CartScreen, OPEN_BLOCKS_MAX } from './cart-screen';
import { renderCartRoute } from './cart-route.fixture';

afterEach(cleanup);

const renderCart = (cart: CartByStyleDto | (() => React.ReactNode), sent: FormData[] = []) =>
  renderCartRoute(typeof cart === 'function' ? cart() : <CartScreen cart={cart} />, sent);

const threeStyles = () =>
  cartOf([
    styleBlock('Harbor Boot', 'Navy', [
      sizeLine('7', { id: 11 }),
      sizeLine('8', { id: 12, quantity: 12 }),
      sizeLine('9', { id: 13, unit_price: 9 }),
    ]),
    styleBlock('Harbor Boot', 'Tan', [sizeLine('8', { id: 21 })]),
    styleBlock('Trail Runner', 'Black', [sizeLine('10', { id: 31 }), sizeLine('11', { id: 32 })]),
  ]);

/** A wholesale cart: `blocks` styles of 8 sizes each. */
const manyStyles = (blocks: number) =>
  cartOf(
    Array.from({ length: blocks }, (_, b) =>
      styleBlock(
        `Style ${b + 1}`,
        'Black',
        Array.from({ length: 8 }, (_, s) => sizeLine(String(s + 5), { id: 1000 + b * 10 + s })),
      ),
    ),
  );

const blocks = () => screen.getAllByTestId('cart-style');

describe('the cart by style and colour', () => {
  it('shows each style and colour once, its sizes in a row, pairs and subtotal in its header', () => {
    renderCart(threeStyles());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Cart (6 Items)');
    expect(screen.getByTestId('selected-count').textContent).toBe('0/6 ITEMS SELECTED');
    expect(blocks()).toHaveLength(3);
    const navy = blocks()[0]!;
    expect(within(navy).getByRole('button', { name: 'Harbor Boot, Navy' })).toBeTruthy();
    expect(navy.textContent).toContain('24 pairs · 3 sizes · $234.00');
    const sizes = within(navy).getAllByTestId('cart-line');
    expect(sizes.map((cell) => cell.textContent?.match(/^\d+/)?.[0])).toEqual(['7', '8', '9']);
    // Sizes at different prices say each one's; a block at one price says it once.
    expect(
      within(navy)
        .getAllByTestId('line-unit-price')
        .map((n) => n.textContent),
    ).toEqual(['$10.00', '$10.00', '$9.00']);
    expect(within(blocks()[2]!).getAllByTestId('line-unit-price')).toHaveLength(1);
  });

  it('names every quantity by product, colour and size', () => {
    renderCart(threeStyles());
    const box = screen.getByRole('textbox', { name: 'Harbor Boot, Navy, size 8, pairs' });
    expect((box as HTMLInputElement).value).toBe('12');
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Trail Runner, Black, size 11' }),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Harbor Boot, Tan, size 8' })).toBeTruthy();
    // At 6 pairs, decrease is a decrease; at 1 it is named for what it does (below).
    expect(
      screen.getByRole('button', { name: 'Decrease quantity of Harbor Boot, Navy, size 9' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Harbor Boot, Navy, size 9' })).toBeNull();
  });

  it(`opens a cart of up to ${OPEN_BLOCKS_MAX} blocks; a longer one shows summaries to open`, async () => {
    renderCart(manyStyles(OPEN_BLOCKS_MAX));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(OPEN_BLOCKS_MAX * 8);
    cleanup();

    renderCart(manyStyles(20));
    const user = userEvent.setup();
    expect(blocks()).toHaveLength(20);
    expect(screen.queryAllByTestId('cart-line')).toHaveLength(0);
    // A closed block's summary: name, colour, pairs and subtotal.
    expect(blocks()[4]!.textContent).toContain('Style 5, Black');
    expect(blocks()[4]!.textContent).toContain('48 pairs · 8 sizes · $480.00');
    const opener = screen.getByRole('button', { name: 'Style 5, Black' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    // By keyboard: the header's button opens its sizes, each quantity named.
    opener.focus();
    await user.keyboard('{Enter}');
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(opener.getAttribute('aria-controls')!)).toBeTruthy();
    expect(
      screen.getAllByRole('textbox', { name: /^Style 5, Black, size \d+, pairs$/ }),
    ).toHaveLength(8);
    await user.click(opener);
    expect(screen.queryAllByTestId('cart-line')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(160);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryAllByTestId('cart-line')).toHaveLength(0);
  });

  it('a cart that fills while on the page (a guest’s add after login) opens by the rule', async () => {
    function Filling() {
      const [cart, setCart] = useState(cartOf([]));
      return (
        <>
          <button type="button" onClick={() => setCart(threeStyles())}>
            Fill
          </button>
          <CartScreen cart={cart} />
        </>
      );
    }
    renderCart(() => <Filling />);
    expect(screen.queryAllByTestId('cart-style')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fill' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(6);
  });

  it('a typed quantity and the steppers save the size’s own cart line', async () => {
    const sent: FormData[] = [];
    renderCart(threeStyles(), sent);
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Harbor Boot, Navy, size 8, pairs' });
    await user.clear(box);
    await user.type(box, '30{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toEqual({ intent: 'update', id: '12', quantity: '30' });

    await user.click(
      screen.getByRole('button', { name: 'Increase quantity of Trail Runner, Black, size 11' }),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(Object.fromEntries(sent[1]!)).toEqual({ intent: 'update', id: '32', quantity: '7' });

    // A typed 0 removes the size, as decrease at 1 does.
    const tan = screen.getByRole('textbox', { name: 'Harbor Boot, Tan, size 8, pairs' });
    await user.clear(tan);
    await user.type(tan, '0');
    await user.tab();
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(Object.fromEntries(sent[2]!)).toEqual({ intent: 'remove', ids: '21' });
  });

  it('decrease at 1 removes the size', async () => {
    const sent: FormData[] = [];
    renderCart(
      cartOf([styleBlock('Harbor Boot', 'Navy', [sizeLine('7', { id: 41, quantity: 1 })])]),
      sent,
    );
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Remove Harbor Boot, Navy, size 7' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toEqual({ intent: 'remove', ids: '41' });
  });

  it('a block’s checkbox selects its sizes, and Remove sends them all', async () => {
    const sent: FormData[] = [];
    renderCart(threeStyles(), sent);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Harbor Boot, Navy' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('3/6 ITEMS SELECTED');
    expect(
      (
        screen.getByRole('checkbox', {
          name: 'Select Harbor Boot, Navy, size 9',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    // One size unticked: the block's box is part-ticked.
    await user.click(screen.getByRole('checkbox', { name: 'Select Harbor Boot, Navy, size 9' }));
    const navy = screen.getByRole('checkbox', {
      name: 'Select Harbor Boot, Navy',
    }) as HTMLInputElement;
    expect([navy.checked, navy.indeterminate]).toEqual([false, true]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Trail Runner, Black, size 10' }));
    expect(screen.getByTestId('selected-count').textContent).toBe('3/6 ITEMS SELECTED');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toEqual({ intent: 'remove', ids: '11,12,31' });
  });

  it('the next-tier hint counts a style-scoped block’s pairs, and adds to its own size', async () => {
    const sent: FormData[] = [];
    const slabs = [
      {
        operator: '>=' as const,
        min_quantity: 100,
        max_quantity: null,
        selling_price: 9,
        selling_price_currency: 'usd',
        converted_price: { amount: 9, symbol: '$' },
      },
    ];
    renderCart(
      cartOf([
        styleBlock(
          'Harbor Boot',
          'Navy',
          [sizeLine('8', { id: 51, quantity: 30, tier_quantity: 90 })],
          { tier_scope: 'style', slabs },
        ),
      ]),
      sent,
    );
    const hint = screen.getByTestId('tier-hint');
    expect(hint.textContent).toBe('↑ Add 10 more pairs for $9.00/pair');
    await userEvent.setup().click(hint);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0]!)).toEqual({ intent: 'update', id: '51', quantity: '40' });
  });
});

describe('what /cart keeps of the grouped answer', () => {
  it('drops what the page does not read and keeps what differs from the defaults', () => {
    const page = cartPage(
      cartOf([
        styleBlock('Harbor Boot', 'Navy', [
          sizeLine('7', { id: 61 }),
          sizeLine('8', { id: 62, available: false, tier_quantity: 20 }),
        ]),
        styleBlock('Trail Runner', 'Black', [sizeLine('10', { id: 63, availability: 3 })], {
          sale_mode: 'stock',
        }),
      ]),
    );
    expect(page.styles.map((s) => s.lines)).toEqual([
      [
        { id: 61, size: '7', quantity: 6, mode: 'air', unit_price: 10, line_total: 60 },
        {
          id: 62,
          size: '8',
          quantity: 6,
          mode: 'air',
          unit_price: 10,
          line_total: 60,
          available: false,
          tier_quantity: 20,
        },
      ],
      [
        {
          id: 63,
          size: '10',
          quantity: 6,
          mode: 'air',
          unit_price: 10,
          line_total: 60,
          availability: 3,
        },
      ],
    ]);
  });

  it('keeps of each slab what the hint prices by, the symbol once, and packs sizes as arrays', () => {
    const slab = {
      operator: '>=' as const,
      min_quantity: 24,
      max_quantity: null,
      selling_price: 9,
      selling_price_currency: 'usd',
      converted_price: { amount: 9, symbol: '$' },
    };
    const answer = cartOf([
      styleBlock(
        'Harbor Boot',
        'Navy',
        [sizeLine('7', { id: 61 }), sizeLine('8', { id: 62, available: false, tier_quantity: 20 })],
        { slabs: [slab] },
      ),
    ]);
    const page = cartPage(answer);
    const [style] = page.styles;
    expect(style).not.toHaveProperty('item_group_id');
    expect(style).not.toHaveProperty('tier_scope');
    expect(style!.symbol).toBe(answer.styles[0]!.slabs[0]!.converted_price.symbol);
    expect(style!.slabs).toEqual(
      answer.styles[0]!.slabs.map(({ converted_price: _c, ...slab }) => slab),
    );
    const packed = packCartPage(page);
    expect(packed.styles[0]!.lines).toEqual([
      [61, '7', 6, 'air', 10, 60],
      [62, '8', 6, 'air', 10, 60, { available: false, tier_quantity: 20 }],
    ]);
    expect(unpackCartPage(packed)).toEqual(page);
  });
});
