// /categories: every head category and its subcategories, from the root loader's directory.
import type { Route } from './+types/categories';
import { useShopContext } from '../lib/shop-context';
import { CategoriesPage } from '../features/catalog/categories-page';

export function meta(): Route.MetaDescriptors {
  return [
    { title: 'All categories | Solestock' },
    {
      name: 'description',
      content:
        'Browse every footwear and lifestyle category and subcategory sold wholesale on Solestock.',
    },
  ];
}

export default function Categories() {
  const { categories, categoriesError } = useShopContext();
  return <CategoriesPage categories={categories} error={categoriesError} />;
}
