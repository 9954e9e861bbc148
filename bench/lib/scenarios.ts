// What the harness asks of a running store, discovered from the store itself so the same list
// fits any catalogue size: the largest brand, a head category, a deep page, real product ids
// and search words taken from the catalogue's own names.

export interface Scenario {
  name: string;
  /** Paths the requests spread over; several, so no one row or plan is all that is timed. */
  paths: string[];
  /** Whether the answers are ones the server keeps (see LoadOptions.warmUp). */
  warmUp: boolean;
  /** A long-tail scenario: every request a URL nobody asked before (then `paths` is empty). */
  source?: LongTail;
  /** Sent with every request (a signed-in shopper's cookie). */
  headers?: Record<string, string>;
}

export interface Target {
  path: string;
  headers?: Record<string, string>;
}

/**
 * Requests as the long tail of a catalogue sends them (issue 17): crawlers and deep browsing,
 * every one a product, country, search or filter combination nobody asked for a moment ago.
 * The microcache keys an answer by its URL (and a page by URL and country), so a target never
 * issued before can only be a miss: the source draws at random and skips what it has issued
 * during the whole bench run, and counts the draws it could not make new (`repeats`, reported
 * beside each row; it stays 0 unless a pool is exhausted).
 */
export class LongTail {
  private readonly issued = new Set<string>();
  repeats = 0;
  constructor(private readonly draw: () => Target) {}

  next(): Target {
    let target = this.draw();
    for (let tries = 0; this.issued.has(keyOf(target)); tries++) {
      if (tries === 100) {
        this.repeats += 1;
        return target;
      }
      target = this.draw();
    }
    this.issued.add(keyOf(target));
    return target;
  }
}

const keyOf = (t: Target) => `${t.path} ${t.headers?.cookie ?? ''}`;

export interface Discovered {
  scenarios: Scenario[];
  /** The long-tail scenarios, guest and signed in (see LongTail). */
  longTail: (signedInCookie: string, memberCookie?: string) => Scenario[];
  productIds: number[];
  /** Pages for Lighthouse: home, a listing, a product, a search. */
  pages: Record<string, string>;
}

interface ListingPage {
  total_pages: number;
  results: { id: number; groupName: string; products: { id: number }[] }[];
}

/**
 * The spec's six countries (six currencies). The euro countries (docs/countries.md) are left out
 * on purpose: they take the same code path, and adding them would change the seeded sequence and
 * the cache's hit rate, so runs would no longer compare with earlier ones.
 */
const COUNTRIES = ['gb', 'us', 'ca', 'cn', 'in', 'jp'];
const SORTS = ['recommended', 'new_arrival', 'most_popular'];

/** A seeded generator, so two runs ask the same long tail in the same order. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}

/** A shopper's slip: a letter dropped, doubled, swapped with the next, or replaced. */
function typo(word: string, rnd: ReturnType<typeof random>): string {
  if (word.length < 4) return word;
  const at = 1 + rnd.int(word.length - 2);
  switch (rnd.int(4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default:
      return word.slice(0, at) + 'aeioustr'[rnd.int(8)] + word.slice(at + 1);
  }
}

export async function discover(origin: string): Promise<Discovered> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${origin}${path}`);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const brands = await get<{ brand: string; item_group_count: number }[]>('/api/ecommerce/brands/');
  const largest = [...brands].sort((a, b) => b.item_group_count - a.item_group_count)[0]!.brand;
  const categories = await get<{ headCategory: string; subCategories: { name: string }[] }[]>(
    '/api/ecommerce/categories/',
  );
  const head = categories[0]!.headCategory;
  const q = (s: string) => encodeURIComponent(s);
  const listing = (query: string) => `/api/ecommerce/itemgroups/?${query}`;
  const first = await get<ListingPage>('/api/ecommerce/itemgroups/?page=1');
  const deep = Math.max(1, Math.floor(first.total_pages * 0.9));

  const productIds: number[] = [];
  for (let page = 1; page <= 20 && productIds.length < 200; page += 1) {
    const listing = await get<ListingPage>(`/api/ecommerce/itemgroups/?page=${page * 7}`);
    for (const group of listing.results)
      productIds.push(...group.products.slice(0, 2).map((p) => p.id));
  }
  // The long tail's pool: every product of the groups on 40 pages spread over the listing,
  // and the words of their names.
  const pool: number[] = [];
  const vocabulary = new Set<string>();
  const spread = random(17);
  for (let i = 0; i < 40; i++) {
    const page = 1 + spread.int(first.total_pages);
    const listing = await get<ListingPage>(`/api/ecommerce/itemgroups/?page=${page}`);
    for (const group of listing.results) {
      pool.push(...group.products.map((p) => p.id));
      for (const w of group.groupName.toLowerCase().split(/[^a-z]+/)) {
        if (w.length >= 3) vocabulary.add(w);
      }
    }
  }
  const vocab = [...vocabulary];
  const subcategories = categories.flatMap((c) => c.subCategories.map((s) => s.name));

  const longTail = (signedInCookie: string, memberCookie?: string): Scenario[] => {
    const rnd = random(2026);
    const productPage = (cookie: string) =>
      new LongTail(() => ({
        path: `/products/product/${rnd.pick(pool)}`,
        headers: { cookie: `${cookie}country=${rnd.pick(COUNTRIES)}` },
      }));
    const inLanguage = (prefix: string, own: ReturnType<typeof random>) =>
      new LongTail(() => ({
        path: `${prefix}/products/product/${own.pick(pool)}`,
        headers: { cookie: `country=${own.pick(COUNTRIES)}` },
      }));
    return [
      {
        name: 'long tail: product detail API, random id and country',
        warmUp: false,
        paths: [],
        source: new LongTail(() => ({
          path: `/api/ecommerce/products/${rnd.pick(pool)}/${rnd.pick(COUNTRIES)}`,
        })),
      },
      {
        name: 'long tail: search API, random words, half with a typo',
        warmUp: false,
        paths: [],
        source: new LongTail(() => {
          const words = Array.from({ length: 1 + rnd.int(2) }, () => rnd.pick(vocab));
          if (rnd.next() < 0.5) words[0] = typo(words[0]!, rnd);
          const page = rnd.next() < 0.2 ? `&page=${2 + rnd.int(3)}` : '';
          return { path: `/api/ecommerce/search/products/?q=${q(words.join(' '))}${page}` };
        }),
      },
      {
        name: 'long tail: listing API, random filters and page',
        warmUp: false,
        paths: [],
        source: new LongTail(() => {
          const params = new URLSearchParams();
          const filter = rnd.int(4);
          if (filter === 1) params.append('brand', rnd.pick(brands).brand);
          if (filter === 2) params.append('category', rnd.pick(categories).headCategory);
          if (filter === 3) params.append('subcategory', rnd.pick(subcategories));
          if (rnd.next() < 0.5) params.append('sort', rnd.pick(SORTS));
          if (rnd.next() < 0.2) params.append('new_within_days', rnd.pick(['30', '90']));
          // Filtered lists are a few pages long; the whole catalogue is deep.
          const page = filter === 0 ? 1 + rnd.int(first.total_pages) : 1 + rnd.int(3);
          params.append('page', String(page));
          return { path: listing(params.toString()) };
        }),
      },
      {
        // The page a crawler or a browsing buyer walks: a head category with the sidebar's
        // filters, sort and page in its URL (the store's own keys, listing-url.ts).
        name: 'long tail: listing page, random category, filters and page',
        warmUp: false,
        paths: [],
        source: new LongTail(() => {
          const params = new URLSearchParams();
          if (rnd.next() < 0.3) params.append('brand', rnd.pick(brands).brand);
          if (rnd.next() < 0.5) params.append('sort', rnd.pick(SORTS));
          if (rnd.next() < 0.2) params.append('days', rnd.pick(['30', '90']));
          params.append('page', String(1 + rnd.int(3)));
          const head = rnd.pick(categories).headCategory;
          return {
            path: `/products/categories/${q(head)}?${params}`,
            headers: { cookie: `country=${rnd.pick(COUNTRIES)}` },
          };
        }),
      },
      {
        name: 'long tail: product page, random id and country',
        warmUp: false,
        paths: [],
        source: productPage(''),
      },
      {
        // Issue 46: the same page in Japanese (/ja/), its catalogue and translated content; its
        // CPU and size per answer set beside the English row above (within 10 %). Its own
        // generator, so the English rows draw what they drew before.
        name: 'long tail: product page in Japanese, random id and country',
        warmUp: false,
        paths: [],
        source: inLanguage('/ja', random(2046)),
      },
      {
        name: 'long tail: product page, signed in (never cached)',
        warmUp: false,
        paths: [],
        source: productPage(`${signedInCookie}; `),
      },
      ...(memberCookie
        ? [
            {
              // Issue 32: a member's page at its group's prices, never cached either; it must
              // cost no more than a plain signed-in page did before group prices.
              name: 'long tail: product page, signed in, group member (never cached)',
              warmUp: false,
              paths: [],
              source: productPage(`${memberCookie}; `),
            },
          ]
        : []),
      // Issue 34 item 2 (decision 157): a signed-in shopper's second visit of a page comes from
      // the shared render kept for their country and price list, their personal part added.
      ...[
        ['signed in', signedInCookie],
        ['signed in, group member', memberCookie],
      ]
        .filter((row): row is [string, string] => row[1] !== undefined)
        .map(([who, cookie]) => ({
          name: `page: product, ${who}, second visit (shared render)`,
          warmUp: true,
          paths: productIds.slice(0, 50).map((id) => `/products/product/${id}`),
          headers: { cookie: `${cookie}; country=gb` },
        })),
    ];
  };

  const words = brands.slice(0, 12).map((b) => b.brand.toLowerCase().split(/\s+/)[0]!);
  const searches = [...words, 'black sandals', 'leather', 'sneaker', 'blak', 'running shoe'];
  // A query parameter the app ignores makes every URL new: the microcache misses every time
  // and the figure is the full cost of the answer (decision 007).
  const uncached = (paths: string[], n = 20_000) =>
    Array.from({ length: n }, (_, i) => {
      const path = paths[i % paths.length]!;
      return `${path}${path.includes('?') ? '&' : '?'}uncached=${i}`;
    });

  return {
    longTail,
    productIds,
    pages: {
      home: `${origin}/`,
      listing: `${origin}/products/categories/${q(head)}`,
      product: `${origin}/products/product/${productIds[0]}`,
      search: `${origin}/search-results?q=${q(words[0]!)}`,
    },
    scenarios: [
      { name: 'health', warmUp: false, paths: ['/api/health'] },
      { name: 'listing page 1', warmUp: true, paths: [listing('page=1')] },
      { name: 'listing page 1, uncached', warmUp: false, paths: uncached([listing('page=1')]) },
      { name: 'listing deep page', warmUp: true, paths: [listing(`page=${deep}`)] },
      { name: 'listing by brand', warmUp: true, paths: [listing(`brand=${q(largest)}`)] },
      { name: 'listing by category', warmUp: true, paths: [listing(`category=${q(head)}`)] },
      {
        name: 'product detail',
        warmUp: true,
        paths: productIds.map((id) => `/api/ecommerce/products/${id}/gb`),
      },
      {
        name: 'product detail, uncached',
        warmUp: false,
        paths: uncached(productIds.map((id) => `/api/ecommerce/products/${id}/gb`)),
      },
      {
        name: 'search',
        warmUp: true,
        paths: searches.map((s) => `/api/ecommerce/search/products/?q=${q(s)}`),
      },
      {
        name: 'autocomplete',
        warmUp: true,
        paths: searches.map((s) => `/api/ecommerce/search/autocomplete/?q=${q(s.slice(0, 4))}`),
      },
      { name: 'page: home', warmUp: true, paths: ['/'] },
      { name: 'page: listing', warmUp: true, paths: [`/products/categories/${q(head)}`] },
      {
        name: 'page: product',
        warmUp: true,
        paths: productIds.slice(0, 50).map((id) => `/products/product/${id}`),
      },
      {
        name: 'page: product, uncached',
        warmUp: false,
        paths: uncached(productIds.map((id) => `/products/product/${id}`)),
      },
    ],
  };
}
