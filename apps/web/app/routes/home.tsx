// Home: banners for the three screen types, the curated groups, and the catalogue directory's
// categories and brands, rendered on the server.
import type { Route } from './+types/home';
import { brandOfMatches } from '../lib/brand';
import { metaTranslator } from '../i18n/meta-translator';
import { SCREEN_TYPES, type ScreenType } from '@solestock/domain';
import { cardGroup } from '../components/ui/product-card';
import { apiJson } from '../lib/api';
import type { Category, ItemGroup } from '@solestock/domain';
import type { BannerImage, CarouselBannersAnswer } from '@solestock/domain/content-payloads';
import { loadCatalogueDirectory, type CatalogueDirectory } from '../lib/catalogue-directory';
import {
  carouselSlides,
  fallbackCarousel,
  fallbackEcosystem,
  type ResponsiveBanner,
} from '../features/home/home-banners';
import { HomePage, type HomeCategory, type HomeData } from '../features/home/home-page';
import { sharedPage } from '../lib/page-query';

// A signed-in shopper's home page is the shared render with their personal part (decision 157).
export const handle = sharedPage();

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = brandOfMatches(matches).shop_name;
  const t = metaTranslator(matches);
  return [
    { title: t('meta.home.title', { shop }) },
    { name: 'description', content: t('meta.home.description') },
    // Who the site is, for search engines (docs/brand.md): the shop's own name.
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: shop,
        publisher: { '@type': 'Organization', name: shop },
      },
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs): Promise<
  HomeData & {
    directory: Omit<CatalogueDirectory, 'categories'> & { categories: HomeCategory[] | null };
  }
> {
  const api = context.api;
  // 000 §8: a banner failure falls back to the bundled banners of that screen type, logged only.
  const carousel = (screen: ScreenType) =>
    apiJson<CarouselBannersAnswer>(api, `/ecommerce/carousel-banners/?screen_type=${screen}`).then(
      (r) => (r[0]?.banners.length ? r[0].banners : fallbackCarousel(screen)),
      (e: unknown) => {
        console.error(`carousel banners (${screen}) failed; using the bundled ones`, e);
        return fallbackCarousel(screen);
      },
    );
  const ecosystem = (screen: ScreenType) =>
    apiJson<BannerImage[]>(api, `/ecommerce/ecosystem-banner/?screen_type=${screen}`).then(
      (r) => r[0] ?? fallbackEcosystem(screen),
      (e: unknown) => {
        console.error(`ecosystem banner (${screen}) failed; using the bundled one`, e);
        return fallbackEcosystem(screen);
      },
    );
  const [carousels, ecosystems, groups, directory] = await Promise.all([
    Promise.all(SCREEN_TYPES.map(carousel)),
    Promise.all(SCREEN_TYPES.map(ecosystem)),
    apiJson<ItemGroup[]>(api, '/ecommerce/homepage/itemgroups/').catch((e: unknown) => {
      console.error('home item groups failed', e);
      return null;
    }),
    loadCatalogueDirectory(api),
  ]);
  const byScreen = <T,>(values: T[]) =>
    Object.fromEntries(SCREEN_TYPES.map((s, i) => [s, values[i]!])) as Record<ScreenType, T>;
  return {
    slides: carouselSlides(byScreen(carousels)),
    ecosystem: byScreen(ecosystems) as ResponsiveBanner,
    // What the page renders (decision 118): the cards' own data, not every product of every
    // group; the category tiles, not every subcategory (the header's menus fetch those).
    groups: groups?.map(cardGroup) ?? null,
    directory: {
      ...directory,
      categories: directory.categories?.map(categoryTile) ?? null,
    },
  };
}

function categoryTile({ subCategories: _inTheMenus, ...tile }: Category): HomeCategory {
  return tile;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { directory, ...data } = loaderData;
  return (
    <HomePage
      data={data}
      categories={directory.categories}
      categoriesError={directory.categoriesError}
      brands={directory.brands}
    />
  );
}
