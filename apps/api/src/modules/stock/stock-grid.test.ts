// A style's stock grid (docs/stock.md, decision 195): read as size × colour cells, saved whole in
// one transaction against its version (the second of two staff saving the same version is
// refused and nothing of theirs is written), audited per product with its cause.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callerOf } from '../../test/shoppers.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import type { StockGrid } from '@solestock/domain/back-office/stock-payloads';

let t: TestApp;
let owner: SignedInStaff;
let manager: SignedInStaff;
let group: number;
const call = callerOf(() => t.app);

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2, jobs: { poll: false } });
  owner = await signedInStaff(t.app, 'owner');
  manager = await signedInStaff(t.app, 'manager');
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select item_group_id as id from products group by item_group_id
        having count(distinct color) >= 2 order by item_group_id limit 1`,
  );
  group = Number(row!.id);
  await t.database.db.execute(sql`update item_groups set sale_mode = 'stock' where id = ${group}`);
});
afterAll(() => t.close());

const read = async () => {
  const res = await call(owner, 'GET', `/admin/catalogue/item-groups/${group}/stock/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StockGrid;
};

describe('the stock grid', () => {
  it('lists every colour and size of the style with its pairs on hand and incoming', async () => {
    const grid = await read();
    expect(grid.colors.length).toBeGreaterThanOrEqual(2);
    expect(grid.cells.length).toBeGreaterThanOrEqual(grid.colors.length);
    for (const cell of grid.cells) {
      expect(grid.colors).toContain(cell.color);
      expect(grid.sizes).toContain(cell.size);
      expect(cell.incoming).toBe(0);
    }
    expect(
      (await call(owner, 'GET', '/admin/catalogue/item-groups/999999/stock/')).statusCode,
    ).toBe(404);
  });

  it('saves the changed cells at once, audited; a save on an older version is refused and writes nothing', async () => {
    const grid = await read();
    const [a, b] = grid.cells;
    const saved = await call(owner, 'PUT', `/admin/catalogue/item-groups/${group}/stock/`, {
      version: grid.version,
      cells: [
        { product_id: a!.product_id, availability: 12 },
        { product_id: b!.product_id, availability: '0' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json() as StockGrid;
    expect(after.version).toBe(grid.version + 1);
    expect(after.cells.find((c) => c.product_id === a!.product_id)!.availability).toBe(12);
    expect(after.cells.find((c) => c.product_id === b!.product_id)!.availability).toBe(0);

    // The manager opened the grid before the owner saved: their save is refused whole.
    const stale = await call(manager, 'PUT', `/admin/catalogue/item-groups/${group}/stock/`, {
      version: grid.version,
      cells: [{ product_id: a!.product_id, availability: 99 }],
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    expect((await read()).cells.find((c) => c.product_id === a!.product_id)!.availability).toBe(12);

    const audits = await queryRows<{
      entity_id: string;
      after: { availability: number; cause: string };
    }>(
      t.database.db,
      sql`select entity_id, after from audit_log where action = 'stock.change' order by id`,
    );
    expect(audits.map((x) => [Number(x.entity_id), x.after.availability, x.after.cause])).toEqual(
      [
        [a!.product_id, 12, 'stock grid'],
        ...(b!.availability === 0 ? [] : [[b!.product_id, 0, 'stock grid']]),
      ].sort((x, y) => (x[0] as number) - (y[0] as number)),
    );
    const [own] = await queryRows<{ staff_id: number }>(
      t.database.db,
      sql`select staff_id from audit_log where action = 'catalogue.stock.grid'`,
    );
    expect(own!.staff_id).toBe(owner.staffId);
  });

  it('refuses a cell of another style or a bad number, naming it, and writes nothing', async () => {
    const grid = await read();
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from products where item_group_id <> ${group} limit 1`,
    );
    const foreign = await call(owner, 'PUT', `/admin/catalogue/item-groups/${group}/stock/`, {
      version: grid.version,
      cells: [
        { product_id: grid.cells[0]!.product_id, availability: 1 },
        { product_id: Number(other!.id), availability: 1 },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toContain('Cell 2');
    const negative = await call(owner, 'PUT', `/admin/catalogue/item-groups/${group}/stock/`, {
      version: grid.version,
      cells: [{ product_id: grid.cells[0]!.product_id, availability: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields['cells.0.availability']).toContain('whole number of pairs');
    expect((await read()).version).toBe(grid.version);
  });
});
