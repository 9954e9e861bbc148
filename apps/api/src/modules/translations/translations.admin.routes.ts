// The console's translation calls (docs/translations.md): each catalogue entity's and banner's
// texts in Japanese and Simplified Chinese beside its English. Every staff member who reads the
// catalogue reads them; those who keep the catalogue (banners: the content) save them, audited,
// firing the storefront change signal since buyers read them.
import { z } from 'zod';
import {
  translationsAnswer,
  translationsBody,
  type TranslatedEntity,
} from '@solestock/domain/back-office/translation-payloads';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { saveTranslations, translationsFor } from './translations.service.ts';

const CATALOGUE_ENTITIES = ['item-group', 'brand', 'head-category', 'subcategory'] as const;

const idNumber = z.coerce
  .number({ error: 'The id is a number.' })
  .int({ error: 'The id is a whole number.' })
  .min(1, { error: 'The id is a positive number.' })
  .max(2_147_483_647, { error: 'No row has this number.' });

const catalogueParams = z.object({
  entity: z.enum(CATALOGUE_ENTITIES, {
    error: `The entity is one of ${CATALOGUE_ENTITIES.join(', ')}.`,
  }),
  id: idNumber,
});
const bannerParams = z.object({ id: idNumber });

export async function translationsAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/catalogue/translations/:entity/:id/',
    {
      schema: { params: catalogueParams, response: { 200: translationsAnswer } },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary:
            "An item group's, brand's, head category's or subcategory's texts in Japanese and Chinese beside its English.",
          responses: { 404: 'No such row.' },
        },
      },
    },
    async (request) => translationsFor(db, request.params.entity, request.params.id),
  );

  admin.put(
    '/catalogue/translations/:entity/:id/',
    {
      schema: {
        params: catalogueParams,
        body: translationsBody,
        response: { 200: translationsAnswer },
      },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'Saves the translations given ({translations: {ja?, zh-CN?}}, each {name, bullet_points}); a blank text falls back to English.',
          responses: { 404: 'No such row.' },
        },
      },
    },
    async (request) =>
      saveTranslations(
        db,
        actorOf(request),
        request.params.entity as TranslatedEntity,
        request.params.id,
        request.body,
      ),
  );

  admin.get(
    '/content/banners/:id/translations/',
    {
      schema: { params: bannerParams, response: { 200: translationsAnswer } },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary: "A banner's alt text in Japanese and Chinese beside its English.",
          responses: { 404: 'No such banner.' },
        },
      },
    },
    async (request) => translationsFor(db, 'banner', request.params.id),
  );

  admin.put(
    '/content/banners/:id/translations/',
    {
      schema: {
        params: bannerParams,
        body: translationsBody,
        response: { 200: translationsAnswer },
      },
      config: {
        staffAction: 'content.write',
        changesStorefront: true,
        docs: {
          summary:
            "Saves a banner's alt text per language ({translations: {ja?: {alt}, zh-CN?: {alt}}}); blank falls back to English.",
          responses: { 404: 'No such banner.' },
        },
      },
    },
    async (request) =>
      saveTranslations(db, actorOf(request), 'banner', request.params.id, request.body),
  );
}
