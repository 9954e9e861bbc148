// API keys (docs/api-keys.md; decisions 196, 197), the owner's (`settings.manage`, which no key
// may carry, so a key cannot mint keys): create one (its secret answered once), list them with
// when and from where each was last used, revoke one (it stops working with its next call).
import {
  apiKeyCreated,
  apiKeyForm,
  apiKeyList as apiKeyListAnswer,
} from '@solestock/domain/back-office/api-key-payloads';
import { z } from 'zod';
import { noContent, type Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { apiKeyList, createApiKey, revokeApiKey } from './api-keys.service.ts';

const apiKeyParams = z.object({
  id: z.coerce
    .number({ error: 'The API key id is a number.' })
    .int({ error: 'The API key id is a whole number.' })
    .min(1, { error: 'The API key id is a positive number.' })
    .max(2_147_483_647, { error: 'No API key has this number.' }),
});

export async function apiKeysAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/api-keys/',
    {
      schema: { response: { 200: apiKeyListAnswer } },
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary:
            'The API keys, newest first: name, visible id, scopes, expiry, when and from where each was last used, revocation. Never a secret.',
        },
      },
    },
    async () => apiKeyList(db),
  );

  admin.post(
    '/api-keys/',
    {
      schema: { body: apiKeyForm, response: { 201: apiKeyCreated } },
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary:
            'Issues an API key with the scopes named (audited). The answer holds the secret, shown this once: it is stored only as its SHA-256.',
          responses: {
            400: 'No name, an unknown scope (self, staff.manage and settings.manage are never a key’s), or an expiry in the past.',
            409: 'The shop already has 100 live keys.',
          },
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createApiKey(db, actorOf(request), request.body)),
  );

  admin.delete(
    '/api-keys/:id/',
    {
      schema: { params: apiKeyParams, response: { 204: noContent } },
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary: 'Revokes an API key (audited): its next call answers 401.',
          responses: { 204: 'Revoked (or revoked already).', 404: 'No such key.' },
        },
      },
    },
    async (request, reply) => {
      await revokeApiKey(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
