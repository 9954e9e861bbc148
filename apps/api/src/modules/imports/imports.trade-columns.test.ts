// The catalogue import's customs columns (docs/catalogue-import.md): hs_code and
// country_of_origin set each group's by the console's rule (6–10 digits; an ISO alpha-2 code);
// every row of a group agrees; a refusal names its row and column and changes nothing; a file
// without the columns leaves the groups alone; and the export writes them and imports back
// unchanged.
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
const COLUMNS = ['hs_code', 'country_of_origin'];
/** The sample with the customs columns: `cellsOf(group, row)` gives each row's cells. */
const withColumns = (cellsOf: (group: string, row: number) => Cells) =>
  [
    `${SAMPLE[0]},${COLUMNS.join(',')}`,
    ...SAMPLE.slice(1).map((line, i) => {
      const cells = cellsOf(line.split(',')[1]!, i + 2);
      return `${line},${COLUMNS.map((c) => cells[c] ?? '').join(',')}`;
    }),
  ].join('\n') + '\n';

const PLAN: Record<string, Cells> = {
  // Dots between the digits are how customs papers often write it; the code keeps the digits.
  'Trailblazer Runner': { hs_code: '6404.11', country_of_origin: 'vn' },
  'Harbour Chelsea Boot': { hs_code: '6403910000', country_of_origin: 'PT' },
  'Suede Care Kit': {},
};

const groups = async () =>
  Object.fromEntries(
    (
      await queryRows<{ name: string; hs_code: string; country_of_origin: string }>(
        t.database.db,
        sql`select name, hs_code, country_of_origin from item_groups
            where name in ('Trailblazer Runner', 'Harbour Chelsea Boot', 'Suede Care Kit')`,
      )
    ).map(({ name, ...rest }) => [name, rest]),
  );

describe('catalogue import: hs_code and country_of_origin', () => {
  it('sets each group’s, written as the console keeps them; empty cells are none', async () => {
    const result = await importFile(withColumns((group) => PLAN[group]!));
    expect(result).toMatchObject({ status: 'done', created: 7, errors: [] });
    expect(await groups()).toEqual({
      'Trailblazer Runner': { hs_code: '640411', country_of_origin: 'VN' },
      'Harbour Chelsea Boot': { hs_code: '6403910000', country_of_origin: 'PT' },
      'Suede Care Kit': { hs_code: '', country_of_origin: '' },
    });
  });

  it('a file without the columns leaves the groups’ customs fields alone', async () => {
    const before = await groups();
    const result = await importFile(SAMPLE.join('\n') + '\n');
    expect(result).toMatchObject({ status: 'done', unchanged: 7, errors: [] });
    expect(await groups()).toEqual(before);
  });

  it('refuses a code that is not 6–10 digits or a country that is not an ISO code, naming row and column', async () => {
    const before = await groups();
    const result = await importFile(
      withColumns((group, row) =>
        row === 2
          ? { ...PLAN[group]!, hs_code: '64041' }
          : row === 3
            ? { ...PLAN[group]!, hs_code: '6404 11 ab' }
            : group === 'Harbour Chelsea Boot'
              ? { hs_code: '6403910000', country_of_origin: 'Portugal' }
              : group === 'Suede Care Kit'
                ? { country_of_origin: 'Atlantis' }
                : PLAN[group]!,
      ),
    );
    expect(result.status).toBe('failed');
    const hs =
      'The HS code is 6 to 10 digits, such as 640399 (dots between them are fine), or empty.';
    expect(result.errors).toEqual([
      { row: 2, column: 'hs_code', message: hs },
      { row: 3, column: 'hs_code', message: hs },
      {
        row: 7,
        column: 'country_of_origin',
        message: 'The country of origin is written as its two-letter ISO code: PT for Portugal.',
      },
      {
        row: 8,
        column: 'country_of_origin',
        message:
          'The country of origin is a two-letter ISO country code, such as IN, CN or PT; “Atlantis” is not one.',
      },
    ]);
    expect(await groups()).toEqual(before);
  });

  it('rows of one group that disagree: the first disagreeing row is named, nothing changes', async () => {
    const before = await groups();
    const result = await importFile(
      withColumns((group, row) =>
        row === 5 ? { hs_code: '640411', country_of_origin: 'CN' } : PLAN[group]!,
      ),
    );
    expect(result.status).toBe('failed');
    expect(result.errors).toEqual([
      {
        row: 5,
        column: 'country_of_origin',
        message:
          'Row 2 gives the group Trailblazer Runner the country of origin VN: every row of a group names the same country of origin.',
      },
    ]);
    expect(await groups()).toEqual(before);
  });

  it('changes a group’s, names the columns, and the export imports back unchanged', async () => {
    const changed = await importFile(
      withColumns((group) =>
        group === 'Suede Care Kit' ? { hs_code: '340520', country_of_origin: 'in' } : PLAN[group]!,
      ),
    );
    expect(changed).toMatchObject({ status: 'done', updated: 1, unchanged: 6, errors: [] });
    expect(changed.changes[0]!.fields).toEqual(['hs_code', 'country_of_origin']);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export.csv',
      headers: { cookie: owner.cookie },
    });
    const text = exported.body.replace(/^\uFEFF/, '');
    const [head, ...lines] = text.trim().split('\n');
    const columns = head!.trim().split(',');
    const at = (line: string, column: string) => line.split(',')[columns.indexOf(column)];
    const kit = lines.find((l) => l.includes('Suede Care Kit'))!;
    expect([at(kit, 'hs_code'), at(kit, 'country_of_origin')]).toEqual(['340520', 'IN']);
    const boot = lines.find((l) => l.includes('Harbour Chelsea Boot'))!;
    expect([at(boot, 'hs_code'), at(boot, 'country_of_origin')]).toEqual(['6403910000', 'PT']);
    const again = await importFile(text);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, errors: [] });
  });
});
