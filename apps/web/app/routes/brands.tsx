// /brands: every brand A–Z, from the catalogue directory.
import type { Route } from './+types/brands';
import { brandOfMatches } from '../lib/brand';
import { loadCatalogueDirectory } from '../lib/catalogue-directory';
import { BrandsPage } from '../features/catalogue/brands-page';
import { sharedPage } from '../lib/page-query';

export const handle = sharedPage();

export async function loader({ context }: Route.LoaderArgs) {
  return loadCatalogueDirectory(context.api);
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const shop = brandOfMatches(matches).shop_name;
  return [
    { title: `Brands A–Z | ${shop}` },
    {
      name: 'description',
      content: `Every footwear and lifestyle brand on ${shop}, from A to Z, sold wholesale by the carton.`,
    },
  ];
}

export default function Brands({ loaderData: directory }: Route.ComponentProps) {
  return <BrandsPage brands={directory.brands} error={directory.brandsError} />;
}
