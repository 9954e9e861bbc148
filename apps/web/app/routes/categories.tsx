// /categories: every head category and its subcategories, from the catalogue directory.
import type { Route } from './+types/categories';
import { brandOfMatches } from '../lib/brand';
import { metaTranslator } from '../i18n/meta-translator';
import { loadCatalogueDirectory } from '../lib/catalogue-directory';
import { CategoriesPage } from '../features/catalogue/categories-page';
import { sharedPage } from '../lib/page-query';

export const handle = sharedPage();

export async function loader({ context }: Route.LoaderArgs) {
  return loadCatalogueDirectory(context.api);
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = brandOfMatches(matches).shop_name;
  const t = metaTranslator(matches);
  return [
    { title: t('meta.categories.title', { shop }) },
    { name: 'description', content: t('meta.categories.description', { shop }) },
  ];
}

export default function Categories({ loaderData: directory }: Route.ComponentProps) {
  return <CategoriesPage categories={directory.categories} error={directory.categoriesError} />;
}
