// What every message catalogue's test checks, for the web's screens and the API's mails, papers
// and refusals alike (docs/languages.md, docs/languages-mails-and-papers.md): a translation holds
// exactly the English ids, none empty, each naming the same ICU arguments as its English.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { expect } from 'vitest';

/** The arguments a message names (plural branches' texts are not arguments). */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      const branches = token[2];
      if (branches && typeof branches === 'object')
        for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

export function expectSameMessagesAsEnglish(
  english: Readonly<Record<string, string>>,
  catalogue: Readonly<Record<string, string>>,
  locale: string,
): void {
  expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
  for (const [id, message] of Object.entries(english)) {
    expect(placeholders(catalogue[id]!), `${locale} ${id}`).toEqual(placeholders(message));
    expect(catalogue[id]!.trim(), `${locale} ${id}`).not.toBe('');
  }
}
