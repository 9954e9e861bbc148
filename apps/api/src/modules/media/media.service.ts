// The console's images (docs/api.md, back office, "Catalogue, media and import"; decision 105):
// keeping an upload (its files, then its row and audit entry), and putting uploads on a product's
// sizes of one colour or taking them off, each product's change audited. The routes parse and
// answer; this is the rule, and media.repository.ts the SQL. Which stored file an upload's
// address may serve (readUpload) is decided here too.
import {
  MEDIA_ORIGINAL_TYPES,
  mediaOriginalUrl,
  mediaSources,
  mediaUrl,
  parseMediaUrl,
} from '@solestock/domain/media-urls';
import type {
  AdminProductImages,
  MediaUpload,
  ProductImagesChanged,
} from '@solestock/domain/back-office/catalogue-payloads';
import type { Database } from '../../db/connect.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { MediaStorage } from './media-storage.ts';
import { inspectUpload, renderUpload } from './media-upload.ts';
import {
  insertMedia,
  liveProductImages,
  lockImageTargets,
  mediaByKey,
  setProductImages,
  type MediaRow,
  type ProductImages,
} from './media.repository.ts';

const MAX_PRODUCT_IMAGES = 12;

/** What an upload answers, and what the console shows of it. */
export function uploadAnswer(row: MediaRow): MediaUpload {
  const ref = { key: row.key, width: row.width, height: row.height };
  const url = mediaUrl(ref);
  return {
    key: row.key,
    url,
    width: row.width,
    height: row.height,
    widths: row.widths,
    original_url: mediaOriginalUrl(ref, row.originalType),
    file_name: row.fileName,
    srcset: mediaSources(url),
  };
}

/**
 * Keeps an uploaded image: the same bytes uploaded again answer the kept one (`created` false).
 * Files first, then the row: a row always has its files (a failure in between leaves files no
 * row names, harmless and overwritten with the same bytes by a retry).
 */
export async function keepUpload(
  db: Database,
  storage: MediaStorage,
  // A staff member, or whoever an import's image job acts for (null: the command line's import).
  actor: { staffId: number | null; address: string | null },
  upload: { bytes: Buffer; fileName: string },
): Promise<{ created: boolean; answer: MediaUpload }> {
  const ref = await inspectUpload(upload.bytes);
  const known = await mediaByKey(db, ref.key);
  if (known) return { created: false, answer: uploadAnswer(known) };
  const processed = await renderUpload(upload.bytes, ref);
  for (const file of processed.files) await storage.put(file.key, file.body, file.contentType);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertMedia(tx, {
      key: processed.key,
      originalType: processed.originalType,
      width: processed.width,
      height: processed.height,
      bytes: processed.bytes,
      widths: processed.widths,
      fileName: upload.fileName,
      createdBy: actor.staffId,
    });
    if (inserted) {
      await recordAuditAs(tx, actor, {
        action: 'media.upload',
        entityType: 'media',
        entityId: inserted.key,
        after: uploadAnswer(inserted),
      });
    }
    return inserted;
  });
  const stored = row ?? (await mediaByKey(db, ref.key))!;
  return { created: row !== undefined, answer: uploadAnswer(stored) };
}

/** A live product's images, or 404. */
async function productImages(db: Database, id: number): Promise<ProductImages> {
  const row = await liveProductImages(db, id);
  if (!row) throw notFound('No product has this number.');
  return row;
}

/** What the image calls answer: the product's images. */
const productImagesAnswer = (row: ProductImages): AdminProductImages => ({
  id: row.id,
  sku: row.sku,
  name: row.name,
  color: row.color,
  size: row.size,
  cover_image: row.coverImage,
  images: row.images,
});

/** A live product's images, as the console reads them; 404 for another. */
export async function readProductImages(db: Database, id: number): Promise<AdminProductImages> {
  return productImagesAnswer(await productImages(db, id));
}

/** What an image change answers: the product's images after it, and how many products changed. */
async function changedAnswer(db: Database, id: number, updated: number) {
  return { ...(await readProductImages(db, id)), updated_products: updated };
}

/**
 * Puts an uploaded image on a product (first when `cover`); answers its images after, and how
 * many products changed.
 */
export async function addProductImage(
  db: Database,
  actor: StaffActor,
  id: number,
  change: { url: string; cover: boolean; same_colour: boolean },
): Promise<ProductImagesChanged> {
  const parsed = parseMediaUrl(change.url)!;
  const known = await mediaByKey(db, parsed.key);
  if (!known || known.width !== parsed.width || known.height !== parsed.height) {
    throw new HttpError(
      400,
      'unknown_image',
      'url names no image uploaded here: upload the image first and use the url it answers with.',
      { url: 'Upload the image first.' },
    );
  }
  const url = mediaUrl(known);
  const row = await productImages(db, id);
  const updated = await db.transaction(async (tx) => {
    const rows = await lockImageTargets(tx, row, change.same_colour);
    for (const p of rows) {
      const rest = p.images.filter((u) => u !== url);
      const images = change.cover ? [url, ...rest] : [...rest, url];
      if (images.length > MAX_PRODUCT_IMAGES) {
        throw new HttpError(
          409,
          'too_many_images',
          `A product has at most ${MAX_PRODUCT_IMAGES} images: take one off before adding another.`,
        );
      }
      const coverImage = change.cover || p.coverImage === '' ? url : p.coverImage;
      await setProductImages(tx, p.id, images, coverImage);
      await recordAuditAs(tx, actor, {
        action: 'product.image.add',
        entityType: 'product',
        entityId: p.id,
        before: { cover_image: p.coverImage, images: p.images },
        after: { cover_image: coverImage, images },
      });
    }
    return rows.length;
  });
  return changedAnswer(db, id, updated);
}

/**
 * Takes an image off a product (the next becomes the cover); answers its images after, and how
 * many products changed.
 */
export async function removeProductImage(
  db: Database,
  actor: StaffActor,
  id: number,
  change: { url: string; same_colour: boolean },
): Promise<ProductImagesChanged> {
  const row = await productImages(db, id);
  if (!row.images.includes(change.url) && row.coverImage !== change.url) {
    throw new HttpError(404, 'not_found', 'This product has no such image.');
  }
  const updated = await db.transaction(async (tx) => {
    const rows = await lockImageTargets(tx, row, change.same_colour);
    let changed = 0;
    for (const p of rows) {
      if (!p.images.includes(change.url) && p.coverImage !== change.url) continue;
      const images = p.images.filter((u) => u !== change.url);
      const coverImage = p.coverImage === change.url ? (images[0] ?? '') : p.coverImage;
      await setProductImages(tx, p.id, images, coverImage);
      await recordAuditAs(tx, actor, {
        action: 'product.image.remove',
        entityType: 'product',
        entityId: p.id,
        before: { cover_image: p.coverImage, images: p.images },
        after: { cover_image: coverImage, images },
      });
      changed += 1;
    }
    return changed;
  });
  return changedAnswer(db, id, updated);
}

const RENDITION_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

/** An upload's file (decision 105): only names its media row says exist are looked up. */
export async function readUpload(
  db: Database,
  storage: MediaStorage,
  path: string,
): Promise<{ body: Buffer; contentType: string } | undefined> {
  const parsed = parseMediaUrl(path);
  if (!parsed) return undefined;
  const row = await mediaByKey(db, parsed.key);
  if (!row || row.width !== parsed.width || row.height !== parsed.height) return undefined;
  let contentType: string;
  if (parsed.name === 'original') {
    const original = MEDIA_ORIGINAL_TYPES[row.originalType];
    if (parsed.ext !== original.ext) return undefined;
    contentType = original.contentType;
  } else {
    if (!row.widths.includes(parsed.name)) return undefined;
    if (parsed.ext !== 'webp' && parsed.ext !== 'avif') return undefined;
    contentType = RENDITION_TYPES[parsed.ext];
  }
  const body = await storage.get(`${row.key}/${parsed.name}.${parsed.ext}`);
  return body ? { body, contentType } : undefined;
}
