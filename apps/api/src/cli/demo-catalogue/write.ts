// The deterministic demo catalogue: a realistic wholesale footwear and lifestyle shop, made
// from a fixed random seed and written with bulk inserts inside one transaction.
import { sql } from 'drizzle-orm';
import type { SizeSystem } from '@solestock/domain';
import { queryRows, type Database } from '../../db/connect.ts';
import { insertInBatches } from '../../db/batches.ts';
import {
  banners,
  brands,
  exchangeRates,
  headCategories,
  itemGroups,
  type products,
  socialLinks,
  subcategories,
} from '../../db/schema.ts';
import { kindOf, kindsOf, type Kind, mediaUrl } from '../../modules/media/index.ts';
import { indexItemGroups } from '../../modules/search/index.ts';
import { markDemo } from '../../modules/brand/index.ts';
import { dressWholesaleDemo } from './wholesale.ts';
import { writeDemoTranslations, type DemoGroupParts } from './translations.ts';

/** mulberry32: small, fast, and the same sequence on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const CATEGORIES: [string, string[]][] = [
  ["Men's Footwear", ['Sneakers', 'Loafers', 'Derby Shoes', 'Slip-Ons', 'Moccasins']],
  ["Women's Footwear", ['Heels', 'Flats', 'Wedges', 'Ballerinas', 'Mules']],
  [
    "Kids' Footwear",
    ['School Shoes', 'Kids Sneakers', 'Kids Sandals', 'Baby Booties', 'Light-Up Shoes'],
  ],
  ['Sports Shoes', ['Running', 'Training', 'Football Boots', 'Basketball', 'Tennis']],
  ['Sandals & Slippers', ['Sandals', 'Flip Flops', 'Slides', 'House Slippers', 'Clogs']],
  ['Boots', ['Chelsea Boots', 'Ankle Boots', 'Work Boots', 'Hiking Boots', 'Rain Boots']],
  ['Formal Shoes', ['Oxfords', 'Brogues', 'Monk Straps', 'Dress Loafers', 'Patent Shoes']],
  ['Bags', ['Backpacks', 'Tote Bags', 'Duffel Bags', 'Shoe Bags', 'Crossbody Bags']],
  ['Socks', ['Ankle Socks', 'Crew Socks', 'Sports Socks', 'Wool Socks', 'No-Show Socks']],
  ['Shoe Care', ['Polish', 'Cleaners', 'Insoles', 'Shoe Trees', 'Laces']],
  ['Accessories', ['Belts', 'Wallets', 'Caps', 'Keychains', 'Sunglasses']],
  ['Apparel', ['T-Shirts', 'Hoodies', 'Track Pants', 'Shorts', 'Jackets']],
];

const BRAND_NAMES = [
  'Aldenmoor',
  'Bravika',
  'Calloway Step',
  'Dunmere',
  'Elvaro',
  'Fennick',
  'Granvell',
  'Holtwick',
  'Istara',
  'Jorvik Trail',
  'Kestrava',
  'Lumora',
  'Marlowe & Finch',
  'Norvane',
  'Orvello',
  'Pellam',
  'Quenby',
  'Rovatti',
  'Solvane',
  'Tarrow',
  'Ulvik',
  'Varenna',
  'Westray',
  'Yarrowby',
  'Zephra',
  'Amberline',
  'Bellcourt',
  'Corvina',
  'Delmora',
  'Everstride',
  'Falkner',
  'Glenavon',
  'Harlow Bay',
  'Ironfield',
  'Juniper Row',
  'Kilnsey',
  'Lindqvist',
  'Mossgrove',
  'Nettlecombe',
  'Oakhurst',
  'Palomar',
  'Redcliffe',
];

const COLOURS: [string, string][] = [
  ['Black', '1f1f1f'],
  ['White', 'f2f2f2'],
  ['Navy', '1e2a4a'],
  ['Tan', 'c19a6b'],
  ['Brown', '6b4226'],
  ['Grey', '8a8d91'],
  ['Red', 'c0392b'],
  ['Olive', '6b7c3a'],
  ['Beige', 'e3d5b8'],
  ['Burgundy', '7b1e34'],
  ['Blue', '2e6fd8'],
  ['Green', '2f8f5b'],
  ['Pink', 'e58fb0'],
  ['Yellow', 'e8c33a'],
];

const MODELS = [
  'Aero',
  'Strider',
  'Metro',
  'Classic',
  'Venture',
  'Summit',
  'Breeze',
  'Nova',
  'Orbit',
  'Terra',
  'Pulse',
  'Harbor',
];
const MATERIALS = ['Leather', 'Suede', 'Canvas', 'Mesh', 'Synthetic', 'Rubber', 'Knit', 'Cotton'];
const LININGS = ['textile', 'leather', 'mesh'];
const SOLES = ['rubber', 'EVA', 'TPR', 'leather'];
/** "Leather upper, textile lining, rubber sole": lining and sole by index, not by rnd(). */
const materialOf = (upper: string, i: number) =>
  `${upper} upper, ${LININGS[i % LININGS.length]} lining, ${SOLES[i % SOLES.length]} sole`;
// ISO codes, as the console keeps them (docs/api.md, "Trade documents").
const ORIGINS = ['IN', 'CN', 'VN', 'PT', 'IT', 'BD', 'TR'];
// Footwear headings of the HS: leather, textile and rubber uppers (drawn by index, not by rnd(),
// so the rest of the demo stays as it was).
const HS_CODES = ['640399', '640419', '640299', '640391', '640411'];
const CURRENCY_PRICE: [string, number][] = [
  ['usd', 12],
  ['inr', 950],
  ['cny', 85],
  ['gbp', 10],
];

export const DEMO_RATES: Record<string, string> = {
  GBP: '0.7900',
  CAD: '1.3700',
  CNY: '7.2400',
  INR: '83.5000',
  JPY: '151.2000',
  EUR: '0.9200',
};

function sizesFor(category: string, count: number): (string | null)[] {
  if (['Bags', 'Shoe Care', 'Accessories'].includes(category))
    return count > 3 ? ['S', 'M', 'L'] : [null];
  if (category === 'Socks' || category === 'Apparel')
    return ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'].slice(0, count);
  if (category === "Kids' Footwear")
    return ['C8', 'C9', 'C10', 'C11', 'C12', 'C13', '1', '2'].slice(0, count);
  return ['5', '6', '7', '8', '9', '10', '11', '12'].slice(0, count);
}

/** How a category's sizes (sizesFor) are written: UK shoe sizes, UK children's, or letters. */
function sizeSystemFor(category: string): SizeSystem {
  if (['Bags', 'Shoe Care', 'Accessories', 'Socks', 'Apparel'].includes(category)) return 'letter';
  if (category === "Kids' Footwear") return 'kids';
  return 'uk';
}

export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from item_groups`);
  return Number(row?.n ?? 0) === 0;
}

export interface SeedSummary {
  brands: number;
  headCategories: number;
  subcategories: number;
  itemGroups: number;
  products: number;
  slabs: number;
}

export async function seedDemoCatalogue(
  db: Database,
  options: {
    itemGroups?: number;
    products?: number;
    seed?: number;
    /** The wholesale trade on a share of the groups (wholesale.ts); off for the tests' plain shop. */
    wholesale?: boolean;
    log?: (msg: string) => void;
  } = {},
): Promise<SeedSummary> {
  const rnd = random(options.seed ?? 20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
  // 2–6 colours × 3–8 sizes, fewer where a category has no sizes: 19.4 products a group on
  // average (measured: 4,545 groups gave 88,172 products).
  const groupCount = options.products
    ? Math.max(1, Math.round(options.products / 19.4))
    : (options.itemGroups ?? 1000);
  const now = Date.now();

  return db.transaction(async (tx) => {
    const t = tx;
    // The demo's mark (docs/brand.md): its badges show, and the console asks for no shop name.
    await markDemo(t);
    const brandRows = await t
      .insert(brands)
      .values(
        BRAND_NAMES.map((name, i) => ({
          name,
          logo: mediaUrl.text('logo', name),
          displayImage: mediaUrl.text('display', name),
          banner: mediaUrl.text('banner', name),
          showOnHomepage: i % 4 === 0,
        })),
      )
      .returning({ id: brands.id, name: brands.name });

    const headRows = await t
      .insert(headCategories)
      .values(
        CATEGORIES.map(([name, subs], i) => ({
          name,
          // The tile shows the category's goods (decision 089); its name is the page's text.
          displayImage: mediaUrl.scene('tile', kindsOf(subs, name), name),
          displayIcon: mediaUrl.text('icon', name.slice(0, 1)),
          showOnHomepage: i < 10,
          position: i,
        })),
      )
      .returning({ id: headCategories.id, name: headCategories.name });

    const subRows = await t
      .insert(subcategories)
      .values(
        CATEGORIES.flatMap(([head, subs], h) =>
          subs.map((name, i) => ({
            headCategoryId: headRows[h]!.id,
            name,
            displayImage: mediaUrl.scene('tile', [kindOf(name, head)], name),
            position: i,
          })),
        ),
      )
      .returning({
        id: subcategories.id,
        name: subcategories.name,
        headCategoryId: subcategories.headCategoryId,
      });

    // Item groups first, then their products and slabs, in chunks under the bind-parameter limit.
    const groupValues = Array.from({ length: groupCount }, (_, i) => {
      const head = pick(headRows);
      const headName = head.name;
      const subs = subRows.filter((s) => s.headCategoryId === head.id);
      const sub = pick(subs);
      const brand = pick(brandRows);
      const modelName = pick(MODELS);
      const model = `${modelName} ${sub.name.replace(/s$/, '')}`;
      const createdAt = new Date(now - Math.floor(rnd() * 180 * 86_400_000));
      return {
        name: `${brand.name} ${model} ${100 + i}`,
        brandId: brand.id,
        headCategoryId: head.id,
        subcategoryId: sub.id,
        subsubcategory:
          rnd() < 0.4 ? `${pick(['Casual', 'Everyday', 'Premium', 'Outdoor'])} ${sub.name}` : null,
        sub4Category: rnd() < 0.15 ? pick(['Limited Edition', 'Wide Fit', 'Vegan']) : null,
        bulletPoints: [
          `${pick(MATERIALS)} upper built for all-day wear`,
          'Packed in cartons of assorted sizes for retail shelves',
          `Cushioned insole and durable ${pick(['rubber', 'EVA', 'TPR'])} outsole`,
          'Quality-checked before dispatch',
        ],
        // What the invoice prints per line (docs/export-papers.md): upper, lining and sole.
        material: materialOf(pick(MATERIALS), i),
        countryOfOrigin: pick(ORIGINS),
        hsCode: HS_CODES[i % HS_CODES.length]!,
        sizeSystem: sizeSystemFor(headName),
        showOnHomepage: i < 12,
        popularity: Math.floor(1000 * rnd() ** 3),
        createdAt,
        headName,
        kind: kindOf(sub.name, headName),
        parts: { brand: brand.name, model: modelName, subcategory: sub.name, number: 100 + i },
      };
    });
    const groupIds: number[] = [];
    await insertInBatches(groupValues, 1000, async (chunk) => {
      const rows = await t
        .insert(itemGroups)
        .values(chunk.map(({ headName: _h, kind: _k, parts: _p, ...g }) => g))
        .returning({ id: itemGroups.id });
      groupIds.push(...rows.map((r) => r.id));
    });

    let productCount = 0;
    let slabCount = 0;
    const productBatch: ProductRow[] = [];
    const flush = async () => {
      if (productBatch.length === 0) return;
      const ids = await insertProductRows(t, productBatch);
      const slabValues: SlabRow[] = [];
      productBatch.forEach((product, i) => {
        const kind = product.slabs;
        const base = Number(product.sellingPrice);
        const at = (f: number) => (base * f).toFixed(2);
        const slab = (
          position: number,
          operator: SlabRow['operator'],
          minQuantity: number | null,
          maxQuantity: number | null,
          f: number,
        ) =>
          slabValues.push({
            product_id: ids[i]!,
            position,
            operator,
            min_quantity: minQuantity,
            max_quantity: maxQuantity,
            selling_price: at(f),
            currency: product.currency,
          });
        if (kind === 1) {
          slab(0, 'from_to', 25, 99, 0.97);
          slab(1, 'from_to', 100, 299, 0.92);
          slab(2, '>=', 300, null, 0.86);
        } else if (kind === 2) {
          slab(0, '<=', null, 199, 0.98);
          slab(1, '>=', 200, null, 0.9);
        }
      });
      await insertSlabRows(t, slabValues);
      slabCount += slabValues.length;
      productCount += ids.length;
      productBatch.length = 0;
    };

    for (let g = 0; g < groupIds.length; g++) {
      const group = groupValues[g]!;
      const [currency, basePrice] = pick(CURRENCY_PRICE);
      const price = basePrice * (0.6 + rnd() * 2.4);
      const colours = [...COLOURS].sort(() => rnd() - 0.5).slice(0, int(2, 6));
      const sizes = sizesFor(group.headName, int(3, 8));
      const slabKind = rnd() < 0.1 ? 0 : rnd() < 0.75 ? 1 : 2;
      for (const [colour, hex] of colours) {
        for (const size of sizes) {
          const sku = `SS-${String(group.brandId).padStart(2, '0')}-${groupIds[g]}-${colour.toUpperCase()}-${size ?? 'OS'}`;
          productBatch.push({
            itemGroupId: groupIds[g]!,
            sku,
            name: `${group.name} ${colour}${size ? ` ${size}` : ''}`,
            color: colour,
            colorHex: hex,
            size,
            coverImage: mediaUrl.item(group.kind, hex, 0),
            images: [0, 1, 2].map((v) => mediaUrl.item(group.kind, hex, v)),
            sellingPrice: price.toFixed(2),
            currency,
            height: (3 + rnd() * 3).toFixed(2),
            length: (9 + rnd() * 4).toFixed(2),
            width: (3 + rnd() * 2).toFixed(2),
            weight: (18 + rnd() * 20).toFixed(2),
            availability: int(0, 5000),
            createdAt: group.createdAt,
            slabs: slabKind,
          });
        }
      }
      if (productBatch.length >= 5000) await flush();
    }
    await flush();

    // Japanese and Chinese names (docs/translations.md), before the index so search finds them.
    await writeDemoTranslations(
      t,
      brandRows,
      headRows,
      subRows,
      groupValues.map((g, i): DemoGroupParts => ({
        id: groupIds[i]!,
        ...g.parts,
        bulletPoints: g.bulletPoints,
      })),
    );
    // Counts, search text, words and phrases, set-based, with item_groups' GIN indexes built
    // afterwards from their own definitions: kept up to date row by row (fastupdate off), they
    // made this one statement most of a 100,000-style seed (bench/README.md, "A catalogue 100
    // times larger"); a GIN index built in one pass over the table is many times faster.
    const ginIndexes = await queryRows<{ name: string; definition: string }>(
      t,
      sql`select indexname as name, indexdef as definition from pg_indexes
          where schemaname = current_schema() and tablename = 'item_groups' and indexdef like '% USING gin %'`,
    );
    for (const { name } of ginIndexes) await t.execute(sql`drop index ${sql.identifier(name)}`);
    await indexItemGroups(t, 'all');
    for (const { definition } of ginIndexes) await t.execute(sql.raw(definition));
    if (options.wholesale !== false) await dressWholesaleDemo(t, new Date(now));

    // Content and rates.
    const screens = ['desktop', 'tablet', 'mobile'] as const;
    // Each headline with the goods its banner shows.
    const headlines: [string, Kind[]][] = [
      ['Wholesale footwear, shipped worldwide', ['sneaker', 'boot', 'heel']],
      ['New season sneakers by the carton', ['sneaker', 'sneaker', 'sneaker']],
      ['Sandals for every shelf', ['sandal', 'slide']],
      ['Boots that sell themselves', ['boot', 'boot']],
    ];
    const ecosystem = 'Source, stock and ship with Solestock';
    await t.insert(banners).values(
      screens.flatMap((screen) => [
        ...headlines.map(([h, kinds], i) => ({
          kind: 'carousel' as const,
          screenType: screen,
          image: mediaUrl.scene(screen, kinds, h),
          alt: h,
          position: i,
        })),
        {
          kind: 'ecosystem' as const,
          screenType: screen,
          image: mediaUrl.scene(screen, ['backpack', 'sneaker', 'care'], ecosystem),
          alt: ecosystem,
          position: 0,
        },
      ]),
    );
    await t.insert(socialLinks).values(
      ['Facebook', 'Instagram', 'X', 'LinkedIn', 'YouTube'].map((name, i) => ({
        name,
        url: `https://www.${name.toLowerCase() === 'x' ? 'x' : name.toLowerCase()}.com/solestock`,
        icon: mediaUrl.text('icon', name.slice(0, 1)),
        position: i,
      })),
    );
    await t
      .insert(exchangeRates)
      .values(Object.entries(DEMO_RATES).map(([currency, rate]) => ({ currency, rate })))
      .onConflictDoNothing();

    const summary = {
      brands: brandRows.length,
      headCategories: headRows.length,
      subcategories: subRows.length,
      itemGroups: groupIds.length,
      products: productCount,
      slabs: slabCount,
    };
    options.log?.(`seeded ${JSON.stringify(summary)}`);
    return summary;
  });
}

/** A product as the seeder writes it, and which slabs it gets (0 none, 1 three, 2 two). */
type ProductRow = Omit<typeof products.$inferInsert, 'sellingPrice' | 'currency'> & {
  sellingPrice: string;
  currency: string;
  slabs: number;
};

interface SlabRow {
  product_id: number;
  position: number;
  operator: 'from_to' | '>=' | '<=';
  min_quantity: number | null;
  max_quantity: number | null;
  selling_price: string;
  currency: string;
}

/**
 * A batch of products in one statement with one JSON parameter (jsonb_to_recordset), in order,
 * returning their ids in that order. A multi-row VALUES binds 17 parameters a row, and building
 * and sending them was most of the seed's time at 100,000 styles (issue 47 item 4: bench/README.md,
 * "A catalogue 100 times larger"); the rows written are the same.
 */
async function insertProductRows(db: Database, rows: readonly ProductRow[]): Promise<number[]> {
  const json = JSON.stringify(
    rows.map((p) => ({
      item_group_id: p.itemGroupId,
      sku: p.sku,
      name: p.name,
      color: p.color,
      color_hex: p.colorHex,
      size: p.size,
      cover_image: p.coverImage,
      images: p.images,
      selling_price: p.sellingPrice,
      currency: p.currency,
      height: p.height,
      length: p.length,
      width: p.width,
      weight: p.weight,
      availability: p.availability,
      created_at: p.createdAt,
    })),
  );
  const inserted = await queryRows<{ id: number; sku: string }>(
    db,
    sql`insert into products (item_group_id, sku, name, color, color_hex, size, cover_image, images,
          selling_price, currency, height, length, width, weight, availability, created_at)
        select item_group_id, sku, name, color, color_hex, size, cover_image, images,
          selling_price, currency, height, length, width, weight, availability, created_at
        from rows from (jsonb_to_recordset(${json}::jsonb) as (item_group_id int, sku text,
          name text, color text, color_hex text, size text, cover_image text, images jsonb,
          selling_price numeric, currency text, height numeric, length numeric, width numeric,
          weight numeric, availability int, created_at timestamptz)) with ordinality as r
        order by r.ordinality
        returning id, sku`,
  );
  const idOf = new Map(inserted.map((r) => [r.sku, Number(r.id)]));
  return rows.map((p) => idOf.get(p.sku)!);
}

/** A batch of price slabs in one statement, as insertProductRows. */
async function insertSlabRows(db: Database, rows: readonly SlabRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into price_slabs (product_id, position, operator, min_quantity, max_quantity, selling_price, currency)
    select product_id, position, operator, min_quantity, max_quantity, selling_price, currency
    from rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as (product_id int,
      position int, operator text, min_quantity int, max_quantity int, selling_price numeric,
      currency text)) with ordinality as r
    order by r.ordinality`);
}
