// What each API route takes, as plausible values: the fuzzer mixes these with hostile ones so a
// request gets past the first check often enough to reach the code behind it. Every route the
// app registers must have an entry here: the fuzz test fails on a route without one.
import fc from 'fast-check';
import { SCREEN_TYPES, SHOP_BY, SORT_OPTIONS } from '@solestock/domain';
import { RATE_CURRENCIES } from '@solestock/domain/back-office/exchange-rates';

export interface RouteShape {
  params?: Record<string, fc.Arbitrary<string>>;
  query?: Record<string, fc.Arbitrary<string>>;
  body?: Record<string, fc.Arbitrary<unknown>>;
  headers?: Record<string, fc.Arbitrary<string>>;
}

// Ids: the small test catalogue, the shopper's cart lines and orders all sit in this range.
const id = fc.integer({ min: 1, max: 400 });
const idText = id.map(String);
const country = fc.constantFrom('us', 'gb', 'in', 'jp', 'ca', 'cn', 'GB', 'fr');
const email = fc.oneof(
  fc.stringMatching(/^[a-z0-9.]{1,12}$/).map((local) => `${local}@example.com`),
  fc.emailAddress(),
  fc.constantFrom('shopper@example.com', 'ANN@Example.com'),
);
const password = fc.constantFrom('Shopper#2024', 'Str0ng!Passw0rd', 'weak', 'NoDigits!!');
const text = fc.string({ minLength: 1, maxLength: 30 });
const name = fc.constantFrom('sneakers', 'sandals', 'boots', 'Nike', 'men', 'women', 'kids');
const quantity = fc.integer({ min: 1, max: 1_000 });
const mode = fc.constantFrom('air', 'sea');
const token = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
  minLength: 43,
  maxLength: 43,
});
const page = fc.constantFrom('1', '2', '3', '999999');
/** An order answer's `?lines=` (docs/api.md, "Lines by style"): the one shape, and wrong ones. */
const linesShape = fc.constantFrom('styles', 'STYLES', 'sizes', '');
const linesListShape = fc.constantFrom('none', 'NONE', 'styles', '');
const staffRole = fc.constantFrom('owner', 'manager', 'support', 'sales_rep', 'admin');
const totpCode = fc.oneof(fc.stringMatching(/^\d{6}$/), fc.constantFrom('123 456', '12345'));
const sort = fc.constantFrom(...SORT_OPTIONS.map((o) => o.value));
const days = fc.constantFrom('30', '90');
const mediaPath = fc.constantFrom(
  'shoe/1f6f5f/1.svg',
  'shoe/ffffff/3.svg',
  'text/logo/Solestock.svg',
  'text/banner/Hello%2Fworld.svg',
  'shoe/zzzzzz/1.svg',
);

const uploadUrl = fc.constantFrom(
  `/media/u/${'a'.repeat(32)}/1200x900/1200.webp`,
  '/media/u/zz/1x1/1.webp',
  '/media/text/logo/Solestock.svg',
  'https://evil.example/x.jpg',
);
const mediaImage = fc.oneof(
  uploadUrl,
  mediaPath.map((p) => `/media/${p}`),
);
// A company's details and an address of its book (docs/api.md, "Companies and addresses").
const isoCountry = fc.constantFrom('gb', 'US', 'fr', 'zz', '');
const phone = fc.constantFrom('+44 161 555 0142', '', '12', 'call me');
const companyBody = {
  name: fc.oneof(text, fc.constantFrom('Lee Shoes Ltd', '')),
  tax_id: fc.constantFrom('GB123456789', ''),
  address_line1: text,
  city: text,
  postcode: fc.constantFrom('M3 4LB', ''),
  country_code: isoCountry,
  phone,
};
const addressBody = {
  label: fc.constantFrom('Warehouse', ''),
  name: fc.oneof(text, fc.constant('Ann Lee')),
  line1: text,
  city: fc.constantFrom('Leeds', ''),
  country_code: isoCountry,
  phone,
  is_default: fc.boolean(),
};
const bannerKind = fc.constantFrom('carousel', 'ecosystem', 'hero');
const screenType = fc.constantFrom(...SCREEN_TYPES, 'watch');
const bannerLink = fc.constantFrom(
  '',
  '/products/shopBy/new-arrival',
  'https://a.example/x',
  'javascript:alert(1)',
  '//evil.example',
);
const idList = fc.array(id, { maxLength: 6 });
const bannerBody = {
  kind: bannerKind,
  screen_type: screenType,
  image: mediaImage,
  link: bannerLink,
  alt: text,
};
const socialBody = {
  name: fc.oneof(text, fc.constantFrom('Instagram', 'X')),
  url: fc.constantFrom(
    'https://instagram.com/solestock',
    'http://x.com/a',
    'ftp://a',
    'https://localhost',
  ),
  icon: fc.oneof(fc.constant(''), mediaImage),
};

const cartQuery = { country_code: country };
const version = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, -1, 1.5));
const money = fc.oneof(
  fc.constantFrom('0', '12.50', '1500', '-1', '1.234', '99999999999999'),
  fc.integer({ min: 0, max: 100_000 }),
);
const orderFilters = {
  status: fc.constantFrom('submitted', 'paid', 'confirmed', 'shipped', 'lost'),
  q: fc.oneof(text, fc.constantFrom('#1', '12', 'shopper@', 'SKU-')),
  country,
  from: fc.constantFrom('2026-01-01', '2026-02-30', 'yesterday'),
  to: fc.constantFrom('2026-12-31', '2000-01-01'),
  overdue: fc.constantFrom('true', 'false', 'yes', ''),
  page,
};
const tokenParams = { uid: idText, token };
const customerGroupBody = {
  name: fc.oneof(text, fc.constantFrom('Gold', 'Silver', '')),
  discount_percent: fc.oneof(
    fc.constantFrom('0', '12.5', '90', '90.01', '-1', '1.234'),
    fc.double(),
  ),
  deposit_percent: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.constantFrom(30.5, '30')),
  net_days: fc.oneof(fc.integer({ min: -5, max: 400 }), fc.constantFrom(30.5, '30')),
};

/** A collection (docs/collections.md): windows in and out of order, ids that exist or not. */
const deliveryWindow = fc.record({
  from: fc.constantFrom('2027-03-01', '2027-02-30', '', 'soon'),
  to: fc.constantFrom('2027-03-15', '2026-01-01', ''),
});
const collectionBody = {
  name: fc.oneof(text, fc.constantFrom('Spring drop', '')),
  season: fc.constantFrom('SS27', '', 'x'.repeat(50)),
  delivery_windows: fc.oneof(fc.array(deliveryWindow, { maxLength: 3 }), fc.constant('none')),
  item_group_ids: fc.oneof(fc.array(id, { maxLength: 4 }), fc.constantFrom('1', [0], [-1])),
  group_ids: fc.oneof(fc.array(id, { maxLength: 3 }), fc.constantFrom('1', [1.5])),
};

/** An API key (docs/api-keys.md): scopes a key may and may never have, expiries past and future. */
const apiKeyBody = {
  name: fc.oneof(text, fc.constantFrom('Warehouse sync', '')),
  scopes: fc.oneof(
    fc.array(fc.constantFrom('orders.read', 'catalogue.write', 'self', 'settings.manage', 'x'), {
      maxLength: 4,
    }),
    fc.constantFrom('orders.read', [], null),
  ),
  expires_at: fc.constantFrom(undefined, null, '2099-01-01', '2001-01-01', '2099-02-30', 'soon', 5),
};

/** A price list (docs/price-lists.md). */
const priceListBody = {
  name: fc.oneof(text, fc.constantFrom('Japan', '')),
  currency: fc.oneof(text, fc.constantFrom('jpy', 'USD', 'eur', '')),
  group_ids: fc.oneof(fc.array(id, { maxLength: 3 }), fc.constantFrom(['1'], null, 1)),
  company_ids: fc.oneof(fc.array(id, { maxLength: 3 }), fc.constantFrom([0], [-1], 'x')),
};

/** A webhook endpoint (docs/webhooks.md). */
const webhookBody = {
  url: fc.oneof(
    fc.constantFrom('https://erp.example.com/hooks', 'ftp://x', 'https://u:p@x.example/', ''),
    text,
  ),
  events: fc.oneof(
    fc.subarray(['order.placed', 'order.shipped', 'stock.low', 'company.created']),
    fc.constantFrom(['order.eaten'], 'order.placed', null),
  ),
  description: fc.oneof(text, fc.constantFrom('', 'x'.repeat(300))),
  enabled: fc.oneof(fc.boolean(), fc.constantFrom('yes', null)),
};

/** A price list's entries. */
const priceListEntriesBody = {
  items: fc.oneof(
    fc.array(
      fc.record({
        sku: fc.oneof(text, fc.constantFrom('SKU-1', '')),
        unit_price: fc.oneof(fc.constantFrom('1500', '-1', '1.23456', 'abc'), fc.double()),
        slabs: fc.oneof(
          fc.constant(undefined),
          fc.array(
            fc.record({
              min_quantity: fc.oneof(id, fc.constant(null), fc.constantFrom(0, -1, 1.5)),
              max_quantity: fc.oneof(id, fc.constant(null)),
              unit_price: fc.constantFrom('1', '-1', 'x'),
            }),
            { maxLength: 6 },
          ),
        ),
      }),
      { maxLength: 4 },
    ),
    fc.constantFrom(null, 'x', {}),
  ),
};

/** An amendment's lines: ids of lines and others, quantities in and out of range. */
const amendedLines = fc.array(
  fc.record({
    id: fc.oneof(id, fc.constantFrom(0, -1, 2_147_483_648, 1.5)),
    quantity: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.constantFrom(-1, 100_001, 2.5)),
  }),
  { maxLength: 4 },
);
/** A shipment's (or a cancellation's) lines: ids of lines and others, pairs in and out of range. */
const shippedLines = fc.array(
  fc.record({
    line_id: fc.oneof(id, fc.constantFrom(0, -1, 2_147_483_648, 1.5)),
    pairs: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.constantFrom(-1, 1_000_001, 2.5)),
  }),
  { maxLength: 4 },
);
export const ROUTE_SHAPES: Record<string, RouteShape> = {
  'GET /api/health': {},
  'GET /api/health/live': {},
  'GET /api/health/ready': {},
  'GET /api/ecommerce/brands/': { query: { category: name } },
  'GET /api/ecommerce/categories/': { query: { brand: name } },
  'GET /api/ecommerce/homepage/itemgroups/': {},
  'GET /api/ecommerce/item-group/:id/': { params: { id: idText } },
  'GET /api/ecommerce/carousel-banners/': {
    query: { screen_type: fc.constantFrom(...SCREEN_TYPES) },
  },
  'GET /api/ecommerce/ecosystem-banner/': {
    query: { screen_type: fc.constantFrom(...SCREEN_TYPES) },
  },
  'GET /api/ecommerce/social-media/': {},
  'GET /api/ecommerce/brand/': {},
  'GET /api/ecommerce/get-user-country/': {
    headers: { 'accept-language': fc.constantFrom('en-GB,en;q=0.9', 'ja', '*', 'x-klingon;q=2') },
  },
  'GET /api/ecommerce/exchange-rates/': {},
  'GET /api/ecommerce/itemgroups/': {
    query: {
      page,
      category: name,
      subcategory: name,
      brand: name,
      shop_by: fc.constantFrom(...SHOP_BY.map((s) => s.api)),
      sort,
      new_within_days: days,
    },
  },
  'GET /api/ecommerce/products/:id/:country': { params: { id: idText, country } },
  'GET /api/ecommerce/search/autocomplete/': { query: { q: name } },
  'GET /api/ecommerce/search/products/': {
    query: { q: name, page, subcategory: name, brand: name, sort, new_within_days: days },
  },
  'POST /api/register/': {
    body: {
      first_name: text,
      email,
      password,
      from: fc.constantFrom('https://seller.example/x', 'https://evil.example/'),
      role: fc.constantFrom('seller', 'admin'),
    },
  },
  'GET /api/verify-email/:uid/:token/': { params: tokenParams },
  'POST /api/resend-verification/': { body: { email } },
  'POST /api/login/': { body: { email, password, remember_me: fc.boolean() } },
  'POST /api/token/refresh/': {},
  'POST /api/logout/': {},
  'GET /api/profile/': {},
  'PUT /api/profile/language/': { body: { language: fc.constantFrom('en', 'ja', 'zh-CN') } },
  'GET /api/ecommerce/personal-part/': {},
  'POST /api/password-reset/': { body: { email } },
  'GET /api/password-reset/:uid/:token/validate/': { params: tokenParams },
  'POST /api/password-reset/:uid/:token/confirm/': {
    params: tokenParams,
    body: { password, confirm_password: password },
  },
  'GET /api/ecommerce/cart/items/': {
    query: { ...cartQuery, lines: fc.constantFrom('styles', 'STYLES', 'flat', '') },
  },
  'GET /api/ecommerce/cart/count/': {},
  'POST /api/ecommerce/cart/add/': { body: { product_id: id, quantity, mode } },
  'POST /api/ecommerce/cart/add-many/': {
    body: {
      items: fc.array(fc.record({ product_id: id, quantity, mode }), {
        minLength: 1,
        maxLength: 5,
      }),
    },
  },
  'POST /api/ecommerce/cart/add-packs/': {
    body: {
      items: fc.array(
        fc.record({
          pack_id: fc.oneof(id, fc.constantFrom(0, -1, 'x')),
          cartons: fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constantFrom(0, 1000, 1001, 2.5)),
          mode,
        }),
        { minLength: 1, maxLength: 5 },
      ),
    },
  },
  'POST /api/ecommerce/products/by-sku/': {
    body: {
      skus: fc.array(fc.oneof(text, fc.constantFrom('SS-01-1-BLACK-8', 'ss-02-3-navy-9')), {
        minLength: 1,
        maxLength: 5,
      }),
      country_code: country,
    },
  },
  'PATCH /api/ecommerce/cart/items/:id/update/': { params: { id: idText }, body: { quantity } },
  'DELETE /api/ecommerce/cart/items/delete/': {
    body: { cart_item_ids: fc.array(id, { minLength: 1, maxLength: 3 }) },
  },
  'GET /api/ecommerce/cart/checkout/': { query: { ...cartQuery, address_id: idText } },
  'GET /api/ecommerce/cart/checkout/tax/': { query: { ...cartQuery, address_id: idText } },
  'POST /api/ecommerce/order/place/': {
    query: { ...cartQuery, without_payment: fc.constantFrom('true', 'false'), address_id: idText },
    headers: { 'idempotency-key': fc.string({ minLength: 1, maxLength: 20 }) },
  },
  'POST /api/ecommerce/order-now/': {
    query: { ...cartQuery, without_payment: fc.constantFrom('true', 'false'), address_id: idText },
    body: { product_id: id, quantity, mode },
    headers: { 'idempotency-key': fc.string({ minLength: 1, maxLength: 20 }) },
  },
  'POST /api/ecommerce/payment-record/create/': {
    body: { payment_intent_id: fc.constantFrom('pi_test_1', 'pi_123'), order_id: id },
  },
  'GET /api/ecommerce/orders/': { query: { lines: linesListShape } },
  'GET /api/ecommerce/orders/:order_id/': {
    params: { order_id: idText },
    query: { lines: linesShape },
  },
  // Decision 182: a credit note's PDF, `?id=` the note's.
  'GET /api/ecommerce/collections/': {},
  'GET /api/ecommerce/collections/:id/': { params: { id: idText } },
  'POST /api/ecommerce/collections/:id/cart/': {
    params: { id: idText },
    body: {
      items: fc.oneof(
        fc.array(fc.record({ product_id: id, quantity, mode }), { maxLength: 3 }),
        fc.constant([]),
      ),
      window: deliveryWindow,
    },
  },
  'GET /api/ecommerce/collections/:id/line-sheet.pdf': { params: { id: idText } },
  'GET /api/ecommerce/orders/:id/documents/credit-note.pdf': {
    params: { id: idText },
    query: { id: idText },
  },
  'GET /api/ecommerce/orders/:id/documents/:document.pdf': {
    params: {
      id: idText,
      document: fc.constantFrom(
        'proforma',
        'invoice',
        'packing-list',
        'certificate-of-origin',
        'receipt',
      ),
    },
    query: { shipment: fc.oneof(idText, fc.constantFrom('', 'first', '-1')) },
  },
  'GET /api/payments/config/': {},
  'POST /api/payments/stripe/webhook/': {
    body: { id: fc.constant('evt_1'), type: fc.constant('payment_intent.succeeded') },
    headers: { 'stripe-signature': fc.constantFrom('t=1,v1=abc', 't=,v1=', 'garbage') },
  },
  'POST /api/payments/test/confirm/': {
    body: {
      client_secret: fc.constantFrom('pi_1_secret_abc', 'x'),
      card: fc.record({
        number: fc.constantFrom('4242424242424242', '4000 0000 0000 0002', '1234'),
        exp_month: fc.integer({ min: 1, max: 12 }),
        exp_year: fc.integer({ min: 2020, max: 2040 }),
        cvc: fc.constantFrom('123', '1'),
      }),
      billing_details: fc.record({ name: text }),
    },
  },
  'GET /api/dev/mail/': { query: { to: email } },
  'POST /api/help-center/contact/': {
    body: {
      first_name: text,
      last_name: text,
      email,
      mobile: fc.constantFrom('+44 20 7946 0000', '12345', '0'),
      message: fc.constantFrom('Where is my order? It has been two weeks.', 'hi'),
    },
  },
  'GET /api/admin/me/': {},
  'POST /api/admin/session/': { body: { email, password, code: totpCode } },
  'DELETE /api/admin/session/': {},
  'GET /api/admin/staff/': {},
  'POST /api/admin/staff/': { body: { email, name: text, role: staffRole } },
  'PATCH /api/admin/staff/:id/': { params: { id: idText }, body: { name: text, role: staffRole } },
  'DELETE /api/admin/staff/:id/': { params: { id: idText } },
  'GET /api/admin/invitations/:token/': { params: { token } },
  'POST /api/admin/invitations/:token/accept/': {
    params: { token },
    body: { name: text, password },
  },
  'POST /api/admin/me/totp/': {},
  'POST /api/admin/me/totp/confirm/': { body: { code: totpCode } },
  'DELETE /api/admin/me/totp/': { body: { code: totpCode } },
  'POST /api/admin/staff/:id/totp-enrolment/': { params: { id: idText } },
  'POST /api/admin/totp-enrolment/:token/': { params: { token }, body: { email, password } },
  'POST /api/admin/totp-enrolment/:token/confirm/': { params: { token }, body: { code: totpCode } },
  'GET /api/admin/settings/': {},
  'PUT /api/admin/settings/': { body: { require_totp: fc.boolean() } },
  'POST /api/admin/me/totp/recovery-codes/': { body: { code: totpCode } },
  'PUT /api/admin/me/password/': {
    body: { current_password: password, new_password: password },
  },
  'POST /api/admin/password-reset/': { body: { email } },
  'POST /api/admin/password-reset/:token/confirm/': { params: { token }, body: { password } },
  'GET /api/admin/me/notifications/': {},
  'PUT /api/admin/me/notifications/': {
    body: {
      order_review: fc.boolean(),
      balance_paid: fc.boolean(),
      refund_failed: fc.oneof(fc.boolean(), fc.constantFrom('yes', 1)),
      contact_message: fc.boolean(),
      rates_stale: fc.boolean(),
    },
  },
  'POST /api/admin/mail/:id/send/': { params: { id: idText } },
  'GET /api/admin/messages/': { query: { status: fc.constantFrom('unread', 'read', 'all'), page } },
  'PATCH /api/admin/messages/:id/': {
    params: { id: idText },
    body: { read: fc.oneof(fc.boolean(), fc.constant('no')) },
  },
  'GET /api/admin/settings/contact/': {},
  'PUT /api/admin/settings/contact/': { body: { contact_email: email } },
  'GET /api/admin/settings/stock/': {},
  'PUT /api/admin/settings/stock/': {
    body: { low_stock_pairs: fc.oneof(fc.integer({ min: -5, max: 200_000 }), fc.constant('six')) },
  },
  'GET /api/admin/catalogue/low-stock/': {},
  // Stock in bulk and incoming stock (docs/stock.md).
  'GET /api/admin/catalogue/item-groups/:id/stock/': { params: { id: idText } },
  'PUT /api/admin/catalogue/item-groups/:id/stock/': {
    params: { id: idText },
    body: {
      version: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.constant('one')),
      cells: fc.array(
        fc.record({
          product_id: fc.oneof(id, fc.constant(0)),
          availability: fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), fc.constant('12')),
        }),
        { maxLength: 4 },
      ),
    },
  },
  'GET /api/admin/catalogue/item-groups/:id/stock.csv': { params: { id: idText } },
  'GET /api/admin/catalogue/stock.csv': {},
  'POST /api/admin/catalogue/stock/import/': {
    body: {
      csv: fc.oneof(
        fc.constantFrom('sku,availability\nTR-RUNNER-BLK-8,5\n', 'sku\nX\n', '', 'a,b\n"'),
        fc.string({ maxLength: 60 }),
      ),
    },
  },
  'GET /api/admin/catalogue/item-groups/:id/incoming/': { params: { id: idText } },
  'GET /api/admin/catalogue/products/:id/incoming/': { params: { id: idText } },
  'POST /api/admin/catalogue/products/:id/incoming/': {
    params: { id: idText },
    body: {
      pairs: fc.oneof(fc.integer({ min: -1, max: 200_000 }), fc.constant('300')),
      expected_on: fc.constantFrom('2027-01-15', '2027-02-30', 'soon', ''),
    },
  },
  'POST /api/admin/catalogue/incoming/:id/receive/': { params: { id: idText } },
  'POST /api/admin/catalogue/incoming/:id/cancel/': { params: { id: idText } },
  'GET /api/admin/settings/seller/': {},
  'PUT /api/admin/settings/seller/': {
    body: {
      legal_name: fc.oneof(text, fc.constant('Solestock Trading Ltd')),
      address: fc.array(text, { maxLength: 7 }),
      country_code: fc.constantFrom('GB', 'in', 'UK', ''),
      tax_id: text,
      eori: fc.constantFrom('GB123456789000', 'gb 1234', ''),
      email,
      phone: fc.constantFrom('+44 116 496 0000', 'call me'),
      bank_details: text,
      incoterm: fc.constantFrom('EXW', 'FCA', 'FOB', 'CIF', 'DAP', 'DDP', 'XYZ'),
      carton_pairs: fc.oneof(fc.integer({ min: -1, max: 600 }), fc.constant(12)),
      incoterm_place: fc.oneof(text, fc.constant('Chennai')),
      port_of_loading: fc.oneof(text, fc.constant('Chennai (INMAA)')),
      transport: fc.constantFrom('air', 'sea', 'road', 'courier', 'rail', ''),
      exporter_ids: fc.array(fc.record({ label: fc.constantFrom('IEC', 'REX', ''), value: text }), {
        maxLength: 9,
      }),
      signatory_name: text,
      signatory_title: text,
      declaration: fc.oneof(text, fc.constant('')),
    },
  },
  'GET /api/admin/settings/brand/': {},
  'GET /api/admin/settings/brand/setup/': {},
  'PUT /api/admin/settings/brand/': {
    body: {
      shop_name: fc.oneof(text, fc.constant('Northwind Footwear'), fc.constant('')),
      logo: fc.oneof(mediaImage, fc.constant('')),
      favicon: fc.oneof(mediaImage, fc.constant('')),
      primary_color: fc.constantFrom('#1f6f5f', '#FFFF00', '#abc', 'red', '#0a3d62'),
      mail_from_name: fc.oneof(text, fc.constant('')),
      footer_text: fc.oneof(text, fc.constant('')),
      legal_text: fc.oneof(text, fc.constant('')),
      show_vendor_link: fc.oneof(fc.boolean(), fc.constant('no')),
      show_seller_links: fc.boolean(),
    },
  },
  'GET /api/admin/settings/orders/': {},
  'PUT /api/admin/settings/orders/': {
    body: { min_order_usd: fc.oneof(money, fc.constantFrom(0, 500, -1, '12.345', '1e3')) },
  },
  'GET /api/help-center/contact/': {},
  'GET /api/admin/audit/': {
    query: {
      page,
      entity_type: fc.constantFrom('staff', 'shop_settings', 'order'),
      staff_id: idText,
    },
  },
  'GET /api/admin/dashboard/': {},
  'GET /api/admin/mail/': {
    query: { status: fc.constantFrom('pending', 'failed', 'kept', 'sent', 'lost'), page },
  },
  'GET /api/admin/orders/': {
    query: {
      ...orderFilters,
      // The poll of docs/sync.md: a time, a cursor (real, made up or broken) and a page size.
      updated_since: fc.constantFrom(
        '2026-01-01T00:00:00Z',
        '2026-01-01T00:00:00',
        'yesterday',
        '',
      ),
      cursor: fc.oneof(
        text,
        fc.constantFrom(
          Buffer.from('["2026-01-01T00:00:00.000000Z",1]').toString('base64url'),
          Buffer.from('["x",-1]').toString('base64url'),
        ),
      ),
      limit: fc.constantFrom('1', '200', '201', '0', 'ten'),
    },
  },
  'GET /api/admin/orders/export.csv': { query: orderFilters },
  'GET /api/admin/orders/:id/': { params: { id: idText }, query: { lines: linesShape } },
  'GET /api/admin/orders/:id/documents/credit-note.pdf': {
    params: { id: idText },
    query: { id: idText },
  },
  'GET /api/admin/orders/:id/documents/:document.pdf': {
    params: {
      id: idText,
      document: fc.constantFrom(
        'proforma',
        'invoice',
        'packing-list',
        'certificate-of-origin',
        'receipt',
      ),
    },
    query: { shipment: fc.oneof(idText, fc.constantFrom('', 'first', '-1')) },
  },
  'POST /api/admin/orders/:id/confirm/': {
    params: { id: idText },
    body: { shipping_charge: money, note: text, version },
  },
  'POST /api/admin/orders/:id/ship/': {
    params: { id: idText },
    body: { carrier: text, tracking_number: text, version },
  },
  'POST /api/admin/orders/:id/deliver/': { params: { id: idText }, body: { version } },
  'POST /api/admin/orders/:id/cancel/': { params: { id: idText }, body: { reason: text, version } },
  'PATCH /api/admin/orders/:id/lines/': {
    params: { id: idText },
    body: { lines: amendedLines, note: text, version },
  },
  'POST /api/admin/orders/:id/lines/preview/': {
    params: { id: idText },
    body: { lines: amendedLines },
  },
  'GET /api/admin/orders/:id/shipments/': { params: { id: idText } },
  'POST /api/admin/orders/:id/shipments/': {
    params: { id: idText },
    body: {
      lines: shippedLines,
      carrier: text,
      tracking: text,
      waybill: fc.oneof(text, fc.constant(null)),
      ship_date: fc.constantFrom('2026-11-20', '2026-02-30', '', 'today'),
      early: fc.oneof(fc.boolean(), fc.constant('yes')),
      cartons: fc.array(
        fc.record({
          gross_kg: fc.oneof(money, fc.constantFrom('12.5', '0', '-1', '1e3', 12.5)),
          length_cm: fc.oneof(fc.integer({ min: -1, max: 2000 }), fc.constant(1.5)),
          width_cm: fc.integer({ min: -1, max: 2000 }),
          height_cm: fc.integer({ min: -1, max: 2000 }),
          marks: fc.oneof(text, fc.constant(null)),
        }),
        { maxLength: 3 },
      ),
      version,
    },
  },
  'POST /api/admin/orders/:id/lines/cancel/': {
    params: { id: idText },
    body: { lines: shippedLines, reason: text, version },
  },
  'PUT /api/admin/orders/:id/export/': {
    params: { id: idText },
    body: {
      incoterm: fc.constantFrom('EXW', 'FOB', 'DAP', 'fob', 'XYZ'),
      incoterm_place: fc.oneof(text, fc.constant('Chennai')),
      port_of_loading: text,
      port_of_discharge: text,
      transport: fc.constantFrom('air', 'sea', 'road', 'courier', 'rail'),
      version,
    },
  },
  'POST /api/admin/orders/:id/refunds/send/': { params: { id: idText } },
  // Decision 182: a refund of an invoiced order with its credit note.
  'POST /api/admin/orders/:id/refunds/': {
    params: { id: idText },
    body: { amount: money, reason: text, version },
  },
  'POST /api/admin/orders/:id/notes/': { params: { id: idText }, body: { text } },
  'POST /api/admin/orders/:id/payments/': {
    params: { id: idText },
    body: {
      amount: money,
      reference: fc.oneof(text, fc.constantFrom('', 'INV 2026/11', '\u0007')),
      received_on: fc.constantFrom('2026-11-20', '2026-02-30', '2999-01-01', 'today'),
    },
  },
  // Issue 16 items 3 and 6 (decisions 105-106). The upload is multipart: the fuzzer's JSON and
  // odd bodies must be refused with a sentence, never a 500.
  'POST /api/admin/media/': { body: { file: text } },
  'GET /api/admin/catalogue/products/:id/images/': { params: { id: idText } },
  'POST /api/admin/catalogue/products/:id/images/': {
    params: { id: idText },
    body: { url: uploadUrl, cover: fc.boolean(), same_colour: fc.boolean() },
  },
  'DELETE /api/admin/catalogue/products/:id/images/': {
    params: { id: idText },
    body: { url: uploadUrl, same_colour: fc.boolean() },
  },
  'GET /api/admin/content/': {},
  'GET /api/admin/content/item-groups/': { query: { q: fc.oneof(text, name) } },
  'POST /api/admin/content/banners/': { body: bannerBody },
  'PATCH /api/admin/content/banners/:id/': {
    params: { id: idText },
    body: { image: mediaImage, link: bannerLink, alt: text },
  },
  'DELETE /api/admin/content/banners/:id/': { params: { id: idText } },
  'PUT /api/admin/content/banners/order/': {
    body: { kind: bannerKind, screen_type: screenType, ids: idList },
  },
  'PUT /api/admin/content/home/': {
    body: { brands: idList, head_categories: idList, item_groups: idList },
  },
  'POST /api/admin/content/social-links/': { body: socialBody },
  'PUT /api/admin/content/social-links/:id/': { params: { id: idText }, body: socialBody },
  'DELETE /api/admin/content/social-links/:id/': { params: { id: idText } },
  'PUT /api/admin/content/social-links/order/': { body: { ids: idList } },
  'POST /api/ecommerce/orders/:order_id/pay-balance/': { params: { order_id: idText } },
  'GET /api/ecommerce/company/': {},
  'PUT /api/ecommerce/company/': { body: companyBody },
  'GET /api/ecommerce/company/members/': {},
  'POST /api/ecommerce/company/members/': {
    body: { email, role: fc.constantFrom('admin', 'buyer', 'owner') },
  },
  'DELETE /api/ecommerce/company/members/:id/': { params: { id: idText } },
  'GET /api/ecommerce/company/invitations/:token/': { params: { token } },
  'POST /api/ecommerce/company/invitations/:token/accept/': { params: { token } },
  'GET /api/ecommerce/company/addresses/': {},
  'POST /api/ecommerce/company/addresses/': { body: addressBody },
  'PUT /api/ecommerce/company/addresses/:id/': { params: { id: idText }, body: addressBody },
  'DELETE /api/ecommerce/company/addresses/:id/': { params: { id: idText } },
  'POST /api/ecommerce/orders/:order_id/reorder/': { params: { order_id: idText } },
  'GET /api/ecommerce/orders/:order_id/shipments/': { params: { order_id: idText } },
  'GET /media/*': { params: { '*': mediaPath } },
  'GET /api/docs': {},
  'GET /api/docs/openapi.json': {},
  'GET /api/docs/script': {},
  'GET /api/docs/styles': {},
  'GET /dev/mail': {},
  // Issue 16 items 5 and 7: exchange rates and customers (decisions 110, 111).
  'GET /api/admin/rates/': {},
  'GET /api/admin/rates/history/': { query: { page } },
  'PUT /api/admin/rates/': {
    body: {
      rates: fc.record(
        Object.fromEntries(
          RATE_CURRENCIES.map((c) => [
            c,
            fc.oneof(
              fc.constantFrom('1.37', '151.2', '0', '-1', '1e3', '0.00000000001', '12345678901'),
              fc.double(),
              text,
            ),
          ]),
        ),
        { requiredKeys: [] },
      ),
    },
  },
  'POST /api/admin/rates/fetch/': {},
  'GET /api/admin/customers/': {
    query: { q: fc.oneof(text, fc.constantFrom('#1', 'example.com', 'Shopper', '%_')), page },
  },
  'GET /api/admin/customers/:id/': { params: { id: idText } },
  'POST /api/admin/customers/:id/disable/': { params: { id: idText } },
  'POST /api/admin/customers/:id/enable/': { params: { id: idText } },
  // Customer groups (issue 32.3).
  'GET /api/admin/customer-groups/': {},
  'POST /api/admin/customer-groups/': { body: customerGroupBody },
  'PUT /api/admin/customer-groups/:id/': { params: { id: idText }, body: customerGroupBody },
  'DELETE /api/admin/customer-groups/:id/': { params: { id: idText } },
  // Price lists (docs/price-lists.md); the entries' file upload is never a workable multipart
  // body here: its bad files are in price-lists.test.ts.
  'GET /api/admin/price-lists/': {},
  'POST /api/admin/price-lists/': { body: priceListBody },
  'PUT /api/admin/price-lists/:id/': { params: { id: idText }, body: priceListBody },
  'DELETE /api/admin/price-lists/:id/': { params: { id: idText } },
  'GET /api/admin/price-lists/:id/entries/': { params: { id: idText } },
  // The sync calls (docs/sync.md).
  'PUT /api/admin/stock/': {
    body: {
      items: fc.oneof(
        fc.array(
          fc.record({
            sku: fc.oneof(text, fc.constantFrom('TR-RUNNER-BLK-8', '', 'NOPE')),
            availability: fc.oneof(
              fc.integer({ min: -5, max: 2_000_000 }),
              fc.constantFrom('12', 1.5, null),
            ),
          }),
          { maxLength: 4 },
        ),
        fc.constantFrom('all', null),
      ),
    },
    headers: { 'idempotency-key': fc.string({ minLength: 1, maxLength: 20 }) },
  },
  'PUT /api/admin/prices/': {
    body: {
      items: fc.oneof(
        fc.array(
          fc.record({
            sku: fc.oneof(text, fc.constantFrom('TR-RUNNER-BLK-8', '')),
            selling_price: fc.oneof(fc.constantFrom('12.50', '-1', '1.23456', 'abc'), fc.double()),
            slabs: fc.oneof(
              fc.constant(undefined),
              fc.array(
                fc.record({
                  operator: fc.constantFrom('from_to', '>=', '<=', 'x', undefined),
                  min_quantity: fc.oneof(id, fc.constant(null), fc.constantFrom(0, -1, 1.5)),
                  max_quantity: fc.oneof(id, fc.constant(null)),
                  selling_price: fc.constantFrom('1', '-1', 'x'),
                }),
                { maxLength: 6 },
              ),
            ),
          }),
          { maxLength: 4 },
        ),
        fc.constantFrom('all', null),
      ),
    },
    headers: { 'idempotency-key': fc.string({ minLength: 1, maxLength: 20 }) },
  },
  // Webhooks (docs/webhooks.md).
  'GET /api/admin/webhooks/': {},
  'POST /api/admin/webhooks/': { body: webhookBody },
  'GET /api/admin/webhooks/:id/': { params: { id: idText } },
  'PUT /api/admin/webhooks/:id/': { params: { id: idText }, body: webhookBody },
  'DELETE /api/admin/webhooks/:id/': { params: { id: idText } },
  'GET /api/admin/webhooks/:id/deliveries/': { params: { id: idText }, query: { page } },
  'POST /api/admin/webhooks/deliveries/:id/resend/': { params: { id: idText } },
  'PUT /api/admin/price-lists/:id/entries/': {
    params: { id: idText },
    body: priceListEntriesBody,
  },
  'GET /api/admin/price-lists/:id/entries.csv': { params: { id: idText } },
  'GET /api/admin/price-lists/:id/entries.xlsx': { params: { id: idText } },
  'POST /api/admin/price-lists/:id/entries/import/': { params: { id: idText } },
  'PUT /api/admin/customers/:company_id/group/': {
    params: { company_id: idText },
    body: { group_id: fc.oneof(id, fc.constant(null), fc.constantFrom('1', 0, -1, 1.5)) },
  },
  // Translated catalogue content (docs/translations.md).
  'GET /api/admin/catalogue/translations/:entity/:id/': {
    params: {
      entity: fc.constantFrom('item-group', 'brand', 'head-category', 'subcategory', 'colour', ''),
      id: idText,
    },
  },
  'PUT /api/admin/catalogue/translations/:entity/:id/': {
    params: {
      entity: fc.constantFrom('item-group', 'brand', 'head-category', 'subcategory', 'banner'),
      id: idText,
    },
    body: {
      translations: fc.oneof(
        fc.record({
          ja: fc.record(
            {
              name: fc.oneof(fc.string({ maxLength: 220 }), fc.constant(42)),
              bullet_points: fc.oneof(fc.array(fc.string()), fc.constant(null), fc.constant('x')),
              alt: fc.string(),
            },
            { requiredKeys: [] },
          ),
          'zh-CN': fc.record({ name: fc.string() }, { requiredKeys: [] }),
        }),
        fc.constant({ fr: { name: 'x' } }),
        fc.constant(null),
      ),
    },
  },
  'GET /api/admin/content/banners/:id/translations/': { params: { id: idText } },
  'PUT /api/admin/content/banners/:id/translations/': {
    params: { id: idText },
    body: {
      translations: fc.record(
        { ja: fc.record({ alt: fc.oneof(fc.string(), fc.constant(7)) }) },
        { requiredKeys: [] },
      ),
    },
  },
  // Collections and line sheets (docs/collections.md).
  'GET /api/admin/collections/': {},
  'POST /api/admin/collections/': { body: collectionBody },
  'PUT /api/admin/collections/:id/': { params: { id: idText }, body: collectionBody },
  'DELETE /api/admin/collections/:id/': { params: { id: idText } },
  'GET /api/admin/collections/:id/line-sheet.pdf': {
    params: { id: idText },
    query: { company_id: fc.oneof(idText, fc.constantFrom('0', 'x', '')) },
  },
  'POST /api/admin/collections/:id/line-sheet/send/': {
    params: { id: idText },
    body: { company_id: fc.oneof(id, fc.constantFrom('1', 0, -1, 1.5)) },
  },
  // API keys (docs/api-keys.md).
  'GET /api/admin/api-keys/': {},
  'POST /api/admin/api-keys/': { body: apiKeyBody },
  'DELETE /api/admin/api-keys/:id/': { params: { id: idText } },
  // Credit control (docs/credit-control.md).
  'GET /api/admin/customers/companies/:id/credit/': { params: { id: idText } },
  'PUT /api/admin/customers/companies/:id/credit/': {
    params: { id: idText },
    body: {
      credit_limit: fc.oneof(
        fc.constant(null),
        fc.constantFrom('2500', '0', '1.234', '-5', 'lots', 9000, 12.5),
      ),
      allow_without_deposit: fc.oneof(fc.boolean(), fc.constant('yes')),
      dunning_paused: fc.oneof(fc.boolean(), fc.constant(1)),
    },
  },
  'GET /api/admin/customers/companies/:id/statement.pdf': { params: { id: idText } },
  'GET /api/ecommerce/company/statement.pdf': {},
  // Orders taken by staff (docs/staff-orders.md).
  'PUT /api/admin/customers/companies/:id/rep/': {
    params: { id: idText },
    body: { staff_id: fc.oneof(id, fc.constant(null), fc.constantFrom('1', 0, -1)) },
  },
  'GET /api/admin/customers/reps/': {},
  'GET /api/admin/orders/drafts/': {},
  'POST /api/admin/orders/drafts/': {
    body: { company_id: fc.oneof(id, fc.constantFrom(0, '1')), address_id: fc.option(id) },
  },
  'GET /api/admin/orders/drafts/:id/': { params: { id: idText } },
  'DELETE /api/admin/orders/drafts/:id/': { params: { id: idText } },
  'PUT /api/admin/orders/drafts/:id/lines/': {
    params: { id: idText },
    body: {
      lines: fc.array(
        fc.record(
          {
            product_id: id,
            pack_id: id,
            quantity,
            cartons: fc.integer({ min: 0, max: 1_001 }),
            mode,
            unit_price: fc.oneof(money, fc.constantFrom('0', '-1', '1.23456', 'x')),
            reason: fc.oneof(text, fc.constant('')),
          },
          { requiredKeys: ['mode'] },
        ),
        { maxLength: 4 },
      ),
    },
  },
  'POST /api/admin/orders/drafts/:id/send/': { params: { id: idText } },
  'POST /api/admin/orders/drafts/:id/place/': { params: { id: idText } },
  'GET /api/admin/settings/staff-orders/': {},
  'PUT /api/admin/settings/staff-orders/': {
    body: { override_floor_percent: fc.oneof(fc.constantFrom(0, 90, 100, 101, '75.5', '1e2', -1)) },
  },
  'GET /api/ecommerce/order-drafts/:token/': {
    params: { token },
    query: { country_code: country },
  },
  'POST /api/ecommerce/order-drafts/:token/place/': {
    params: { token },
    query: { country_code: country, without_payment: fc.constantFrom('true', 'false') },
  },
  // Catalogue import and export (docs/catalogue-import.md); the fuzzer's bodies are never a
  // workable multipart upload: the hostile files are in imports.test.ts.
  'POST /api/admin/imports/': { body: { dry_run: fc.constantFrom('true', 'false', 'yes', '') } },
  'GET /api/admin/imports/:id/': {
    params: { id: fc.oneof(idText, fc.constantFrom('0', '-1', '99999999999999999999', 'x')) },
  },
  'GET /api/admin/catalogue/export.csv': {},
  'GET /api/admin/catalogue/export.xlsx': {},
  // The accounting export (docs/accounting-export.md): a range, a format, a kind.
  'GET /api/admin/accounting/export/': {
    query: {
      from: fc.constantFrom('2026-01-01', '2026-02-30', '01/02/2026', ''),
      to: fc.constantFrom('2026-12-31', '2027-06-01', '2025-12-31', 'x'),
      format: fc.constantFrom('csv', 'xlsx', 'pdf'),
      kind: fc.constantFrom('all', 'invoice', 'transfer', 'credit_note', 'bill'),
    },
  },
  // Issue 16: the catalogue (catalogue.admin.routes.ts).
  ...catalogueShapes(),
};

/** The catalogue's calls (issue 16): plausible forms, slab tables and bulk actions. */
function catalogueShapes(): Record<string, RouteShape> {
  const list = { q: fc.oneof(text, fc.constantFrom('Nike', 'SS-', '%', '')), page };
  const flag = fc.oneof(fc.boolean(), fc.constantFrom('true', 'on', 'maybe'));
  const slab = fc.record({
    operator: fc.constantFrom('from_to', '>=', '<=', 'between'),
    min_quantity: fc.oneof(fc.integer({ min: -2, max: 200 }), fc.constant(null), fc.constant('')),
    max_quantity: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.constant(null)),
    selling_price: money,
    currency: fc.constantFrom('gbp', 'USD', 'jpy', 'xxx', ''),
  });
  const forms: Record<string, Record<string, fc.Arbitrary<unknown>>> = {
    brands: { name: fc.oneof(name, text), show_on_homepage: flag },
    'head-categories': { name: fc.oneof(name, text), show_on_homepage: flag, position: id },
    subcategories: { name: fc.oneof(name, text), head_category_id: id, position: id },
    'item-groups': {
      name: fc.oneof(name, text),
      brand_id: id,
      head_category_id: id,
      subcategory_id: id,
      bullet_points: fc.array(text, { maxLength: 3 }),
      material: text,
      country_of_origin: text,
      size_system: fc.constantFrom('uk', 'eu', 'kids', 'mars', null),
      sale_mode: fc.constantFrom('unlimited', 'stock', 'pre_order', '', 'preorder'),
      ships_from: fc.constantFrom('2027-03-01', '2027-02-30', '', null, 'soon'),
      ships_by: fc.constantFrom('2027-03-15', '2026-01-01', '', null),
      min_pairs: fc.oneof(quantity, fc.constantFrom(0, -1, 10_001, '24', '')),
      show_on_homepage: flag,
    },
    products: {
      item_group_id: id,
      sku: fc.oneof(fc.stringMatching(/^[A-Z0-9-]{3,12}$/), text),
      color: text,
      color_hex: fc.constantFrom('#1f6f5f', '1f1f1f', 'red', ''),
      size: fc.constantFrom('42', 'M', null),
      selling_price: money,
      currency: fc.constantFrom('gbp', 'usd', 'jpy', 'xxx'),
      availability: fc.oneof(quantity, fc.constant(-1)),
      images: fc.array(
        fc.constantFrom('https://example.com/a.jpg', '/media/shoe/1f6f5f/1.svg', 'javascript:1'),
        { maxLength: 2 },
      ),
      slabs: fc.array(slab, { maxLength: 4 }),
    },
  };
  const shapes: Record<string, RouteShape> = {};
  for (const [path, body] of Object.entries(forms)) {
    const base = `/api/admin/catalogue/${path}/`;
    shapes[`GET ${base}`] = {
      query: {
        ...list,
        head_category_id: idText,
        brand_id: idText,
        item_group_id: idText,
        archived: fc.constantFrom('true', 'false', 'x'),
      },
    };
    shapes[`POST ${base}`] = { body };
    shapes[`GET ${base}:id/`] = { params: { id: idText } };
    shapes[`PUT ${base}:id/`] = { params: { id: idText }, body };
    shapes[`DELETE ${base}:id/`] = { params: { id: idText } };
  }
  const ids = fc.array(id, { minLength: 0, maxLength: 5 });
  shapes['POST /api/admin/catalogue/products/archive/'] = { body: { ids } };
  shapes['POST /api/admin/catalogue/products/unarchive/'] = { body: { ids } };
  const bulk = {
    target: fc.constantFrom('products', 'item_groups', 'brands'),
    ids,
    action: fc.constantFrom(
      'archive',
      'unarchive',
      'show_on_homepage',
      'hide_from_homepage',
      'change_price',
      'explode',
    ),
    percent: fc.oneof(
      fc.constantFrom('10', '-5', '2.5', '0', '-100', '1e3'),
      fc.integer({ min: -100, max: 2000 }),
    ),
  };
  shapes['POST /api/admin/catalogue/item-groups/:id/style/'] = {
    params: { id: idText },
    body: {
      sku_prefix: fc.constantFrom('SS-1', '', 'bad prefix', 'X'.repeat(80)),
      sizes: fc.array(fc.constantFrom('40', '41', '7.5', '', '4 2'), { maxLength: 4 }),
      colours: fc.array(
        fc.record({
          name: fc.constantFrom('Black', 'White', ''),
          hex: fc.constantFrom('000000', 'zz'),
        }),
        { maxLength: 3 },
      ),
      selling_price: fc.constantFrom('10', '-1', 'x'),
      currency: fc.constantFrom('gbp', 'xxx'),
    },
  };
  // Packs (issue 31.2): a colour's carton, pairs per size.
  const pack = {
    color: fc.constantFrom('Black', 'Sand', '', 'Mauve'),
    name: fc.oneof(text, fc.constantFrom('', 'Carton of 12')),
    ratio: fc.oneof(
      fc.dictionary(
        fc.constantFrom('5', '6', '7', '8', '9', '42', 'XL', ' 7', ''),
        fc.oneof(fc.integer({ min: -1, max: 300 }), fc.constantFrom('2', 1.5, null)),
        { maxKeys: 6 },
      ),
      fc.constantFrom(null, [], 'x', {}),
    ),
  };
  shapes['GET /api/admin/catalogue/item-groups/:id/packs/'] = { params: { id: idText } };
  shapes['POST /api/admin/catalogue/item-groups/:id/packs/'] = {
    params: { id: idText },
    body: pack,
  };
  shapes['PUT /api/admin/catalogue/packs/:id/'] = { params: { id: idText }, body: pack };
  shapes['DELETE /api/admin/catalogue/packs/:id/'] = { params: { id: idText } };
  shapes['POST /api/admin/catalogue/bulk/preview/'] = { body: bulk };
  shapes['POST /api/admin/catalogue/bulk/'] = { body: bulk };
  return shapes;
}

/** A route as the app registered it. HEAD routes Fastify adds for each GET share its shape. */
export interface RouteRef {
  method: string;
  url: string;
}

export const routeKey = (r: RouteRef) => `${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`;

export const shapeOf = (r: RouteRef): RouteShape | undefined => ROUTE_SHAPES[routeKey(r)];
