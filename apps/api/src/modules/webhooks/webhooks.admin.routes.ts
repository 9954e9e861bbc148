// The console's webhook calls (docs/webhooks.md): owners (settings.manage) keep the endpoints,
// read each one's deliveries and send one again. No write here changes the storefront.
import { z } from 'zod';
import {
  webhookDeliveriesPage,
  webhookDeliveriesQuery,
  webhookDelivery,
  webhookEndpoint,
  webhookEndpointCreated,
  webhookEndpointSchema,
  webhookEndpointsList,
} from '@solestock/domain/back-office/webhook-payloads';
import { noContent, type Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import {
  changeWebhookEndpoint,
  createWebhookEndpoint,
  removeWebhookEndpoint,
  resendWebhookDelivery,
  webhookDeliveriesOf,
  listWebhookEndpoints,
  readWebhookEndpoint,
} from './webhooks.service.ts';

const idParams = (what: string) =>
  z.object({
    id: z.coerce
      .number({ error: `The ${what} id is a number.` })
      .int({ error: `The ${what} id is a whole number.` })
      .min(1, { error: `The ${what} id is a positive number.` })
      .max(2_147_483_647, { error: `No ${what} has this number.` }),
  });
const endpointParams = idParams('webhook endpoint');
const deliveryParams = idParams('webhook delivery');

export async function webhooksAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/webhooks/',
    {
      schema: { response: { 200: webhookEndpointsList } },
      config: {
        staffAction: 'settings.manage',
        docs: { summary: 'The webhook endpoints, with their events and whether they are on.' },
      },
    },
    async () => ({ results: await listWebhookEndpoints(db) }),
  );

  admin.post(
    '/webhooks/',
    {
      schema: { body: webhookEndpointSchema, response: { 201: webhookEndpointCreated } },
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary:
            'Adds an endpoint {url, events, description?}; answers its signing secret (whsec_…) this once.',
          responses: { 201: 'The endpoint and its secret.', 409: 'The shop has 20 endpoints.' },
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createWebhookEndpoint(db, actorOf(request), request.body);
    },
  );

  admin.get(
    '/webhooks/:id/',
    {
      schema: { params: endpointParams, response: { 200: webhookEndpoint } },
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary: 'One endpoint (never its secret).',
          responses: { 404: 'No such endpoint.' },
        },
      },
    },
    async (request) => readWebhookEndpoint(db, request.params.id),
  );

  admin.put(
    '/webhooks/:id/',
    {
      schema: {
        params: endpointParams,
        body: webhookEndpointSchema,
        response: { 200: webhookEndpoint },
      },
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary:
            'Changes an endpoint’s address, events, description; enabled: true turns a disabled one back on.',
          responses: { 404: 'No such endpoint.' },
        },
      },
    },
    async (request) => changeWebhookEndpoint(db, actorOf(request), request.params.id, request.body),
  );

  admin.delete(
    '/webhooks/:id/',
    {
      schema: { params: endpointParams, response: { 204: noContent } },
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary: 'Removes an endpoint and its deliveries log; nothing more is sent to it.',
          responses: { 204: 'Removed.', 404: 'No such endpoint.' },
        },
      },
    },
    async (request, reply) => {
      await removeWebhookEndpoint(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  admin.get(
    '/webhooks/:id/deliveries/',
    {
      schema: {
        params: endpointParams,
        querystring: webhookDeliveriesQuery,
        response: { 200: webhookDeliveriesPage },
      },
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary:
            'The endpoint’s deliveries, newest first, 50 a page: status, answer code, attempts, time, event.',
          responses: { 404: 'No such endpoint.' },
        },
      },
    },
    async (request) => webhookDeliveriesOf(db, request.params.id, request.query.page),
  );

  admin.post(
    '/webhooks/deliveries/:id/resend/',
    {
      schema: { params: deliveryParams, response: { 200: webhookDelivery } },
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary: 'Sends a delivered or failed delivery again, with the same webhook-id.',
          responses: {
            404: 'No such delivery.',
            409: 'Its endpoint is off, or it is still waiting to be sent.',
          },
        },
      },
    },
    async (request) => resendWebhookDelivery(db, actorOf(request), request.params.id),
  );
}
