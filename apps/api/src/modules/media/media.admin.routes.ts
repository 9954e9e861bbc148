// The console's image calls (docs/api.md, back office, "Catalogue, media and import"; decision 105): upload
// an image (multipart, one file), and put uploads on a product or take them off. Product image
// fields stay plain URL strings, so the catalogue's forms and the importer write the same values.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  MEDIA_MAX_BYTES,
  mediaOriginalUrl,
  mediaSources,
  mediaUrl,
  parseMediaUrl,
} from '@solestock/domain/media-urls';
import { media, products } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { recordAudit } from '../staff/audit.ts';
import { staffOf } from '../staff/staff-guard.ts';
import { inspectUpload, renderUpload } from './media-upload.ts';

const MAX_MB = MEDIA_MAX_BYTES / 1024 / 1024;
const TOO_LARGE = `This file is larger than ${MAX_MB} MB: images may be at most ${MAX_MB} MB. Export a smaller JPEG or WebP and upload that.`;
const MAX_PRODUCT_IMAGES = 12;

const productParams = z.object({
  id: z.coerce
    .number({ error: 'The product id is a number.' })
    .int({ error: 'The product id is a whole number.' })
    .min(1, { error: 'The product id is a positive number.' })
    .max(2_147_483_647, { error: 'No product has this number.' }),
});

const uploadUrl = z
  .string({ error: 'url is the address an upload answered with.' })
  .trim()
  .max(400, { error: 'url is too long to be an uploaded image.' })
  .refine((v) => parseMediaUrl(v) !== null, {
    error: 'url is the address an upload answered with (/media/u/…): upload the image first.',
  });

const addImageBody = z.object({
  url: uploadUrl,
  /** Make it the product's cover (the card's image) as well. */
  cover: z.boolean({ error: 'cover is true or false.' }).default(false),
  /** Every size of the product's colour gets it too (the photos of a colour are the same). */
  same_colour: z.boolean({ error: 'same_colour is true or false.' }).default(true),
});
const removeImageBody = z.object({
  url: z
    .string({ error: 'url is the image to take off.' })
    .trim()
    .min(1, { error: 'url is the image to take off.' })
    .max(400, { error: 'url is too long.' }),
  same_colour: z.boolean({ error: 'same_colour is true or false.' }).default(true),
});

/** What an upload answers, and what the console shows of it. */
export function uploadAnswer(row: typeof media.$inferSelect) {
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

export async function mediaAdminRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;

  // Multipart bodies only for this scope: every other admin call stays JSON-only.
  await admin.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: MEDIA_MAX_BYTES,
        files: 1,
        fields: 4,
        parts: 5,
        fieldSize: 1024,
        headerPairs: 50,
      },
    });

    scope.post(
      '/media/',
      {
        config: {
          staffAction: 'catalogue.write',
          docs: {
            summary:
              'Upload an image (multipart, field `file`): JPEG, PNG, WebP or AVIF up to 10 MB, re-encoded to WebP and AVIF widths.',
            responses: {
              201: 'The upload: its URL (the widest WebP), size, widths and original.',
              413: 'Larger than 10 MB.',
              415: 'Not a JPEG, PNG, WebP or AVIF image, by its contents.',
              422: 'Too many pixels, or a damaged image.',
            },
          },
        },
      },
      async (request, reply) => {
        const { bytes, fileName } = await readUpload(request);
        const ref = await inspectUpload(bytes);
        const [known] = await db.select().from(media).where(eq(media.key, ref.key));
        if (known) return reply.status(200).send(uploadAnswer(known));
        const processed = await renderUpload(bytes, ref);
        // Files first, then the row: a row always has its files (a failure in between leaves
        // files no row names, harmless and overwritten with the same bytes by a retry).
        for (const file of processed.files) {
          await admin.mediaStorage.put(file.key, file.body, file.contentType);
        }
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(media)
            .values({
              key: processed.key,
              originalType: processed.originalType,
              width: processed.width,
              height: processed.height,
              bytes: processed.bytes,
              widths: processed.widths,
              fileName,
              createdBy: staffOf(request).staff.id,
            })
            .onConflictDoNothing()
            .returning();
          if (inserted) {
            await recordAudit(tx, request, {
              action: 'media.upload',
              entityType: 'media',
              entityId: inserted.key,
              after: uploadAnswer(inserted),
            });
          }
          return inserted;
        });
        const stored = row ?? (await db.select().from(media).where(eq(media.key, ref.key)))[0]!;
        return reply.status(row ? 201 : 200).send(uploadAnswer(stored));
      },
    );
  });

  const productImages = async (id: number) => {
    const [row] = await db
      .select({
        id: products.id,
        sku: products.sku,
        name: products.name,
        color: products.color,
        size: products.size,
        itemGroupId: products.itemGroupId,
        coverImage: products.coverImage,
        images: products.images,
      })
      .from(products)
      .where(and(eq(products.id, id), isNull(products.archivedAt)));
    if (!row) throw notFound('No product has this number.');
    return row;
  };
  const answer = (row: Awaited<ReturnType<typeof productImages>>, updated?: number) => ({
    id: row.id,
    sku: row.sku,
    name: row.name,
    color: row.color,
    size: row.size,
    cover_image: row.coverImage,
    images: row.images,
    ...(updated === undefined ? {} : { updated_products: updated }),
  });

  admin.get(
    '/catalogue/products/:id/images/',
    {
      config: {
        staffAction: 'catalogue.read',
        docs: { summary: "A product's cover image and images.", params: productParams },
      },
    },
    async (request) => {
      const { id } = parseInput(productParams, request.params, 'params');
      return answer(await productImages(id));
    },
  );

  /** The products an image change applies to: this one, or every live size of its colour. */
  const targets = async (
    tx: typeof db,
    row: Awaited<ReturnType<typeof productImages>>,
    all: boolean,
  ) =>
    all
      ? tx
          .select({ id: products.id, coverImage: products.coverImage, images: products.images })
          .from(products)
          .where(
            and(
              eq(products.itemGroupId, row.itemGroupId),
              eq(products.color, row.color),
              isNull(products.archivedAt),
            ),
          )
          .for('update')
      : tx
          .select({ id: products.id, coverImage: products.coverImage, images: products.images })
          .from(products)
          .where(eq(products.id, row.id))
          .for('update');

  admin.post(
    '/catalogue/products/:id/images/',
    {
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'Add an uploaded image to a product (and by default every size of its colour); `cover` makes it the cover.',
          params: productParams,
          body: addImageBody,
        },
      },
    },
    async (request) => {
      const { id } = parseInput(productParams, request.params, 'params');
      const body = parseInput(addImageBody, request.body);
      const parsed = parseMediaUrl(body.url)!;
      const [known] = await db.select().from(media).where(eq(media.key, parsed.key));
      if (!known || known.width !== parsed.width || known.height !== parsed.height) {
        throw new HttpError(
          400,
          'unknown_image',
          'url names no image uploaded here: upload the image first and use the url it answers with.',
          { url: 'Upload the image first.' },
        );
      }
      const url = mediaUrl(known);
      const row = await productImages(id);
      const updated = await db.transaction(async (tx) => {
        const rows = await targets(tx as unknown as typeof db, row, body.same_colour);
        for (const p of rows) {
          const rest = p.images.filter((u) => u !== url);
          const images = body.cover ? [url, ...rest] : [...rest, url];
          if (images.length > MAX_PRODUCT_IMAGES) {
            throw new HttpError(
              409,
              'too_many_images',
              `A product has at most ${MAX_PRODUCT_IMAGES} images: take one off before adding another.`,
            );
          }
          const coverImage = body.cover || p.coverImage === '' ? url : p.coverImage;
          await tx.update(products).set({ images, coverImage }).where(eq(products.id, p.id));
          await recordAudit(tx, request, {
            action: 'product.image.add',
            entityType: 'product',
            entityId: p.id,
            before: { cover_image: p.coverImage, images: p.images },
            after: { cover_image: coverImage, images },
          });
        }
        return rows.length;
      });
      return answer(await productImages(id), updated);
    },
  );

  admin.delete(
    '/catalogue/products/:id/images/',
    {
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'Take an image off a product (and by default every size of its colour); the next image becomes the cover.',
          params: productParams,
          body: removeImageBody,
        },
      },
    },
    async (request) => {
      const { id } = parseInput(productParams, request.params, 'params');
      const body = parseInput(removeImageBody, request.body);
      const row = await productImages(id);
      if (!row.images.includes(body.url) && row.coverImage !== body.url) {
        throw new HttpError(404, 'not_found', 'This product has no such image.');
      }
      const updated = await db.transaction(async (tx) => {
        const rows = await targets(tx as unknown as typeof db, row, body.same_colour);
        let changed = 0;
        for (const p of rows) {
          if (!p.images.includes(body.url) && p.coverImage !== body.url) continue;
          const images = p.images.filter((u) => u !== body.url);
          const coverImage = p.coverImage === body.url ? (images[0] ?? '') : p.coverImage;
          await tx.update(products).set({ images, coverImage }).where(eq(products.id, p.id));
          await recordAudit(tx, request, {
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
      return answer(await productImages(id), updated);
    },
  );
}

/** The one file of a multipart upload, whole, refused with a sentence when it is not one. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) {
    throw new HttpError(
      415,
      'multipart_expected',
      'Send the image as a multipart/form-data upload with the file in the field "file".',
    );
  }
  let bytes: Buffer;
  let fileName = '';
  try {
    const file = await request.file();
    if (!file) {
      throw new HttpError(400, 'file_missing', 'Choose an image file to upload.', {
        file: 'Choose an image file to upload.',
      });
    }
    fileName = [...file.filename]
      .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127)
      .join('')
      .slice(0, 200);
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413)
      throw new HttpError(413, 'file_too_large', TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'too_many_parts', 'Upload one image at a time.');
    throw new HttpError(
      400,
      'bad_upload',
      'The upload could not be read: choose the file again and retry.',
    );
  }
  if (bytes.length === 0) {
    throw new HttpError(400, 'file_missing', 'The file is empty: choose an image file to upload.', {
      file: 'Choose an image file to upload.',
    });
  }
  return { bytes, fileName };
}
