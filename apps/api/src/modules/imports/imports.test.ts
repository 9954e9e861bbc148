// Catalogue import and export (docs/api.md, back office, "Catalogue, media and import"): jobs, dry runs,
// all-or-nothing, idempotence, export → import, XLSX, hostile files, authorisation.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connect.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { workbookParts, zipOf } from './hostile-files.ts';
import { IMPORT_QUEUE, importStatus, type ImportStatus } from './import.service.ts';

const SAMPLE = readFileSync(
  resolve(import.meta.dirname, '../../../../../docs/samples/catalogue.csv'),
);

let t: TestApp;
let owner: SignedInStaff;
let support: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 4, jobs: { poll: false } });
  owner = await signedInStaff(t.app, 'owner');
  support = await signedInStaff(t.app, 'support');
});
afterAll(() => t.close());

function multipart(file: Buffer, name: string, fields: Record<string, string>) {
  const boundary = '----solestock' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  file: Buffer,
  opts: { dryRun?: boolean; name?: string; who?: SignedInStaff } = {},
) {
  const { body, type } = multipart(file, opts.name ?? 'catalogue.csv', {
    dry_run: String(opts.dryRun ?? false),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/imports/',
    headers: { cookie: (opts.who ?? owner).cookie, 'content-type': type },
    payload: body,
  });
}

/** Uploads, runs the job, answers the import's final status. */
async function importFile(file: Buffer, opts: { dryRun?: boolean; name?: string } = {}) {
  const res = await upload(file, opts);
  expect(res.statusCode, res.body).toBe(202);
  const { id } = res.json() as { id: number };
  await t.app.jobs.drain({ queues: [IMPORT_QUEUE] });
  const status = await t.app.inject({
    method: 'GET',
    url: `/api/admin/imports/${id}/`,
    headers: { cookie: owner.cookie },
  });
  expect(status.statusCode).toBe(200);
  return status.json() as ImportStatus;
}

const catalogueState = async () =>
  (
    await queryRows<{ state: string }>(
      t.database.db,
      sql`select md5(coalesce(string_agg(x, '|' order by x), '')) as state from (
            select concat_ws(',', p.sku, p.item_group_id, p.color, p.size, p.selling_price,
              p.currency, p.availability, p.images::text, p.height, p.weight) as x from products p
            union all select concat_ws(',', ps.product_id, ps.position, ps.operator, ps.min_quantity,
              ps.max_quantity, ps.selling_price) from price_slabs ps
            union all select concat_ws(',', 'g', id, name, head_category_id, subcategory_id) from item_groups
            union all select concat_ws(',', 'b', id, name) from brands) s`,
    )
  )[0]!.state;

const csv = (lines: string[]) => Buffer.from(lines.join('\n') + '\n');
const header = SAMPLE.toString('utf8').split('\n')[0]!;
/** A sample row with some cells replaced (by column index). */
const sampleRow = (n: number, changes: Record<number, string> = {}) => {
  const cells = SAMPLE.toString('utf8').split('\n')[n]!.split(',');
  for (const [i, v] of Object.entries(changes)) cells[Number(i)] = v;
  return cells.join(',');
};

const exportCsv = async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/catalogue/export.csv',
    headers: { cookie: owner.cookie },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return res.rawPayload;
};

describe('catalogue import', () => {
  it('a dry run lists every row problem, naming row and column, and writes nothing', async () => {
    const before = await catalogueState();
    const file = csv([
      header,
      sampleRow(1),
      sampleRow(2, { 7: '-3' }), // negative price
      sampleRow(3, { 8: 'XYZ', 15: 'many' }), // unknown currency, bad availability
      sampleRow(4, { 23: '40' }), // slab 2 starts inside slab 1 (overlap)
      sampleRow(5, { 0: 'TR-RUNNER-BLK-8' }), // SKU already on row 2
    ]);
    const result = await importFile(file, { dryRun: true });
    expect(result.status).toBe('done');
    expect(result.total_rows).toBe(5);
    expect(result.processed_rows).toBe(5);
    expect(result.errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'price'],
      [4, 'currency'],
      [4, 'availability'],
      [5, 'slab2_min'],
      [6, 'sku'],
    ]);
    expect(result.errors[0]!.message).toMatch(/negative/);
    expect(result.errors[3]!.message).toMatch(/overlap/);
    expect(await catalogueState()).toBe(before);
  });

  it('a real run with one bad row writes nothing and says so', async () => {
    const before = await catalogueState();
    const lines = SAMPLE.toString('utf8').trim().split('\n');
    lines[4] = sampleRow(4, { 24: '10', 23: '' }); // slab 2 with a max but no min
    const result = await importFile(csv(lines));
    expect(result.status).toBe('failed');
    // Both on row 5: slab 2 itself, and the quantities slab 3 then leaves unpriced.
    expect(result.errors.map((e) => e.row)).toEqual([5, 5]);
    expect(result.errors[0]).toMatchObject({ row: 5, column: 'slab2_operator' });
    expect(result.errors[0]!.message).toMatch(/needs both a minimum and a maximum/);
    expect(result.created + result.updated).toBe(0);
    expect(await catalogueState()).toBe(before);
  });

  it('the sample file creates its products, brand, categories and groups; searchable at once', async () => {
    const dry = await importFile(SAMPLE, { dryRun: true });
    expect(dry).toMatchObject({ status: 'done', created: 7, updated: 0, unchanged: 0, errors: [] });
    // It names the rows it would create, in file order (issue 28.7).
    expect(dry.changes).toHaveLength(7);
    expect(dry.changes[0]).toEqual({
      row: 2,
      sku: 'TR-RUNNER-BLK-8',
      group: 'Trailblazer Runner',
      action: 'create',
      fields: [],
    });
    expect(dry.changes.map((c) => c.row)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(dry.changes_not_listed).toBe(0);

    const result = await importFile(SAMPLE);
    expect(result).toMatchObject({
      status: 'done',
      total_rows: 7,
      processed_rows: 7,
      created: 7,
      updated: 0,
      unchanged: 0,
      errors: [],
    });
    const [p] = await queryRows<{
      price: string;
      slabs: number;
      brand: string;
      group_count: number;
    }>(
      t.database.db,
      sql`select p.selling_price::text as price,
            (select count(*)::int from price_slabs where product_id = p.id) as slabs,
            b.name as brand, ig.product_count as group_count
          from products p join item_groups ig on ig.id = p.item_group_id join brands b on b.id = ig.brand_id
          where p.sku = 'TR-RUNNER-BLK-9'`,
    );
    expect(p).toEqual({ price: '68.0000', slabs: 3, brand: 'Northpeak', group_count: 5 });
    const search = await t.app.inject({ url: '/api/ecommerce/search/products/?q=trailblazer' });
    expect(search.body).toContain('Trailblazer Runner');
    const suggest = await t.app.inject({ url: '/api/ecommerce/search/autocomplete/?q=trailbl' });
    expect(suggest.body).toContain('Trailblazer Runner');
    const [audit] = await queryRows<{ action: string; staff_id: number }>(
      t.database.db,
      sql`select action, staff_id from audit_log where action = 'catalogue.import'`,
    );
    expect(audit).toEqual({ action: 'catalogue.import', staff_id: owner.staffId });
  });

  it('the same file again changes nothing: every row unchanged', async () => {
    const before = await catalogueState();
    const result = await importFile(SAMPLE);
    expect(result).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 7 });
    expect(result.changes).toEqual([]);
    expect(await catalogueState()).toBe(before);
  });

  it('a changed price updates that product and its slabs only', async () => {
    const lines = SAMPLE.toString('utf8').trim().split('\n');
    lines[6] = sampleRow(6, { 7: '91.00', 20: '96.00' });
    // The dry run names the row and the columns whose value changes, then the real run does it.
    lines[3] = sampleRow(3, { 15: '7' });
    const dry = await importFile(csv(lines), { dryRun: true });
    expect(dry).toMatchObject({ created: 0, updated: 2, unchanged: 5, changes_not_listed: 0 });
    expect(dry.changes).toEqual([
      {
        row: 4,
        sku: lines[3]!.split(',')[0],
        group: 'Trailblazer Runner',
        action: 'update',
        fields: ['availability'],
      },
      {
        row: 7,
        sku: 'HB-CHELSEA-BRN-42',
        group: expect.any(String),
        action: 'update',
        fields: ['price', 'slabs'],
      },
    ]);
    lines[3] = sampleRow(3);
    const result = await importFile(csv(lines));
    expect(result).toMatchObject({ status: 'done', created: 0, updated: 1, unchanged: 6 });
    expect(result.changes).toMatchObject([
      { row: 7, sku: 'HB-CHELSEA-BRN-42', action: 'update', fields: ['price', 'slabs'] },
    ]);
    const [row] = await queryRows<{ price: string; slab: string }>(
      t.database.db,
      sql`select p.selling_price::text as price, ps.selling_price::text as slab
          from products p join price_slabs ps on ps.product_id = p.id and ps.position = 0
          where p.sku = 'HB-CHELSEA-BRN-42'`,
    );
    expect(row).toEqual({ price: '91.0000', slab: '96.0000' });
  });

  it('a dry run lists the first 200 rows it would create and counts the rest', async () => {
    const lines = [header];
    for (let i = 1; i <= 250; i++) lines.push(sampleRow(1, { 0: `LIST-${i}` }));
    const dry = await importFile(csv(lines), { dryRun: true });
    expect(dry).toMatchObject({ status: 'done', created: 250, changes_not_listed: 50 });
    expect(dry.changes).toHaveLength(200);
    expect(dry.changes.at(-1)).toMatchObject({ row: 201, sku: 'LIST-200', action: 'create' });
  });

  it('export then import is a no-op (CSV), including the demo catalogue', async () => {
    const before = await catalogueState();
    const file = await exportCsv();
    const rows = file.toString('utf8').trim().split('\n').length - 1;
    const result = await importFile(file);
    expect(result).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: rows });
    expect(rows).toBeGreaterThan(7);
    expect(await catalogueState()).toBe(before);
  });

  it('XLSX: the export imports back unchanged, and a workbook can create products', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export.xlsx',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const before = await catalogueState();
    const back = await importFile(res.rawPayload, { name: 'catalogue.xlsx' });
    expect(back.errors).toEqual([]);
    expect(back).toMatchObject({ status: 'done', created: 0, updated: 0 });
    expect(back.unchanged).toBeGreaterThan(7);
    expect(await catalogueState()).toBe(before);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(header.split(','));
    sheet.addRow(sampleRow(7, { 0: 'CARE-KIT-02', 7: '14.5' }).split(','));
    sheet.getCell('H2').value = 14.5; // a number cell, as a spreadsheet keeps a price
    const made = await importFile(Buffer.from(await workbook.xlsx.writeBuffer()), {
      name: 'new.xlsx',
    });
    expect(made).toMatchObject({ status: 'done', created: 1, errors: [] });
  });

  it('a job run again after a crash starts the check over: stale staged rows do not count', async () => {
    const res = await upload(SAMPLE, { dryRun: true });
    const { id } = res.json() as { id: number };
    // A worker died mid-check: the import reads running, half its rows staged, one of them junk.
    await t.database.db.execute(sql`
      update catalogue_imports set status = 'running', processed_rows = 3 where id = ${id}`);
    await t.database.db.execute(sql`
      insert into catalogue_import_rows (import_id, row_number, sku, group_name, brand,
        head_category, subcategory, colour, price, currency, dimension_unit, weight_unit,
        availability, images, slabs)
      values (${id}, 99, 'STALE-1', 'G', 'B', 'H', 'S', '', 1, 'usd', 'in', 'oz', 0, '[]', '[]')`);
    await t.app.jobs.drain({ queues: [IMPORT_QUEUE] });
    const status = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/imports/${id}/`,
        headers: { cookie: owner.cookie },
      })
    ).json() as ImportStatus;
    // The sample's 7 rows (one repriced by the test before): STALE-1 is not among them.
    expect(status).toMatchObject({ status: 'done', processed_rows: 7, created: 0 });
    expect(status.updated + status.unchanged).toBe(7);
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from catalogue_import_rows where import_id = ${id}`,
    );
    expect(left[0]!.n).toBe(0);
  });

  it('a file far above the JSON body limit uploads, is read back in parts and checked in batches (7,000 rows)', async () => {
    const lines = [header];
    for (let i = 0; i < 7000; i++)
      lines.push(sampleRow(1, { 0: `BULK-${i}`, 1: `Bulk Runner ${i % 50}` }));
    const file = csv(lines);
    // Over a megabyte: the job reads the stored file back in two parts, which join exactly.
    expect(file.length).toBeGreaterThan(1024 * 1024);
    const result = await importFile(file, { dryRun: true });
    expect(result).toMatchObject({
      status: 'done',
      total_rows: 7000,
      processed_rows: 7000,
      created: 7000,
      errors: [],
    });
  });

  it('wrong headers: the missing and unknown columns are named, nothing is written', async () => {
    const file = csv([
      'sku,group,brand,colour,price,currency,flavour',
      'A-1,G,B,red,1.00,USD,mint',
    ]);
    const result = await importFile(file);
    expect(result.status).toBe('failed');
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.row).toBe(1);
    expect(result.errors[0]!.message).toMatch(
      /lacks these columns: head_category, subcategory, size/,
    );
    expect(result.errors[0]!.message).toMatch(/flavour/);
  });
});

describe('hostile files', () => {
  it('formula cells are imported as text and exported escaped, and import back the same', async () => {
    const lines = [
      header,
      sampleRow(7, { 0: 'CARE-KIT-EVIL', 1: '=HYPERLINK("http://evil")', 5: '@SUM(1+1)' }),
    ];
    // The group cell holds a quote and a comma: CSV-quote it.
    lines[1] = lines[1]!.replace('=HYPERLINK("http://evil")', '"=HYPERLINK(""http://evil"")"');
    const made = await importFile(csv(lines));
    expect(made).toMatchObject({ status: 'done', created: 1, errors: [] });
    const exported = (await exportCsv()).toString('utf8');
    const line = exported.split('\n').find((l) => l.startsWith('CARE-KIT-EVIL'))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain(`'@SUM(1+1)`);
    expect(line).not.toMatch(/,=|,@|,\+|,-/);
    const again = await importFile(Buffer.from(exported));
    expect(again.created + again.updated).toBe(0);
  });

  it('fuzzed CSV files: every one is refused with a sentence or checked to an end, never a crash', async () => {
    const cell = fc.oneof(
      fc.constantFrom(
        '',
        '"',
        '""',
        '=1+1',
        '-5',
        '1e9',
        'USD',
        '>=',
        'from_to',
        '\r',
        ';',
        '\u00a0',
        "'@x",
      ),
      fc.string({ maxLength: 12 }),
      fc.stringMatching(/^\d{1,9}(\.\d{1,6})?$/),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 45 }), { maxLength: 6 }),
        fc.boolean(),
        async (rows, withHeader) => {
          const lines = rows.map((r) => r.join(','));
          const file = Buffer.from([...(withHeader ? [header] : []), ...lines].join('\n'));
          const res = await upload(file, { dryRun: true });
          if (res.statusCode !== 202) {
            expect(res.statusCode).toBe(400);
            expect(res.json().error).toMatch(/\.$/);
            return;
          }
          await t.app.jobs.drain({ queues: [IMPORT_QUEUE] });
          const status = await importStatus(t.database.db, (res.json() as { id: number }).id);
          expect(['done', 'failed']).toContain(status!.status);
          for (const e of status!.errors) {
            expect(Number.isInteger(e.row)).toBe(true);
            expect(e.message.length).toBeGreaterThan(5);
          }
        },
      ),
      { numRuns: 40, seed: 20261124 },
    );
  });

  it('a zip bomb XLSX is refused at upload with a sentence', async () => {
    const res = await upload(await zipBomb(), { name: 'catalogue.xlsx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/would unpack to more than 512 MB/);
  });

  /**
   * Uploads a hostile file and works its job while the store is asked for its health: the file
   * is read in a worker thread (decision 128), so the health check answers, and the import ends
   * failed with a sentence, having written nothing.
   */
  async function hostileImport(file: Buffer, name: string) {
    const before = await catalogueState();
    const res = await upload(file, { name });
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json() as { id: number };
    const working = t.app.jobs.drain({ queues: [IMPORT_QUEUE] });
    const health = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(health.statusCode).toBe(200);
    await working;
    const status = (await importStatus(t.database.db, id))!;
    expect(status.status).toBe('failed');
    expect(status.errors).toHaveLength(1);
    expect(await catalogueState()).toBe(before);
    return status.errors[0]!.message;
  }

  const rowsAt = (...numbers: string[]) =>
    zipOf(
      workbookParts([
        { r: '1', cells: header.split(',') },
        ...numbers.map((r, i) => ({ r, cells: sampleRow(i + 1).split(',') })),
      ]),
    );

  it('a workbook row numbered 100,000,000 or 9,000,000,000,000,000 is refused, not counted up to', async () => {
    for (const r of ['100000000', '9000000000000000']) {
      const message = await hostileImport(await rowsAt('2', r), 'catalogue.xlsx');
      expect(message).toBe(
        `The workbook numbers a row ${r}, past the last row a worksheet can have (1,048,576): open it in a spreadsheet and save it again as .xlsx.`,
      );
    }
  });

  it('blank rows count toward the row cap: a workbook whose last row is 1,048,576 is refused', async () => {
    const message = await hostileImport(await rowsAt('2', '1048576'), 'catalogue.xlsx');
    expect(message).toMatch(/more than 201,000 rows, blank ones included/);
  }, 180_000);

  it('a CSV of 2 MB of blank lines is refused with a sentence, read in slices', async () => {
    const file = Buffer.concat([Buffer.from(header + '\n'), Buffer.alloc(2 * 1024 * 1024, '\n')]);
    const message = await hostileImport(file, 'catalogue.csv');
    expect(message).toBe(
      'The file has more than 201,000 rows, blank ones included: remove the blank rows, or split it into several files.',
    );
    // Reading 201,000 rows takes a while on a busy machine; the store answers meanwhile.
  }, 180_000);

  it('a workbook whose ZIP directory under-states its sizes is refused as it unpacks', async () => {
    // The directory claims 1 KB for a sheet of 600 MB of zeros (600 KB deflated): the upload's
    // directory check passes; counting what really unpacks stops it.
    const parts = workbookParts([{ r: '1', cells: header.split(',') }]);
    parts.push({
      name: 'xl/worksheets/sheet2.xml',
      data: { zeros: 600 * 1024 * 1024 },
      claimedSize: 1024,
    });
    const message = await hostileImport(await zipOf(parts), 'catalogue.xlsx');
    expect(message).toMatch(/unpacks to more than 512 MB.*under-states its sizes/);
  }, 180_000);

  it('a binary file named .csv is refused', async () => {
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0xff]);
    const res = await upload(binary, { name: 'catalogue.csv' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'bad_file' });
    expect(res.json().error).toMatch(/neither a CSV .* nor an XLSX/);
  });

  it('a CSV with a quote never closed fails with the row named', async () => {
    const result = await importFile(csv([header, sampleRow(7, { 0: 'X-1', 1: '"broken' })]));
    expect(result.status).toBe('failed');
    expect(result.errors[0]!.message).toMatch(/quoted cell is never closed/);
  });

  it('a request that is not multipart, or has no file, is a 400', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/',
      headers: { cookie: owner.cookie },
      payload: { dry_run: 'true' },
    });
    expect(json.statusCode).toBe(400);
    const { body, type } = multipart(Buffer.from(''), 'x.csv', { dry_run: 'maybe' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/',
      headers: { cookie: owner.cookie, 'content-type': type },
      payload: body,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/dry_run is true or false/);
    // The fuzzer's find: a multipart content type over a body that is not one (was a 500).
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/',
      headers: { cookie: owner.cookie, 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'a=1&b=2',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/could not be read/);
  });
});

describe('authorisation', () => {
  it('support may read imports but neither import (403, nothing queued) nor export', async () => {
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from catalogue_imports`,
    );
    const res = await upload(SAMPLE, { who: support });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
    const after = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from catalogue_imports`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/imports/999999/',
      headers: { cookie: support.cookie },
    });
    expect(missing.statusCode).toBe(404);
    // The whole catalogue in one download is a manager's or an owner's (catalogue.export).
    for (const format of ['csv', 'xlsx']) {
      const exported = await t.app.inject({
        method: 'GET',
        url: `/api/admin/catalogue/export.${format}`,
        headers: { cookie: support.cookie },
      });
      expect(exported.statusCode).toBe(403);
      expect(exported.json()).toMatchObject({ code: 'forbidden' });
    }
  });

  it('a manager may export the catalogue', async () => {
    const manager = await signedInStaff(t.app, 'manager');
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/catalogue/export.csv',
      headers: { cookie: manager.cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\n')[0]).toContain('sku');
  });

  it('without a staff session: 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/catalogue/export.csv' });
    expect(res.statusCode).toBe(401);
  });
});

/**
 * A small ZIP whose directory says its part unpacks to 3 GB: the upload is refused before
 * anything is inflated.
 */
const zipBomb = () =>
  zipOf([{ name: 'xl/workbook.xml', data: { zeros: 1024 * 1024 }, claimedSize: 3_000_000_000 }]);
