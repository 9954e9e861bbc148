// The translations of one catalogue entity or banner (docs/translations.md): a section per
// storefront language (Japanese, Simplified Chinese) with the fields that entity translates, each
// showing the English it falls back to. The console itself stays English. The item group page
// shows it open; the brands, categories and banners lists open it per row (TranslationsDisclosure),
// reading it then. Both read and save through /admin/translations/{entity}/{id}
// (routes/admin/translations.ts), which calls the API's translation paths.
import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import {
  TRANSLATED_FIELDS,
  TRANSLATED_LOCALES,
  translationsBody,
  type TranslatedEntity,
  type TranslatedLocale,
  type TranslationsAnswer,
} from '@solestock/domain/back-office/translation-payloads';
import { Field, FormError, TextAreaField } from '../shared/form-parts';
import { FormOutcome, SaveButton } from './catalogue-form';
import type { CatalogueActionResult } from './catalogue-types';

const LANGUAGE: Record<TranslatedLocale, { name: string; lang: string }> = {
  ja: { name: 'Japanese', lang: 'ja' },
  'zh-CN': { name: 'Chinese (Simplified)', lang: 'zh-Hans' },
};

/** The console's own path that reads and saves an entity's translations. */
export const translationsPath = (entity: TranslatedEntity, id: number) =>
  `/admin/translations/${entity}/${id}`;

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

/** The PUT body: each language's texts of the fields this entity translates, and no other. */
export function translationsDraftBody(
  entity: TranslatedEntity,
  draft: Record<TranslatedLocale, Draft>,
) {
  const fields = TRANSLATED_FIELDS[entity];
  return {
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
  };
}

export function TranslationsSection({
  answer,
  canWrite,
  title = 'Translations',
  level = 2,
}: {
  answer: TranslationsAnswer;
  canWrite: boolean;
  /** The section's heading and name: "Translations of Aldenmoor" where a page holds several. */
  title?: string;
  level?: 2 | 3;
}) {
  const [draft, setDraft] = useState(() => draftOf(answer));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useFetcher<CatalogueActionResult>();
  const uid = useId();
  const fields = TRANSLATED_FIELDS[answer.entity];
  const server = save.data && !save.data.ok ? save.data : null;
  const shown = Object.keys(problems).length ? problems : (server?.fields ?? {});
  const busy = save.state !== 'idle';

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = translationsDraftBody(answer.entity, draft);
    const checked = translationsBody.safeParse(body);
    const found: Record<string, string> = {};
    if (!checked.success)
      for (const issue of checked.error.issues)
        found[issue.path.map(String).join('.')] ??= issue.message;
    setProblems(found);
    if (Object.keys(found).length) return;
    void save.submit(body, {
      method: 'post',
      encType: 'application/json',
      action: translationsPath(answer.entity, answer.id),
    });
  };
  const edit = (locale: TranslatedLocale, key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [locale]: { ...d[locale], [key]: e.target.value } }));
  const english = answer.english;
  const Heading = level === 2 ? 'h2' : 'h3';

  return (
    <section aria-labelledby={`${uid}-title`} aria-busy={busy} className="min-w-0 space-y-3">
      <Heading
        id={`${uid}-title`}
        className={level === 2 ? 'text-lg font-semibold' : 'text-base font-semibold'}
      >
        {title}
      </Heading>
      <p className="text-sm text-slate-600">
        What buyers read on the Japanese and Chinese storefronts. A blank field shows the English.
      </p>
      <form onSubmit={submit} noValidate aria-labelledby={`${uid}-title`}>
        <fieldset
          disabled={!canWrite}
          className="space-y-4 rounded border border-slate-200 bg-white p-4"
        >
          <legend className="sr-only">{title}</legend>
          <FormOutcome
            error={server?.error}
            problems={Object.keys(shown).length ? 'Please correct the fields marked below.' : null}
            saved={
              save.data?.ok && !busy
                ? 'Translations saved. The storefront and search show them now.'
                : null
            }
          />
          <div className="grid gap-4 lg:grid-cols-2">
            {TRANSLATED_LOCALES.map((locale) => {
              const key = (field: string) => `translations.${locale}.${field}`;
              const id = (field: string) => `${uid}-${locale}-${field}`;
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
            <SaveButton busy={busy}>{busy ? 'Saving…' : 'Save translations'}</SaveButton>
          ) : null}
        </fieldset>
      </form>
    </section>
  );
}

/** What /admin/translations/{entity}/{id} answers a read: the translations, or why not. */
export type TranslationsRead = { answer: TranslationsAnswer } | { error: string };

/**
 * A row's "Translations" button (a brand, a category, a banner): opening it reads the row's
 * translations, says so while they load, then shows their section under the row.
 */
export function TranslationsDisclosure({
  entity,
  id,
  name,
  canWrite,
}: {
  entity: TranslatedEntity;
  id: number;
  /** The row as staff know it ("Aldenmoor", "banner 2"): names the button and the section. */
  name: string;
  canWrite: boolean;
}) {
  const [open, setOpen] = useState(false);
  const read = useFetcher<TranslationsRead>();
  const panel = useId();
  const { load } = read;
  useEffect(() => {
    if (open) void load(translationsPath(entity, id));
  }, [open, load, entity, id]);
  // Kept while a save's revalidation reads them again, so the section (and its "saved") stays.
  const loaded = read.data;
  return (
    <div className="w-full">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        className="rounded border border-slate-400 bg-white px-2 py-1 text-sm font-medium"
      >
        Translations<span className="sr-only"> of {name}</span>
      </button>
      <div id={panel} hidden={!open} className="mt-3">
        {open ? (
          loaded && 'answer' in loaded ? (
            <TranslationsSection
              key={`${entity}-${id}`}
              answer={loaded.answer}
              canWrite={canWrite}
              title={`Translations of ${name}`}
              level={3}
            />
          ) : loaded && 'error' in loaded ? (
            <FormError error={loaded.error} />
          ) : (
            <p role="status" className="text-sm text-slate-700">
              Loading the translations of {name}…
            </p>
          )
        ) : null}
      </div>
    </div>
  );
}
