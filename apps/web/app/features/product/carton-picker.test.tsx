// @vitest-environment jsdom
// Buying by the carton (issue 31.2): the product page offers the chosen colour's cartons, the
// size-run grid every colour's; "Add N cartons" reads the cartons typed, the pairs they hold are
// shown as they are chosen, one press sends add-packs (loading state, then the answer read out).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Pack, ProductVariant } from '@solestock/domain';
import { ProductPage } from './product-page';
import { SizeRunGrid } from './size-run-grid';
import { parseCartons } from './carton-picker';
import { inRouter, productFixture, slab } from './test-fixtures';
import { inLanguage } from '../../i18n/in-language.test-utils';

afterEach(cleanup);

const priced = (v: ProductVariant): ProductVariant => ({
  ...v,
  defaultSellingPrice: { amount: 12, currency: 'usd' },
  slabTable: 0,
});
const BLACK: Pack = {
  id: 21,
  name: 'Carton of 3',
  color: 'Black',
  ratio: { '9': 2, '8': 1 },
  pairs: 3,
};
const NAVY: Pack = { id: 22, name: 'Navy duo', color: 'Navy', ratio: { '8': 1, '9': 1 }, pairs: 2 };

function product(packs: Pack[] = [BLACK, NAVY]) {
  return productFixture({
    variants: productFixture().variants.map(priced),
    // $10 a pair below 10 pairs, $5 from 10 on.
    slabTables: [[slab('from_to', 1, 9, 10), slab('>=', 10, null, 5)]],
    packs,
  });
}

type Sent = Record<string, string>;
/** A cart action that records what it was sent and answers `answer`. */
const cartAction =
  (sent: Sent[], answer: unknown = { ok: true, status: 201, count: 2 }) =>
  async ({ request }: { request: Request }) => {
    sent.push(Object.fromEntries((await request.formData()).entries()) as Sent);
    return answer;
  };

const picker = () => within(screen.getAllByTestId('carton-picker')[0]!);

describe('parseCartons', () => {
  it('is a whole number from 1 to 1000, else null', () => {
    expect(parseCartons(' 3 ')).toBe(3);
    expect(parseCartons('1000')).toBe(1000);
    for (const bad of ['0', '1001', '2.5', '', '-1', 'x']) expect(parseCartons(bad)).toBeNull();
  });
});

describe('the product page’s cartons', () => {
  it('offers the chosen colour’s cartons only; the label and pairs follow the cartons typed', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={product()} />));
    const box = picker();
    expect(box.getByRole('heading', { name: 'Buy by the carton' })).toBeTruthy();
    expect(box.getByText('Carton of 3 · 3 pairs a carton')).toBeTruthy();
    expect(box.queryByRole('combobox')).toBeNull();
    expect(box.getByRole('button', { name: 'Add 1 carton' })).toBeTruthy();
    expect(box.getByTestId('carton-pairs').textContent).toBe('3 pairs: 8×1, 9×2 · $30.00');
    await user.clear(box.getByLabelText('Cartons'));
    await user.type(box.getByLabelText('Cartons'), '4');
    expect(box.getByRole('button', { name: 'Add 4 cartons' })).toBeTruthy();
    // 4 pairs of 8 at $10, 8 pairs of 9 at $10: each size by its own slab.
    expect(box.getByTestId('carton-pairs').textContent).toBe('12 pairs: 8×4, 9×8 · $120.00');
    await user.clear(box.getByLabelText('Cartons'));
    await user.type(box.getByLabelText('Cartons'), '1001');
    expect(box.getByText('Choose 1 to 1000 cartons.')).toBeTruthy();
    expect((box.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says nothing of cartons when the colour has none', () => {
    render(inRouter(<ProductPage product={product([NAVY])} />));
    // The page's own picker is absent; the size-run grid below still offers Navy's.
    const pickers = screen.getAllByTestId('carton-picker');
    expect(pickers).toHaveLength(1);
    expect(within(pickers[0]!).getByRole('heading').textContent).toBe('Or by the carton');
  });

  it('sends add-packs, shows it is adding, then reads out what was added', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    render(
      inRouter(<ProductPage product={product()} />, undefined, undefined, async (args) => {
        const answer = cartAction(sent)(args);
        await gate;
        return answer;
      }),
    );
    await user.clear(picker().getByLabelText('Cartons'));
    await user.type(picker().getByLabelText('Cartons'), '3');
    await user.click(picker().getByRole('button', { name: 'Add 3 cartons' }));
    await waitFor(() => expect(picker().getByRole('button').textContent).toBe('Adding cartons…'));
    release();
    await waitFor(() =>
      expect(picker().getByRole('status').textContent).toMatch(
        /^Added 3 cartons of Carton of 3 \(9 pairs\) to your cart\. Go to cart$/,
      ),
    );
    expect(sent).toEqual([
      { intent: 'add-packs', items: JSON.stringify([{ pack_id: 21, cartons: 3, mode: 'air' }]) },
    ]);
  });

  it('reads out the server’s sentence when the cartons are refused', async () => {
    const user = userEvent.setup();
    const refusal = {
      ok: false,
      status: 400,
      error:
        'Line 1: size 9 of Carton of 3 is no longer sold, so this carton cannot be added. Nothing was added.',
    };
    render(
      inRouter(<ProductPage product={product()} />, undefined, undefined, cartAction([], refusal)),
    );
    await user.click(picker().getByRole('button', { name: 'Add 1 carton' }));
    await waitFor(() => expect(picker().getByRole('status').textContent).toBe(refusal.error));
  });

  it('sends a guest to sign in', async () => {
    const user = userEvent.setup();
    render(inRouter(<ProductPage product={product()} />));
    await user.click(picker().getByRole('button', { name: 'Add 1 carton' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/login {"from":"/products/product/7"}',
      ),
    );
  });
});

describe('the size-run grid’s cartons', () => {
  it('offers every colour’s cartons, the chosen colour’s first, in the mode chosen', async () => {
    const user = userEvent.setup();
    const sent: Sent[] = [];
    render(
      inRouter(
        <SizeRunGrid product={product()} mode="sea" quantities={{}} onChange={() => {}} />,
        undefined,
        undefined,
        cartAction(sent),
      ),
    );
    const box = picker();
    const select = box.getByLabelText('Carton') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Black · Carton of 3 (3 pairs)',
      'Navy · Navy duo (2 pairs)',
    ]);
    await user.selectOptions(select, '22');
    expect(box.getByTestId('carton-pairs').textContent).toMatch(/^2 pairs: 8×1, 9×1 · /);
    await user.click(box.getByRole('button', { name: 'Add 1 carton' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(sent[0]!.items!)).toEqual([{ pack_id: 22, cartons: 1, mode: 'sea' }]);
  });
});

describe('the cartons in Japanese', () => {
  it('says the carton, its pairs, the add button and the breakdown in Japanese', async () => {
    const user = userEvent.setup();
    render(await inLanguage('ja', inRouter(<ProductPage product={product()} />)));
    const box = picker();
    expect(box.getByRole('heading', { name: 'カートン単位で購入' })).toBeTruthy();
    expect(box.getByText('Carton of 3・1カートン3足')).toBeTruthy();
    expect(box.getByRole('button', { name: '1カートンを追加' })).toBeTruthy();
    expect(box.getByTestId('carton-pairs').textContent).toBe('3足：8×1, 9×2 · $30.00');
    await user.clear(box.getByLabelText('カートン数'));
    await user.type(box.getByLabelText('カートン数'), '1001');
    expect(box.getByText('1～1000カートンで指定してください。')).toBeTruthy();
  });
});
