// An import that changes a stock product's availability is audited as `stock.change` with the
// cause `import` and the staff member who started it (docs/api.md, "Stock"); products of
// unlimited groups, and unchanged stock, get no such record.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importCatalogueFile, SAMPLE_LINES } from '../../test/catalogue-import.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

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
