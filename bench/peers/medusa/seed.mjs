// Fills a migrated `medusa_bench` database the way the starter's `src/scripts/seed.ts` does
// (`npx create-medusa-app` runs it through `medusa exec`): the store's currencies, the default
// sales channel, a region with its tax regions, a stock location, a publishable API key, then
// the catalogue through Medusa's own workflows. The catalogue is the Vendure peer's "demo" one
// (bench/peers/vendure/catalogue.mjs): the same styles from the same seed, each a Medusa product
// with Colour and Size options and one variant per colour × size, its category under its head
// category, its brand as a collection and its material as a tag; 100 in stock per variant.
//
//   MEDUSA_BENCH_STYLES=1000 npx medusa exec ./seed.mjs      (populate.mjs runs it)
import { ContainerRegistrationKeys, Modules, ProductStatus } from '@medusajs/framework/utils';
import {
  createApiKeysWorkflow,
  createCollectionsWorkflow,
  createInventoryLevelsWorkflow,
  createProductCategoriesWorkflow,
  createProductTagsWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  createShippingProfilesWorkflow,
  createStockLocationsWorkflow,
  createTaxRegionsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  linkSalesChannelsToStockLocationWorkflow,
  updateStoresWorkflow,
} from '@medusajs/medusa/core-flows';
import { BRANDS, CATEGORIES, MATERIALS, demoStyles } from '../vendure/catalogue.mjs';

// The starter's region: Europe in euros (its storefront's default), US dollars as a second
// currency on the store and on every price.
const COUNTRIES = ['gb', 'de', 'dk', 'se', 'fr', 'es', 'it'];
const BATCH = 20; // products per createProductsWorkflow run

export default async function seed({ container }) {
  const styles = Number(process.env.MEDUSA_BENCH_STYLES ?? 1000);
  const log = (m) =>
    console.log(`[medusa populate ${new Date().toISOString().slice(11, 19)}] ${m}`);
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const store = container.resolve(Modules.STORE);
  const salesChannels = container.resolve(Modules.SALES_CHANNEL);
  const fulfillment = container.resolve(Modules.FULFILLMENT);

  let [channel] = await salesChannels.listSalesChannels({ name: 'Default Sales Channel' });
  if (!channel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: 'Default Sales Channel' }] },
    });
    channel = result[0];
  }
  const [theStore] = await store.listStores();
  await updateStoresWorkflow(container).run({
    input: {
      selector: { id: theStore.id },
      update: {
        supported_currencies: [
          { currency_code: 'eur', is_default: true },
          { currency_code: 'usd' },
        ],
        default_sales_channel_id: channel.id,
      },
    },
  });
  const {
    result: [region],
  } = await createRegionsWorkflow(container).run({
    input: {
      regions: [
        {
          name: 'Europe',
          currency_code: 'eur',
          countries: COUNTRIES,
          payment_providers: ['pp_system_default'],
        },
      ],
    },
  });
  await createTaxRegionsWorkflow(container).run({
    input: COUNTRIES.map((country_code) => ({ country_code, provider_id: 'tp_system' })),
  });
  const {
    result: [location],
  } = await createStockLocationsWorkflow(container).run({
    input: {
      locations: [
        {
          name: 'European Warehouse',
          address: { city: 'Copenhagen', country_code: 'DK', address_1: '' },
        },
      ],
    },
  });
  await linkSalesChannelsToStockLocationWorkflow(container).run({
    input: { id: location.id, add: [channel.id] },
  });
  let [profile] = await fulfillment.listShippingProfiles({ type: 'default' });
  if (!profile) {
    const { result } = await createShippingProfilesWorkflow(container).run({
      input: { data: [{ name: 'Default Shipping Profile', type: 'default' }] },
    });
    profile = result[0];
  }
  const {
    result: [key],
  } = await createApiKeysWorkflow(container).run({
    input: { api_keys: [{ title: 'Webshop', type: 'publishable', created_by: '' }] },
  });
  await linkSalesChannelsToApiKeyWorkflow(container).run({
    input: { id: key.id, add: [channel.id] },
  });
  log(`region ${region.id}, sales channel ${channel.id}, publishable key ${key.token}`);

  // Categories (head > sub), brands as collections, materials as tags.
  const { result: heads } = await createProductCategoriesWorkflow(container).run({
    input: {
      product_categories: CATEGORIES.map(([name]) => ({ name, is_active: true })),
    },
  });
  const { result: subs } = await createProductCategoriesWorkflow(container).run({
    input: {
      product_categories: CATEGORIES.flatMap(([head, names], i) =>
        names.map((name) => ({
          name,
          // Sub-category names repeat nowhere, but handles must be unique across the tree.
          handle: `${heads[i].handle}-${name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
          parent_category_id: heads.find((h) => h.name === head).id,
          is_active: true,
        })),
      ),
    },
  });
  const { result: collections } = await createCollectionsWorkflow(container).run({
    input: { collections: BRANDS.map((title) => ({ title })) },
  });
  const { result: tags } = await createProductTagsWorkflow(container).run({
    input: { product_tags: MATERIALS.map((value) => ({ value })) },
  });
  const byName = (list, key) => new Map(list.map((x) => [x[key], x.id]));
  const subIds = new Map(subs.map((s) => [`${s.parent_category_id}/${s.name}`, s.id]));
  const headIds = byName(heads, 'name');
  const collectionIds = byName(collections, 'title');
  const tagIds = byName(tags, 'value');

  // The generator's SKUs take a colour's first three letters, so Green and Grey of one style
  // share theirs; Vendure accepts that, Medusa's SKUs are unique: the second gets the full name.
  const skus = new Set();
  const uniqueSku = (v) => {
    const sku = skus.has(v.sku)
      ? v.sku.replace(/-[A-Z]{3}-/, `-${v.colour.toUpperCase()}-`)
      : v.sku;
    skus.add(sku);
    return sku;
  };
  const all = demoStyles(styles);
  const started = Date.now();
  let variants = 0;
  for (let from = 0; from < all.length; from += BATCH) {
    const batch = all.slice(from, from + BATCH);
    const { result: products } = await createProductsWorkflow(container).run({
      input: {
        products: batch.map((s) => ({
          title: s.name,
          handle: s.slug,
          description: s.description,
          status: ProductStatus.PUBLISHED,
          shipping_profile_id: profile.id,
          category_ids: [subIds.get(`${headIds.get(s.category)}/${s.subcategory}`)],
          collection_id: collectionIds.get(s.brand),
          tag_ids: [tagIds.get(s.material)],
          options: [
            { title: 'Colour', values: s.colours },
            { title: 'Size', values: s.sizes },
          ],
          variants: s.variants.map((v) => ({
            title: `${v.colour} / ${v.size}`,
            sku: uniqueSku(v),
            options: { Colour: v.colour, Size: v.size },
            manage_inventory: true,
            prices: [
              { amount: Number(s.price), currency_code: 'eur' },
              { amount: Math.round(Number(s.price) * 115) / 100, currency_code: 'usd' },
            ],
          })),
          sales_channels: [{ id: channel.id }],
        })),
      },
    });
    const { data: items } = await query.graph({
      entity: 'product_variant',
      fields: ['inventory_items.inventory_item_id'],
      filters: { product_id: products.map((p) => p.id) },
    });
    const inventory_levels = items.flatMap((v) =>
      v.inventory_items.map((i) => ({
        location_id: location.id,
        stocked_quantity: 100,
        inventory_item_id: i.inventory_item_id,
      })),
    );
    await createInventoryLevelsWorkflow(container).run({ input: { inventory_levels } });
    variants += inventory_levels.length;
    if ((from / BATCH) % 5 === 4 || from + BATCH >= all.length) {
      const s = (Date.now() - started) / 1000;
      log(
        `${from + batch.length} of ${all.length} styles, ${variants} variants, ${s.toFixed(0)} s (${(variants / s).toFixed(0)} variants/s)`,
      );
    }
  }
}
