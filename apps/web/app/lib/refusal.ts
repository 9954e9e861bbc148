// The one way a route action (storefront and console alike) turns a failed API call into what
// the form that sent it shows: the API's own sentence and its sentence per field; a failure to
// reach the API becomes a sentence a person can act on. A thrown Response (a redirect from a
// guard) is not a refusal and is thrown on.
import { data } from 'react-router';
import { ApiError } from './api';
import { useT, type Translate } from '../i18n/i18n';

export const UNREACHABLE =
  'The shop could not be reached. Please check your connection and try again.';

export interface Refusal {
  status: number;
  /** The sentence to show above the form. */
  error: string;
  code: string | null;
  /** One sentence per refused field, by field name. */
  fields: Record<string, string>;
}

/**
 * The refusal a failed write carries. `fallback` replaces any sentence the API did not send
 * itself (a network failure, or an answer without one), for specs that name their own text.
 */
export function refusal(
  error: unknown,
  { fallback, unreachable = UNREACHABLE }: { fallback?: string; unreachable?: string } = {},
): Refusal {
  if (error instanceof Response) throw error;
  if (!(error instanceof ApiError)) {
    console.error('API call failed', error);
    return { status: 503, error: fallback ?? unreachable, code: null, fields: {} };
  }
  const body = (error.body ?? {}) as {
    error?: unknown;
    code?: unknown;
    fields?: unknown;
    errors?: unknown;
  };
  const fields: Record<string, string> = {};
  const raw = body.fields ?? body.errors;
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
      fields[k] = Array.isArray(v) ? String(v[0]) : String(v);
    }
  }
  const sent = typeof body.error === 'string' && body.error ? body.error : null;
  return {
    status: error.status,
    error: sent ?? fallback ?? error.message,
    code: typeof body.code === 'string' ? body.code : null,
    fields,
  };
}

/**
 * A refusal's sentence as a page shows it: the web's own sentences (UNREACHABLE, the client's
 * "Request failed (409).") in the page's language; the API's own sentences as it sent them.
 * Actions answer in English (they run before the page's language is needed); the screen that
 * shows the answer writes it.
 */
export function refusalText(t: Translate, sentence: string): string {
  if (sentence === UNREACHABLE) return t('refusal.unreachable');
  const failed = /^Request failed \((\d{3})\)\.$/.exec(sentence);
  if (failed) return t('refusal.requestFailed', { status: failed[1]! });
  return sentence;
}

/** refusalText in the page's language. */
export function useRefusalText(): (sentence: string) => string {
  const t = useT();
  return (sentence) => refusalText(t, sentence);
}

/** A storefront action's refused answer: `{intent, ok: false, error, fields}` with its status. */
export type Refused<I extends string = string> = {
  intent: I;
  ok: false;
  error: string;
  fields: Record<string, string>;
};

/**
 * The action's answer for a failed write, with the refusal's HTTP status (400, 409, 503…). `about`
 * names the form that sent it (its intent, and anything else the page needs to find it).
 */
export function refused<I extends string, A extends { intent: I }>(
  about: A,
  error: unknown,
  options?: { fallback?: string; unreachable?: string },
) {
  const r = refusal(error, options);
  return data<A & Refused<I>>(
    { ...about, ok: false, error: r.error, fields: r.fields },
    { status: r.status },
  );
}
