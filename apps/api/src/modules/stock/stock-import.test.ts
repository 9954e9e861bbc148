// An import that changes a stock product's availability is audited as `stock.change` with the
// cause `import` and the staff member who started it (docs/api.md, "Stock"); products of
// unlimited groups, and unchanged stock, get no such record. The stock CSV (docs/stock.md,
// decision 195) goes round: downloaded, edited, uploaded back, audited the same way with the
// cause `stock csv`; a file with any bad row changes nothing and names every bad row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importCatalogueFile, SAMPLE_LINES } from '../../test/catalogue-import.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { callerOf } from '../../test/shoppers.ts';

const SAMPLE = SAMPLE_LINES;
const AVAILABILITY = SAMPLE[0]!.split(',').indexOf('availability');

let t: TestApp;
let owner: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2, jobs: { poll: false } });
  owner = await signedInStaff(t.app, 'owner');
});
afterAll(() => t.close());

const importFile = (text: string) => importCatalogueFile(t.app, owner.cookie, text);

/** The sample with each row's availability set by `pairsOf(sku)` (unchanged when undefined). */
const withStock = (pairsOf: (sku: string) => number | undefined) =>
  [
    SAMPLE[0],
    ...SAMPLE.slice(1).map((line) => {
      const cells = line.split(',');
      const pairs = pairsOf(cells[0]!);
      if (pairs !== undefined) cells[AVAILABILITY] = String(pairs);
      return cells.join(',');
    }),
  ].join('\n') + '\n';

const stockAudits = () =>
  queryRows<{ staff_id: number; entity_id: string; before: unknown; after: unknown }>(
    t.database.db,
    sql`select staff_id, entity_id, before, after from audit_log
        where action = 'stock.change' order by id`,
  );

describe('catalogue import and stock', () => {
  it('audits the availability an import changes on a stock group’s products, with its cause', async () => {
    expect(await importFile(SAMPLE.join('\n') + '\n')).toMatchObject({ status: 'done' });
    await t.database.db.execute(
      sql`update item_groups set sale_mode = 'stock' where name = 'Trailblazer Runner'`,
    );
    const result = await importFile(
      withStock((sku) => (sku === 'TR-RUNNER-BLK-8' ? 7 : sku.startsWith('TR-') ? undefined : 999)),
    );
    expect(result).toMatchObject({ status: 'done', errors: [] });
    const [product] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from products where sku = 'TR-RUNNER-BLK-8'`,
    );
    const audits = await stockAudits();
    expect(audits).toEqual([
      {
        staff_id: owner.staffId,
        entity_id: String(product!.id),
        before: { availability: 120 },
        after: { availability: 7, cause: 'import', import_id: result.id, order_id: null },
      },
    ]);
  });
});

describe('the stock CSV', () => {
  const call = callerOf(() => t.app);
  const availabilityOf = async (sku: string) =>
    Number(
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select availability as n from products where sku = ${sku}`,
        )
      )[0]!.n,
    );

  it('goes round: the style’s CSV downloaded, edited and uploaded sets its stock, audited', async () => {
    const [group] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from item_groups where name = 'Trailblazer Runner'`,
    );
    const down = await call(owner, 'GET', `/admin/catalogue/item-groups/${group!.id}/stock.csv`);
    expect(down.statusCode, down.body).toBe(200);
    expect(down.headers['content-type']).toContain('text/csv');
    const lines = down.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('sku,style,color,size,availability,incoming');
    expect(lines.some((l) => l.startsWith('TR-RUNNER-BLK-8,Trailblazer Runner,'))).toBe(true);
    // Every row's availability becomes 41; the other columns go back as they came.
    const edited = [
      lines[0],
      ...lines.slice(1).map((l) => {
        const cells = l.split(',');
        cells[4] = '41';
        return cells.join(',');
      }),
    ].join('\n');
    const up = await call(owner, 'POST', '/admin/catalogue/stock/import/', { csv: edited });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toEqual({ rows: lines.length - 1, changed: lines.length - 1 });
    expect(await availabilityOf('TR-RUNNER-BLK-8')).toBe(41);
    const [audit] = await queryRows<{ after: { availability: number; cause: string } }>(
      t.database.db,
      sql`select a.after from audit_log a join products p on p.id::text = a.entity_id
          where a.action = 'stock.change' and p.sku = 'TR-RUNNER-BLK-8' order by a.id desc limit 1`,
    );
    expect(audit!.after).toMatchObject({ availability: 41, cause: 'stock csv' });

    const all = await call(owner, 'GET', '/admin/catalogue/stock.csv');
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('TR-RUNNER-BLK-8,Trailblazer Runner,');
  });

  it('refuses a file with bad rows, naming each, and changes nothing', async () => {
    const before = await availabilityOf('TR-RUNNER-BLK-8');
    const bad = await call(owner, 'POST', '/admin/catalogue/stock/import/', {
      csv: 'sku,availability\nTR-RUNNER-BLK-8,3\nTR-RUNNER-BLK-8,4\nNOPE-1,2\n,5\nTR-RUNNER-BLK-9,-1\n',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().error).toMatch(/^Row 3 \(TR-RUNNER-BLK-8\) repeats row 2/);
    expect(bad.json().error).toContain('Nothing was changed.');
    expect(bad.json().errors.map((e: { row: number }) => e.row)).toEqual([3, 5, 6]);
    // Every row well formed but one SKU unknown: still nothing.
    const unknown = await call(owner, 'POST', '/admin/catalogue/stock/import/', {
      csv: 'sku,availability\nTR-RUNNER-BLK-8,3\nNOPE-1,2\n',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { row: 3, sku: 'NOPE-1', message: 'Row 3: no product has the SKU NOPE-1.' },
    ]);
    const headless = await call(owner, 'POST', '/admin/catalogue/stock/import/', {
      csv: 'code,pairs\nX,1\n',
    });
    expect(headless.statusCode).toBe(400);
    expect(headless.json().error).toContain('sku and availability');
    expect(await availabilityOf('TR-RUNNER-BLK-8')).toBe(before);
  });
});
