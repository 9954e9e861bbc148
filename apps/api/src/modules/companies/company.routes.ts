// The company calls of docs/api.md ("Companies and addresses"): the company, its members and
// invitations, and its address book. Every call but the invitation preview needs a session; the
// actor (buyer and membership) is resolved here and the services never see the request.
import { z } from 'zod';
import {
  addressBody,
  companyAddressDto,
  companyAddressesDto,
  companyBody,
  companyDto,
  companyInvitationDto,
  companyMembersDto,
  invitationPreviewDto,
  inviteBody,
} from '@solestock/domain/company-payloads';
import { clientKey } from '../../http/client-key.ts';
import { docs } from '../../http/openapi.ts';
import { noContent, type Routes } from '../../http/route-schemas.ts';
import { requireUserId, throttle } from '../identity/index.ts';
import { idParam } from '../catalogue/index.ts';
import { buyerOf } from './buyer-actor.ts';
import {
  acceptInvitation,
  addAddress,
  addressBook,
  companyOf,
  inviteMember,
  listMembers,
  previewInvitation,
  removeAddress,
  removeMember,
  updateAddress,
  updateCompany,
} from './company.service.ts';

const tokenParams = z.object({
  token: z.string({ error: 'is required' }).max(200, { error: 'is too long' }),
});

const ADMIN_ONLY_403 = 'Only an admin of the company may do this.';

export async function companyRoutes(app: Routes) {
  const db = app.database.db;

  app.get(
    '/ecommerce/company/',
    {
      schema: { response: { 200: companyDto } },
      ...docs({
        summary: "The signed-in buyer's company, with their role in it.",
        auth: 'shopper',
      }),
    },
    async (request) => companyOf(db, await buyerOf(db, request)),
  );

  app.put(
    '/ecommerce/company/',
    {
      schema: { body: companyBody, response: { 200: companyDto } },
      ...docs({
        summary: "Change the company's name, tax id, address and phone (admins).",
        auth: 'shopper',
        responses: { 403: ADMIN_ONLY_403 },
      }),
    },
    async (request) => {
      const actor = await buyerOf(db, request);
      return updateCompany(db, actor, request.body);
    },
  );

  app.get(
    '/ecommerce/company/members/',
    {
      schema: { response: { 200: companyMembersDto } },
      ...docs({
        summary: "The company's members (and, for admins, the invitations not yet accepted).",
        auth: 'shopper',
      }),
    },
    async (request) => listMembers(db, await buyerOf(db, request)),
  );

  app.post(
    '/ecommerce/company/members/',
    {
      schema: { body: inviteBody, response: { 201: companyInvitationDto } },
      ...docs({
        summary: 'Invite an address to the company: a single-use link of 72 hours is e-mailed.',
        auth: 'shopper',
        responses: {
          201: 'The invitation.',
          403: ADMIN_ONLY_403,
          409: 'Already a member, or the company is full.',
          429: 'Throttled.',
        },
      }),
    },
    async (request, reply) => {
      const actor = await buyerOf(db, request);
      const body = request.body;
      await throttle(app.rateLimiter, reply, [
        ['mailPerClient', clientKey(request.ip)],
        ['mailPerAddress', `company-invite:${body.email}`],
      ]);
      const invitation = await inviteMember(db, actor, body, app.config.publicUrl);
      return reply.status(201).send(invitation);
    },
  );

  app.delete(
    '/ecommerce/company/members/:id/',
    {
      schema: { params: idParam, response: { 204: noContent } },
      ...docs({
        summary: 'Remove a member (admins), or leave the company (your own membership).',
        auth: 'shopper',
        responses: {
          204: 'Removed.',
          403: ADMIN_ONLY_403,
          404: 'No such member of your company.',
          409: 'The last admin cannot leave or be removed.',
        },
      }),
    },
    async (request, reply) => {
      const actor = await buyerOf(db, request);
      const { id } = request.params;
      await removeMember(db, actor, id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/ecommerce/company/invitations/:token/',
    {
      schema: { params: tokenParams, response: { 200: invitationPreviewDto } },
      ...docs({
        summary: 'What an invitation link offers (company, address, role), for the join page.',
        responses: { 400: 'The link is not valid, expired or used.' },
      }),
    },
    async (request) => previewInvitation(db, request.params.token),
  );

  app.post(
    '/ecommerce/company/invitations/:token/accept/',
    {
      schema: { params: tokenParams, response: { 200: companyDto } },
      ...docs({
        summary: 'Join the inviting company (signed in as the invited address).',
        auth: 'shopper',
        responses: {
          400: 'The link is not valid, expired, used, or for another address.',
          409: 'The only admin of a company with other members cannot leave it.',
        },
      }),
    },
    async (request) => {
      const userId = await requireUserId(request);
      return acceptInvitation(db, userId, request.params.token);
    },
  );

  app.get(
    '/ecommerce/company/addresses/',
    {
      schema: { response: { 200: companyAddressesDto } },
      ...docs({ summary: "The company's address book, the default first.", auth: 'shopper' }),
    },
    async (request) => addressBook(db, await buyerOf(db, request)),
  );

  app.post(
    '/ecommerce/company/addresses/',
    {
      schema: { body: addressBody, response: { 201: companyAddressDto } },
      ...docs({
        summary: "Add an address to the company's book (any member).",
        auth: 'shopper',
        responses: { 201: 'The address.', 409: 'The address book is full.' },
      }),
    },
    async (request, reply) => {
      const actor = await buyerOf(db, request);
      return reply.status(201).send(await addAddress(db, actor, request.body));
    },
  );

  app.put(
    '/ecommerce/company/addresses/:id/',
    {
      schema: { params: idParam, body: addressBody, response: { 200: companyAddressDto } },
      ...docs({
        summary: 'Change an address of the book (admins); orders keep their own copy.',
        auth: 'shopper',
        responses: { 403: ADMIN_ONLY_403, 404: 'No such address in your company’s book.' },
      }),
    },
    async (request) => {
      const actor = await buyerOf(db, request);
      return updateAddress(db, actor, request.params.id, request.body);
    },
  );

  app.delete(
    '/ecommerce/company/addresses/:id/',
    {
      schema: { params: idParam, response: { 204: noContent } },
      ...docs({
        summary: 'Remove an address of the book (admins); orders keep their own copy.',
        auth: 'shopper',
        responses: {
          204: 'Removed.',
          403: ADMIN_ONLY_403,
          404: 'No such address in your company’s book.',
        },
      }),
    },
    async (request, reply) => {
      const actor = await buyerOf(db, request);
      await removeAddress(db, actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
