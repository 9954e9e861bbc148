// The contact form's check in the browser, by the server's own schema. The schema brings zod, so
// the form imports this module when it is first used rather than with the page.
import { contactMessageSchema, type ContactField } from '@solestock/domain';

/** Field errors by the shared schema (the first per field); empty when the form may be sent. */
export function contactFormErrors(
  values: Record<string, unknown>,
): Partial<Record<ContactField, string>> {
  const result = contactMessageSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as ContactField;
    errors[key] ??= issue.message;
  }
  return errors;
}
