// The help center's contact form (001 §2): first name, last name, e-mail, mobile number and
// message, all required, and 'Send Message'. It is checked in the browser with the server's own
// schema (loaded on the form's first use: it brings zod), then posted to the page's action; typed
// text survives every error.
import { useEffect, useRef, useState } from 'react';
import { Form, useHref, useNavigation } from 'react-router';
import { CONTACT_FIELDS, CONTACT_MESSAGE_MAX, type ContactField } from '@solestock/domain';
import { useT, type MessageId } from '../../i18n/i18n';
import { contactSentence } from './contact-sentences';

export type ContactActionData =
  | { ok: true; message: string }
  | {
      ok: false;
      error: string;
      fields: Partial<Record<ContactField, string>>;
      values: Partial<Record<ContactField, string>>;
    };

const LABELS: Record<ContactField, MessageId> = {
  first_name: 'info.contact.firstName',
  last_name: 'info.contact.lastName',
  email: 'info.contact.email',
  mobile: 'info.contact.mobile',
  message: 'info.contact.message',
};

type ContactErrors = Partial<Record<ContactField, string>>;
type ContactCheck = (values: Record<string, unknown>) => ContactErrors;

/** The check once loaded; the module stays loaded for the rest of the visit. */
let contactCheck: ContactCheck | undefined;
let contactCheckLoading: Promise<ContactCheck | undefined> | undefined;

/**
 * Loads the form's check (the shared schema, and zod with it), so it is not part of the page's
 * first load. Undefined if it cannot load; the server then checks with the same schema.
 */
function loadContactCheck(): Promise<ContactCheck | undefined> {
  contactCheckLoading ??= import('./contact-check').then(
    (m) => (contactCheck = m.contactFormErrors),
    () => {
      contactCheckLoading = undefined; // try again on the next use
      return undefined;
    },
  );
  return contactCheckLoading;
}

export function ContactForm({ actionData }: { actionData: ContactActionData | undefined }) {
  const t = useT();
  const say = (sentence: string) => contactSentence(t, sentence);
  // The help center of the page's language (`/ja/help-center` on a Japanese page).
  const helpCenter = useHref('/help-center');
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction === '/help-center';
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** A submit waits for the check to load; set while it does, and when it could not load. */
  const deferred = useRef<'waiting' | 'unchecked' | null>(null);

  // The check loads once the page is idle after it came alive, so even a quick first submit
  // finds it there; focus in the form or a submit load it sooner.
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => void loadContactCheck(), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => void loadContactCheck(), 200);
    return () => clearTimeout(id);
  }, []);
  const serverFailure = actionData && !actionData.ok ? actionData : undefined;
  const errors = clientErrors ?? serverFailure?.fields ?? {};
  const values = serverFailure?.values ?? {};
  const hasErrors = Object.keys(errors).length > 0;

  if (actionData?.ok) {
    return (
      <div
        role="status"
        className="rounded-xl border border-brand-100 bg-brand-50 p-6"
        data-testid="contact-confirmation"
      >
        <h3 className="text-lg font-bold text-brand-900">{t('info.contact.sent')}</h3>
        <p className="mt-2 text-slate-700">{say(actionData.message)}</p>
        <a
          href={`${helpCenter}#contact`}
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          {t('info.contact.sendAnother')}
        </a>
      </div>
    );
  }

  const field = (name: ContactField, input: React.ReactNode) => (
    <div className={name === 'message' ? 'sm:col-span-2' : ''}>
      <label htmlFor={`contact-${name}`} className="block text-sm font-semibold text-slate-800">
        {t(LABELS[name])}{' '}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      </label>
      {input}
      {errors[name] ? (
        <p id={`contact-${name}-error`} className="mt-1 text-sm text-red-700">
          {say(errors[name])}
        </p>
      ) : null}
    </div>
  );
  const inputProps = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    required: true,
    defaultValue: values[name] ?? '',
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
    className:
      'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-sm focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 aria-invalid:border-red-600',
  });

  return (
    <Form
      ref={formRef}
      method="post"
      action="/help-center"
      preventScrollReset
      noValidate
      aria-labelledby="contact-heading"
      onFocus={() => void loadContactCheck()}
      onSubmit={(event) => {
        const form = event.currentTarget;
        if (!contactCheck) {
          if (deferred.current === 'unchecked') {
            deferred.current = null;
            setClientErrors(null);
            return; // the server checks it
          }
          // Sent before the check has loaded: hold it, and send it again once it is there.
          event.preventDefault();
          if (deferred.current === 'waiting') return;
          deferred.current = 'waiting';
          void loadContactCheck().then((check) => {
            deferred.current = check ? null : 'unchecked';
            if (form.isConnected) form.requestSubmit();
          });
          return;
        }
        const found = contactCheck(Object.fromEntries(new FormData(form)));
        setClientErrors(found);
        if (Object.keys(found).length) {
          event.preventDefault();
          const first = CONTACT_FIELDS.find((f) => found[f]);
          formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        } else {
          // From here the server's answer is what shows.
          setClientErrors(null);
        }
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      {hasErrors ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2"
        >
          {clientErrors ? t('info.contact.correctFields') : say(serverFailure?.error ?? '')}
        </p>
      ) : serverFailure ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2"
        >
          {say(serverFailure.error)}
        </p>
      ) : null}
      {field(
        'first_name',
        <input type="text" autoComplete="given-name" {...inputProps('first_name')} />,
      )}
      {field(
        'last_name',
        <input type="text" autoComplete="family-name" {...inputProps('last_name')} />,
      )}
      {field('email', <input type="email" autoComplete="email" {...inputProps('email')} />)}
      {field('mobile', <input type="tel" autoComplete="tel" {...inputProps('mobile')} />)}
      {field(
        'message',
        <textarea rows={6} maxLength={CONTACT_MESSAGE_MAX} {...inputProps('message')} />,
      )}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {sending ? t('info.contact.sending') : t('info.contact.send')}
        </button>
      </div>
    </Form>
  );
}
