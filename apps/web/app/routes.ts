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
  route('login', 'routes/login.tsx'),
  route('sign-up', 'routes/sign-up.tsx'),
  route('get-confirm-email', 'routes/get-confirm-email.tsx'),
  route('verify-email/:uid/:token', 'routes/verify-email.tsx', { id: 'verify-email' }),
  route('confirm-email/:uid/:token', 'routes/verify-email.tsx', { id: 'confirm-email' }),
  route('password-reset', 'routes/password-reset.tsx'),
  route('change-password/:uid/:token', 'routes/change-password.tsx', { id: 'change-password' }),
  route('change-password', 'routes/change-password.tsx', { id: 'change-password-bare' }),
  route('my-account', 'routes/my-account.tsx'),
  route('logout', 'routes/logout.ts'),
  route('products/:brand', 'routes/listing.tsx', { id: 'listing-brand' }),
  route('set-country', 'routes/set-country.ts'),
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
