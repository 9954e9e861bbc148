// /robots.txt: the whole catalogue may be crawled; private and transactional pages may not.
import type { Route } from './+types/robots[.]txt';
import { absoluteUrl } from '../lib/public-url';

const PRIVATE_PATHS = [
  '/cart',
  '/checkout-summary',
  '/checkout/',
  '/my-account',
  '/login',
  '/sign-up',
  '/password-reset',
  '/change-password/',
  '/confirm-email',
  '/get-confirm-email',
  '/verify-email/',
  '/order-success',
  '/order-failure',
  '/search-results',
  '/set-country',
  '/api/',
];

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl(context.publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
