// The translations module's entry (docs/translations.md): the console's calls, and the
// storefront answers' translation into a buyer's language.
export { translationsAdminRoutes } from './translations.admin.routes.ts';
export {
  localiseBanners,
  localiseBrands,
  localiseCategories,
  localiseItemGroups,
  localiseListing,
  localiseProductDetail,
  styleNamesIn,
} from './localise.ts';
