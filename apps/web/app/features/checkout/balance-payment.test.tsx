// @vitest-environment jsdom
// Pay Now for a confirmed order's balance: pay-balance gives the intent, checkout's test card form
// confirms it, the payment record is posted, and only then is the order reloaded. A declined
// card or a failed record shows why and keeps what the buyer typed. Stripe Elements takes the
// same path.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type ActionFunctionArgs } from 'react-router';
import { action as orderAction } from '../../routes/order';
import { BALANCE_NOT_RECORDED, BalancePayment, NOTHING_DUE } from './balance-payment';
import { PAYMENT_UNAVAILABLE } from './card-payment';

// A post goes through the router to the route's action and back: slower than a stubbed fetch.
configure({ asyncUtilTimeout: 5000 });

// Stripe Elements' side, with Stripe.js stood in for: the same intent is confirmed by
// stripe.confirmCardPayment, then recorded, exactly as checkout does.
const { confirmCardPayment } = vi.hoisted(() => ({ confirmCardPayment: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: () => Promise.resolve({}) }));
vi.mock('@stripe/react-stripe-js', async () => {
  const { useEffect } = await import('react');
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    useStripe: () => ({ confirmCardPayment }),
    useElements: () => ({ getElement: () => ({ card: true }) }),
    CardElement: ({ onReady }: { onReady: () => void }) => {
      useEffect(onReady, [onReady]);
      return <input aria-label="Card field" />;
    },
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

type Answer = Response | Promise<Response>;
/** fetch answering each API path with the next of its answers; the calls are kept. */
function stubApi(answers: Record<string, Answer[]>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const path = String(url).replace(/^\/api/, '');
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      const answer = answers[path]?.shift();
      if (!answer) throw new Error(`unexpected call ${path}`);
      return Promise.resolve(answer);
    }),
  );
  return calls;
}

const PAY_BALANCE = '/ecommerce/orders/7/pay-balance/';
const CONFIRM = '/payments/test/confirm/';
const RECORD = '/ecommerce/payment-record/create/';
const intent = {
  order_id: 7,
  payment_client_secret: 'pi_7_secret_x',
  amount: 2750,
  currency: 'gbp',
};
const succeeded = { paymentIntent: { id: 'pi_7', status: 'succeeded' } };

/** The order route with its action, reaching the stubbed API as the server would. */
function inOrderRoute(element: ReactNode) {
  const api = (path: string, init?: RequestInit) => fetch(`/api${path}`, init);
  const router = createMemoryRouter(
    [
      {
        path: '/orders/:orderId',
        action: (args: ActionFunctionArgs) => orderAction({ ...args, context: { api } } as never),
        element,
      },
    ],
    { initialEntries: ['/orders/7'] },
  );
  return <RouterProvider router={router} />;
}

function renderPay(onPaid = vi.fn()) {
  render(inOrderRoute(<BalancePayment symbol="£" provider="test" onPaid={onPaid} />));
  return onPaid;
}

async function fillCard(number = '4242 4242 4242 4242') {
  // The card form opens once the order's action has answered pay-balance.
  await userEvent.type(await screen.findByLabelText('Card Number'), number);
  await userEvent.type(screen.getByLabelText('Name on Card'), 'Ada Buyer');
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30');
  await userEvent.type(screen.getByLabelText('CVV'), '123');
}

describe('Pay Now for the balance', () => {
  it('asks for the intent, pays it by card, records it, then reloads the order', async () => {
    let answerStart!: (r: Response) => void;
    const calls = stubApi({
      [PAY_BALANCE]: [new Promise<Response>((resolve) => (answerStart = resolve))],
      [CONFIRM]: [json(200, succeeded)],
      [RECORD]: [json(201, {})],
    });
    const onPaid = renderPay();
    expect(screen.queryByLabelText('Card Number')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    // While pay-balance answers: a busy, disabled button.
    const busy = screen.getByRole('button', { name: 'Preparing payment…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answerStart(json(200, intent));

    // The card form opens with the focus on its heading.
    const heading = await screen.findByRole('heading', { name: 'Pay £27.50 by card' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));

    await screen.findByText('Payment received. Thank you: your balance is paid.');
    expect(onPaid).toHaveBeenCalledOnce();
    expect(calls.map((c) => c.path)).toEqual([PAY_BALANCE, CONFIRM, RECORD]);
    expect(calls[1]?.body).toMatchObject({
      client_secret: 'pi_7_secret_x',
      card: { number: '4242 4242 4242 4242', cvc: '123', exp_month: 12, exp_year: 30 },
      billing_details: { name: 'Ada Buyer' },
    });
    expect(calls[2]?.body).toMatchObject({ payment_intent_id: 'pi_7', order_id: 7 });
  });

  it('shows a declined card’s message, keeps the card typed, and retries on the same intent', async () => {
    const calls = stubApi({
      [PAY_BALANCE]: [json(200, intent)],
      [CONFIRM]: [
        json(402, { error: { message: 'Your card was declined.' } }),
        json(200, succeeded),
      ],
      [RECORD]: [json(201, {})],
    });
    const onPaid = renderPay();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(onPaid).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name on Card') as HTMLInputElement).value).toBe('Ada Buyer');
    const number = screen.getByLabelText('Card Number');
    await userEvent.clear(number);
    await userEvent.type(number, '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));

    await screen.findByText('Payment received. Thank you: your balance is paid.');
    expect(calls.map((c) => c.path)).toEqual([PAY_BALANCE, CONFIRM, CONFIRM, RECORD]);
    expect(calls[2]?.body).toMatchObject({ client_secret: 'pi_7_secret_x' });
  });

  it('when the record fails, says so and retries only the record', async () => {
    const calls = stubApi({
      [PAY_BALANCE]: [json(200, intent)],
      [CONFIRM]: [json(200, succeeded)],
      [RECORD]: [json(502, {}), json(200, {})],
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onPaid = renderPay();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect((await screen.findByRole('alert')).textContent).toBe(BALANCE_NOT_RECORDED);
    expect(onPaid).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Payment received. Thank you: your balance is paid.');
    expect(onPaid).toHaveBeenCalledOnce();
    expect(calls.map((c) => c.path)).toEqual([PAY_BALANCE, CONFIRM, RECORD, RECORD]);
  });

  it('says why nothing is due (409), in the server’s words, and reloads the order', async () => {
    const why = 'Nothing is left to pay on this order.';
    stubApi({
      [PAY_BALANCE]: [
        json(409, { code: 'nothing_due', error: why }),
        json(409, { code: 'nothing_due' }),
      ],
    });
    const onPaid = renderPay();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(why);
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(NOTHING_DUE));
    expect(onPaid).toHaveBeenCalledTimes(2);
    expect(screen.queryByLabelText('Card Number')).toBeNull();
  });

  it('says payment is unavailable when pay-balance fails, and lets the buyer try again', async () => {
    stubApi({ [PAY_BALANCE]: [json(503, {}), json(200, intent)] });
    renderPay();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PAYMENT_UNAVAILABLE);
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByLabelText('Card Number')).toBeTruthy();
  });

  it('Cancel closes the card form and gives the focus back to Pay Now', async () => {
    stubApi({ [PAY_BALANCE]: [json(200, intent)] });
    renderPay();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const payNow = screen.getByRole('button', { name: 'Pay Now' });
    await waitFor(() => expect(document.activeElement).toBe(payNow));
  });
});

describe('Pay Now for the balance with Stripe', () => {
  it('confirms pay-balance’s intent with Stripe.js, records it and reloads the order', async () => {
    confirmCardPayment.mockResolvedValueOnce({
      paymentIntent: { id: 'pi_7', status: 'succeeded' },
    });
    const calls = stubApi({ [PAY_BALANCE]: [json(200, intent)], [RECORD]: [json(201, {})] });
    const onPaid = vi.fn();
    render(
      inOrderRoute(
        <BalancePayment
          symbol="£"
          provider="stripe"
          publishableKey="pk_test_example"
          onPaid={onPaid}
        />,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await userEvent.type(await screen.findByLabelText('Name on Card'), 'Ada Buyer');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));

    await screen.findByText('Payment received. Thank you: your balance is paid.');
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_7_secret_x', {
      payment_method: { card: { card: true }, billing_details: { name: 'Ada Buyer' } },
    });
    expect(calls.map((c) => c.path)).toEqual([PAY_BALANCE, RECORD]);
    expect(calls[1]?.body).toMatchObject({ payment_intent_id: 'pi_7', order_id: 7 });
    expect(onPaid).toHaveBeenCalledOnce();
  });
});
