// An upload becomes an image the storefront can show (decision 105): its type is read from its
// bytes (magic numbers, then sharp's own reading must agree), never from its name or declared
// type; its pixels are counted before anything is decoded (a decompression bomb is refused from
// its header); it is re-encoded into WebP and AVIF at the widths of `mediaWidths`, never
// upscaled, turned upright by its EXIF orientation, with its metadata (GPS, camera) dropped. The
// original kept beside them is re-encoded too, in its own format and size, without metadata: it
// is served publicly like the renditions (issue 27.5), so it must not carry where it was taken.
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_SIDE,
  MEDIA_ORIGINAL_TYPES,
  mediaHeight,
  mediaWidths,
  type MediaOriginalType,
  type MediaRef,
} from '@solestock/domain/media-urls';
import { HttpError } from '../../http/errors.ts';

const NOT_AN_IMAGE =
  'This file is not a JPEG, PNG, WebP or AVIF image (its contents say so, whatever its name): choose a photo in one of those formats.';

/** The image type the bytes themselves announce, or undefined. */
export function sniffImageType(bytes: Buffer): MediaOriginalType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  // ISO BMFF: a box `ftyp` whose major or compatible brands name AVIF.
  if (bytes.length >= 16 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const size = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    for (let at = 8; at + 4 <= size; at += 4) {
      const brand = bytes.toString('latin1', at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return undefined;
}

export interface Rendition {
  key: string;
  body: Buffer;
  contentType: string;
}

export interface ProcessedUpload extends MediaRef {
  originalType: MediaOriginalType;
  bytes: number;
  widths: number[];
  /** The original first, then each width in WebP and AVIF. */
  files: Rendition[];
}

const refuse = (status: number, code: string, message: string) =>
  new HttpError(status, code, message);

/** The upload's key and size, read from its header only: nothing is decoded yet. */
export async function inspectUpload(
  bytes: Buffer,
): Promise<MediaRef & { originalType: MediaOriginalType }> {
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw refuse(415, 'not_an_image', NOT_AN_IMAGE);
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // limitInputPixels: 0 here, so a bomb's real size can be named; the checks below refuse it.
    meta = await sharp(bytes, { limitInputPixels: false, failOn: 'none' }).metadata();
  } catch {
    throw refuse(415, 'not_an_image', NOT_AN_IMAGE);
  }
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  if (format !== sniffed || !meta.width || !meta.height) {
    throw refuse(415, 'not_an_image', NOT_AN_IMAGE);
  }
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (width * height > MEDIA_MAX_PIXELS || width > MEDIA_MAX_SIDE || height > MEDIA_MAX_SIDE) {
    throw refuse(
      422,
      'image_too_many_pixels',
      `This image is ${width} × ${height} pixels; images may have at most ${MEDIA_MAX_PIXELS / 1_000_000} megapixels and ${MEDIA_MAX_SIDE} pixels a side. Resize it and upload it again.`,
    );
  }
  const key = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { key, width, height, originalType: sniffed };
}

/** How the kept original is written again: close to the upload's quality, in its own format. */
const ORIGINAL_ENCODERS: Record<MediaOriginalType, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 92, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
  webp: (image) => image.webp({ quality: 92 }),
  avif: (image) => image.avif({ quality: 70, effort: 2 }),
};

/** Decodes and re-encodes an inspected upload into its renditions. */
export async function renderUpload(
  bytes: Buffer,
  ref: MediaRef & { originalType: MediaOriginalType },
): Promise<ProcessedUpload> {
  const widths = mediaWidths(ref.width);
  const original = MEDIA_ORIGINAL_TYPES[ref.originalType];
  const files: Rendition[] = [];
  try {
    // sharp writes no metadata unless asked (no EXIF, XMP, IPTC or GPS); rotate() applies the
    // EXIF orientation the dropped metadata held, so the original stays upright.
    const kept = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' }).rotate();
    files.push({
      key: `${ref.key}/original.${original.ext}`,
      body: await ORIGINAL_ENCODERS[ref.originalType](kept).toBuffer(),
      contentType: original.contentType,
    });
    // The original is decoded once, upright, at the widest width kept (JPEG shrinks while it
    // loads); every rendition is made from that pixel buffer, not by decoding the original again.
    const widest = widths.at(-1)!;
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MEDIA_MAX_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize({ width: widest, height: mediaHeight(ref.width, ref.height, widest), fit: 'fill' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
    for (const width of widths) {
      const sized = () =>
        sharp(data, pixels).resize({
          width,
          height: mediaHeight(ref.width, ref.height, width),
          fit: 'fill',
        });
      const [webp, avif] = await Promise.all([
        sized().webp({ quality: 80 }).toBuffer(),
        sized().avif({ quality: 55, effort: 2 }).toBuffer(),
      ]);
      files.push(
        { key: `${ref.key}/${width}.webp`, body: webp, contentType: 'image/webp' },
        { key: `${ref.key}/${width}.avif`, body: avif, contentType: 'image/avif' },
      );
    }
  } catch {
    throw refuse(
      422,
      'image_unreadable',
      'This image is damaged or cut short and could not be read: export it again and upload the new file.',
    );
  }
  // The size of what is kept and served, not of the upload.
  return { ...ref, bytes: files[0]!.body.length, widths, files };
}
