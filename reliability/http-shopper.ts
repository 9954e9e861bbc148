// A shopper over real HTTP, as a browser is one: a cookie jar, JSON in and out, and the calls of
// docs/api.md a shopper makes. The reliability tests and the load crowd (bench/load) drive stores with
// it; every answer is handed to `observe`, so a caller can count and time them.
export const TEST_CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

export interface Answer {
  status: number;
  /** Parsed JSON, or the text when the answer is not JSON; undefined for a failed request. */
  body: unknown;
  ms: number;
  /** The network error, when the request got no answer at all. */
  error?: string;
  headers?: Headers;
}

export type Observer = (kind: string, answer: Answer) => void;

export interface ShopperOptions {
  /** Headers sent with every request, e.g. a distinct X-Forwarded-For per shopper. */
  headers?: Record<string, string>;
  observe?: Observer;
  /** Each request is abandoned after this long (a hang is a failure, not a wait). */
  timeoutMs?: number;
  /** How requests are sent: the global fetch unless given (e.g. over TLS with a test CA). */
  fetch?: typeof fetch;
}

export class HttpShopper {
  readonly cookies = new Map<string, string>();

  constructor(
    public baseUrl: string,
    private readonly options: ShopperOptions = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }

  async request(
    kind: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const started = performance.now();
    let answer: Answer;
    try {
      const response = await (this.options.fetch ?? fetch)(this.baseUrl + path, {
        method,
        headers: {
          ...this.options.headers,
          ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (value === '') this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const text = await response.text();
      const json = (response.headers.get('content-type') ?? '').includes('application/json');
      answer = {
        status: response.status,
        body: json && text ? JSON.parse(text) : text,
        ms: performance.now() - started,
        headers: response.headers,
      };
    } catch (error) {
      answer = {
        status: 0,
        body: undefined,
        ms: performance.now() - started,
        error: String(error),
      };
    }
    this.options.observe?.(kind, answer);
    return answer;
  }

  get(kind: string, path: string) {
    return this.request(kind, 'GET', path);
  }

  login(email: string, password: string) {
    return this.request('login', 'POST', '/api/login/', { email, password, remember_me: false });
  }

  addToCart(productId: number, quantity: number, kind = 'cart_add') {
    return this.request(kind, 'POST', '/api/ecommerce/cart/add/', {
      product_id: productId,
      quantity,
    });
  }

  changeQuantity(lineId: number, quantity: number, kind = 'cart_change') {
    return this.request(kind, 'PATCH', `/api/ecommerce/cart/items/${lineId}/update/`, {
      quantity,
    });
  }

  removeLines(lineIds: number[]) {
    return this.request('cart_remove', 'DELETE', '/api/ecommerce/cart/items/delete/', {
      cart_item_ids: lineIds,
    });
  }

  cart(country = 'gb') {
    return this.get('cart_view', `/api/ecommerce/cart/items/?country_code=${country}`);
  }

  placeOrder(country = 'gb', headers: Record<string, string> = {}, kind = 'order_place') {
    return this.request(
      kind,
      'POST',
      `/api/ecommerce/order/place/?country_code=${country}`,
      undefined,
      headers,
    );
  }

  /** Charges the test card against the order's intent, then records the payment. */
  async pay(orderId: number, clientSecret: string, kind = 'pay') {
    const confirmed = await this.request(`${kind}_confirm`, 'POST', '/api/payments/test/confirm/', {
      client_secret: clientSecret,
      card: TEST_CARD,
      billing_details: { name: 'Load Shopper' },
    });
    if (confirmed.status !== 200) return confirmed;
    const intent = (confirmed.body as { paymentIntent: Record<string, unknown> }).paymentIntent;
    return this.request(`${kind}_record`, 'POST', '/api/ecommerce/payment-record/create/', {
      payment_intent_id: intent.id,
      order_id: orderId,
      amount: intent.amount,
      currency: intent.currency,
      capture_method: intent.capture_method,
      status: intent.status,
      payment_method: 'card',
      livemode: false,
    });
  }
}
