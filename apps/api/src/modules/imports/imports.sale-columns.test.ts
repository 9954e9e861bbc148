// The catalogue import's sale columns (docs/catalogue-import.md): sale_mode, ships_from, ships_by
// and min_pairs set each group's; every row of a group agrees (the first disagreeing row is
// named); a window belongs to a pre-order and runs forwards; a file without the columns leaves
// the groups alone; and the export writes them after tier_scope and imports back unchanged.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importCatalogueFile, SAMPLE_LINES } from '../../test/catalogue-import.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

const SAMPLE = SAMPLE_LINES;

let t: TestApp;
let owner: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2, jobs: { poll: false } });
  owner = await signedInStaff(t.app, 'owner');
});
afterAll(() => t.close());

const importFile = (text: string) => importCatalogueFile(t.app, owner.cookie, text);

type Cells = Partial<Record<string, string>>;
/** The sample with the named columns: `cellsOf(group, row)` gives each row's cells. */
const withColumns = (columns: string[], cellsOf: (group: string, row: number) => Cells) =>
  [
    `${SAMPLE[0]},${columns.join(',')}`,
    ...SAMPLE.slice(1).map((line, i) => {
      const cells = cellsOf(line.split(',')[1]!, i + 2);
      return `${line},${columns.map((c) => cells[c] ?? '').join(',')}`;
    }),
  ].join('\n') + '\n';

const ALL = ['sale_mode', 'ships_from', 'ships_by', 'min_pairs'];
const PLAN: Record<string, Cells> = {
  'Trailblazer Runner': {
    sale_mode: 'pre_order',
    ships_from: '2027-03-01',
    ships_by: '2027-03-15',
    min_pairs: '24',
  },
  'Harbour Chelsea Boot': { sale_mode: 'stock', min_pairs: '12' },
  'Suede Care Kit': {},
};

const groups = async () =>
  Object.fromEntries(
    (
      await queryRows<{
        name: string;
        sale_mode: string;
        ships_from: string | null;
        ships_by: string | null;
        min_pairs: number;
      }>(
        t.database.db,
        sql`select name, sale_mode, ships_from::text, ships_by::text, min_pairs from item_groups
            where name in ('Trailblazer Runner', 'Harbour Chelsea Boot', 'Suede Care Kit')`,
      )
    ).map(({ name, ...rest }) => [name, rest]),
  );

describe('catalogue import: sale_mode, ships_from, ships_by, min_pairs', () => {
  it('sets each group’s; empty cells are the defaults', async () => {
    const result = await importFile(withColumns(ALL, (group) => PLAN[group]!));
    expect(result).toMatchObject({ status: 'done', created: 7, errors: [] });
    expect(await groups()).toEqual({
      'Trailblazer Runner': {
        sale_mode: 'pre_order',
        ships_from: '2027-03-01',
        ships_by: '2027-03-15',
        min_pairs: 24,
      },
      'Harbour Chelsea Boot': {
        sale_mode: 'stock',
        ships_from: null,
        ships_by: null,
        min_pairs: 12,
      },
      'Suede Care Kit': { sale_mode: 'unlimited', ships_from: null, ships_by: null, min_pairs: 0 },
    });
  });

  it('a file without the columns imports as before and leaves the groups alone', async () => {
    const before = await groups();
    const result = await importFile(SAMPLE.join('\n') + '\n');
    expect(result).toMatchObject({ status: 'done', unchanged: 7, errors: [] });
    expect(await groups()).toEqual(before);
  });

  it('rows of one group that disagree: the first disagreeing row is named, nothing changes', async () => {
    const before = await groups();
    const result = await importFile(
      withColumns(ALL, (group, row) =>
        row === 4 ? { ...PLAN[group]!, min_pairs: '12', ships_by: '' } : PLAN[group]!,
      ),
    );
    expect(result.status).toBe('failed');
    expect(result.errors).toEqual([
      {
        row: 4,
        column: 'ships_by',
        message:
          'Row 2 gives the group Trailblazer Runner the last shipping date 2027-03-15: every row of a group names the same last shipping date.',
      },
      {
        row: 4,
        column: 'min_pairs',
        message:
          'Row 2 gives the group Trailblazer Runner the minimum 24: every row of a group names the same minimum.',
      },
    ]);
    expect(await groups()).toEqual(before);
  });

  it('refuses cells that are not a mode, a date or a minimum, naming the column', async () => {
    const result = await importFile(
      withColumns(ALL, (_group, row) =>
        row === 2
          ? { sale_mode: 'preorder' }
          : row === 3
            ? { sale_mode: 'pre_order', ships_from: '2027-02-30' }
            : { min_pairs: '-1' },
      ),
    );
    expect(result.status).toBe('failed');
    expect(result.errors.slice(0, 3)).toEqual([
      {
        row: 2,
        column: 'sale_mode',
        message: 'The sale mode is one of unlimited, stock, pre_order, or empty for unlimited.',
      },
      {
        row: 3,
        column: 'ships_from',
        message: 'The first shipping date is a date written YYYY-MM-DD, such as 2027-03-15.',
      },
      {
        row: 4,
        column: 'min_pairs',
        message: 'The minimum is a whole number of pairs, 0 (none) to 10000.',
      },
    ]);
  });

  it('a window belongs to a pre-order and ends on or after it starts', async () => {
    const result = await importFile(
      withColumns(ALL, (group) =>
        group === 'Trailblazer Runner'
          ? { sale_mode: 'pre_order', ships_from: '2027-03-15', ships_by: '2027-03-01' }
          : group === 'Harbour Chelsea Boot'
            ? { sale_mode: 'stock', ships_by: '2027-05-01' }
            : {},
      ),
    );
    expect(result.status).toBe('failed');
    expect(result.errors).toEqual([
      {
        row: 2,
        column: 'ships_by',
        message: 'The last shipping date comes on or after the first (2027-03-15).',
      },
      {
        row: 7,
        column: 'ships_by',
        message:
          'Shipping dates are for pre-orders: set the sale mode to pre_order, or leave the dates empty.',
      },
    ]);
    // Without a sale_mode column the group's own mode counts: Harbour sells from stock.
    const datesOnly = await importFile(
      withColumns(['ships_from'], (group) =>
        group === 'Harbour Chelsea Boot' ? { ships_from: '2027-05-01' } : {},
      ),
    );
    expect(datesOnly.errors).toEqual([
      {
        row: 7,
        column: 'ships_from',
        message:
          'Shipping dates are for pre-orders: set the sale mode to pre_order, or leave the dates empty.',
      },
    ]);
  });

  it('changes a group’s settings, names them, and the export imports back unchanged', async () => {
    const changed = await importFile(
      withColumns(['sale_mode', 'min_pairs'], (group) =>
        group === 'Trailblazer Runner'
          ? { sale_mode: 'stock', min_pairs: '6' }
          : { sale_mode: PLAN[group]!.sale_mode ?? '', min_pairs: PLAN[group]!.min_pairs ?? '' },
      ),
    );
    expect(changed).toMatchObject({ status: 'done', updated: 5, unchanged: 2, errors: [] });
    expect(changed.changes[0]!.fields).toEqual(['sale_mode', 'min_pairs']);
    // Made a stock group, Trailblazer's window goes with its pre-order.
    expect((await groups())['Trailblazer Runner']).toEqual({
      sale_mode: 'stock',
      ships_from: null,
      ships_by: null,
      min_pairs: 6,
    });
    await importFile(withColumns(ALL, (group) => PLAN[group]!));
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export.csv',
      headers: { cookie: owner.cookie },
    });
    const text = exported.body.replace(/^\uFEFF/, '');
    expect(text.split('\n')[0]!.trim()).toMatch(
      /,tier_scope,sale_mode,ships_from,ships_by,min_pairs,hs_code,country_of_origin,material,pack_pairs,pack_name,name_ja,name_zh_cn,bullet_points_ja,bullet_points_zh_cn$/,
    );
    expect(text).toContain(',product,pre_order,2027-03-01,2027-03-15,24');
    const again = await importFile(text);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, errors: [] });
  });
});
