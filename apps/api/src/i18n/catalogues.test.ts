// Fails on a message of the mails' or the papers' catalogues that Japanese or Chinese lacks (the
// typecheck fails first), on one they hold that English does not, and on a translation whose
// placeholders differ from the English one (docs/languages-mails-and-papers.md).
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES } from '@solestock/domain/locales';
import { mailCatalogues } from '../modules/mail/messages/index.ts';
import { refusalCatalogues } from './refusals/index.ts';
import { paperCatalogues } from '../modules/documents/messages/index.ts';

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

describe.each([
  ['mails', mailCatalogues],
  ['papers', paperCatalogues],
  ['refusals', refusalCatalogues],
] as const)('the %s catalogues', (_, catalogues) => {
  it.each(LOCALES)('%s holds exactly the English ids, with their placeholders', (locale) => {
    const english: Readonly<Record<string, string>> = catalogues.en;
    const catalogue: Readonly<Record<string, string>> = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(english)) {
      expect(placeholders(catalogue[id]!), `${locale} ${id}`).toEqual(placeholders(message));
      expect(catalogue[id]!.trim(), `${locale} ${id}`).not.toBe('');
    }
  });
});
