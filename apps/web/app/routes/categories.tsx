// /categories: every head category and its subcategories, from the catalogue directory.
import type { Route } from './+types/categories';
import { brandOfMatches } from '../lib/brand';
import { loadCatalogueDirectory } from '../lib/catalogue-directory';
import { CategoriesPage } from '../features/catalogue/categories-page';
import { sharedPage } from '../lib/page-query';

export const handle = sharedPage();

export async function loader({ context }: Route.LoaderArgs) {
  return loadCatalogueDirectory(context.api);
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = brandOfMatches(matches).shop_name;
  return [
    { title: `All categories | ${shop}` },
    {
      name: 'description',
      content: `Browse every footwear and lifestyle category and subcategory sold wholesale on ${shop}.`,
    },
  ];
}

export default function Categories({ loaderData: directory }: Route.ComponentProps) {
  return <CategoriesPage categories={directory.categories} error={directory.categoriesError} />;
}
