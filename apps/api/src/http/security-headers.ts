// Security headers, one place for the API, media, assets and pages. Pages get a Content Security
// Policy with a per-request nonce for React Router's inline scripts (apps/web/app/entry.server.tsx);
// Stripe's origins are allowed only when Stripe is configured (decision 050).
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';

/** On every answer: no sniffing, no framing, no full URLs to other sites, HTTPS pinned on https. */
export function commonSecurityHeaders(config: Config): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Only on https: on http the header is ignored by browsers, and localhost must stay usable.
    ...(config.publicUrl.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/** JSON answers load nothing and are never framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const newCspNonce = () => randomBytes(16).toString('base64');

/** The pages' policy: our own origin, inline scripts only with this response's nonce. */
export function pageCsp(config: Config, nonce: string): string {
  const stripe = config.stripe?.publishableKey !== undefined;
  const seller = config.sellerSiteUrl ? new URL(config.sellerSiteUrl).origin : undefined;
  const directives: [string, ...(string | false | undefined)[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, stripe && 'https://js.stripe.com'],
    // React sets a few style attributes (carousel offsets, animation lengths): attributes cannot
    // carry a nonce, and styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // Product images may live on a CDN named in IMAGE_ORIGINS (decision 132): an imported
    // catalogue's https image addresses then show.
    ['img-src', "'self'", 'data:', ...config.imageOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", stripe && 'https://api.stripe.com'],
    ['frame-src', stripe ? 'https://js.stripe.com https://hooks.stripe.com' : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // Forms post to us; a signed-in shopper may be sent back to the seller site afterwards.
    ['form-action', "'self'", seller],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.filter(Boolean).join(' ')).join('; ');
}
