// The translations of one catalogue entity (docs/translations.md): under its English form, a
// section per storefront language (Japanese, Simplified Chinese) with the fields that entity
// translates, each showing the English it falls back to. The console itself stays English.
// Saved with the page's action (`save-translations`), which PUTs them to
// /api/admin/catalogue/translations/{entity}/{id}/ (or …/content/banners/{id}/translations/).
import { useState } from 'react';
import { useFetcher } from 'react-router';
import {
  TRANSLATED_FIELDS,
  TRANSLATED_LOCALES,
  translationsBody,
  type TranslatedLocale,
  type TranslationsAnswer,
} from '@solestock/domain/back-office/translation-payloads';
import { Field, TextAreaField } from '../shared/form-parts';
import { FormOutcome, SaveButton } from './catalogue-form';
import type { CatalogueActionResult } from './catalogue-types';

const LANGUAGE: Record<TranslatedLocale, { name: string; lang: string }> = {
  ja: { name: 'Japanese', lang: 'ja' },
  'zh-CN': { name: 'Chinese (Simplified)', lang: 'zh-Hans' },
};

interface Draft {
  name: string;
  bullet_points: string;
  alt: string;
}

const draftOf = (answer: TranslationsAnswer) =>
  Object.fromEntries(
    TRANSLATED_LOCALES.map((l) => {
      const t = answer.translations[l];
      return [l, { name: t.name, bullet_points: (t.bullet_points ?? []).join('\n'), alt: t.alt }];
    }),
  ) as Record<TranslatedLocale, Draft>;

export function TranslationsSection({
  answer,
  canWrite,
}: {
  answer: TranslationsAnswer;
  canWrite: boolean;
}) {
  const [draft, setDraft] = useState(() => draftOf(answer));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useFetcher<CatalogueActionResult>();
  const fields = TRANSLATED_FIELDS[answer.entity];
  const server = save.data && !save.data.ok ? save.data : null;
  const shown = Object.keys(problems).length ? problems : (server?.fields ?? {});

  const body = () => ({
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.map((l) => {
        const d = draft[l];
        return [
          l,
          {
            ...(fields.includes('name') ? { name: d.name } : {}),
            ...(fields.includes('alt') ? { alt: d.alt } : {}),
            ...(fields.includes('bullet_points')
              ? { bullet_points: d.bullet_points.split('\n') }
              : {}),
          },
        ];
      }),
    ),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checked = translationsBody.safeParse(body());
    const found: Record<string, string> = {};
    if (!checked.success)
      for (const issue of checked.error.issues)
        found[issue.path.map(String).join('.')] ??= issue.message;
    setProblems(found);
    if (Object.keys(found).length) return;
    void save.submit(
      { intent: 'save-translations', translations: body() },
      { method: 'post', encType: 'application/json' },
    );
  };
  const edit = (locale: TranslatedLocale, key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [locale]: { ...d[locale], [key]: e.target.value } }));
  const english = answer.english;

  return (
    <section aria-labelledby="translations-title" className="space-y-3">
      <h2 id="translations-title" className="text-lg font-semibold">
        Translations
      </h2>
      <p className="text-sm text-slate-600">
        What buyers read on the Japanese and Chinese storefronts. A blank field shows the English.
      </p>
      <form onSubmit={submit} noValidate aria-label="Translations">
        <fieldset
          disabled={!canWrite}
          className="space-y-4 rounded border border-slate-200 bg-white p-4"
        >
          <legend className="sr-only">Translations</legend>
          <FormOutcome
            error={server?.error}
            problems={Object.keys(shown).length ? 'Please correct the fields marked below.' : null}
            saved={
              save.data?.ok ? 'Translations saved. The storefront and search show them now.' : null
            }
          />
          <div className="grid gap-4 lg:grid-cols-2">
            {TRANSLATED_LOCALES.map((locale) => {
              const key = (field: string) => `translations.${locale}.${field}`;
              const id = (field: string) => `tr-${locale}-${field}`;
              return (
                <fieldset
                  key={locale}
                  className="min-w-0 space-y-3 rounded border border-slate-200 p-3"
                >
                  <legend className="px-1 text-sm font-semibold">
                    {LANGUAGE[locale].name} ({locale})
                  </legend>
                  {fields.includes('name') ? (
                    <Field
                      id={id('name')}
                      label="Name"
                      name={key('name')}
                      lang={LANGUAGE[locale].lang}
                      value={draft[locale].name}
                      onChange={edit(locale, 'name')}
                      hint={`English: ${english.name}`}
                      error={shown[key('name')]}
                    />
                  ) : null}
                  {fields.includes('alt') ? (
                    <Field
                      id={id('alt')}
                      label="Alt text"
                      name={key('alt')}
                      lang={LANGUAGE[locale].lang}
                      value={draft[locale].alt}
                      onChange={edit(locale, 'alt')}
                      hint={`English: ${english.alt || '(none)'}`}
                      error={shown[key('alt')]}
                    />
                  ) : null}
                  {fields.includes('bullet_points') ? (
                    <TextAreaField
                      id={id('bullets')}
                      label="Bullet points (one a line)"
                      name={key('bullet_points')}
                      lang={LANGUAGE[locale].lang}
                      rows={4}
                      value={draft[locale].bullet_points}
                      onChange={edit(locale, 'bullet_points')}
                      hint={
                        english.bullet_points?.length
                          ? `English: ${english.bullet_points.join(' · ')}`
                          : 'English has none.'
                      }
                      error={
                        shown[key('bullet_points')] ??
                        Object.entries(shown).find(([k]) =>
                          k.startsWith(`${key('bullet_points')}.`),
                        )?.[1]
                      }
                    />
                  ) : null}
                </fieldset>
              );
            })}
          </div>
          {canWrite ? (
            <SaveButton busy={save.state !== 'idle'}>
              {save.state !== 'idle' ? 'Saving…' : 'Save translations'}
            </SaveButton>
          ) : null}
        </fieldset>
      </form>
    </section>
  );
}
