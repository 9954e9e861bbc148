// The contact form's sentences in the page's language (issue 46): each one the shared schema or
// the server writes in English shows in Japanese; one it does not know shows as it came.
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_CONFIRMATION } from '@solestock/domain';
import { loadCatalogue, translatorOf } from '../../i18n/i18n';
import { contactFormErrors } from './contact-check';
import { contactSentence } from './contact-sentences';

beforeAll(async () => {
  await loadCatalogue('ja');
});

const tooLong = 'x'.repeat(6000);
const cases = [
  {},
  { first_name: tooLong, last_name: tooLong, email: tooLong, mobile: '12', message: 'short' },
  { first_name: 'a\nb', last_name: 'a\u202eb', email: 'not-an-address', message: tooLong },
];

describe('contactSentence', () => {
  it('says every sentence of the schema in Japanese', () => {
    const ja = translatorOf('ja');
    const sentences = new Set(cases.flatMap((values) => Object.values(contactFormErrors(values))));
    expect(sentences.size).toBeGreaterThanOrEqual(12);
    for (const sentence of [...sentences, CONTACT_CONFIRMATION]) {
      const said = contactSentence(ja, sentence!);
      // The example address stays as written.
      expect(said.replace('name@example.com', ''), sentence).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it('keeps English as it is, and a sentence it does not know as it came', () => {
    const en = translatorOf('en');
    expect(contactSentence(en, 'Please enter your first name.')).toBe(
      'Please enter your first name.',
    );
    expect(contactSentence(translatorOf('ja'), 'Something else.')).toBe('Something else.');
  });
});
