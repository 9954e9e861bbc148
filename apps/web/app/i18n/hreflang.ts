// A page's `<link rel="alternate" hreflang>` for each language and x-default (English), written
// by entry.server.tsx into <head> beside the inline stylesheet: absolute URLs from PUBLIC_URL
// (lib/public-url.ts), which the root loader's data does not carry (English pages stay as they
// were but for these lines). Only the languages offered (STOREFRONT_LANGUAGES, decision 207):
// English alone, or a page in a language not offered (noindex), has none.
import type { Locale } from '@solestock/domain/locales';
import { absoluteUrl } from '../lib/public-url';
import { isConsolePath } from '../lib/console-path';
import { alternatesOf, splitLocalePath } from './locale-path';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function hreflangLinks(
  publicUrl: string,
  pathname: string,
  offered: readonly Locale[],
): string {
  const all = alternatesOf(pathname);
  if (isConsolePath(all[0]!.path)) return '';
  const own = splitLocalePath(pathname).locale;
  if (offered.length < 2 || !offered.includes(own)) return '';
  const alternates = all.filter(({ locale }) => offered.includes(locale));
  const link = (lang: string, path: string) =>
    `<link rel="alternate" hreflang="${lang}" href="${escapeAttribute(absoluteUrl(publicUrl, path))}"/>`;
  return [
    ...alternates.map(({ locale, path }) => link(locale, path)),
    link('x-default', alternates[0]!.path),
  ].join('');
}
