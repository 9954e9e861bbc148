// Orders taken by staff (docs/staff-orders.md): the console's draft calls and the owner's
// override floor. Each names its staff action; a sales rep reaches only their companies' drafts
// (the service checks, 404 otherwise).
import { z } from 'zod';
import {
  draftCreateBody,
  draftDto,
  draftLinesBody,
  draftPlaced,
  draftSent,
  draftsPage as draftsPageDto,
  staffOrderSettings as staffOrderSettingsDto,
  staffOrderSettingsForm,
} from '@solestock/domain/back-office/draft-payloads';
import type { FastifyRequest } from 'fastify';
import { noContent, type Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { repScopeOf } from '../companies/index.ts';
import * as drafts from './drafts.service.ts';

const draftParams = z.object({
  id: z.coerce
    .number({ error: 'The draft id is a number.' })
    .int({ error: 'The draft id is a whole number.' })
    .min(1, { error: 'The draft id is a positive number.' })
    .max(2_147_483_647, { error: 'No draft order has this number.' }),
});

/** Who acts, and a rep's reach. */
const draftActor = (request: FastifyRequest): drafts.DraftActor => ({
  ...actorOf(request),
  repStaffId: repScopeOf(request),
});

export async function draftsAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;
  const notFound = { 404: 'No such draft (or not one of your companies’).' };

  admin.get(
    '/orders/drafts/',
    {
      schema: { response: { 200: draftsPageDto } },
      config: {
        staffAction: 'orders.create',
        docs: { summary: 'The draft orders, latest changed first (a rep: their companies’).' },
      },
    },
    async (request) => drafts.draftsPage(db, draftActor(request)),
  );

  admin.post(
    '/orders/drafts/',
    {
      schema: { body: draftCreateBody, response: { 201: draftDto } },
      config: {
        staffAction: 'orders.create',
        docs: {
          summary: 'Start an order for a company: an empty draft (audited).',
          responses: { 400: 'Not a company you can order for, or not its address.' },
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await drafts.createDraft(db, draftActor(request), request.body)),
  );

  admin.get(
    '/orders/drafts/:id/',
    {
      schema: { params: draftParams, response: { 200: draftDto } },
      config: {
        staffAction: 'orders.create',
        docs: {
          summary: 'One draft: its lines at the buyer’s and the agreed prices, and its totals.',
          responses: notFound,
        },
      },
    },
    async (request) => drafts.readDraft(db, draftActor(request), request.params.id),
  );

  admin.put(
    '/orders/drafts/:id/lines/',
    {
      schema: { params: draftParams, body: draftLinesBody, response: { 200: draftDto } },
      config: {
        staffAction: 'orders.create',
        docs: {
          summary:
            'Replace the draft’s lines: products’ pairs or packs’ cartons, each at the buyer’s price or an agreed `unit_price` with a `reason`, never below the owner’s floor (audited).',
          responses: {
            400: 'A line not valid, or an agreed price without a reason or below the floor; nothing changed.',
            ...notFound,
            409: 'The draft was placed already.',
          },
        },
      },
    },
    async (request) =>
      drafts.setDraftLines(db, draftActor(request), request.params.id, request.body.lines),
  );

  admin.delete(
    '/orders/drafts/:id/',
    {
      schema: { params: draftParams, response: { 204: noContent } },
      config: {
        staffAction: 'orders.create',
        docs: {
          summary: 'Delete a draft not yet placed (audited).',
          responses: { ...notFound, 409: 'The draft was placed already.' },
        },
      },
    },
    async (request, reply) => {
      await drafts.deleteDraft(db, draftActor(request), request.params.id);
      return reply.status(204).send();
    },
  );

  admin.post(
    '/orders/drafts/:id/send/',
    {
      schema: { params: draftParams, response: { 200: draftSent } },
      config: {
        staffAction: 'orders.create',
        docs: {
          summary:
            'Mail the company’s members a single-use link to review the draft and pay it by card or place it on account (audited).',
          responses: { ...notFound, 409: 'No lines, no members, or placed already.' },
        },
      },
    },
    async (request) =>
      drafts.sendDraft(db, draftActor(request), request.params.id, admin.config.publicUrl),
  );

  admin.post(
    '/orders/drafts/:id/place/',
    {
      schema: { params: draftParams, response: { 201: draftPlaced } },
      config: {
        // No change signal: the buyer's own placement, the same path, takes stock without one.
        staffAction: 'orders.create',
        docs: {
          summary:
            'Place the draft on account for the company, through the buyer’s placement (stock, minimums, tax, mails): its agreed prices (audited).',
          responses: {
            400: 'Below a minimum, or the company must choose an address.',
            ...notFound,
            409: 'The company has no net terms, the draft is empty or placed, or stock is short.',
          },
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await drafts.placeDraftOnAccount(db, draftActor(request), request.params.id, {
          processor: admin.payments,
          publicUrl: admin.config.publicUrl,
          stockHoldMinutes: admin.config.stockHoldMinutes,
          log: request.log,
          onPlaced: () => admin.metrics.ordersPlaced.inc({ source: 'draft' }),
        }),
      ),
  );

  admin.get(
    '/settings/staff-orders/',
    {
      schema: { response: { 200: staffOrderSettingsDto } },
      config: {
        staffAction: 'settings.manage',
        docs: { summary: 'Orders taken by staff: the override floor (a % of the buyer’s price).' },
      },
    },
    async () => drafts.staffOrderSettings(db),
  );

  admin.put(
    '/settings/staff-orders/',
    {
      schema: { body: staffOrderSettingsForm, response: { 200: staffOrderSettingsDto } },
      config: {
        staffAction: 'settings.manage',
        docs: {
          summary: 'Change the override floor, 0–100 % of the buyer’s price (audited).',
          responses: { 400: 'Not a percentage from 0 to 100.' },
        },
      },
    },
    async (request) => drafts.setStaffOrderSettings(db, actorOf(request), request.body),
  );
}
