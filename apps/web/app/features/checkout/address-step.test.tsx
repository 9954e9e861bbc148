// @vitest-environment jsdom
// Checkout's Delivery step with the company's address book (decision 146): the default address
// is chosen; the choice travels to the payment step and into Submit Order; a buyer whose company
// has none sees the specs' sample list and can add one, which becomes the choice; the server's
// refusals show under the fields; only admins edit and remove. The forms post through the router
// to the route's own action, which reaches a fake API.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useActionData,
  useLoaderData,
  useLocation,
  type ActionFunctionArgs,
} from 'react-router';
import type { CompanyAddressDto } from '@solestock/domain/company-payloads';
import type { CheckoutData } from '../../lib/checkout.server';
import { CheckoutSummaryScreen } from './checkout-summary-screen';
import { action } from '../../routes/checkout-summary';
import type { CompanyActionResult } from '../company/company-actions.server';

// A post goes through the router to the route's action and back: slower than a stubbed fetch.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let api: (path: string, init?: RequestInit) => Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(answers: Record<string, Response[]>) {
  const calls: { call: string; body: unknown }[] = [];
  api = (path: string, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${path}`;
    calls.push({ call, body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = answers[call]?.shift();
    if (!answer) throw new Error(`unexpected call ${call}`);
    return Promise.resolve(answer);
  };
  return calls;
}

const address = (id: number, label: string, is_default = false): CompanyAddressDto => ({
  id,
  label,
  name: 'Ann Lee',
  company: 'Lee Shoes Ltd',
  line1: `${id} Wharf Road`,
  line2: '',
  city: 'Leeds',
  region: '',
  postcode: 'LS9 0PS',
  country_code: 'gb',
  phone: '',
  is_default,
});
const warehouse = address(5, 'Warehouse');
const shop = address(6, 'Shop', true);

function checkout(addresses: CompanyAddressDto[], can_edit = true): CheckoutData {
  return {
    country: 'gb',
    orderNow: null,
    summary: { total_price: { currency: '£', amount: 240 }, currency_code: 'gbp', items_count: 2 },
    loadError: null,
    book: { count: addresses.length, addresses, can_edit },
    addressId: addresses.find((a) => a.is_default)?.id ?? null,
  };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Step() {
  const checkout = useLoaderData<CheckoutData>();
  // As the route reads it: the address book's answer, or Submit Order's refusal.
  const answer = useActionData<CompanyActionResult | { intent: 'place-order'; error: string }>();
  return (
    <CheckoutSummaryScreen
      checkout={checkout}
      idempotencyKey="visit-1"
      result={answer && 'ok' in answer ? answer : undefined}
      placeRefusal={answer && !('ok' in answer) ? answer.error : undefined}
    />
  );
}

/** The Delivery route: its loader gives `data` (then `after` once a post went through). */
async function renderStep(data: CheckoutData, after: CheckoutData = data) {
  let posted = false;
  const router = createMemoryRouter(
    [
      {
        path: '/checkout-summary',
        loader: () => (posted ? after : data),
        action: async (args: ActionFunctionArgs) => {
          posted = true;
          return action({ ...args, context: { api, country: 'gb' } } as never);
        },
        element: <Step />,
        hydrateFallbackElement: <p>Loading</p>,
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/checkout-summary'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Delivery' });
}

const payLink = () =>
  screen.getByRole('link', { name: 'Continue To Payment' }).getAttribute('href');

describe('the Delivery step', () => {
  it('chooses the default address, and the choice goes to payment and to Submit Order', async () => {
    const calls = stubApi({
      'POST /ecommerce/order/place/?country_code=gb&without_payment=true&address_id=5': [
        json(201, { order_id: 77 }),
      ],
    });
    await renderStep(checkout([shop, warehouse]));
    expect((screen.getByRole('radio', { name: /6 Wharf Road/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(payLink()).toBe('/checkout/payment-method?address_id=6');
    expect(screen.queryByText('Alex Morgan')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: /5 Wharf Road/ }));
    expect(payLink()).toBe('/checkout/payment-method?address_id=5');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/order-success?order_id=77'),
    );
    expect(calls.map((c) => c.call)).toEqual([
      'POST /ecommerce/order/place/?country_code=gb&without_payment=true&address_id=5',
    ]);
  });

  it('says a deposit_required refusal above Submit Order and stays (docs/credit-control.md)', async () => {
    const sentence = 'Your terms ask for a deposit at checkout, so this order cannot be placed.';
    stubApi({
      'POST /ecommerce/order/place/?country_code=gb&without_payment=true&address_id=6': [
        json(409, { error: sentence, code: 'deposit_required' }),
      ],
    });
    await renderStep(checkout([shop]));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Order' }));
    expect((await screen.findByTestId('place-refusal')).textContent).toBe(sentence);
    expect(screen.getByRole('heading', { name: 'Delivery' })).toBeTruthy();
  });

  it('shows a company with no address the specs’ sample as an example only; nothing goes on until one is added, which becomes the choice (issue 41.14)', async () => {
    const added = address(9, '', true);
    const calls = stubApi({
      'POST /ecommerce/company/addresses/': [json(201, added)],
    });
    await renderStep(checkout([]), checkout([added]));
    expect(screen.getByText('Alex Morgan')).toBeTruthy();
    expect(screen.getByText('Example of an address (not yours)')).toBeTruthy();
    // The sample cannot be chosen, and neither way on can be taken without an address.
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue To Payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue To Payment' })).toHaveProperty(
      'disabled',
      true,
    );
    const submitOrder = screen.getByRole('button', { name: 'Submit Order' });
    expect(submitOrder).toHaveProperty('disabled', true);
    expect(screen.getByText('Add or choose a delivery address to continue.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '+ Add New Address' }));
    await userEvent.type(screen.getByLabelText("Recipient's name"), 'Ann Lee');
    await userEvent.type(screen.getByLabelText('Address line 1'), '9 Wharf Road');
    await userEvent.type(screen.getByLabelText('City'), 'Leeds');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('gb');
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Address added.'));
    expect(calls[0]!.body).toMatchObject({ name: 'Ann Lee', line1: '9 Wharf Road', city: 'Leeds' });
    // The first address is the default: the form does not offer it.
    expect(calls[0]!.body).not.toHaveProperty('is_default');
    expect(screen.queryByText('Alex Morgan')).toBeNull();
    expect((screen.getByRole('radio', { name: /9 Wharf Road/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(payLink()).toBe('/checkout/payment-method?address_id=9');
    expect(screen.getByRole('button', { name: 'Submit Order' })).toHaveProperty('disabled', false);
  });

  it('keeps what was typed and puts the server’s sentences under the fields', async () => {
    stubApi({
      'POST /ecommerce/company/addresses/': [
        json(400, {
          error: 'Please correct these fields: city, country_code.',
          code: 'invalid_request',
          fields: {
            city: 'Please enter the city.',
            country_code: 'Please choose a country from the list.',
          },
        }),
      ],
    });
    await renderStep(checkout([shop]));
    await userEvent.click(screen.getByRole('button', { name: '+ Add New Address' }));
    await userEvent.type(screen.getByLabelText("Recipient's name"), 'Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please correct the fields marked below.',
    );
    expect(screen.getByText('Please enter the city.')).toBeTruthy();
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText("Recipient's name") as HTMLInputElement).value).toBe('Ann Lee');
  });

  it('offers Edit and Remove to admins only', async () => {
    stubApi({});
    await renderStep(checkout([shop], false));
    expect(screen.queryByRole('button', { name: 'Edit Shop' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Shop' })).toBeNull();
    cleanup();
    await renderStep(checkout([shop], true));
    expect(screen.getByRole('button', { name: 'Edit Shop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Shop' })).toBeTruthy();
  });
});
