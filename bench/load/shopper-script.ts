// What one shopper of the load crowd does, in a loop until the deadline: browse (listing, product
// detail, server-rendered pages), search (autocomplete and search), add, change and remove cart
// lines, place the cart and pay with the test card; now and then sign out and in again, and the
// hostile moves of issue 9: negative and huge quantities, one cart placed twice at once, one
// order paid twice at once. The shopper keeps its own model of its cart and orders; answers that
// break it, and answers of an unexpected status, are reported as anomalies.
import type { HttpShopper } from '../../reliability/http-shopper.ts';
import { type Answer } from '../../reliability/http-shopper.ts';

export interface ExpectedOrder {
  /** productId → quantity, as the cart held them when the order was placed. */
  lines: Map<number, number>;
  paid: boolean;
}

export interface ShopperRecord {
  userId: number;
  orders: Map<number, ExpectedOrder>;
  anomalies: string[];
}

interface ListingPage {
  results: { id: number; groupName: string; products: { id: number }[] }[];
  total_pages: number;
}

// The spec's six, as bench/lib/scenarios.ts keeps them (the euro countries take the same path).
const COUNTRIES = ['gb', 'us', 'in', 'jp', 'ca', 'cn'];
const WORDS = [
  'sneakers',
  'black',
  'sandal',
  'boot',
  'leather',
  'runner',
  'blue',
  'kids',
  'slipper',
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

export class LoadShopper {
  readonly record: ShopperRecord;
  /** productId → cart line, as the shopper believes its cart to be. */
  private readonly cart = new Map<number, { lineId: number; quantity: number }>();
  private readonly country = pick(COUNTRIES);

  constructor(
    private readonly http: HttpShopper,
    userId: number,
    private readonly email: string,
    private readonly password: string,
    private readonly thinkMs: number,
  ) {
    this.record = { userId, orders: new Map(), anomalies: [] };
  }

  /** Runs until `deadline` (ms since epoch); never throws, every surprise becomes an anomaly. */
  async run(deadline: number): Promise<void> {
    try {
      await this.expect(await this.http.login(this.email, this.password), [200], 'sign in');
      while (Date.now() < deadline) {
        await this.browse();
        await this.search();
        if (Date.now() >= deadline) break;
        await this.fillCart();
        if (chance(0.3)) await this.hostileQuantities();
        if (Date.now() >= deadline) break;
        await this.placeAndPay();
        await this.checkCart();
        if (chance(0.1)) await this.signInAgain();
      }
    } catch (error) {
      this.record.anomalies.push(`shopper stopped: ${String(error)}`);
    }
  }

  private think() {
    return new Promise((r) => setTimeout(r, Math.random() * 2 * this.thinkMs));
  }

  private async expect(answer: Answer, statuses: number[], what: string): Promise<Answer> {
    if (!statuses.includes(answer.status)) {
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      this.record.anomalies.push(
        `${what}: ${answer.status}${answer.error ? ` ${answer.error}` : ''} ${String(body).slice(0, 160)}`,
      );
    }
    await this.think();
    return answer;
  }

  private productsSeen: number[] = [];

  private async browse() {
    const listing = await this.expect(
      await this.http.get('listing', `/api/ecommerce/itemgroups/?page=${between(1, 40)}`),
      [200],
      'listing',
    );
    const groups = (listing.body as ListingPage | undefined)?.results ?? [];
    const productIds = groups.flatMap((g) => g.products.map((p) => p.id));
    if (productIds.length) this.productsSeen = productIds;
    const productId = this.productsSeen.length ? pick(this.productsSeen) : 1;
    await this.expect(
      await this.http.get('product', `/api/ecommerce/products/${productId}/${this.country}`),
      [200],
      'product detail',
    );
    // Server-rendered pages: a browser's first visit, or a search engine.
    if (chance(0.5)) {
      const page = pick(['/', `/products/product/${productId}`, '/cart', '/brands', '/orders']);
      await this.expect(await this.http.get('page', page), [200], `page ${page}`);
    }
  }

  private async search() {
    const word = pick(WORDS);
    await this.expect(
      await this.http.get(
        'autocomplete',
        `/api/ecommerce/search/autocomplete/?q=${encodeURIComponent(word.slice(0, between(2, word.length)))}`,
      ),
      [200],
      'autocomplete',
    );
    await this.expect(
      await this.http.get('search', `/api/ecommerce/search/products/?q=${word}&page=1`),
      [200],
      'search',
    );
    if (chance(0.2)) {
      await this.expect(
        await this.http.get('page', `/search-results?q=${word}`),
        [200],
        'search page',
      );
    }
  }

  private async add(productId: number, quantity: number) {
    const answer = await this.expect(
      await this.http.addToCart(productId, quantity),
      [201],
      'add to cart',
    );
    if (answer.status !== 201) return;
    const line = answer.body as { id: number; quantity: number };
    const before = this.cart.get(productId)?.quantity ?? 0;
    if (line.quantity !== before + quantity) {
      this.record.anomalies.push(
        `add to cart: product ${productId} had ${before}, added ${quantity}, now ${line.quantity}`,
      );
    }
    this.cart.set(productId, { lineId: line.id, quantity: line.quantity });
  }

  private async fillCart() {
    const candidates = this.productsSeen.filter((id) => !this.cart.has(id));
    for (let i = 0; i < between(1, 3) && candidates.length; i++) {
      const productId = candidates.splice(Math.floor(Math.random() * candidates.length), 1)[0]!;
      await this.add(productId, between(1, 24));
    }
    const lines = [...this.cart.entries()];
    if (lines.length) {
      const [productId, line] = pick(lines);
      const quantity = between(1, 60);
      const answer = await this.expect(
        await this.http.changeQuantity(line.lineId, quantity),
        [200],
        'change quantity',
      );
      if (answer.status === 200) this.cart.set(productId, { ...line, quantity });
    }
    if (this.cart.size > 1 && chance(0.5)) {
      const [productId, line] = pick([...this.cart.entries()]);
      const answer = await this.expect(
        await this.http.removeLines([line.lineId]),
        [204],
        'remove line',
      );
      if (answer.status === 204) this.cart.delete(productId);
    }
    await this.expect(await this.http.cart(this.country), [200], 'view cart');
  }

  /** Refused with a 400 and changing nothing: negative, zero, fractional and huge quantities. */
  private async hostileQuantities() {
    const [productId, line] = pick([...this.cart.entries()]) ?? [];
    if (productId === undefined || !line) return;
    const bad = pick([-5, 0, 2.5, 10_000_000, -2_147_483_648]);
    await this.expect(await this.http.addToCart(productId, bad, 'hostile'), [400], `add ${bad}`);
    await this.expect(
      await this.http.changeQuantity(line.lineId, bad, 'hostile'),
      [400],
      `change to ${bad}`,
    );
    // Two adds that together pass the 100,000 limit: the second is refused, the first stands.
    const huge = 60_000;
    const first = await this.http.addToCart(productId, huge, 'hostile');
    const second = await this.http.addToCart(productId, huge, 'hostile');
    if (first.status === 201) {
      this.cart.set(productId, { lineId: line.lineId, quantity: line.quantity + huge });
      await this.expect(second, [400], 'add past the limit');
    } else {
      await this.expect(first, [400], 'huge add');
    }
    // Back to a sane quantity, so orders stay within what the shop sells.
    const sane = between(1, 12);
    const reset = await this.expect(
      await this.http.changeQuantity(line.lineId, sane),
      [200],
      'change quantity',
    );
    if (reset.status === 200) this.cart.set(productId, { lineId: line.lineId, quantity: sane });
  }

  private async placeAndPay() {
    if (this.cart.size === 0) return;
    const expected = new Map([...this.cart].map(([productId, l]) => [productId, l.quantity]));
    // Sometimes the same cart is placed twice at once (a double click, two tabs): one order.
    const twice = chance(0.2);
    const answers = twice
      ? await Promise.all([
          this.http.placeOrder(this.country, {}, 'hostile_place_twice'),
          this.http.placeOrder(this.country, {}, 'hostile_place_twice'),
        ])
      : [await this.http.placeOrder(this.country)];
    for (const a of answers) await this.expect(a, [201], 'place order');
    const placed = answers
      .filter((a) => a.status === 201)
      .map((a) => a.body as { order_id: number; payment_client_secret: string });
    if (placed.length === 0) return;
    if (new Set(placed.map((p) => p.order_id)).size > 1) {
      this.record.anomalies.push(
        `one cart placed twice at once made orders ${placed.map((p) => p.order_id).join(' and ')}`,
      );
    }
    const { order_id, payment_client_secret } = placed[0]!;
    for (const p of placed) this.record.orders.set(p.order_id, { lines: expected, paid: false });

    // Sometimes the same order is paid twice at once: one charge, one payment record.
    const paying = chance(0.2)
      ? await Promise.all([
          this.http.pay(order_id, payment_client_secret, 'hostile_pay_twice'),
          this.http.pay(order_id, payment_client_secret, 'hostile_pay_twice'),
        ])
      : [await this.http.pay(order_id, payment_client_secret)];
    for (const a of paying) await this.expect(a, [200, 201], 'pay');
    if (paying.filter((a) => a.status === 201).length > 1) {
      this.record.anomalies.push(`order ${order_id} recorded two payments`);
    }
    if (paying.some((a) => a.status === 200 || a.status === 201)) {
      this.record.orders.get(order_id)!.paid = true;
      // Paid: the ordered products leave the cart.
      for (const productId of expected.keys()) this.cart.delete(productId);
    }
  }

  /** The server's cart must be the shopper's own model of it: nothing lost, nothing added. */
  private async checkCart() {
    const answer = await this.expect(await this.http.cart(this.country), [200], 'view cart');
    if (answer.status !== 200) return;
    const items = (answer.body as { cartItems: { productId: number; productQty: number }[] })
      .cartItems;
    const server = new Map(items.map((i) => [i.productId, i.productQty]));
    const mine = new Map([...this.cart].map(([p, l]) => [p, l.quantity]));
    const same = server.size === mine.size && [...mine].every(([p, q]) => server.get(p) === q);
    if (!same) {
      this.record.anomalies.push(
        `cart differs: expected ${JSON.stringify([...mine])}, server ${JSON.stringify([...server])}`,
      );
    }
  }

  private async signInAgain() {
    await this.expect(await this.http.request('logout', 'POST', '/api/logout/'), [200], 'logout');
    await this.expect(await this.http.login(this.email, this.password), [200], 'sign in');
  }
}
