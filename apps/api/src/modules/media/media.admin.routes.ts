// The console's image calls (docs/api.md, back office, "Catalogue, media and import"; decision 105): upload
// an image (multipart, one file), and put uploads on a product or take them off. Product image
// fields stay plain URL strings, so the catalogue's forms and the importer write the same values.
// The rules are in media.service.ts, the SQL in media.repository.ts. Each route declares its schemas once (decision 175),
// the answers the domain's (back-office/catalogue-payloads.ts); the upload's file is multipart,
// read by hand (readUpload below).
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  adminProductImages,
  mediaUpload,
  productImagesChanged,
} from '@solestock/domain/back-office/catalogue-payloads';
import { MEDIA_MAX_BYTES, parseMediaUrl } from '@solestock/domain/media-urls';
import { HttpError } from '../../http/errors.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import {
  addProductImage,
  keepUpload,
  readProductImages,
  removeProductImage,
} from './media.service.ts';

const MAX_MB = MEDIA_MAX_BYTES / 1024 / 1024;
const TOO_LARGE = `This file is larger than ${MAX_MB} MB: images may be at most ${MAX_MB} MB. Export a smaller JPEG or WebP and upload that.`;

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

export async function mediaAdminRoutes(admin: Routes): Promise<void> {
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
        // Multipart by design: the body is no JSON for a schema to read, so this route declares
        // its answers only and readUpload takes the one file from the parts, refusing with a
        // sentence what is not one (415, 413, 400).
        schema: { response: { 200: mediaUpload, 201: mediaUpload } },
        config: {
          staffAction: 'catalogue.write',
          docs: {
            summary:
              'Upload an image (multipart, field `file`): JPEG, PNG, WebP or AVIF up to 10 MB, re-encoded to WebP and AVIF widths.',
            responses: {
              200: 'These bytes were uploaded before: the upload kept then.',
              201: 'The upload: its URL (the widest WebP), size, widths and original.',
              413: 'Larger than 10 MB.',
              415: 'Not a JPEG, PNG, WebP or AVIF image, by its contents.',
              422: 'Too many pixels, or a damaged image.',
            },
          },
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request);
        const kept = await keepUpload(db, admin.mediaStorage, actorOf(request), upload);
        return reply.status(kept.created ? 201 : 200).send(kept.answer);
      },
    );
  });

  admin.get(
    '/catalogue/products/:id/images/',
    {
      schema: { params: productParams, response: { 200: adminProductImages } },
      config: {
        staffAction: 'catalogue.read',
        docs: { summary: "A product's cover image and images." },
      },
    },
    async (request) => readProductImages(db, request.params.id),
  );

  admin.post(
    '/catalogue/products/:id/images/',
    {
      schema: {
        params: productParams,
        body: addImageBody,
        response: { 200: productImagesChanged },
      },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'Add an uploaded image to a product (and by default every size of its colour); `cover` makes it the cover.',
        },
      },
    },
    async (request) => addProductImage(db, actorOf(request), request.params.id, request.body),
  );

  admin.delete(
    '/catalogue/products/:id/images/',
    {
      schema: {
        params: productParams,
        body: removeImageBody,
        response: { 200: productImagesChanged },
      },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'Take an image off a product (and by default every size of its colour); the next image becomes the cover.',
        },
      },
    },
    async (request) => removeProductImage(db, actorOf(request), request.params.id, request.body),
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
