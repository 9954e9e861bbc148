// Uploads (issue 16, decision 105): content-sniffed, re-encoded to WebP and AVIF widths, served
// with year-long cache headers; refusals with sentences; the S3 storage against a real
// S3-compatible server (s3rver) running in this test; product images.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, mediaSources } from '@solestock/domain/media-urls';
import { auditLog, products } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { multipartBody, pixelBombPng, testImage } from '../../test/uploads.ts';
import { sniffImageType } from './media-upload.ts';

let t: TestApp;
let manager: SignedInStaff;
let support: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp({ itemGroups: 4 });
  manager = await signedInStaff(t.app, 'manager');
  support = await signedInStaff(t.app, 'support');
});
afterAll(async () => {
  await t?.close();
});

const upload = (
  app: TestApp['app'],
  who: SignedInStaff,
  file: { name: string; type: string; bytes: Buffer },
) => {
  const { payload, headers } = multipartBody(file);
  return app.inject({
    method: 'POST',
    url: '/api/admin/media/',
    payload,
    headers: { ...headers, cookie: who.cookie },
  });
};

interface UploadAnswer {
  key: string;
  url: string;
  width: number;
  height: number;
  widths: number[];
  original_url: string;
}

describe('uploading an image', () => {
  it.each([
    ['jpeg', 'photo.jpg', 'image/jpeg', 'image/jpeg'],
    ['png', 'photo.png', 'image/png', 'image/png'],
    ['webp', 'photo.webp', 'image/webp', 'image/webp'],
    ['avif', 'photo.avif', 'image/avif', 'image/avif'],
  ] as const)(
    'keeps a %s original and WebP and AVIF at each width up to its own, served for a year',
    async (format, name, type, originalType) => {
      const bytes = await testImage(format, 1200, 900, format.length * 40);
      const res = await upload(t.app, manager, { name, type, bytes });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as UploadAnswer;
      expect(body).toMatchObject({ width: 1200, height: 900, widths: [320, 640, 1024, 1200] });
      expect(body.url).toBe(`/media/u/${body.key}/1200x900/1200.webp`);

      // Every srcset entry is served, in its format, at its width, never upscaled.
      const sources = mediaSources(body.url)!;
      expect(sources).toMatchObject({ width: 1200, height: 900 });
      for (const [set, contentType, sharpFormat] of [
        [sources.webp, 'image/webp', 'webp'],
        [sources.avif, 'image/avif', 'heif'],
      ] as const) {
        const entries = set.split(', ').map((e) => e.split(' '));
        expect(entries.map(([, w]) => w)).toEqual(['320w', '640w', '1024w', '1200w']);
        for (const [url, w] of entries) {
          const image = await t.app.inject(url!);
          expect(image.statusCode, url).toBe(200);
          expect(image.headers['content-type']).toBe(contentType);
          expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          const meta = await sharp(image.rawPayload).metadata();
          expect(meta.format).toBe(sharpFormat);
          expect(`${meta.width}w`).toBe(w);
          expect(meta.height).toBe(Math.round((900 * meta.width!) / 1200));
        }
      }
      const original = await t.app.inject(body.original_url);
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe(originalType);
      // Re-encoded in its own format and size (issue 27.5), not the uploaded bytes.
      const kept = await sharp(original.rawPayload).metadata();
      expect(kept).toMatchObject({ width: 1200, height: 900 });
      expect(sniffImageType(original.rawPayload)).toBe(format);
    },
  );

  it('keeps and serves the original without its metadata: no EXIF, no GPS (issue 27.5)', async () => {
    const bytes = await sharp(await testImage('jpeg', 800, 600, 75))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket 7' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 24/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 3/1',
        },
      })
      .toBuffer();
    const uploaded = await sharp(bytes).metadata();
    // The upload does carry a GPS block (the EXIF pointer 0x8825) and the camera's name.
    expect(uploaded.orientation).toBe(6);
    expect(uploaded.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(bytes.includes('PhoneMaker')).toBe(true);

    const res = await upload(t.app, manager, { name: 'gps.jpg', type: 'image/jpeg', bytes });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as UploadAnswer;
    const original = await t.app.inject(body.original_url);
    expect(original.statusCode).toBe(200);
    const kept = await sharp(original.rawPayload).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.iptc).toBeUndefined();
    expect(original.rawPayload.includes('PhoneMaker')).toBe(false);
    // Turned upright by the orientation the dropped EXIF held (6: a quarter turn).
    expect(kept).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    expect(body).toMatchObject({ width: 600, height: 800 });
    // What is stored is what is served: the storage holds no copy with the metadata.
    const stored = await t.app.mediaStorage.get(`${body.key}/original.jpg`);
    expect(stored!.equals(original.rawPayload)).toBe(true);
  });

  it('never upscales a small image, and the same bytes twice are one upload', async () => {
    const bytes = await testImage('png', 200, 100);
    const first = await upload(t.app, manager, { name: 'a.png', type: 'image/png', bytes });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      widths: [200],
      url: expect.stringMatching(/\/200\.webp$/),
    });
    const again = await upload(t.app, manager, { name: 'b.png', type: 'image/png', bytes });
    expect(again.statusCode).toBe(200);
    expect(again.json().key).toBe(first.json().key);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.upload'), eq(auditLog.entityId, first.json().key)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.staffId).toBe(manager.staffId);
  });

  it('reads the type from the bytes: a text file named photo.jpg is refused', async () => {
    const res = await upload(t.app, manager, {
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('This is not a photo, just some words.\n'.repeat(20)),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'not_an_image' });
    expect(res.json().error).toMatch(/not a JPEG, PNG, WebP or AVIF image/);
  });

  it('refuses bytes that start like a JPEG but are not one, and an SVG named .png', async () => {
    for (const bytes of [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ]) {
      const res = await upload(t.app, manager, { name: 'x.png', type: 'image/png', bytes });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error).toMatch(/\.$/);
    }
  });

  it('refuses a decompression bomb from its header, naming its size', async () => {
    const bomb = pixelBombPng(50_000);
    expect(bomb.length).toBeLessThan(200_000);
    const res = await upload(t.app, manager, { name: 'bomb.png', type: 'image/png', bytes: bomb });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'image_too_many_pixels' });
    expect(res.json().error).toContain('50000 × 50000 pixels');
  });

  it('refuses 10 MB + 1 byte with 413 and a sentence', async () => {
    const jpeg = await testImage('jpeg', 64, 64);
    const bytes = Buffer.concat([jpeg, Buffer.alloc(MEDIA_MAX_BYTES + 1 - jpeg.length)]);
    expect(bytes.length).toBe(MEDIA_MAX_BYTES + 1);
    const res = await upload(t.app, manager, { name: 'big.jpg', type: 'image/jpeg', bytes });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'file_too_large' });
    expect(res.json().error).toMatch(/larger than 10 MB/);
  });

  it('refuses a JSON body, an upload without a file, and support staff', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/',
      payload: { file: 'x' },
      headers: { cookie: manager.cookie },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toMatch(/multipart/);

    const bytes = await testImage('jpeg', 64, 64);
    const forbidden = await upload(t.app, support, { name: 'a.jpg', type: 'image/jpeg', bytes });
    expect(forbidden.statusCode).toBe(403);
  });

  it('answers 404 for unknown uploads and names that do not exist', async () => {
    const bytes = await testImage('jpeg', 700, 500, 200);
    const body = (
      await upload(t.app, manager, { name: 'a.jpg', type: 'image/jpeg', bytes })
    ).json() as UploadAnswer;
    const base = `/media/u/${body.key}/700x500`;
    expect((await t.app.inject(`${base}/640.webp`)).statusCode).toBe(200);
    for (const url of [
      `${base}/1024.webp`, // wider than the original: never made
      `${base}/original.png`, // the original is a JPEG
      `/media/u/${body.key}/701x500/640.webp`,
      `/media/u/${'0'.repeat(32)}/700x500/640.webp`,
      `/media/u/${body.key}/700x500/640.gif`,
      '/media/u/../../etc/passwd',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('product images', () => {
  const firstProduct = async () => {
    const [p] = await t.database.db
      .select()
      .from(products)
      .where(isNull(products.archivedAt))
      .orderBy(asc(products.id))
      .limit(1);
    return p!;
  };

  it('puts an upload on every size of a colour as its cover, shows it on the product page, and takes it off', async () => {
    const product = await firstProduct();
    const sameColour = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.itemGroupId, product.itemGroupId), eq(products.color, product.color)));
    const bytes = await testImage('jpeg', 1800, 1350, 300);
    const { url } = (
      await upload(t.app, manager, { name: 'p.jpg', type: 'image/jpeg', bytes })
    ).json() as UploadAnswer;
    expect(url).toMatch(/\/1600\.webp$/);

    // The product page is kept by the microcache: the change must show at once anyway.
    await t.app.inject(`/api/ecommerce/products/${product.id}/gb`);
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/products/${product.id}/images/`,
      payload: { url, cover: true },
      headers: { cookie: manager.cookie },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toMatchObject({ cover_image: url, updated_products: sameColour.length });
    expect(add.json().images[0]).toBe(url);

    const page = await t.app.inject(`/api/ecommerce/products/${product.id}/gb`);
    expect(page.body).toContain(url);

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.image.add'));
    expect(audits).toHaveLength(sameColour.length);

    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/catalogue/products/${product.id}/images/`,
      payload: { url },
      headers: { cookie: manager.cookie },
    });
    expect(remove.statusCode).toBe(200);
    expect(remove.json().images).not.toContain(url);
    expect(remove.json().cover_image).not.toBe(url);
    expect((await t.app.inject(`/api/ecommerce/products/${product.id}/gb`)).body).not.toContain(
      url,
    );
  });

  it('refuses an address that is not an upload here, an unknown product, and support', async () => {
    const product = await firstProduct();
    const send = (payload: unknown, who = manager, id: number = product.id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/catalogue/products/${id}/images/`,
        payload: payload as Record<string, unknown>,
        headers: { cookie: who.cookie },
      });
    const notUpload = await send({ url: 'https://evil.example/x.jpg' });
    expect(notUpload.statusCode).toBe(400);
    expect(notUpload.json().fields).toHaveProperty('url');
    const unknown = await send({ url: `/media/u/${'a'.repeat(32)}/10x10/10.webp` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('unknown_image');
    expect((await send({ url: '/media/u/x' }, manager, 2_000_000)).statusCode).toBe(400);
    const bytes = await testImage('png', 300, 300, 90);
    const { url } = (
      await upload(t.app, manager, { name: 'p.png', type: 'image/png', bytes })
    ).json() as UploadAnswer;
    expect((await send({ url }, manager, 2_000_000)).statusCode).toBe(404);
    expect((await send({ url }, support)).statusCode).toBe(403);
  });
});

describe('S3 storage', () => {
  let server: S3rver;
  let folder: string;
  let s3App: TestApp;
  let endpoint: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'solestock-s3-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: folder,
      configureBuckets: [{ name: 'solestock-media' }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    s3App = await createTestApp({
      seed: false,
      config: {
        s3: {
          bucket: 'solestock-media',
          endpoint,
          region: 'us-east-1',
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          forcePathStyle: true,
        },
      },
    });
  });
  afterAll(async () => {
    await s3App?.close();
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('stores every file in the bucket and serves them from it', async () => {
    expect(s3App.app.mediaStorage.kind).toBe('s3');
    const who = await signedInStaff(s3App.app, 'owner');
    const bytes = await testImage('webp', 900, 600, 150);
    const res = await upload(s3App.app, who, { name: 'shoe.webp', type: 'image/webp', bytes });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as UploadAnswer;
    expect(body.widths).toEqual([320, 640, 900]);

    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: 'solestock-media', Key: `${body.key}/640.avif` }),
      );
      expect(object.ContentType).toBe('image/avif');
      const stored = Buffer.from(await object.Body!.transformToByteArray());
      const served = await s3App.app.inject(`/media/u/${body.key}/900x600/640.avif`);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(stored)).toBe(true);
      const original = await client.send(
        new GetObjectCommand({ Bucket: 'solestock-media', Key: `${body.key}/original.webp` }),
      );
      const keptOriginal = Buffer.from(await original.Body!.transformToByteArray());
      expect(await sharp(keptOriginal).metadata()).toMatchObject({ format: 'webp', width: 900 });
    } finally {
      client.destroy();
    }
  });
});
