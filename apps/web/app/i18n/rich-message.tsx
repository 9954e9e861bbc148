// A message with some of its placeholders drawn as elements (an amount in <strong>, a <code>):
// the translation decides where they stand, which differs between English, Japanese and Chinese.
import { Fragment, type ReactNode } from 'react';
import type { MessageId, Translate } from './i18n';

const MARK = '\u0000';

/** `t(id, values)` with each of `parts`' placeholders replaced by its element. */
export function richMessage(
  t: Translate,
  id: MessageId,
  values: Record<string, string | number>,
  parts: Record<string, ReactNode>,
): ReactNode[] {
  const marks = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  return t(id, { ...values, ...marks })
    .split(MARK)
    .map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{parts[piece]}</Fragment> : piece));
}
