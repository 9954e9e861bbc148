// Imported image addresses fetched into media storage (issue 41 item 17, decision 172,
// docs/catalogue-import.md "Images"). The images come from an HTTP server this file starts on
// 127.0.0.1 (named in the fetch's allow-list, as IMAGE_FETCH_ALLOW_NETWORKS would), never from the
// internet: each address is fetched once by a durable job, kept as an upload is (re-encoded to
// WebP and AVIF) and put on the products in place of the address; an address that fails (404,
// not an image, too large, too slow, a private network, another scheme) is a problem of each row
// naming it, and the import stays done; the same file again changes and fetches nothing; a dry
// run fetches nothing; addresses on an IMAGE_ORIGINS origin stay linked.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '@solestock/domain/back-office/catalogue-import';
import { parseMediaUrl } from '@solestock/domain/media-urls';
import { IMAGE_FETCH_LIMITS, type ImageFetchPolicy } from '../../config.ts';
import { queryRows } from '../../db/connect.ts';
import { importCatalogueFile } from '../../test/catalogue-import.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { testImage } from '../../test/uploads.ts';
import { fetchRemoteImage, RemoteImageProblem } from '../media/remote-image.ts';
import { IMAGES_QUEUE } from './import-images.ts';
import { IMPORT_QUEUE, type ImportStatus } from './import.service.ts';

/** Small caps, so "too large" and "too slow" are quick to show. */
const POLICY: ImageFetchPolicy = {
  allowNetworks: ['127.0.0.1'],
  maxBytes: 200 * 1024,
  timeoutMs: 1_500,
  maxRedirects: 3,
};

let server: Server;
let origin: string;
/** Requests the image server has answered, by path. */
const served = new Map<string, number>();
let black: Buffer;
let brown: Buffer;

beforeAll(async () => {
  black = await testImage('png', 900, 600, 200);
  brown = await testImage('jpeg', 700, 700, 20);
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    served.set(path, (served.get(path) ?? 0) + 1);
    if (path === '/shoes/black.png') return void res.writeHead(200).end(black);
    if (path === '/shoes/brown.jpg')
      return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(brown);
    if (path === '/moved') return void res.writeHead(302, { location: '/shoes/brown.jpg' }).end();
    if (path === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
    if (path === '/to-a-file')
      return void res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path === '/page.jpg')
      return void res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>Not here</html>');
    if (path === '/huge.jpg') {
      // No Content-Length: the cap is counted as the body arrives.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.write(brown);
      return void res.end(Buffer.alloc(POLICY.maxBytes));
    }
    if (path === '/slow.jpg') return; // never answers
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

/** A catalogue file: one row per [sku, colour, size, images]. */
function catalogue(rows: [string, string, string, string][]): string {
  const at = (name: string) => IMPORT_COLUMNS.indexOf(name as (typeof IMPORT_COLUMNS)[number]);
  const lines = rows.map(([sku, colour, size, images]) => {
    const cells = IMPORT_COLUMNS.map(() => '');
    const set = (name: string, value: string) => (cells[at(name)] = value);
    set('sku', sku);
    set('group', 'Fetch Runner');
    set('brand', 'Pictured');
    set('head_category', 'Sneakers');
    set('subcategory', 'Running');
    set('colour', colour);
    set('size', size);
    set('price', '50.00');
    set('currency', 'USD');
    set('availability', '10');
    set('images', images);
    return cells.join(',');
  });
  return [IMPORT_COLUMNS.join(','), ...lines].join('\n') + '\n';
}

const productImages = async (t: TestApp, sku: string) => {
  const [row] = await queryRows<{ cover_image: string; images: string[] }>(
    t.database.db,
    sql`select cover_image, images from products where sku = ${sku}`,
  );
  return row!;
};

const statusOf = async (t: TestApp, cookie: string, id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/admin/imports/${id}/`, headers: { cookie } })
  ).json() as ImportStatus;

describe('image addresses on other hosts', () => {
  let t: TestApp;
  let owner: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, jobs: { poll: false }, config: { imageFetch: POLICY } });
    owner = await signedInStaff(t.app, 'owner');
  });
  afterAll(() => t?.close());

  const good = () =>
    catalogue([
      ['FR-BLK-8', 'Black', '8', `${origin}/shoes/black.png`],
      ['FR-BLK-9', 'Black', '9', `${origin}/shoes/black.png`],
      ['FR-BLK-10', 'Black', '10', `${origin}/shoes/black.png | /media/item/sneaker/222222/1.svg`],
      ['FR-BRN-8', 'Brown', '8', `${origin}/moved`],
    ]);

  it('are fetched once each, kept re-encoded like uploads, and put on the products', async () => {
    const imported = await importCatalogueFile(t.app, owner.cookie, good());
    expect(imported).toMatchObject({ status: 'done', created: 4, errors: [] });
    // Done, with the images still to fetch: the page says so rather than showing broken ones.
    expect(imported.images).toMatchObject({ status: 'fetching', total: 2, fetched: 0 });
    expect(await productImages(t, 'FR-BLK-8')).toMatchObject({
      cover_image: `${origin}/shoes/black.png`,
    });

    expect(await t.app.jobs.drain({ queues: [IMAGES_QUEUE] })).toBe(1);
    const after = await statusOf(t, owner.cookie, imported.id);
    expect(after.images).toEqual({ status: 'done', total: 2, fetched: 2, failed: 0, errors: [] });
    expect(served.get('/shoes/black.png')).toBe(1);

    const blackRow = await productImages(t, 'FR-BLK-10');
    const copy = parseMediaUrl(blackRow.images[0]!);
    expect(copy).toMatchObject({ width: 900, height: 600 });
    expect(blackRow).toEqual({
      cover_image: blackRow.images[0],
      images: [blackRow.images[0], '/media/item/sneaker/222222/1.svg'],
    });
    expect((await productImages(t, 'FR-BLK-8')).images).toEqual([blackRow.images[0]]);
    // The redirect's image: the brown JPEG, square.
    const brownRow = await productImages(t, 'FR-BRN-8');
    expect(parseMediaUrl(brownRow.cover_image)).toMatchObject({ width: 700, height: 700 });

    // Served from the shop's media in both formats, as an upload is.
    const webp = await t.app.inject(blackRow.images[0]!);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    const avif = await t.app.inject(blackRow.images[0]!.replace(/\.webp$/, '.avif'));
    expect(avif.headers['content-type']).toBe('image/avif');
    const [audit] = await queryRows<{ after: unknown }>(
      t.database.db,
      sql`select after from audit_log where action = 'catalogue.import.images'
          and entity_id = ${String(imported.id)}`,
    );
    expect(audit?.after).toEqual({ fetched: 2, failed: 0 });
  });

  it('the same file again is unchanged and fetches nothing', async () => {
    const before = served.get('/shoes/black.png');
    const again = await importCatalogueFile(t.app, owner.cookie, good());
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 4 });
    expect(again.images).toMatchObject({ status: 'none', total: 0 });
    expect(await t.app.jobs.drain({ queues: [IMAGES_QUEUE] })).toBe(0);
    expect(served.get('/shoes/black.png')).toBe(before);
  });

  it('an address that fails is a problem of each row naming it, and the import stays done', async () => {
    const failing = {
      missing: `${origin}/nothing-here.jpg`,
      page: `${origin}/page.jpg`,
      huge: `${origin}/huge.jpg`,
      slow: `${origin}/slow.jpg`,
      loop: `${origin}/loop`,
      file: `${origin}/to-a-file`,
      // Loopback, but not the address allowed: refused before any connection.
      otherLoopback: 'http://127.0.0.2:9/shoes/black.jpg',
      // The cloud's metadata service.
      metadata: 'http://169.254.169.254/latest/meta-data/iam',
    };
    const rows: [string, string, string, string][] = Object.values(failing).map((url, i) => [
      `FX-${i}`,
      'Grey',
      String(i + 5),
      url,
    ]);
    rows.push(['FX-MISSING-2', 'Grey', '20', failing.missing]);
    rows.push(['FX-GOOD', 'Grey', '21', `${origin}/shoes/brown.jpg`]);
    const imported = await importCatalogueFile(t.app, owner.cookie, catalogue(rows));
    expect(imported).toMatchObject({ status: 'done', created: 10, errors: [] });
    await t.app.jobs.drain({ queues: [IMAGES_QUEUE] });
    const { images } = await statusOf(t, owner.cookie, imported.id);
    expect(images).toMatchObject({ status: 'done', total: 9, fetched: 1, failed: 8 });
    // One problem per row, in row order, each naming its address and what to do.
    const byRow = Object.fromEntries(images.errors.map((e) => [e.row, e.message]));
    expect(images.errors.map((e) => [e.row, e.column])).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10].map((row) => [row, 'images']),
    );
    expect(byRow[2]).toBe(
      `${failing.missing}: The server answered 404 (Not Found) instead of the image: check the address.`,
    );
    expect(byRow[10]).toBe(byRow[2]);
    expect(byRow[3]).toMatch(/does not give a JPEG, PNG, WebP or AVIF image/);
    expect(byRow[4]).toMatch(/larger than 0\.2 MB/);
    expect(byRow[5]).toMatch(/did not arrive within 1\.5 seconds/);
    expect(byRow[6]).toMatch(/redirects more than 3 times/);
    expect(byRow[7]).toMatch(/Only http and https addresses are fetched, not file\./);
    expect(byRow[8]).toMatch(/127\.0\.0\.2:9 leads to a private or reserved network address/);
    expect(byRow[9]).toMatch(/169\.254\.169\.254 leads to a private or reserved network address/);
    // The rows keep their addresses; the good one has its copy.
    expect((await productImages(t, 'FX-0')).images).toEqual([failing.missing]);
    expect(parseMediaUrl((await productImages(t, 'FX-GOOD')).cover_image)).toMatchObject({
      width: 700,
    });
  });

  it('a dry run fetches nothing and writes nothing', async () => {
    const file = catalogue([['FD-1', 'Red', '8', `${origin}/shoes/dry.png`]]);
    const boundary = '----solestock-dry';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/imports/',
      headers: {
        cookie: owner.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload:
        `--${boundary}\r\ncontent-disposition: form-data; name="dry_run"\r\n\r\ntrue\r\n` +
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="c.csv"\r\n\r\n${file}\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.jobs.drain({ queues: [IMPORT_QUEUE, IMAGES_QUEUE] });
    const status = await statusOf(t, owner.cookie, res.json().id);
    expect(status).toMatchObject({ status: 'done', dry_run: true, created: 1 });
    expect(status.images.status).toBe('none');
    expect(served.get('/shoes/dry.png')).toBeUndefined();
  });
});

describe('image addresses on an IMAGE_ORIGINS origin', () => {
  it('stay linked, as decision 132 shows them', async () => {
    const t = await createTestApp({
      seed: false,
      jobs: { poll: false },
      config: { imageFetch: POLICY, imageOrigins: [origin] },
    });
    try {
      const owner = await signedInStaff(t.app, 'owner');
      const imported = await importCatalogueFile(
        t.app,
        owner.cookie,
        catalogue([['FL-1', 'Blue', '8', `${origin}/shoes/linked.png`]]),
      );
      expect(imported).toMatchObject({ status: 'done', created: 1 });
      expect(imported.images.status).toBe('none');
      expect(await t.app.jobs.drain({ queues: [IMAGES_QUEUE] })).toBe(0);
      expect((await productImages(t, 'FL-1')).images).toEqual([`${origin}/shoes/linked.png`]);
      expect(served.get('/shoes/linked.png')).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('fetching one address', () => {
  const refused = async (url: string, policy: ImageFetchPolicy) => {
    const err = await fetchRemoteImage(url, policy).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(RemoteImageProblem);
    return (err as Error).message;
  };

  it('refuses loopback and private addresses unless the allow-list names them', async () => {
    const strict = { ...IMAGE_FETCH_LIMITS, allowNetworks: [] };
    const url = `${origin}/shoes/black.png`;
    const before = served.get('/shoes/black.png') ?? 0;
    expect(await refused(url, strict)).toMatch(/private or reserved network address/);
    expect(await refused('http://10.0.0.8/a.jpg', strict)).toMatch(/private or reserved/);
    expect(await refused('http://[::1]:9/a.jpg', strict)).toMatch(/private or reserved/);
    expect(served.get('/shoes/black.png') ?? 0).toBe(before);
    // A range allows it.
    const image = await fetchRemoteImage(url, { ...strict, allowNetworks: ['127.0.0.0/8'] });
    expect(image).toEqual({ bytes: black, fileName: 'black.png' });
  });

  it('refuses other schemes and addresses with credentials', async () => {
    expect(await refused('ftp://example.com/a.jpg', POLICY)).toBe(
      'Only http and https addresses are fetched, not ftp.',
    );
    expect(await refused(`http://user:secret@127.0.0.1/a.jpg`, POLICY)).toMatch(
      /user name or password/,
    );
  });
});
