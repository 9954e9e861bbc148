// Uploaded images (issue 16, decision 105): one URL names everything a page needs to draw an
// upload with srcset, so loader data carries a plain string and never a table of renditions.
//
//   /media/u/{key}/{width}x{height}/{rendition}.{webp|avif}   a re-encoded width (320…1600)
//   /media/u/{key}/{width}x{height}/original.{jpg|png|webp|avif}   the upload as it came
//
// `key` is the first 32 hex digits of the original's SHA-256 (content-addressed: a URL's bytes
// never change, so it is cached for a year), `width`x`height` the original's pixels. The widths
// that exist follow from the original's width alone (`mediaWidths`), never upscaled.

/** The widths every upload is re-encoded to, at most its own width. */
export const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;
/** The largest upload accepted: 10 MB. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an upload may have (a decompression bomb has far more): 50 megapixels. */
export const MEDIA_MAX_PIXELS = 50_000_000;
/** The largest side an upload may have, whatever its area. */
export const MEDIA_MAX_SIDE = 12_000;

export const MEDIA_ORIGINAL_TYPES = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
  avif: { ext: 'avif', contentType: 'image/avif' },
} as const;
export type MediaOriginalType = keyof typeof MEDIA_ORIGINAL_TYPES;

export const MEDIA_RENDITION_FORMATS = ['webp', 'avif'] as const;
export type MediaRenditionFormat = (typeof MEDIA_RENDITION_FORMATS)[number];

/** The widths an original `originalWidth` pixels wide is kept at, narrowest first. */
export function mediaWidths(originalWidth: number): number[] {
  const largest = Math.min(originalWidth, MEDIA_WIDTHS[3]);
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < largest);
  widths.push(largest);
  return widths;
}

/** The height of a rendition `width` wide of an original `w`x`h`. */
export const mediaHeight = (w: number, h: number, width: number) =>
  Math.max(1, Math.round((h * width) / w));

export interface MediaRef {
  key: string;
  width: number;
  height: number;
}

const base = (m: MediaRef) => `/media/u/${m.key}/${m.width}x${m.height}`;

/** A rendition's URL. */
export const mediaRenditionUrl = (m: MediaRef, width: number, format: MediaRenditionFormat) =>
  `${base(m)}/${width}.${format}`;

/** The original's URL. */
export const mediaOriginalUrl = (m: MediaRef, type: MediaOriginalType) =>
  `${base(m)}/original.${MEDIA_ORIGINAL_TYPES[type].ext}`;

/** The URL kept in a product's images or a banner: the widest WebP rendition. */
export const mediaUrl = (m: MediaRef) => mediaRenditionUrl(m, mediaWidths(m.width).at(-1)!, 'webp');

const URL_PATTERN =
  /^\/media\/u\/([0-9a-f]{32})\/([1-9]\d{0,4})x([1-9]\d{0,4})\/([1-9]\d{0,4}|original)\.(webp|avif|jpg|png)$/;

export interface ParsedMediaUrl extends MediaRef {
  /** A rendition's width, or 'original'. */
  name: number | 'original';
  ext: 'webp' | 'avif' | 'jpg' | 'png';
}

/** The parts of an upload's URL (path only, or absolute), or null for any other URL. */
export function parseMediaUrl(url: string): ParsedMediaUrl | null {
  // An absolute URL's path: what follows its scheme and host.
  const path = url.replace(/^https?:\/\/[^/?#\s]+/i, '');
  const m = URL_PATTERN.exec(path);
  if (!m) return null;
  return {
    key: m[1]!,
    width: Number(m[2]),
    height: Number(m[3]),
    name: m[4] === 'original' ? 'original' : Number(m[4]),
    ext: m[5] as ParsedMediaUrl['ext'],
  };
}

export interface MediaSources {
  /** The fallback src: the widest WebP. */
  src: string;
  width: number;
  height: number;
  webp: string;
  avif: string;
}

/**
 * What an <img>/<picture> needs to show an upload: srcset in WebP and AVIF and the intrinsic
 * size (so the page does not shift while it loads). Null for a URL that is not an upload (the
 * demo catalogue's drawings), which pages show as they always have.
 */
export function mediaSources(url: string): MediaSources | null {
  const p = parseMediaUrl(url);
  if (!p) return null;
  const widths = mediaWidths(p.width);
  const set = (format: MediaRenditionFormat) =>
    widths.map((w) => `${mediaRenditionUrl(p, w, format)} ${w}w`).join(', ');
  const widest = widths.at(-1)!;
  return {
    src: mediaRenditionUrl(p, widest, 'webp'),
    width: widest,
    height: mediaHeight(p.width, p.height, widest),
    webp: set('webp'),
    avif: set('avif'),
  };
}
