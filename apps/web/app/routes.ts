// One entry per spec route; the table of contents of the storefront.
import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('products/product/:id', 'routes/product.tsx'),
  route('products/categories/:headCategory', 'routes/listing.tsx', { id: 'listing-category' }),
  route('products/categories/:headCategory/:subcategory', 'routes/listing.tsx', {
    id: 'listing-subcategory',
  }),
  route('products/shopBy/:shopByCategory', 'routes/listing.tsx', { id: 'listing-shop-by' }),
  route('products/:brand', 'routes/listing.tsx', { id: 'listing-brand' }),
  route('categories', 'routes/categories.tsx'),
  route('brands', 'routes/brands.tsx'),
  route('help-center', 'routes/help-center.tsx'),
  route('policy-page', 'routes/policy-page.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('set-country', 'routes/set-country.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
