// The console's read and save of an entity's translations (docs/translations.md). A save writes
// every language it carries in one transaction with its audit entry and, for the catalogue's
// names, indexes the item groups they name again, so a translated name is searchable when the
// save commits (decision 206).
import {
  TRANSLATED_FIELDS,
  TRANSLATED_LOCALES,
  translationTexts,
  type TranslatedEntity,
  type TranslationsAnswer,
  type TranslationsBody,
} from '@solestock/domain/back-office/translation-payloads';
import type { Database } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { indexItemGroups } from '../search/index.ts';
import { allTranslationsOf, groupsNaming, saveTranslation } from './translations.repository.ts';

const WHAT: Record<TranslatedEntity, string> = {
  'item-group': 'item group',
  brand: 'brand',
  'head-category': 'head category',
  subcategory: 'subcategory',
  banner: 'banner',
};

export async function translationsFor(
  db: Database,
  entity: TranslatedEntity,
  id: number,
): Promise<TranslationsAnswer> {
  const found = await allTranslationsOf(db, entity, id);
  if (!found) throw notFound(`There is no ${WHAT[entity]} with the number ${id}.`);
  const blank = { name: '', bullet_points: null, alt: '' };
  const texts = (locale: string) => {
    const t = found.byLocale.get(locale);
    return t ? { name: t.name, bullet_points: t.bullet_points, alt: t.alt } : blank;
  };
  return {
    entity,
    id,
    english: found.english,
    translations: { ja: texts('ja'), 'zh-CN': texts('zh-CN') },
  };
}

export async function saveTranslations(
  db: Database,
  actor: StaffActor,
  entity: TranslatedEntity,
  id: number,
  body: TranslationsBody,
): Promise<TranslationsAnswer> {
  // A field the entity does not translate (bullet points of a brand) is refused, not dropped.
  const fields = TRANSLATED_FIELDS[entity];
  for (const locale of TRANSLATED_LOCALES) {
    const given = body.translations[locale];
    for (const field of ['name', 'bullet_points', 'alt'] as const) {
      const value = given?.[field];
      const present = Array.isArray(value) ? value.length > 0 : Boolean(value);
      if (present && !fields.includes(field)) {
        throw badRequest(`A ${WHAT[entity]} has no translated ${field.replace('_', ' ')}.`, {
          [`translations.${locale}.${field}`]: `${WHAT[entity]}s translate ${fields.join(' and ')} only`,
        });
      }
    }
  }
  return db.transaction(async (tx) => {
    const before = await translationsFor(tx, entity, id);
    for (const locale of TRANSLATED_LOCALES) {
      const given = body.translations[locale];
      if (given) await saveTranslation(tx, entity, id, locale, translationTexts.parse(given));
    }
    if (entity !== 'banner') await indexItemGroups(tx, await groupsNaming(tx, entity, id));
    const after = await translationsFor(tx, entity, id);
    await recordAuditAs(tx, actor, {
      action: 'translation.update',
      entityType: entity.replace('-', '_'),
      entityId: id,
      before: before.translations,
      after: after.translations,
    });
    return after;
  });
}
