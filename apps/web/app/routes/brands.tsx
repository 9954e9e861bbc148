// /brands: every brand A–Z, from the catalogue directory.
import type { Route } from './+types/brands';
import { brandOfMatches } from '../lib/brand';
import { metaTranslator } from '../i18n/meta-translator';
import { loadCatalogueDirectory } from '../lib/catalogue-directory';
import { BrandsPage } from '../features/catalogue/brands-page';
import { sharedPage } from '../lib/page-query';

export const handle = sharedPage();

export async function loader({ context }: Route.LoaderArgs) {
  return loadCatalogueDirectory(context.api);
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = brandOfMatches(matches).shop_name;
  const t = metaTranslator(matches);
  return [
    { title: t('meta.brands.title', { shop }) },
    { name: 'description', content: t('meta.brands.description', { shop }) },
  ];
}

export default function Brands({ loaderData: directory }: Route.ComponentProps) {
  return <BrandsPage brands={directory.brands} error={directory.brandsError} />;
}
