// Signed-in shoppers' pages from a shared render (issue 34, item 2; docs/decisions/157). A page
// whose route says so (app/lib/page-query.ts `sharedPage`) is, for a signed-in shopper, the
// page a guest gets at the shopper's price list, plus their personal part. So it is rendered once
// per URL, country and price list, kept as a guest's page is, and the personal part is added per
// request: each spot's marker replaced by the shopper's markup, and the overlay (the same part as
// JSON) put before </body> for the browser to hydrate with.
//
// Nothing of one shopper may reach another's page. The shared render's loaders get a request
// without the session cookies, so they load what a guest's would; and their API calls go
// without a session too, but for the priced catalogue answers (PRICED_CATALOGUE_ROUTES) of a
// shopper with a group discount, whose answers differ by that discount alone, the price list the
// render is kept under.
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { NO_DISCOUNT } from '@solestock/domain';
import type { PriceList } from '@solestock/domain/personal-part';
import type { ApiFetch } from './api-fetch.ts';
import { OVERLAY_ID, spotMarker, type PersonalPart } from '../app/lib/personal-overlay.ts';

/**
 * The catalogue calls priced at a member's group prices (the API's routes whose microcache asks
 * `hasPersonalPrices`; shared-pages.test.ts holds the two lists together). Only these see the
 * shopper's session in a shared render.
 */
export const PRICED_CATALOGUE_ROUTES = [
  '/ecommerce/itemgroups/',
  '/ecommerce/homepage/itemgroups/',
  '/ecommerce/item-group/:id/',
  '/ecommerce/products/:id/:country',
  '/ecommerce/search/products/',
] as const;

const PRICED = new RegExp(
  `^(?:${PRICED_CATALOGUE_ROUTES.map((r) => r.replace(/:[a-z_]+/g, '[^/?#]+')).join('|')})(?:[?#]|$)`,
);

/** Whether a shared render's call to `path` may carry the shopper's session. */
export const isPricedCatalogueCall = (path: string) => PRICED.test(path);

/**
 * The API as a shared render reaches it: as a guest, but for the priced catalogue calls of a
 * shopper whose price list is not the list prices, which carry their session (`cookie`).
 */
export function sharedRenderApi(
  reach: (cookie: string | undefined) => ApiFetch,
  cookie: string | undefined,
  priceList: PriceList,
): ApiFetch {
  const guest = reach(undefined);
  const member = priceList === NO_DISCOUNT ? guest : reach(cookie);
  return (path, init) => (isPricedCatalogueCall(path) ? member : guest)(path, init);
}

/** A Cookie header without the session cookies `names` (the rest, such as the country, stays). */
export function withoutCookies(cookie: string | undefined, names: readonly string[]): string {
  return (cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !names.includes(part.slice(0, part.indexOf('=')).trim()))
    .join('; ');
}

/** The key a shared render is kept under: never a guest's key (those start with the path). */
export const sharedPageKey = (url: string, country: string, priceList: PriceList) =>
  `shared ${url} ${country} ${priceList}`;

/** A kept shared render cut at its spots' markers, once, for every shopper it is sent to. */
export interface SplitPage {
  /**
   * The markup around the spots: one more piece than there are spots; the last is cut again
   * before </body>, where the overlay goes (so there are two more pieces than spots).
   */
  pieces: Buffer[];
  spots: string[];
  /** Each piece compressed once, made on first demand (see gzipPersonalPage). */
  deflated?: Buffer[];
}

const MARKER = /<span data-personal-spot="([a-z-]+)"><\/span>/g;

export function splitAtSpots(html: Buffer): SplitPage {
  const text = html.toString('utf8');
  const pieces: Buffer[] = [];
  const spots: string[] = [];
  let from = 0;
  for (const match of text.matchAll(MARKER)) {
    pieces.push(Buffer.from(text.slice(from, match.index)));
    spots.push(match[1]!);
    from = match.index + match[0].length;
  }
  const rest = text.slice(from);
  const end = rest.lastIndexOf('</body>');
  const at = end < 0 ? rest.length : end;
  pieces.push(Buffer.from(rest.slice(0, at)), Buffer.from(rest.slice(at)));
  return { pieces, spots };
}

/**
 * JSON for a data block in HTML: `<`, `>` and `&` as escapes, so that no text of the shopper's
 * (a first name such as `</script><script>…`) can end the block or start markup; and the two
 * line separators JavaScript once refused in strings.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The parts of one shopper's page, in order: pieces and spots alternate, the overlay last but one. */
function personalParts(
  page: SplitPage,
  spotMarkup: Readonly<Record<string, string>>,
  part: PersonalPart,
): { kept: boolean; bytes: Buffer }[] {
  const parts: { kept: boolean; bytes: Buffer }[] = [];
  const last = page.pieces.length - 1;
  page.pieces.forEach((piece, i) => {
    if (i === last) {
      parts.push({
        kept: false,
        bytes: Buffer.from(
          `<script type="application/json" id="${OVERLAY_ID}">${jsonForHtml(part)}</script>`,
        ),
      });
    }
    parts.push({ kept: true, bytes: piece });
    const spot = page.spots[i];
    if (spot !== undefined) {
      parts.push({ kept: false, bytes: Buffer.from(spotMarkup[spot] ?? spotMarker(spot)) });
    }
  });
  return parts;
}

/**
 * The page for one shopper: each spot's markup (`spotMarkup`, rendered by the page's own
 * components) in its marker's place, and the overlay before </body>. A spot the shopper's markup
 * lacks keeps its marker: an empty span, never another shopper's text.
 */
export function personalPage(
  page: SplitPage,
  spotMarkup: Readonly<Record<string, string>>,
  part: PersonalPart,
): Buffer {
  return Buffer.concat(personalParts(page, spotMarkup, part).map((p) => p.bytes));
}

/** Deflate that ends on a byte boundary without ending the stream: pieces can follow it. */
const deflatePiece = (bytes: Buffer) =>
  deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });

/** The most bytes one stored deflate block holds (its LEN is 16 bits, RFC 1951 3.2.4). */
const STORED_BLOCK_MAX = 0xffff;

/**
 * Bytes as stored (uncompressed) deflate blocks, which also end on a byte boundary. A shopper's
 * spots and overlay are a few hundred bytes: sent as they are, they cost no zlib stream per
 * request, where compressing them took most of what gzipping a shared page still cost.
 */
export function storedBlocks(bytes: Buffer): Buffer {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_BLOCK_MAX) {
    const chunk = bytes.subarray(at, at + STORED_BLOCK_MAX);
    // BFINAL 0 and BTYPE 00 in the first byte (the rest of it padding), then LEN and its
    // one's complement NLEN, little-endian.
    const head = Buffer.alloc(5);
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    out.push(head, chunk);
  }
  return Buffer.concat(out);
}
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty deflate block: the end of the stream. */
const DEFLATE_END = deflateRawSync(Buffer.alloc(0));

/**
 * The same page gzipped, without compressing the kept render again for every shopper: its
 * pieces are deflated once (each ends with a sync flush, so deflate blocks can follow one
 * another, RFC 1951) and the spots and the overlay, a few hundred bytes, go between them as
 * stored blocks (storedBlocks); the
 * gzip trailer's CRC-32 is run over the page's bytes (RFC 1952). Compressing an 80 KB page per
 * request was most of what a shared page cost.
 */
export function gzipPersonalPage(
  page: SplitPage,
  spotMarkup: Readonly<Record<string, string>>,
  part: PersonalPart,
): Buffer {
  const deflated = (page.deflated ??= page.pieces.map(deflatePiece));
  const parts = personalParts(page, spotMarkup, part);
  let crc = 0;
  let size = 0;
  const out: Buffer[] = [GZIP_HEADER];
  let piece = 0;
  for (const p of parts) {
    // Node's crc32 of no bytes answers 0, not the running value.
    if (p.bytes.length > 0) crc = crc32(p.bytes, crc);
    size += p.bytes.length;
    out.push(p.kept ? deflated[piece++]! : storedBlocks(p.bytes));
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(DEFLATE_END, trailer);
  return Buffer.concat(out);
}
