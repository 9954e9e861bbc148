// Fails on a message of the mails' or the papers' catalogues that Japanese or Chinese lacks (the
// typecheck fails first), on one they hold that English does not, and on a translation whose
// placeholders differ from the English one (docs/languages-mails-and-papers.md).
import { describe, it } from 'vitest';
import { LOCALES } from '@solestock/domain/locales';
import { expectSameMessagesAsEnglish } from '@solestock/domain/catalogue-checks.test-utils';
import { mailCatalogues } from '../modules/mail/messages/index.ts';
import { refusalCatalogues } from './refusals/index.ts';
import { paperCatalogues } from '../modules/documents/messages/index.ts';

describe.each([
  ['mails', mailCatalogues],
  ['papers', paperCatalogues],
  ['refusals', refusalCatalogues],
] as const)('the %s catalogues', (_, catalogues) => {
  it.each(LOCALES)('%s holds exactly the English ids, with their placeholders', (locale) => {
    expectSameMessagesAsEnglish(catalogues.en, catalogues[locale], locale);
  });
});
