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
  route('cart', 'routes/cart.tsx'),
  route('checkout-summary', 'routes/checkout-summary.tsx'),
  route('checkout/payment-method', 'routes/payment-method.tsx'),
  route('order-success', 'routes/order-success.tsx'),
  route('order-failure', 'routes/order-failure.tsx'),
  route('orders', 'routes/orders.tsx'),
  route('orders/:orderId', 'routes/order.tsx'),
  route('products/:brand', 'routes/listing.tsx', { id: 'listing-brand' }),
  route('set-country', 'routes/set-country.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
