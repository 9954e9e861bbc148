// A German buyer end to end (issue 46 item 4, docs/countries.md): after the rates feed reads the
// ECB's euro-based XML (served over a local HTTP server here, nothing reaches the internet), the
// catalogue shows euro prices converted exactly by the stored EUR rate, the cart and checkout sum
// them in euros, the card is charged in euros, and the shipping charge staff add on review is in
// euros and paid in euros.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  convertAmount,
  decimal,
  formatPrice,
  moneyNumber,
  roundToMinorUnit,
  toMinorUnits,
} from '@solestock/domain';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInShopper, type SignedInShopper } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { RATES_QUEUE } from './rates.repository.ts';

const ECB_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<Cube>
		<Cube time='2026-11-27'>
			<Cube currency='USD' rate='1.0550'/>
			<Cube currency='JPY' rate='158.20'/>
			<Cube currency='GBP' rate='0.83390'/>
			<Cube currency='CAD' rate='1.4770'/>
			<Cube currency='CNY' rate='7.6410'/>
			<Cube currency='INR' rate='89.120'/>
		</Cube>
	</Cube>
</gesmes:Envelope>`;

/** Worked out by hand (Python's decimal, half-up at 10 places): 1 / 1.0550 and 0.83390 / 1.0550. */
const EUR_PER_USD = '0.9478672986';
const GBP_PER_USD = '0.7904265403';

let t: TestApp;
let server: Server;
let buyer: SignedInShopper;
let manager: SignedInStaff;
let products: { id: number; selling_price: string; currency: string }[];

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(ECB_XML);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-daily.xml`;
  t = await createTestApp({
    itemGroups: 8,
    config: { rates: { url, refreshHours: 6 } },
    jobs: { poll: false },
  });
  buyer = await signedInShopper(t.app);
  manager = await signedInStaff(t.app, 'manager');
  // A dollar product and a pound product: two conversions into euros.
  products = (
    await queryRows<{ id: number; selling_price: string; currency: string }>(
      t.database.db,
      sql`select distinct on (currency) id, selling_price::text, currency from products
          where currency in ('usd', 'gbp') order by currency, id`,
    )
  ).map((r) => ({ ...r, id: Number(r.id) }));
});
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
});

type Who = { cookie: string } | null;
const call = (who: Who, method: 'GET' | 'POST', path: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${path}`,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const payCard = (secret: string) =>
  call(null, 'POST', '/payments/test/confirm/', {
    client_secret: secret,
    card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' },
    billing_details: { name: 'Greta Käufer' },
  });
const intentIdOf = (secret: string) => secret.split('_secret_')[0]!;

describe('a German buyer after a rates update from the ECB', () => {
  let rates: { rates: Record<string, number> };

  it('stores EUR against USD, exactly, from the euro-based file', async () => {
    expect(await t.app.jobs.drain({ queues: [RATES_QUEUE] })).toBe(1);
    const stored = await queryRows<{ currency: string; rate: string }>(
      t.database.db,
      sql`select currency, rate::text as rate from exchange_rates where currency in ('EUR', 'GBP') order by currency`,
    );
    expect(stored.map((r) => [r.currency, decimal(r.rate).toString()])).toEqual([
      ['EUR', EUR_PER_USD],
      ['GBP', GBP_PER_USD],
    ]);
    rates = (await call(null, 'GET', '/ecommerce/exchange-rates/')).json();
    expect(rates.rates.EUR).toBe(Number(EUR_PER_USD));
  });

  it('shows catalogue prices and every slab in euros, converted by the stored rate', async () => {
    expect(products.map((p) => p.currency)).toEqual(['gbp', 'usd']);
    const map = { rates: { USD: '1', EUR: EUR_PER_USD, GBP: GBP_PER_USD } };
    for (const product of products) {
      const res = await call(null, 'GET', `/ecommerce/products/${product.id}/de`);
      expect(res.statusCode, res.body).toBe(200);
      const detail = res.json();
      const exact = convertAmount(product.selling_price, product.currency, 'de', map).amount;
      expect(detail.sellingPrice).toMatchObject({
        amount: moneyNumber(roundToMinorUnit(exact, 'eur')),
        symbol: '€',
      });
      for (const slab of detail.slabPrices as { converted_price: { symbol: string } }[])
        expect(slab.converted_price.symbol).toBe('€');
      // Every euro country reads the same euro prices.
      for (const code of ['fr', 'it', 'es', 'nl']) {
        const other = (await call(null, 'GET', `/ecommerce/products/${product.id}/${code}`)).json();
        expect(other.sellingPrice).toEqual(detail.sellingPrice);
      }
    }
  });

  it('sums the cart in euros, charges the card in euros, and takes the euro shipping charge', async () => {
    for (const product of products) {
      const added = await call(buyer, 'POST', '/ecommerce/cart/add/', {
        product_id: product.id,
        quantity: 24,
        mode: 'air',
      });
      expect(added.statusCode, added.body).toBeLessThan(300);
    }
    const checkout = (await call(buyer, 'GET', '/ecommerce/cart/checkout/?country_code=de')).json();
    // The checkout's total names its currency by symbol (API Cart).
    expect(checkout.total_price).toMatchObject({ currency: '€' });

    const placed = await call(buyer, 'POST', '/ecommerce/order/place/?country_code=de');
    expect(placed.statusCode, placed.body).toBe(201);
    const { order_id: id, payment_client_secret: secret } = placed.json();
    const intent = (await payCard(secret)).json().paymentIntent;
    expect(intent).toMatchObject({
      status: 'succeeded',
      currency: 'eur',
      amount: toMinorUnits(checkout.total_price.amount, 'eur'),
    });
    const recorded = await call(buyer, 'POST', '/ecommerce/payment-record/create/', {
      payment_intent_id: intentIdOf(secret),
      order_id: id,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);

    const order = (await call(manager, 'GET', `/admin/orders/${id}/`)).json();
    expect(order).toMatchObject({ currency: 'eur', total: checkout.total_price.amount });

    // Staff add the shipping charge in the order's currency: euros.
    const confirmed = await call(manager, 'POST', `/admin/orders/${id}/confirm/`, {
      shipping_charge: '38.40',
      version: order.version,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      currency: 'eur',
      shipping_charge: 38.4,
      balance_due: 38.4,
    });
    const [mail] = await queryRows<{ subject: string }>(
      t.database.db,
      sql`select subject from mail_outbox where "to" = ${buyer.email} and subject like ${`Order #${id} confirmed%`}`,
    );
    expect(mail!.subject).toBe(`Order #${id} confirmed: ${formatPrice('€', '38.40')} to pay`);
    expect(mail!.subject).toContain('€38.40');

    const balance = await call(buyer, 'POST', `/ecommerce/orders/${id}/pay-balance/`);
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json()).toMatchObject({ amount: 3840, currency: 'eur' });
    const shipping = (await payCard(balance.json().payment_client_secret)).json().paymentIntent;
    expect(shipping).toMatchObject({ status: 'succeeded', currency: 'eur', amount: 3840 });
    const paid = await call(buyer, 'POST', '/ecommerce/payment-record/create/', {
      payment_intent_id: intentIdOf(balance.json().payment_client_secret),
      order_id: id,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const mine = (await call(buyer, 'GET', `/ecommerce/orders/${id}/`)).json();
    expect(mine).toMatchObject({ currency: 'eur', shipping_charge: 38.4, balance_due: 0 });
  });

  it('takes a price list in euros (the database checks the code’s shape, migration 0043)', async () => {
    const res = await call(manager, 'POST', '/admin/price-lists/', {
      name: 'Euro wholesale',
      currency: 'EUR',
      group_ids: [],
      company_ids: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ currency: 'eur' });
    const refused = await call(manager, 'POST', '/admin/price-lists/', {
      name: 'Francs',
      currency: 'chf',
      group_ids: [],
      company_ids: [],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.currency).toMatch(/EUR/);
  });
});
