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
import { NO_DISCOUNT } from '@solestock/domain';
import type { PriceList } from '@solestock/domain/personal-part';
import type { ApiFetch } from './api-fetch.ts';
import { OVERLAY_ID, spotMarker, type PersonalPart } from '../app/lib/personal-overlay.ts';

/**
 * The catalogue calls priced at a member's group prices (the API's routes whose microcache asks
 * `hasGroupPrices`; shared-pages.test.ts holds the two lists together). Only these see the
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
  /** The markup around the spots: one more piece than there are spots. */
  pieces: Buffer[];
  spots: string[];
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
  pieces.push(Buffer.from(text.slice(from)));
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
  const out: Buffer[] = [];
  page.pieces.forEach((piece, i) => {
    const spot = page.spots[i];
    const last = spot === undefined;
    if (!last) {
      out.push(piece, Buffer.from(spotMarkup[spot] ?? spotMarker(spot)));
      return;
    }
    const overlay = Buffer.from(
      `<script type="application/json" id="${OVERLAY_ID}">${jsonForHtml(part)}</script>`,
    );
    const end = piece.lastIndexOf('</body>');
    if (end < 0) out.push(piece, overlay);
    else out.push(piece.subarray(0, end), overlay, piece.subarray(end));
  });
  return Buffer.concat(out);
}
