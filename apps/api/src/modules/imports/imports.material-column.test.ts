// The catalogue import's `material` column (docs/catalogue-import.md; docs/export-papers.md): it
// sets each group's material, printed per line on the commercial invoice; an empty cell is the
// default (none); every row of a group agrees; a refusal names its row and changes nothing; a
// file without the column leaves the groups alone; the export writes it and imports back.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importCatalogueFile, SAMPLE_LINES } from '../../test/catalogue-import.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let t: TestApp;
let owner: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 2, jobs: { poll: false } });
  owner = await signedInStaff(t.app, 'owner');
});
afterAll(() => t.close());

const importFile = (text: string) => importCatalogueFile(t.app, owner.cookie, text);

/** The sample with a `material` column: `cellOf(group, row)` gives each row's cell. */
const withMaterial = (cellOf: (group: string, row: number) => string) =>
  [
    `${SAMPLE_LINES[0]},material`,
    ...SAMPLE_LINES.slice(1).map((line, i) => `${line},${cellOf(line.split(',')[1]!, i + 2)}`),
  ].join('\n') + '\n';

const PLAN: Record<string, string> = {
  'Trailblazer Runner': '"Mesh upper, textile lining, rubber sole"',
  'Harbour Chelsea Boot': '"  Leather upper,  leather lining, rubber sole "',
  'Suede Care Kit': '',
};

const materials = async () =>
  Object.fromEntries(
    (
      await queryRows<{ name: string; material: string }>(
        t.database.db,
        sql`select name, material from item_groups
            where name in ('Trailblazer Runner', 'Harbour Chelsea Boot', 'Suede Care Kit')`,
      )
    ).map(({ name, material }) => [name, material]),
  );

describe('catalogue import: material', () => {
  it('sets each group’s, trimmed; an empty cell is none', async () => {
    const result = await importFile(withMaterial((group) => PLAN[group]!));
    expect(result).toMatchObject({ status: 'done', created: 7, errors: [] });
    expect(await materials()).toEqual({
      'Trailblazer Runner': 'Mesh upper, textile lining, rubber sole',
      'Harbour Chelsea Boot': 'Leather upper, leather lining, rubber sole',
      'Suede Care Kit': '',
    });
  });

  it('a file without the column leaves the groups’ materials alone', async () => {
    const before = await materials();
    const result = await importFile(SAMPLE_LINES.join('\n') + '\n');
    expect(result).toMatchObject({ status: 'done', unchanged: 7, errors: [] });
    expect(await materials()).toEqual(before);
  });

  it('refuses a material over 200 characters, and rows of a group that disagree, changing nothing', async () => {
    const before = await materials();
    const result = await importFile(
      withMaterial((group, row) => (row === 2 ? 'x'.repeat(201) : PLAN[group]!)),
    );
    expect(result.status).toBe('failed');
    expect(result.errors).toEqual([
      {
        row: 2,
        column: 'material',
        message:
          'The material has at most 200 characters, e.g. Leather upper, textile lining, rubber sole.',
      },
    ]);
    const disagree = await importFile(
      withMaterial((group, row) => (row === 5 ? 'Canvas upper' : PLAN[group]!)),
    );
    expect(disagree.errors).toEqual([
      {
        row: 5,
        column: 'material',
        message:
          'Row 2 gives the group Trailblazer Runner the material Mesh upper, textile lining, rubber sole: every row of a group names the same material.',
      },
    ]);
    expect(await materials()).toEqual(before);
  });

  it('changes a group’s, names the column, and the export imports back unchanged', async () => {
    const changed = await importFile(
      withMaterial((group) => (group === 'Suede Care Kit' ? 'Brush: beech wood' : PLAN[group]!)),
    );
    expect(changed).toMatchObject({ status: 'done', updated: 1, unchanged: 6, errors: [] });
    expect(changed.changes[0]!.fields).toEqual(['material']);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export.csv',
      headers: { cookie: owner.cookie },
    });
    const text = exported.body.replace(/^\uFEFF/, '');
    const [head, ...lines] = text.trim().split('\n');
    expect(head!.trim().split(',')).toContain('material');
    expect(lines.find((l) => l.includes('Suede Care Kit'))).toContain(',Brush: beech wood,');
    expect(lines.find((l) => l.includes('Trailblazer Runner'))).toContain(
      '"Mesh upper, textile lining, rubber sole"',
    );
    const again = await importFile(text);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, errors: [] });
  });
});
