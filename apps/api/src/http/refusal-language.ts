// The storefront's refusals in the page's language (docs/refusals-in-languages.md): a 4xx answer
// to a call carrying the page-language header (ja or zh-CN) has its sentence (`error`, and
// `message` where one repeats it), its fields' and its items' sentences translated, in this one
// place. The console's calls (/api/admin/) and every call without the header answer as they
// always have. Only 200s are ever kept by the response
// cache, so a translated refusal is never served to another request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEFAULT_LOCALE,
  PAGE_LANGUAGE_HEADER,
  isLocale,
  type Locale,
} from '@solestock/domain/locales';
import { refusalIn } from '../i18n/refusals/index.ts';

/** The language a storefront call asks its refusals in; English for the console and no header. */
export function refusalLocale(request: FastifyRequest): Locale {
  const asked = request.headers[PAGE_LANGUAGE_HEADER];
  if (!isLocale(asked) || request.url.startsWith('/api/admin')) return DEFAULT_LOCALE;
  return asked;
}

type Refusal = Record<string, unknown>;

const translatedValues = (locale: Locale, values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? refusalIn(locale, v) : v]),
  );

/** The answer with its sentences in `locale`; its codes, numbers and shape as they were. */
export function refusalInLanguage(locale: Locale, body: Refusal): Refusal {
  const out: Refusal = { ...body };
  if (typeof body.error === 'string') out.error = refusalIn(locale, body.error);
  // A failed verification repeats its sentence as `message`, which its page reads.
  if (typeof body.message === 'string') out.message = refusalIn(locale, body.message);
  if (body.fields && typeof body.fields === 'object') {
    out.fields = translatedValues(locale, body.fields as Record<string, unknown>);
  }
  if (Array.isArray(body.errors)) {
    out.errors = body.errors.map((item: unknown) =>
      item && typeof item === 'object' && typeof (item as Refusal).message === 'string'
        ? { ...item, message: refusalIn(locale, (item as { message: string }).message) }
        : item,
    );
  }
  return out;
}

export const refusalLanguage = fp(async function refusalLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || reply.statusCode >= 500) return payload;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const locale = refusalLocale(request);
    if (locale === DEFAULT_LOCALE) return payload;
    return refusalInLanguage(locale, payload as Refusal);
  });
});
