// The catalogue import's `tier_scope` column (style tiers, docs/catalogue-import.md): it sets each
// group's scope, every row of a group must agree (the first disagreeing row is named), the export
// writes it and imports back unchanged, and a file without the column leaves groups as they are.
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

/** The sample with a tier_scope column: `scopeOf(group, row)` gives each row's cell. */
const withScope = (scopeOf: (group: string, row: number) => string) =>
  [
    `${SAMPLE[0]},tier_scope`,
    ...SAMPLE.slice(1).map((line, i) => `${line},${scopeOf(line.split(',')[1]!, i + 2)}`),
  ].join('\n') + '\n';

const scopes = async () =>
  Object.fromEntries(
    (
      await queryRows<{ name: string; tier_scope: string }>(
        t.database.db,
        sql`select name, tier_scope from item_groups
            where name in ('Trailblazer Runner', 'Harbour Chelsea Boot', 'Suede Care Kit')`,
      )
    ).map((r) => [r.name, r.tier_scope]),
  );

describe('catalogue import: tier_scope', () => {
  it('sets each group’s scope; an empty cell is product', async () => {
    const result = await importFile(
      withScope((group) => (group === 'Trailblazer Runner' ? 'style' : '')),
    );
    expect(result).toMatchObject({ status: 'done', created: 7, errors: [] });
    expect(await scopes()).toEqual({
      'Trailblazer Runner': 'style',
      'Harbour Chelsea Boot': 'product',
      'Suede Care Kit': 'product',
    });
  });

  it('a file without the column imports as before and leaves the scopes alone', async () => {
    const result = await importFile(SAMPLE.join('\n') + '\n');
    expect(result).toMatchObject({ status: 'done', unchanged: 7, errors: [] });
    expect((await scopes())['Trailblazer Runner']).toBe('style');
  });

  it('rows of one group that disagree: the first disagreeing row is named, nothing changes', async () => {
    const result = await importFile(
      withScope((group, row) =>
        group === 'Trailblazer Runner' && row === 4 ? 'product' : 'style',
      ),
    );
    expect(result.status).toBe('failed');
    expect(result.errors).toEqual([
      {
        row: 4,
        column: 'tier_scope',
        message:
          'Row 2 gives the group Trailblazer Runner the tier scope style: every row of a group names the same tier scope.',
      },
    ]);
    expect((await scopes())['Harbour Chelsea Boot']).toBe('product');
  });

  it('a value other than product or style is refused, naming the column', async () => {
    const result = await importFile(withScope(() => 'pack'));
    expect(result.status).toBe('failed');
    expect(result.errors[0]).toMatchObject({
      row: 2,
      column: 'tier_scope',
      message: 'The tier scope is one of product, style, or empty for product.',
    });
  });

  it('changing a group’s scope updates its rows; the export writes it and imports back unchanged', async () => {
    const changed = await importFile(withScope(() => 'style'));
    expect(changed).toMatchObject({ status: 'done', updated: 2, unchanged: 5, errors: [] });
    expect(changed.changes.every((c) => c.fields.includes('tier_scope'))).toBe(true);
    expect(await scopes()).toEqual({
      'Trailblazer Runner': 'style',
      'Harbour Chelsea Boot': 'style',
      'Suede Care Kit': 'style',
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export.csv',
      headers: { cookie: owner.cookie },
    });
    const text = exported.body.replace(/^\uFEFF/, '');
    expect(text.split('\n')[0]!.trim().split(',')).toContain('tier_scope');
    const again = await importFile(text);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, errors: [] });
  });
});
