// /brands: every brand A–Z, from the root loader's directory.
import type { Route } from './+types/brands';
import { useShopContext } from '../lib/shop-context';
import { BrandsPage } from '../features/catalog/brands-page';

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

export default function Brands() {
  const { brands, brandsError } = useShopContext();
  return <BrandsPage brands={brands} error={brandsError} />;
}
