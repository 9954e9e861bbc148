// Which of the shop's countries a request most likely comes from.
import type { IncomingHttpHeaders } from 'node:http';
import { isCountryCode, type CountryCode } from '@solestock/domain';

/** A trusted edge header first (when configured), then Accept-Language's regions by weight. */
export function countryFromRequest(
  headers: IncomingHttpHeaders,
  trustedHeader: string | undefined,
): CountryCode | undefined {
  if (trustedHeader) {
    const value = headers[trustedHeader];
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
    if (isCountryCode(code)) return code;
  }
  return countryFromAcceptLanguage(headers['accept-language']);
}

export function countryFromAcceptLanguage(header: string | undefined): CountryCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    // The region is the first two-letter subtag after the language: en-GB, zh-Hans-CN.
    const region = tag
      .split('-')
      .slice(1)
      .find((s) => /^[a-z]{2}$/i.test(s))
      ?.toLowerCase();
    if (isCountryCode(region)) return region;
  }
  return undefined;
}
