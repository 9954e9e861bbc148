// The catalogues Vendure is measured on, written as Vendure's own product import CSV
// (the format of @vendure/create's assets/products.csv).
//
// - "sample": @vendure/create's sample catalogue (54 products, 88 variants) with its images
//   left out (no asset plugin is configured: the bench measures the API, not image serving).
// - "demo": a catalogue shaped like Solestock's demo one, generated here from a fixed seed:
//   N styles (Vendure products), each in 2–6 colours × 3–8 sizes (Vendure variants, ~19 per
//   style), with brand, category, subcategory and material as facets. Solestock's default demo
//   is 1,000 item groups, about 19,400 products; the same shape keeps the comparison fair.
//   The Medusa peer loads the same styles (demoStyles) through its own workflows.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function sampleCsv() {
  const path = require.resolve('@vendure/create/assets/products.csv');
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = lines[0].split(',').map((h) => h.trim());
  const assets = header.indexOf('assets');
  // Blank the assets cell of every row (column positions are fixed-width padded in this file).
  return lines.map((line, i) => (i === 0 ? line : blankColumn(line, assets))).join('\n');
}

function blankColumn(line, index) {
  const cells = splitCsvLine(line);
  if (cells.length <= index) return line;
  cells[index] = '';
  return cells.map(quote).join(',');
}

function splitCsvLine(line) {
  const cells = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

const quote = (v) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));

/** mulberry32, as Solestock's seeder. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The same vocabulary as Solestock's demo catalogue (apps/api/src/cli/demo-catalogue/write.ts).
export const CATEGORIES = [
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
export const BRANDS = [
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
export const COLOURS = [
  'Black',
  'White',
  'Navy',
  'Tan',
  'Brown',
  'Grey',
  'Red',
  'Olive',
  'Beige',
  'Burgundy',
  'Blue',
  'Green',
  'Pink',
  'Yellow',
];
export const MODELS = [
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
export const MATERIALS = [
  'Leather',
  'Suede',
  'Canvas',
  'Mesh',
  'Synthetic',
  'Rubber',
  'Knit',
  'Cotton',
];

function sizesFor(category, count) {
  if (['Bags', 'Shoe Care', 'Accessories'].includes(category))
    return count > 3 ? ['S', 'M', 'L'] : ['One size'];
  if (category === 'Socks' || category === 'Apparel')
    return ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'].slice(0, count);
  if (category === "Kids' Footwear")
    return ['C8', 'C9', 'C10', 'C11', 'C12', 'C13', '1', '2'].slice(0, count);
  return ['5', '6', '7', '8', '9', '10', '11', '12'].slice(0, count);
}

// Vendure's facet value codes come from their names; "&" and "'" are kept in names only.
const facet = (name, value) => `${name}:${value.replace(/[|:]/g, ' ')}`;

/**
 * The demo catalogue as data: N styles from a fixed seed, each with its facets, one price and
 * its variants (colour × size). Other peers (bench/peers/medusa) load the very same styles.
 */
export function demoStyles(styles, seed = 20261122) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const int = (min, max) => min + Math.floor(rnd() * (max - min + 1));
  const out = [];
  for (let i = 0; i < styles; i++) {
    const [category, subs] = pick(CATEGORIES);
    const subcategory = pick(subs);
    const brand = pick(BRANDS);
    const material = pick(MATERIALS);
    const name = `${brand} ${pick(MODELS)} ${subcategory.replace(/s$/, '')} ${100 + i}`;
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    const description = `${material} ${subcategory.toLowerCase()} by ${brand}, made for everyday wear. Packed in cartons of assorted sizes for retail shelves.`;
    const colours = [...COLOURS].sort(() => rnd() - 0.5).slice(0, int(2, 6));
    const sizes = sizesFor(category, int(3, 8));
    const price = (int(800, 9000) / 100).toFixed(2);
    const variants = [];
    for (const colour of colours)
      for (const size of sizes)
        variants.push({
          colour,
          size,
          sku: `S${100 + i}-${colour.slice(0, 3).toUpperCase()}-${size.replace(/\s/g, '')}`,
        });
    out.push({
      name,
      slug,
      description,
      brand,
      category,
      subcategory,
      material,
      price,
      colours,
      sizes,
      variants,
    });
  }
  return out;
}

export function demoCsv(styles, seed = 20261122) {
  const header =
    'name,slug,description,assets,facets,optionGroups,optionValues,sku,price,taxCategory,stockOnHand,trackInventory,variantAssets,variantFacets';
  const rows = [header];
  let variants = 0;
  for (const s of demoStyles(styles, seed)) {
    const facets = [
      facet('brand', s.brand),
      facet('category', s.category),
      facet('subcategory', s.subcategory),
      facet('material', s.material),
    ].join('|');
    let first = true;
    for (const { colour, size, sku } of s.variants) {
      const cells = first
        ? [s.name, s.slug, s.description, '', facets, 'colour|size', `${colour}|${size}`]
        : ['', '', '', '', '', '', `${colour}|${size}`];
      rows.push([...cells, sku, s.price, 'standard', 100, '', '', ''].map(quote).join(','));
      first = false;
      variants++;
    }
  }
  return { csv: rows.join('\n') + '\n', styles, variants };
}
