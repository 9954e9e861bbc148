// The catalogue import's carton columns (issue 31.2, docs/catalogue-import.md "Cartons"):
// `pack_pairs` and `pack_name` make each colour's standard carton; each row speaks for its size
// (sizes a file leaves out keep theirs); rows that disagree are named; a file without the columns
// leaves packs be; the export writes them and imports back unchanged.
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

/** The sample with the carton columns: `cells[sku]` gives a row's [pack_pairs, pack_name]. */
const withCartons = (cells: Record<string, [string, string]>, rows = SAMPLE.slice(1)) =>
  [
    `${SAMPLE[0]},pack_pairs,pack_name`,
    ...rows.map((line) => {
      const [pairs, name] = cells[line.split(',')[0]!] ?? ['', ''];
      return `${line},${pairs},${name}`;
    }),
  ].join('\n') + '\n';

const FIRST: Record<string, [string, string]> = {
  'TR-RUNNER-BLK-8': ['1', 'Runner carton'],
  'TR-RUNNER-BLK-9': ['2', 'Runner carton'],
  'TR-RUNNER-BLK-10': ['1', ''],
  'TR-RUNNER-SND-8': ['2', ''],
  'TR-RUNNER-SND-9': ['2', ''],
  'HB-CHELSEA-BRN-42': ['6', 'Six of one'],
};

const cartons = async () =>
  Object.fromEntries(
    (
      await queryRows<{
        group_name: string;
        color: string;
        name: string;
        ratio: object;
        pairs: number;
      }>(
        t.database.db,
        sql`select ig.name as group_name, p.color, p.name, p.ratio, p.pairs
            from packs p join item_groups ig on ig.id = p.item_group_id
            where ig.name in ('Trailblazer Runner', 'Harbour Chelsea Boot') order by p.id`,
      )
    ).map((r) => [`${r.group_name}/${r.color}`, { name: r.name, ratio: r.ratio, pairs: r.pairs }]),
  );

describe('catalogue import: pack_pairs and pack_name', () => {
  it('the rows of a colour make its carton; an empty name is the carton’s own', async () => {
    const result = await importFile(withCartons(FIRST));
    expect(result).toMatchObject({ status: 'done', created: 7, errors: [] });
    expect(await cartons()).toEqual({
      'Trailblazer Runner/Black': {
        name: 'Runner carton',
        ratio: { '8': 1, '9': 2, '10': 1 },
        pairs: 4,
      },
      'Trailblazer Runner/Sand': { name: 'Carton of 4', ratio: { '8': 2, '9': 2 }, pairs: 4 },
      'Harbour Chelsea Boot/Brown': { name: 'Six of one', ratio: { '42': 6 }, pairs: 6 },
    });
  });

  it('a file without the columns imports as before and leaves the cartons be', async () => {
    const before = await cartons();
    const result = await importFile(SAMPLE.join('\n') + '\n');
    expect(result).toMatchObject({ status: 'done', unchanged: 7, errors: [] });
    expect(await cartons()).toEqual(before);
  });

  it('each row speaks for its size: a partial file changes only the sizes it names', async () => {
    const result = await importFile(
      withCartons({ 'TR-RUNNER-BLK-9': ['3', ''] }, SAMPLE.slice(2, 3)),
    );
    expect(result).toMatchObject({ status: 'done', updated: 1, unchanged: 0, errors: [] });
    expect(result.changes).toEqual([
      expect.objectContaining({ sku: 'TR-RUNNER-BLK-9', fields: ['pack_pairs'] }),
    ]);
    expect((await cartons())['Trailblazer Runner/Black']).toEqual({
      name: 'Runner carton',
      ratio: { '8': 1, '9': 3, '10': 1 },
      pairs: 5,
    });
  });

  it('refuses what cannot be a carton, naming the row and column; nothing changes', async () => {
    const before = await cartons();
    const cases: [string, { row: number; column: string | null; message: RegExp }][] = [
      [
        withCartons({ ...FIRST, 'TR-RUNNER-BLK-9': ['2', 'Another name'] }),
        {
          row: 3,
          column: 'pack_name',
          message:
            /^Row 2 names the carton of Black Runner carton: every row in one carton names it the same\.$/,
        },
      ],
      [
        withCartons({ ...FIRST, 'HB-CHELSEA-BRN-42': ['1', ''] }),
        {
          row: 7,
          column: 'pack_pairs',
          message:
            /^The carton of Brown of Harbour Chelsea Boot would hold 1 pair: a carton holds 2 to 500 pairs\.$/,
        },
      ],
      [
        withCartons({ ...FIRST, 'TR-RUNNER-SND-8': ['499', ''] }),
        { row: 5, column: 'pack_pairs', message: /would hold 501 pairs/ },
      ],
      [
        withCartons({ ...FIRST, 'TR-RUNNER-SND-8': ['two', ''] }),
        { row: 5, column: 'pack_pairs', message: /^pack_pairs is this size's pairs/ },
      ],
      [
        withCartons({ ...FIRST, 'CARE-KIT-01': ['2', ''] }),
        { row: 8, column: 'pack_pairs', message: /^A product without a size is not in a carton/ },
      ],
      [
        // A second product of Black 9 (another SKU) that gives the size other pairs.
        withCartons({ ...FIRST, 'TR-RUNNER-BLK-9B': ['5', ''] }, [
          ...SAMPLE.slice(1),
          SAMPLE[2]!.replace('TR-RUNNER-BLK-9', 'TR-RUNNER-BLK-9B'),
        ]),
        {
          row: 9,
          column: 'pack_pairs',
          message:
            /^Row 3 gives size 9 of Black 2 pairs in the carton: every row of one size says the same\.$/,
        },
      ],
    ];
    for (const [file, error] of cases) {
      const result = await importFile(file);
      expect(result.status, error.message.source).toBe('failed');
      expect(result.errors).toEqual([
        { row: error.row, column: error.column, message: expect.stringMatching(error.message) },
      ]);
    }
    const header = await importFile(
      [`${SAMPLE[0]},pack_pairs`, ...SAMPLE.slice(1).map((l) => `${l},`)].join('\n'),
    );
    expect(header.errors[0]!.message).toBe("The carton's columns go together: add pack_name.");
    expect(await cartons()).toEqual(before);
  });

  it('an export writes the cartons and imports back unchanged; empty cells take sizes out', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export.csv',
      headers: { cookie: owner.cookie },
    });
    const text = exported.body.replace(/^\uFEFF/, '');
    const [head, ...lines] = text.trim().split('\n');
    expect(head!.trim()).toMatch(
      /,tier_scope,sale_mode,ships_from,ships_by,min_pairs,hs_code,country_of_origin,material,pack_pairs,pack_name,name_ja,name_zh_cn,bullet_points_ja,bullet_points_zh_cn$/,
    );
    const black9 = lines.find((l) => l.startsWith('TR-RUNNER-BLK-9,'))!;
    expect(black9.trim().endsWith(',3,Runner carton,,,,')).toBe(true);
    const kit = lines.find((l) => l.startsWith('CARE-KIT-01,'))!;
    expect(kit.trim().endsWith(',,,,,,')).toBe(true);
    const again = await importFile(text);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, errors: [] });

    // Sand's rows emptied: its carton goes; Black keeps its own.
    const cleared = await importFile(
      withCartons({
        ...FIRST,
        'TR-RUNNER-BLK-9': ['3', ''],
        'TR-RUNNER-SND-8': ['', ''],
        'TR-RUNNER-SND-9': ['', ''],
      }),
    );
    expect(cleared).toMatchObject({ status: 'done', updated: 2, errors: [] });
    expect(Object.keys(await cartons()).sort()).toEqual([
      'Harbour Chelsea Boot/Brown',
      'Trailblazer Runner/Black',
    ]);
  });
});
