// Translated catalogue content (issue 46, docs/translations.md): which texts of which entity a
// language may translate, and the console's read and save of them. English is the entity's own
// fields; a translation's empty text (or absent bullet points) falls back to English, field by field.
import { z } from 'zod';
import { LOCALES, type Locale } from '../locales.ts';

/** The languages a translation is kept for: every storefront language but English. */
export const TRANSLATED_LOCALES = LOCALES.filter(
  (l): l is Exclude<Locale, 'en'> => l !== 'en',
) as readonly Exclude<Locale, 'en'>[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** The entities with translated texts, as the console's and the API's paths name them. */
export const TRANSLATED_ENTITIES = [
  'item-group',
  'brand',
  'head-category',
  'subcategory',
  'banner',
] as const;
export type TranslatedEntity = (typeof TRANSLATED_ENTITIES)[number];

/** The fields each entity translates: a name (alt text for a banner), bullet points for a style. */
export const TRANSLATED_FIELDS: Record<TranslatedEntity, readonly TranslationField[]> = {
  'item-group': ['name', 'bullet_points'],
  brand: ['name'],
  'head-category': ['name'],
  subcategory: ['name'],
  banner: ['alt'],
};
export type TranslationField = 'name' | 'bullet_points' | 'alt';

export const MAX_TRANSLATED_NAME = 200;
export const MAX_TRANSLATED_ALT = 300;
export const MAX_BULLET_POINTS = 20;
export const MAX_BULLET_POINT = 500;

/** One language's texts; '' (or, for bullet points, null) is "as in English". */
export const translationTexts = z.strictObject({
  name: z
    .string({ error: 'The name is text.' })
    .trim()
    .max(MAX_TRANSLATED_NAME, { error: `A name is at most ${MAX_TRANSLATED_NAME} characters.` })
    .default(''),
  bullet_points: z
    .array(
      z
        .string({ error: 'Each bullet point is text.' })
        .trim()
        .max(MAX_BULLET_POINT, {
          error: `A bullet point is at most ${MAX_BULLET_POINT} characters.`,
        }),
      { error: 'The bullet points are a list of texts.' },
    )
    .max(MAX_BULLET_POINTS, { error: `At most ${MAX_BULLET_POINTS} bullet points.` })
    .transform((list) => list.filter(Boolean))
    .transform((list) => (list.length ? list : null))
    .nullable()
    .default(null),
  alt: z
    .string({ error: 'The alt text is text.' })
    .trim()
    .max(MAX_TRANSLATED_ALT, { error: `An alt text is at most ${MAX_TRANSLATED_ALT} characters.` })
    .default(''),
});
export type TranslationTexts = z.output<typeof translationTexts>;

/** PUT /admin/catalogue/translations/{entity}/{id}/: every translated language's texts. */
export const translationsBody = z.strictObject({
  translations: z.strictObject({
    ja: translationTexts.optional(),
    'zh-CN': translationTexts.optional(),
  }),
});
export type TranslationsBody = z.input<typeof translationsBody>;

/** The console's view: the English texts beside each language's (missing ones as ''/null). */
export const translationsAnswer = z.strictObject({
  entity: z.enum(TRANSLATED_ENTITIES),
  id: z.number().int(),
  english: z.strictObject({
    name: z.string(),
    bullet_points: z.array(z.string()).nullable(),
    alt: z.string(),
  }),
  translations: z.strictObject({
    ja: z.strictObject({
      name: z.string(),
      bullet_points: z.array(z.string()).nullable(),
      alt: z.string(),
    }),
    'zh-CN': z.strictObject({
      name: z.string(),
      bullet_points: z.array(z.string()).nullable(),
      alt: z.string(),
    }),
  }),
});
export type TranslationsAnswer = z.output<typeof translationsAnswer>;
