// Home: for now the brand and category directory, rendered on the server.
import type { Route } from './+types/home';
import { apiJson } from '../lib/api';
import type { Brand, Category } from '../lib/catalog-types';
import { BrandDirectory, CategoryDirectory } from '../features/home/directory';

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'Solestock | Wholesale footwear by the carton, shipped worldwide' },
    {
      name: 'description',
      content:
        'Buy footwear and lifestyle goods wholesale by the pair: tiered carton prices in your currency, Air or Sea shipping.',
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const [brands, categories] = await Promise.all([
    apiJson<Brand[]>(context.api, '/ecommerce/brands/'),
    apiJson<Category[]>(context.api, '/ecommerce/categories/'),
  ]);
  return { brands, categories };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">
        Wholesale footwear, by the carton
      </h1>
      <CategoryDirectory categories={loaderData.categories} />
      <BrandDirectory brands={loaderData.brands} />
    </main>
  );
}
