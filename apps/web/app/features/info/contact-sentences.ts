// The contact form's sentences in the page's language. The form's check and the server speak the
// shared schema's English (packages/domain/src/contact-schema.ts); the screen shows each sentence
// it knows in the page's language, matched by its English text, and any other as it came.
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX } from '@solestock/domain';
import { DEFAULT_LOCALE } from '@solestock/domain/locales';
import { translatorOf, type MessageId, type Translate } from '../../i18n/i18n';

type Sentence = [MessageId, Record<string, number>?];

const SENTENCES: Sentence[] = [
  ['info.contact.firstNameMissing'],
  ['info.contact.firstNameTooLong', { max: CONTACT_NAME_MAX }],
  ['info.contact.firstNameNotPlain'],
  ['info.contact.lastNameMissing'],
  ['info.contact.lastNameTooLong', { max: CONTACT_NAME_MAX }],
  ['info.contact.lastNameNotPlain'],
  ['info.contact.emailMissing'],
  ['info.contact.emailTooLong', { max: 254 }],
  ['info.contact.emailInvalid'],
  ['info.contact.mobileMissing'],
  ['info.contact.mobileInvalid'],
  ['info.contact.messageMissing'],
  ['info.contact.messageTooShort', { min: CONTACT_MESSAGE_MIN }],
  ['info.contact.messageTooLong', { max: CONTACT_MESSAGE_MAX }],
  ['info.contact.confirmation'],
  ['info.contact.unsent'],
];

let byEnglish: Map<string, Sentence> | undefined;

/** `sentence` (the schema's or the server's English) in the page's language when known. */
export function contactSentence(t: Translate, sentence: string): string {
  if (!byEnglish) {
    const english = translatorOf(DEFAULT_LOCALE);
    byEnglish = new Map(SENTENCES.map((s) => [english(s[0], s[1]), s]));
  }
  const known = byEnglish.get(sentence);
  return known ? t(known[0], known[1]) : sentence;
}
