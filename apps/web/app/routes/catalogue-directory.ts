// GET /catalogue-directory: the header menus' categories and brands, fetched when a shopper
// first opens one (lib/catalogue-directory.ts says why they are not in every page).
import type { Route } from './+types/catalogue-directory';
import { loadCatalogueDirectory } from '../lib/catalogue-directory';

export async function loader({ context }: Route.LoaderArgs) {
  const directory = await loadCatalogueDirectory(context.api);
  const failed = directory.categoriesError || directory.brandsError;
  return Response.json(directory, {
    // The directory changes when a manager edits the catalogue; a minute is short enough, and
    // a failure is never kept.
    headers: { 'cache-control': failed ? 'no-store' : 'public, max-age=60' },
  });
}
