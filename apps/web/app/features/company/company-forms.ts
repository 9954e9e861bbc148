// What the company's forms (company page, address book, checkout's Delivery step) read from the
// route's navigation and its action's answer: whether this form is posting, and its refusal.
import { useNavigation } from 'react-router';
import type { Translate } from '../../i18n/i18n';
import type { CompanyActionResult, CompanyIntent } from './company-actions.server';

/** The answer to this form's last post, when it is a refusal. */
export function refusalFor(
  result: CompanyActionResult | undefined,
  intent: CompanyIntent,
  id?: number,
) {
  if (!result || result.ok || result.intent !== intent) return null;
  if (id !== undefined && result.id !== id) return null;
  return result;
}

/** Whether the form named by `intent` (and `id`) is being posted now. */
export function usePosting(intent: CompanyIntent, id?: number): boolean {
  const navigation = useNavigation();
  const form = navigation.formData;
  return (
    navigation.state === 'submitting' &&
    form?.get('intent') === intent &&
    (id === undefined || Number(form.get('id')) === id)
  );
}

/** The refusal's sentence above a form: a pointer to the fields when they carry the sentences. */
export function formSentence(
  t: Translate,
  refused: { error: string; fields: Record<string, string> } | null,
) {
  if (!refused) return null;
  return Object.keys(refused.fields).length > 0 ? t('company.form.correctFields') : refused.error;
}
