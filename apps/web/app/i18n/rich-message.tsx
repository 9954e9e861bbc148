// Sentences with elements inside them (a link, a bold address) in each language's own word
// order: the message names each element as a placeholder, and the element goes where the
// translation puts it. English renders the same text as the sentence written in JSX did.
import { Fragment, useContext, type ReactNode } from 'react';
import { LinguiContext } from '@lingui/react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@solestock/domain/locales';
import type { MessageId, Translate } from './i18n';

const MARK = '\u0000';

/** `richMessage(t, 'account.signUp.agree', { terms: <Link …/> })`: text and elements in order. */
export function richMessage(
  t: Translate,
  id: MessageId,
  elements: Record<string, ReactNode>,
  values: Record<string, string | number> = {},
): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, MARK + name + MARK]));
  return t(id, { ...values, ...marks })
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{elements[part]}</Fragment> : part));
}

/**
 * The language the messages are rendered in (the provider's), for dates and country names that
 * must agree with the words around them, also in a screen rendered alone in a test.
 */
export function useMessageLocale(): Locale {
  const locale = useContext(LinguiContext)?.i18n.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
