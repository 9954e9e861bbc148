// The console's pack calls (docs/api.md, back office, "Packs"): an item group's cartons under
// /api/admin/catalogue/item-groups/{id}/packs/ and one by its id under …/packs/{id}/. Reads need
// `catalogue.read`, writes `catalogue.write`; the form is the domain's packForm, shared with the
// console. Each write commits, then `changesStorefront` tells the product pages (decision 094).
// Each route declares its schemas once (decision 175); the answers are the domain's.
import {
  adminPack,
  adminPackList,
  packForm,
  type PackForm,
} from '@solestock/domain/back-office/pack-payloads';
import { badRequest } from '../../http/errors.ts';
import { noContent, parsedWith, type Routes } from '../../http/route-schemas.ts';
import { parseInput } from '../../http/validate.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { createPack, deletePack, listPacks, updatePack } from './catalogue-packs.service.ts';
import { idParams } from './catalogue.admin.routes.ts';

/**
 * The pack form parsed; a refusal names each field, and a ratio's problem is its own sentence
 * ("Size 6: the pairs are a whole number from 1 up."), which already names the size. The
 * validator reads the form with it (`parsedWith`).
 */
function parsePack(body: unknown): PackForm {
  const result = packForm.safeParse(body ?? {});
  if (result.success) return parseInput(packForm, body ?? {});
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body';
    fields[key] ??= issue.message;
  }
  const names = Object.keys(fields);
  const [first] = names;
  const sentence =
    names.length > 1
      ? `Please correct these fields: ${names.slice(0, 10).join(', ')}${names.length > 10 ? ', …' : ''}.`
      : first === 'ratio' || first!.startsWith('ratio.') || first === 'body'
        ? fields[first!]!
        : `${first}: ${fields[first!]}`;
  throw badRequest(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`, fields);
}

export async function packsAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;
  const groupParams = idParams('item group');
  const packParams = idParams('pack');
  const packBody = parsedWith(packForm, parsePack);

  admin.get(
    '/catalogue/item-groups/:id/packs/',
    {
      schema: { params: groupParams, response: { 200: adminPackList } },
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary:
            'The item group’s packs (cartons), colour by colour; each with the sizes no live product has now.',
          responses: { 404: 'No such item group.' },
        },
      },
    },
    async (request) => listPacks(db, request.params.id),
  );

  admin.post(
    '/catalogue/item-groups/:id/packs/',
    {
      schema: { params: groupParams, body: packBody, response: { 201: adminPack } },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'Make a pack: one colour’s carton, pairs per size; every size a live product of that colour.',
          responses: {
            201: 'The pack.',
            400: 'A field is wrong; a size the colour is not on sale in is named.',
            404: 'No such item group.',
          },
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createPack(db, actorOf(request), request.params.id, request.body)),
  );

  admin.put(
    '/catalogue/packs/:id/',
    {
      schema: { params: packParams, body: packBody, response: { 200: adminPack } },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary: 'Change a pack (the whole form).',
          responses: {
            400: 'A field is wrong; a size the colour is not on sale in is named.',
            404: 'No such pack.',
          },
        },
      },
    },
    async (request) => updatePack(db, actorOf(request), request.params.id, request.body),
  );

  admin.delete(
    '/catalogue/packs/:id/',
    {
      schema: { params: packParams, response: { 204: noContent } },
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary: 'Remove a pack. Cart lines it filled stay as they are.',
          responses: { 204: 'Removed.', 404: 'No such pack.' },
        },
      },
    },
    async (request, reply) => {
      await deletePack(db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
