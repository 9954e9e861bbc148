// Background traffic for fault tests: a few shoppers looping over browse, page, cart, place and
// pay until told to stop, every answer kept with the time its request started.
import { HttpShopper, type Answer } from './http-shopper.ts';

export interface TimedAnswer extends Answer {
  kind: string;
  /** Date.now() when the request was sent. */
  sentAt: number;
}

export interface Traffic {
  answers: TimedAnswer[];
  /** Resolves once a shopper has placed and paid an order whose first request left after `since`. */
  orderPaidAfter(since: number, timeoutMs: number): Promise<number>;
  stop(): Promise<void>;
}

export function startTraffic(baseUrl: string, emails: string[], password: string): Traffic {
  const answers: TimedAnswer[] = [];
  const paidAt: { sentAt: number; doneAt: number }[] = [];
  let running = true;
  const observe = (kind: string, answer: Answer) =>
    answers.push({ ...answer, kind, sentAt: Date.now() - answer.ms });

  const shopper = async (email: string) => {
    const http = new HttpShopper(baseUrl, { observe, timeoutMs: 20_000 });
    const pause = () => new Promise((r) => setTimeout(r, 50));
    while (running) {
      if (!http.cookies.size && (await http.login(email, password)).status !== 200) {
        await pause();
        continue;
      }
      const started = Date.now();
      await http.get('listing', '/api/ecommerce/itemgroups/?page=2');
      await http.get('product', '/api/ecommerce/products/3/gb');
      await http.get('page', '/');
      const added = await http.addToCart(1 + Math.floor(Math.random() * 30), 2);
      if (added.status === 401) http.cookies.clear();
      const placed = await http.placeOrder('gb');
      if (placed.status === 201) {
        const { order_id, payment_client_secret } = placed.body as {
          order_id: number;
          payment_client_secret: string;
        };
        const paid = await http.pay(order_id, payment_client_secret);
        if (paid.status === 201 || paid.status === 200) {
          paidAt.push({ sentAt: started, doneAt: Date.now() });
        }
      }
      await pause();
    }
  };
  const running$ = Promise.all(emails.map(shopper));

  return {
    answers,
    async orderPaidAfter(since, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const paid = paidAt.find((p) => p.sentAt >= since);
        if (paid) return paid.doneAt;
        if (Date.now() > deadline) throw new Error('no order was placed and paid in time');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      running = false;
      await running$;
    },
  };
}
