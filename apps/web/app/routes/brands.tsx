// /brands: every brand A–Z, from the catalogue directory.
import type { Route } from './+types/brands';
import { loadCatalogueDirectory } from '../lib/catalogue-directory';
import { BrandsPage } from '../features/catalogue/brands-page';
import { sharedPage } from '../lib/page-query';

export const handle = sharedPage();

export async function loader({ context }: Route.LoaderArgs) {
  return loadCatalogueDirectory(context.api);
}

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'Brands A–Z | Solestock' },
    {
      name: 'description',
      content:
        'Every footwear and lifestyle brand on Solestock, from A to Z, sold wholesale by the carton.',
    },
  ];
}

export default function Brands({ loaderData: directory }: Route.ComponentProps) {
  return <BrandsPage brands={directory.brands} error={directory.brandsError} />;
}
