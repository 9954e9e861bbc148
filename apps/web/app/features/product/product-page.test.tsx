// @vitest-environment jsdom
// The detail page's buying logic as a shopper uses it: slab totals, presets, the stepper's
// floor, variant rows, the mode choice, the drawer and the guest's ADD TO CART.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { ProductPage } from './product-page';
import { SIZE_RUN_PENDING, SIZE_RUN_TITLE } from './size-run-grid';
import { inRouter, productFixture, shopContext, slab } from './test-fixtures';
import { inLanguage } from '../../i18n/in-language.test-utils';

afterEach(cleanup);

const total = () => screen.getByTestId('total-price').textContent;
const unit = () => screen.getByTestId('unit-price').textContent;

describe('quantity and slab total', () => {
  it('starts at 25 pairs and totals by the matching from_to slab', () => {
    render(inRouter(<ProductPage product={productFixture()} />));
    expect(screen.getByRole('textbox', { name: 'Quantity in pairs' })).toHaveProperty(
      'value',
      '25',
    );
    expect(unit()).toBe('$10.00');
    expect(total()).toBe('$250.00');
  });

  it('follows the slab on every preset', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={productFixture()} />));
    const expected: [string, string][] = [
      ['100 pairs', '$900.00'],
      ['200 pairs', '$1,800.00'],
      ['300 pairs', '$2,400.00'],
      ['750 pairs', '$6,000.00'],
      ['1000 pairs', '$8,000.00'],
      ['25 pairs', '$250.00'],
    ];
    for (const [preset, sum] of expected) {
      await user.click(screen.getByRole('button', { name: preset }));
      expect(total()).toBe(sum);
      expect(screen.getByRole('button', { name: preset }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    }
  });

  it('uses the default price below the smallest minimum, and the stepper moves by 1', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={productFixture()} />));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(total()).toBe('$288.00'); // 24 × default 12
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(total()).toBe('$260.00'); // 26 × 10
  });

  it('matches <= and >= slabs, and falls back to the default price when none matches', async () => {
    const user = userEvent.setup();
    const product = productFixture({
      slabPrices: [slab('<=', 10, 50, 5), slab('>=', 500, null, 3)],
    });
    render(inRouter(<ProductPage product={product} />));
    expect(total()).toBe('$125.00'); // 25 × 5 by <=
    await user.click(screen.getByRole('button', { name: '100 pairs' }));
    expect(total()).toBe('$1,200.00'); // no slab matches 100: default 12
    await user.click(screen.getByRole('button', { name: '750 pairs' }));
    expect(total()).toBe('$2,250.00'); // 750 × 3 by >=
  });

  it('uses the default price when there are no slabs and shows the fallback labels', () => {
    render(inRouter(<ProductPage product={productFixture({ slabPrices: [] })} />));
    expect(total()).toBe('$300.00');
    for (const label of ['25-100 pieces', '100-300 pieces', '300 and up'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
  });

  it('says the fallback labels and the cart button in the page’s language', async () => {
    render(
      await inLanguage(
        'ja',
        inRouter(<ProductPage product={productFixture({ slabPrices: [] })} />),
      ),
    );
    const strip = screen.getByRole('list', { name: '数量別の1足あたりの価格' });
    expect([...strip.querySelectorAll('li span:last-child')].map((s) => s.textContent)).toEqual([
      '25～100点',
      '100～300点',
      '300点以上',
    ]);
    // The cart button's spec words (cart-actions.ts) are English on English pages only.
    expect(screen.getByRole('button', { name: 'カートに追加' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ADD TO CART' })).toBeNull();
  });

  it('labels real slabs in pairs; only the specs’ fallback strip says pieces (issue 43 item 5)', () => {
    render(inRouter(<ProductPage product={productFixture()} />));
    const strip = screen.getAllByRole('list', { name: 'Price per pair by quantity' })[0]!;
    expect(within(strip).getByText('25-99 pairs')).toBeTruthy();
    expect(within(strip).getByText('100-299 pairs')).toBeTruthy();
    expect(within(strip).getByText('300 and up')).toBeTruthy();
    expect(screen.queryByText(/pieces/)).toBeNull();
  });

  it('shows only the first 3 slabs', () => {
    const product = productFixture({
      slabPrices: [
        slab('from_to', 25, 99, 10),
        slab('from_to', 100, 299, 9),
        slab('from_to', 300, 999, 8),
        slab('>=', 1000, null, 7),
      ],
    });
    render(inRouter(<ProductPage product={product} />));
    const strip = screen.getAllByRole('list', { name: 'Price per pair by quantity' })[0];
    expect(within(strip as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('1000 and up')).toBeNull();
  });

  it('shows each slab in JPY rounded as the cart charges it, whole yen (issue 20 item 10)', () => {
    // 8.0666 usd × 150 = 1209.99 yen unrounded; the cart charges ¥1210 a pair.
    const product = productFixture({ slabPrices: [slab('from_to', 25, 99, 8.0666)] });
    render(inRouter(<ProductPage product={product} />, shopContext('jp')));
    const strip = screen.getAllByRole('list', { name: 'Price per pair by quantity' })[0];
    expect(within(strip as HTMLElement).getByText('¥1,210.00')).toBeTruthy();
    expect(within(strip as HTMLElement).queryByText('¥1,209.99')).toBeNull();
  });

  it('floors the stepper at 0 and then blocks the actions', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={productFixture()} />));
    const input = screen.getByRole('textbox', { name: 'Quantity in pairs' });
    await user.clear(input);
    await user.type(input, '1');
    expect(total()).toBe('$12.00');
    const down = screen.getByRole('button', { name: 'Decrease quantity' });
    await user.click(down);
    expect(input).toHaveProperty('value', '0');
    expect(down).toHaveProperty('disabled', true);
    await user.click(down);
    expect(input).toHaveProperty('value', '0');
    expect(total()).toBe('$0.00');
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toHaveProperty('disabled', true);
  });

  it("shows amounts in the shopper's currency", () => {
    render(inRouter(<ProductPage product={productFixture()} />, shopContext('gb')));
    expect(unit()).toBe('£8.00');
    expect(total()).toBe('£200.00');
  });
});

describe('variants', () => {
  it('links colour thumbnails and size buttons to the other products, keeping the size', () => {
    render(inRouter(<ProductPage product={productFixture()} />));
    expect(screen.getByTestId('options-line').textContent).toBe('2 colours, 2 sizes available');
    expect(screen.getByRole('link', { name: 'Navy' }).getAttribute('href')).toBe(
      '/products/product/9',
    );
    expect(screen.getByRole('link', { name: 'Black' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: '9' }).getAttribute('href')).toBe(
      '/products/product/8',
    );
  });

  it('leaves out empty colours, hides the size row without sizes and counts sizes only above 1', () => {
    const product = productFixture({
      size: null,
      variants: [
        { id: 7, color: 'Black', size: null, coverImage: '/a.svg' },
        { id: 8, color: '', size: '', coverImage: '/b.svg' },
        { id: 9, color: 'Navy', size: null, coverImage: '/c.svg' },
      ],
    });
    render(inRouter(<ProductPage product={product} />));
    expect(screen.getByTestId('options-line').textContent).toBe('2 colours available');
    expect(screen.queryByText(/^Size:/)).toBeNull();
    expect(screen.getAllByRole('link', { name: /Black|Navy/ })).toHaveLength(2);
  });

  it('does not mention sizes when only one exists', () => {
    const product = productFixture({
      variants: [
        { id: 7, color: 'Black', size: '8', coverImage: '/a.svg' },
        { id: 9, color: 'Navy', size: '8', coverImage: '/c.svg' },
      ],
    });
    render(inRouter(<ProductPage product={product} />));
    expect(screen.getByTestId('options-line').textContent).toBe('2 colours available');
    expect(screen.getByText(/^Size:/)).toBeTruthy();
  });
});

describe('the details table’s “Sold in” (issue 43 item 5)', () => {
  const soldIn = () =>
    within(screen.getByRole('region', { name: 'Other details' }))
      .getByRole('rowheader', { name: 'Sold in' })
      .closest('tr')!
      .querySelector('td')!.textContent;

  it('says pairs only for a style without cartons', () => {
    render(inRouter(<ProductPage product={productFixture({ packs: [] })} />));
    expect(soldIn()).toBe('Pairs');
    cleanup();
    render(inRouter(<ProductPage product={productFixture()} />));
    expect(soldIn()).toBe('Pairs');
  });

  it('says pairs, by the carton, for a style with a carton', () => {
    const pack = {
      id: 21,
      name: 'Carton of 2',
      color: 'Black',
      ratio: { '8': 1, '9': 1 },
      pairs: 2,
    };
    render(inRouter(<ProductPage product={productFixture({ packs: [pack] })} />));
    expect(soldIn()).toBe('Pairs, by the carton');
  });
});

describe('mode, actions and drawer', () => {
  it('defaults to Air Mode and lets the shopper pick Sea Mode', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={productFixture()} />));
    expect(screen.getByRole('radio', { name: /Air Mode/ })).toHaveProperty('checked', true);
    expect(screen.getByText('7-10 days')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Sea Mode/ }));
    expect(screen.getByRole('radio', { name: /Sea Mode/ })).toHaveProperty('checked', true);
    expect(screen.getByText('30-45 days')).toBeTruthy();
  });

  it('sends a guest from ADD TO CART to /login with /cart to come back to', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={productFixture()} />));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login {"from":"/cart"}');
    // The add is kept, to be sent once the shopper is signed in and lands on /cart.
    expect(JSON.parse(sessionStorage.getItem('pendingCartAdd') ?? 'null')).toEqual({
      productId: 7,
      quantity: 25,
      mode: 'air',
    });
  });

  it("adds a signed-in shopper's product: ADDING TO CART... then GO TO CART to the cart", async () => {
    const user = userEvent.setup();
    const posted: FormData[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    render(
      inRouter(
        <ProductPage product={productFixture()} />,
        shopContext(),
        '/products/product/7',
        async ({ request }: { request: Request }) => {
          posted.push(await request.formData());
          await gate;
          return { ok: true, status: 200 };
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByRole('button', { name: 'ADDING TO CART...' })).toBeTruthy();
    release();
    const go = await screen.findByRole('button', { name: 'GO TO CART' });
    expect(Object.fromEntries(posted[0]!.entries())).toEqual({
      intent: 'add',
      productId: '7',
      quantity: '25',
      mode: 'air',
    });
    await user.click(go);
    expect((await screen.findByTestId('location')).textContent).toBe('/cart null');
  });

  it('shows GO TO CART for a product an earlier visit put in the cart, and goes there', async () => {
    const user = userEvent.setup();
    const posted: Request[] = [];
    render(
      inRouter(
        <ProductPage product={productFixture()} inCart />,
        shopContext(),
        '/products/product/7',
        ({ request }) => {
          posted.push(request);
          return { ok: true, status: 200 };
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'GO TO CART' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/cart null');
    // Nothing was added again.
    expect(posted).toEqual([]);
  });

  it('keeps GO TO CART usable at quantity 0: it only navigates (issue 27.15)', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={productFixture()} inCart />));
    const input = screen.getByRole('textbox', { name: 'Quantity in pairs' });
    await user.clear(input);
    await user.type(input, '0');
    expect(input).toHaveProperty('value', '0');
    // ORDER NOW would order nothing: still blocked.
    expect(screen.getByRole('button', { name: 'ORDER NOW' })).toHaveProperty('disabled', true);
    const go = screen.getByRole('button', { name: 'GO TO CART' });
    expect(go).toHaveProperty('disabled', false);
    await user.click(go);
    expect((await screen.findByTestId('location')).textContent).toBe('/cart null');
  });

  it('takes ORDER NOW to checkout with the order-now detail', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={productFixture()} />));
    await user.click(screen.getByRole('button', { name: 'ORDER NOW' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/checkout-summary null');
    expect(JSON.parse(sessionStorage.getItem('orderNowDetail') ?? 'null')).toEqual({
      product_id: 7,
      quantity: 25,
      mode: 'air',
    });
  });

  it('opens the drawer as a modal, locks scrolling, and closes on Escape or a click outside', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={productFixture()} />));
    const opener = screen.getByRole('button', { name: 'Select Variations and Quantity' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Select Variations and Quantity' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByText('Price before shipping')).toBeTruthy();
    // The drawer's quantity is the page's: a preset there changes both totals.
    await user.click(within(dialog).getByRole('button', { name: '300 pairs' }));
    expect(within(dialog).getByTestId('drawer-total').textContent).toBe('$2,400.00');
    expect(total()).toBe('$2,400.00');
    expect(within(dialog).getByRole('button', { name: 'ORDER NOW' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the drawer', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={productFixture()} />));
    await user.click(screen.getByRole('button', { name: 'Select Variations and Quantity' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 40; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('leaves the size-run grid out of the server’s HTML, its heading kept, and draws it once hydrated', async () => {
    const page = () => inRouter(<ProductPage product={productFixture()} />);
    const html = renderToString(page());
    expect(html).toContain(SIZE_RUN_TITLE);
    expect(html).toContain(SIZE_RUN_PENDING);
    expect(html).not.toContain('data-testid="size-run"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(), { onRecoverableError: (e) => errors.push(e) }),
    );
    try {
      const grid = within(container).getByTestId('size-run');
      expect(within(grid).getByRole('heading', { name: SIZE_RUN_TITLE })).toBeTruthy();
      // A quantity for each colour and size of the fixture (2 × 2).
      expect(grid.querySelectorAll('input')).toHaveLength(4);
      expect(container.textContent).not.toContain(SIZE_RUN_PENDING);
      // The hydrating render matched the server's markup.
      expect(errors).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('shows no demo badges in a shop that is not the demo (docs/brand.md)', () => {
    const shop = shopContext();
    render(
      inRouter(<ProductPage product={productFixture()} />, {
        ...shop,
        brand: { ...shop.brand!, demo: false },
      }),
    );
    expect(screen.queryByRole('list', { name: 'Labels' })).toBeNull();
    expect(screen.queryByText('Marketplace Sample Page')).toBeNull();
  });

  it('shows the fixed labels, details tables and breadcrumbs to category routes', () => {
    render(inRouter(<ProductPage product={productFixture()} />));
    for (const label of ['Marketplace Sample Page', 'Forecasting Model', 'Brand Authorisation'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About this item' })).toBeTruthy();
    // The two details tables, and the size-run grid (issue 19).
    expect(screen.getAllByRole('table')).toHaveLength(3);
    expect(
      screen.getByRole('rowheader', { name: 'Country of origin' }).nextSibling?.textContent,
    ).toBe('Vietnam');
    expect(screen.getByRole('region', { name: 'Product details' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Other details' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Running' }).getAttribute('href')).toBe(
      '/products/categories/Sports%20Shoes/Running',
    );
  });
});
