// The console's pack calls (docs/api.md, back office, "Packs"): an item group's cartons under
// /api/admin/catalogue/item-groups/{id}/packs/ and one by its id under …/packs/{id}/. Reads need
// `catalogue.read`, writes `catalogue.write`; the form is the domain's packForm, shared with the
// console. Each write commits, then `changesStorefront` tells the product pages (decision 094).
import type { FastifyInstance } from 'fastify';
import { packForm, type PackForm } from '@solestock/domain/back-office/pack-payloads';
import { badRequest } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { createPack, deletePack, listPacks, updatePack } from './catalogue-packs.service.ts';
import { idParams } from './catalogue.admin.routes.ts';

/**
 * The pack form parsed; a refusal names each field, and a ratio's problem is its own sentence
 * ("Size 6: the pairs are a whole number from 1 up."), which already names the size.
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

export async function packsAdminRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;
  const groupParams = idParams('item group');
  const packParams = idParams('pack');

  admin.get(
    '/catalogue/item-groups/:id/packs/',
    {
      config: {
        staffAction: 'catalogue.read',
        docs: {
          summary:
            'The item group’s packs (cartons), colour by colour; each with the sizes no live product has now.',
          params: groupParams,
          responses: { 404: 'No such item group.' },
        },
      },
    },
    async (request) => listPacks(db, parseInput(groupParams, request.params, 'params').id),
  );

  admin.post(
    '/catalogue/item-groups/:id/packs/',
    {
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary:
            'Make a pack: one colour’s carton, pairs per size; every size a live product of that colour.',
          params: groupParams,
          body: packForm,
          responses: {
            201: 'The pack.',
            400: 'A field is wrong; a size the colour is not on sale in is named.',
            404: 'No such item group.',
          },
        },
      },
    },
    async (request, reply) => {
      const { id } = parseInput(groupParams, request.params, 'params');
      const form = parsePack(request.body);
      return reply.status(201).send(await createPack(db, actorOf(request), id, form));
    },
  );

  admin.put(
    '/catalogue/packs/:id/',
    {
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary: 'Change a pack (the whole form).',
          params: packParams,
          body: packForm,
          responses: {
            400: 'A field is wrong; a size the colour is not on sale in is named.',
            404: 'No such pack.',
          },
        },
      },
    },
    async (request) => {
      const { id } = parseInput(packParams, request.params, 'params');
      const form = parsePack(request.body);
      return updatePack(db, actorOf(request), id, form);
    },
  );

  admin.delete(
    '/catalogue/packs/:id/',
    {
      config: {
        staffAction: 'catalogue.write',
        changesStorefront: true,
        docs: {
          summary: 'Remove a pack. Cart lines it filled stay as they are.',
          params: packParams,
          responses: { 204: 'Removed.', 404: 'No such pack.' },
        },
      },
    },
    async (request, reply) => {
      const { id } = parseInput(packParams, request.params, 'params');
      await deletePack(db, actorOf(request), id);
      return reply.status(204).send();
    },
  );
}
