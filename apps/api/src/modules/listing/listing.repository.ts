// The product listing (000 §2 "Product listing screen", docs/api.md Listing): item groups filtered by
// head category, subcategory and brand, ordered by shop by or sort, 10 to a page.
//
// Built to stay fast at 1,000,000 products (~45k item groups):
// - Names are resolved to ids first (small tables), so the planner sees literal ids and can use
//   the (brand_id, id), (head_category_id, id) and (subcategory_id, id) indexes.
// - A page is a deferred join: a narrow query picks the page's 10 ids along an index that
//   matches the order ((created_at, id) or (popularity, id), read backwards), and only those 10
//   groups are loaded as cards by itemGroupsWithProducts.
// - The exact count (and the curated ids Recommended puts first) is the one query that has to
//   visit every matching group, so it is cached per normalised filter, in process, briefly.
//   Trade-off: for up to COUNT_TTL_MS after a catalogue write, `count`/`total_pages` (and which
//   groups lead Recommended) may lag; pages themselves are always read live. Each process keeps
//   its own cache, so two processes may disagree for that long. A writer that needs the change
//   seen at once calls invalidateListingCounts(db).
import { and, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  LISTING_PAGE_SIZE,
  totalPages,
  type FacetCount,
  type ListingFacets,
  type ListingPage,
  type NewArrivalWindowDays,
  type SortValue,
} from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { brands, headCategories, itemGroups, subcategories } from '../../db/schema.ts';
import { itemGroupsWithProducts } from '../catalogue/index.ts';
import { TtlLru } from '../../http/ttl-lru.ts';

/** The listing's order: the sort if given, else the shop by list's, else Recommended. */
export type ListingOrder = SortValue;

export interface ListingFilter {
  /** Head category names, lowercase, sorted, unique; empty = any. The same for the others. */
  categories: string[];
  subcategories: string[];
  brands: string[];
  newWithinDays: NewArrivalWindowDays | undefined;
}

export interface ListingRequest extends ListingFilter {
  page: number;
  order: ListingOrder;
}

/** A filter with names turned into ids; null = that key was not given. */
interface ResolvedFilter {
  brandIds: number[] | null;
  headCategoryIds: number[] | null;
  subcategoryIds: number[] | null;
  /** Fixed when the totals are computed, so the count and the pages use the same window. */
  createdSince: Date | null;
}

interface ListingTotals {
  filter: ResolvedFilter;
  count: number;
  facets: ListingFacets;
  /** Matching groups flagged for the home page, in Recommended order: they lead that order. */
  curatedIds: number[];
}

const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_ENTRIES = 500;
const DAY_MS = 86_400_000;

// One cache per database, so apps (and test files) on different databases never share counts.
const totalsCaches = new WeakMap<Database, TtlLru<ListingTotals>>();

/** Forget cached counts, e.g. after a catalogue import, so the next listing counts afresh. */
export function invalidateListingCounts(db: Database): void {
  totalsCaches.get(db)?.clear();
}

export async function listItemGroups(db: Database, request: ListingRequest): Promise<ListingPage> {
  const totals = await listingTotals(db, request);
  const offset = (request.page - 1) * LISTING_PAGE_SIZE;
  // Past the end there is nothing to read; skipping the query also keeps a huge page number
  // from walking a whole index.
  const ids = offset < totals.count ? await pageIds(db, totals, request.order, offset) : [];
  return {
    count: totals.count,
    page: request.page,
    page_size: LISTING_PAGE_SIZE,
    total_pages: totalPages(totals.count, LISTING_PAGE_SIZE),
    results: await itemGroupsWithProducts(db, ids),
    facets: totals.facets,
  };
}

function listingTotals(db: Database, filter: ListingFilter): Promise<ListingTotals> {
  let cache = totalsCaches.get(db);
  if (!cache) {
    cache = new TtlLru<ListingTotals>(COUNT_CACHE_ENTRIES, COUNT_TTL_MS);
    totalsCaches.set(db, cache);
  }
  const key = JSON.stringify([
    filter.categories,
    filter.subcategories,
    filter.brands,
    filter.newWithinDays ?? null,
  ]);
  return cache.get(key, () => countListing(db, filter));
}

async function countListing(db: Database, filter: ListingFilter): Promise<ListingTotals> {
  const resolved = await resolveFilter(db, filter);
  const facets = await listingFacets(db, resolved);
  // A name that matches nothing: no group can match, and there is nothing to count.
  if ([resolved.brandIds, resolved.headCategoryIds, resolved.subcategoryIds].some(isEmptyList)) {
    return { filter: resolved, count: 0, facets, curatedIds: [] };
  }
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      curated: sql<
        number[] | null
      >`array_agg(${itemGroups.id} order by ${itemGroups.popularity} desc, ${itemGroups.id} desc) filter (where ${itemGroups.showOnHomepage})`,
    })
    .from(itemGroups)
    .where(and(...conditions(resolved)));
  return {
    filter: resolved,
    count: Number(row?.count ?? 0),
    facets,
    curatedIds: (row?.curated ?? []).map(Number),
  };
}

/**
 * The filter lists' counts (000 §2 "checkboxes with counts") over the very set being listed:
 * the same conditions, minus the list's own key, so each count is what ticking that one value
 * lists (values of one key OR together). Grouped by lowercase name, as filters match names.
 */
async function listingFacets(db: Database, filter: ResolvedFilter): Promise<ListingFacets> {
  const facet = async (
    table: typeof brands | typeof headCategories | typeof subcategories,
    column: IdColumn,
    without: Partial<ResolvedFilter>,
  ): Promise<FacetCount[]> => {
    // Counted by id first (an index-only scan of item_groups_listed_facets_idx, migration 0047),
    // then named: at 100,000 styles, joining every group to its name and grouping by lower(name)
    // cost more than the count itself (bench/README.md, "A catalogue 100 times larger").
    const counts = db
      .select({ id: sql<number>`${column}`.as('facet_id'), n: sql<number>`count(*)`.as('facet_n') })
      .from(itemGroups)
      .where(and(...conditions({ ...filter, ...without })))
      .groupBy(column)
      .as('counts');
    const rows = await db
      .select({ key: sql<string>`min(${table.name})`, count: sql<number>`sum(${counts.n})::int` })
      .from(counts)
      .innerJoin(table, eq(table.id, counts.id))
      .groupBy(sql`lower(${table.name})`)
      .orderBy(sql`lower(${table.name})`);
    return rows.map((r) => ({ key: r.key, count: Number(r.count) }));
  };
  const [categories, subcategoryCounts, brandCounts] = await Promise.all([
    facet(headCategories, itemGroups.headCategoryId, { headCategoryIds: null }),
    facet(subcategories, itemGroups.subcategoryId, { subcategoryIds: null }),
    facet(brands, itemGroups.brandId, { brandIds: null }),
  ]);
  return { categories, subcategories: subcategoryCounts, brands: brandCounts };
}

async function resolveFilter(db: Database, filter: ListingFilter): Promise<ResolvedFilter> {
  const idsOf = async (
    names: string[],
    load: (lowerNames: string[]) => Promise<{ id: number }[]>,
  ): Promise<number[] | null> => (names.length ? (await load(names)).map((r) => r.id) : null);
  const [brandIds, headCategoryIds, subcategoryIds] = await Promise.all([
    idsOf(filter.brands, (names) =>
      db
        .select({ id: brands.id })
        .from(brands)
        .where(inArray(sql`lower(${brands.name})`, names)),
    ),
    idsOf(filter.categories, (names) =>
      db
        .select({ id: headCategories.id })
        .from(headCategories)
        .where(inArray(sql`lower(${headCategories.name})`, names)),
    ),
    // A subcategory name may recur under several head categories: all of them match, and a
    // category filter alongside narrows it (keys AND together).
    idsOf(filter.subcategories, (names) =>
      db
        .select({ id: subcategories.id })
        .from(subcategories)
        .where(inArray(sql`lower(${subcategories.name})`, names)),
    ),
  ]);
  return {
    brandIds,
    headCategoryIds,
    subcategoryIds,
    createdSince: filter.newWithinDays
      ? new Date(Date.now() - filter.newWithinDays * DAY_MS)
      : null,
  };
}

/** Values within one key OR together (IN); keys AND together. Only groups with products list. */
function conditions(filter: ResolvedFilter): SQL[] {
  const where: SQL[] = [gt(itemGroups.productCount, 0)];
  // A list of names that matched nothing matches no group.
  const within = (column: IdColumn, ids: number[] | null) => {
    if (ids) where.push(ids.length ? inArray(column, ids) : sql`false`);
  };
  within(itemGroups.brandId, filter.brandIds);
  within(itemGroups.headCategoryId, filter.headCategoryIds);
  within(itemGroups.subcategoryId, filter.subcategoryIds);
  if (filter.createdSince) where.push(gte(itemGroups.createdAt, filter.createdSince));
  return where;
}

/**
 * The ids of one page, in order:
 * - new_arrival: newest first (created_at desc, id desc), along (created_at, id) backwards.
 * - most_popular: popularity desc, id desc, along (popularity, id) backwards.
 * - recommended: the curated (show_on_homepage) groups first, then everything else, each part
 *   by popularity desc, id desc. A stable blend of the shop's own picks and what sells. The
 *   curated part comes from the cached totals (it is small), so the live query only walks the
 *   (popularity, id) index; an ORDER BY show_on_homepage would sort every matching group.
 */
async function pageIds(
  db: Database,
  totals: ListingTotals,
  order: ListingOrder,
  offset: number,
): Promise<number[]> {
  const where = conditions(totals.filter);
  const byOrder =
    order === 'new_arrival'
      ? [desc(itemGroups.createdAt), desc(itemGroups.id)]
      : [desc(itemGroups.popularity), desc(itemGroups.id)];
  const select = (extra: SQL[], limit: number, skip: number) =>
    db
      .select({ id: itemGroups.id })
      .from(itemGroups)
      .where(and(...where, ...extra))
      .orderBy(...byOrder)
      .limit(limit)
      .offset(skip)
      .then((rows) => rows.map((r) => r.id));

  if (order !== 'recommended') return select([], LISTING_PAGE_SIZE, offset);

  const curated = totals.curatedIds.slice(offset, offset + LISTING_PAGE_SIZE);
  const missing = LISTING_PAGE_SIZE - curated.length;
  if (missing === 0) return curated;
  const rest = await select(
    [eq(itemGroups.showOnHomepage, false)],
    missing,
    Math.max(0, offset - totals.curatedIds.length),
  );
  // A group unflagged since the totals were cached could come back in `rest`; show it once.
  return [...new Set([...curated, ...rest])];
}

/** One of item_groups' id columns a filter key narrows. */
type IdColumn =
  typeof itemGroups.brandId | typeof itemGroups.headCategoryId | typeof itemGroups.subcategoryId;

const isEmptyList = (ids: number[] | null) => ids !== null && ids.length === 0;
