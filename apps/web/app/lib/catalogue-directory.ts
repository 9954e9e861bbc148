// The catalogue directory: every head category with its subcategories, and every brand. Pages
// that show it (home, /categories, /brands) load it in their own loaders; the header's
// mega-menus and the phone drawer fetch it from /catalogue-directory the first time a shopper
// reaches for them. It used to ride in the root loader's data on every page: 18 KB of every
// product page's HTML that most visits never opened (issue 17).
import { useCallback, useEffect, useState } from 'react';
import type { Brand, Category } from './catalogue-types';
import { apiJson, settled, type ApiFetch } from './api';
import { fetchOnce } from './fetch-once';

export interface CatalogueDirectory {
  categories: Category[] | null;
  categoriesError: string | null;
  brands: Brand[] | null;
  brandsError: string | null;
}

export const CATALOGUE_DIRECTORY_PATH = '/catalogue-directory';

/** Both lists at once; a failed list is its error message, never a thrown page. */
export async function loadCatalogueDirectory(api: ApiFetch): Promise<CatalogueDirectory> {
  const [categories, brands] = await Promise.all([
    settled(apiJson<Category[]>(api, '/ecommerce/categories/')),
    settled(apiJson<Brand[]>(api, '/ecommerce/brands/')),
  ]);
  return {
    categories: categories.value,
    categoriesError: categories.error,
    brands: brands.value,
    brandsError: brands.error,
  };
}

// Shared by the desktop menus and the drawer: one request per page load.
const directoryOnce = fetchOnce<CatalogueDirectory>(CATALOGUE_DIRECTORY_PATH, (e) => ({
  categories: null,
  categoriesError: e.message,
  brands: null,
  brandsError: e.message,
}));

/**
 * The directory for the header: null until asked for and answered. `load` is cheap to call
 * often (hover, focus, opening): the first call fetches, the rest share its answer.
 */
export function useCatalogueDirectory(wanted: boolean): {
  directory: CatalogueDirectory | null;
  load: () => void;
} {
  const [directory, setDirectory] = useState<CatalogueDirectory | null>(null);
  const load = useCallback(() => {
    void directoryOnce.get().then(setDirectory);
  }, []);
  useEffect(() => {
    if (wanted) load();
  }, [wanted, load]);
  return { directory, load };
}
