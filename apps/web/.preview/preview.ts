// Local visual preview only (not committed): the built store with sample /api/admin answers.
import { resolve } from 'node:path';
import { loadConfig } from '@solestock/api/config';
import { prepareDatabase } from '@solestock/api/start';
import { signedInStaff } from '../../api/src/test/staff.ts';
import { createWebServer } from '../server/web-server.ts';

const config = loadConfig();
const database = await prepareDatabase(config, { info: () => {} });
const app = await createWebServer({ config, database, buildDir: resolve(import.meta.dirname, '../build') });
const row = (id: number, status: string, balance: string) => ({
  id, created_at: '2026-11-24T07:12:00Z', status,
  buyer: { id: 3, email: `buyer${id}-with-a-long-address@example.com`, first_name: 'Ravi' },
  country_code: 'in', currency: 'INR', total: '48250.00', shipping_charge: status === 'submitted' ? null : '1200.00',
  balance_due: balance, items_count: 3, version: 2,
});
app.get('/api/admin/dashboard/', async () => ({
  awaiting_review: 4,
  balance_due: [{ currency: 'INR', amount: '49450.00', orders: 1 }, { currency: 'USD', amount: '125.00', orders: 2 }],
  today: { orders: 6, revenue: [{ currency: 'INR', amount: '96500.00' }, { currency: 'GBP', amount: '310.40' }] },
  stale_rates: true, rates_updated_at: '2026-11-21T06:00:00Z',
}));
app.get('/api/admin/orders/', async () => ({
  count: 23, page: 1, page_size: 10,
  results: [row(101, 'submitted', '48250.00'), row(102, 'paid', '0.00'), row(103, 'confirmed', '1200.00'), row(104, 'cancelled', '0.00')],
}));
app.get('/api/admin/orders/:id/', async () => ({
  ...row(103, 'confirmed', '0.00'),
  lines: [
    { id: 1, sku: 'NK-AIR-42-BLK', product_name: 'Air Runner Classic', brand: 'Nike', color: 'Black', size: '42', quantity: 100, unit_price: '402.50', line_total: '40250.00' },
    { id: 2, sku: 'AD-SMB-40-WHT', product_name: 'Samba Low', brand: 'Adidas', color: 'White', size: '40', quantity: 20, unit_price: '400.00', line_total: '8000.00' },
  ],
  payments: [{ id: 1, amount: '48250.00', status: 'succeeded', processor: 'test card', created_at: '2026-11-24T07:13:00Z' }],
  refunds: [],
  events: [
    { id: 1, at: '2026-11-24T07:12:00Z', from: null, to: 'submitted', actor: null },
    { id: 2, at: '2026-11-24T07:13:00Z', from: 'submitted', to: 'paid', actor: null },
    { id: 3, at: '2026-11-24T08:01:00Z', from: 'paid', to: 'confirmed', staff: { name: 'Olga Owner' }, data: { shipping_charge: '1200.00', note: 'Ships from Kanpur' } },
  ],
  notes: [{ id: 1, text: 'Buyer asked for one box per size.', created_at: '2026-11-24T08:02:00Z', staff: { name: 'Olga Owner' } }],
}));
app.get('/api/admin/staff/', async () => [
  { id: 1, email: 'owner@example.com', name: 'Olga Owner', role: 'owner' },
  { id: 2, email: 'mina@example.com', name: 'Mina Manager', role: 'manager' },
  { id: 3, email: 'sam@example.com', name: 'Sam Support', role: 'support', disabled: true },
]);
app.get('/api/admin/audit/', async () => ({ count: 1, page: 1, page_size: 50, results: [
  { id: 1, created_at: '2026-11-24T08:01:00Z', action: 'order.confirm', entity_type: 'order', entity_id: '103', staff: { email: 'owner@example.com' }, before: { status: 'paid' }, after: { status: 'confirmed', shipping_charge: '1200.00' }, address: '127.0.0.1' },
] }));
await app.listen({ port: config.port, host: '127.0.0.1' });
const s = await signedInStaff(app, 'owner', { name: 'Olga Owner' });
console.log(`COOKIE ${s.cookie}`);
