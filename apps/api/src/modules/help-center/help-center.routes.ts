// POST /help-center/contact/: the help center's contact form, validated, stored and e-mailed.
import {
  CONTACT_CONFIRMATION,
  contactMessageSchema,
  contactSent,
  shopContact,
} from '@solestock/domain';
import { HttpError } from '../../http/errors.ts';
import { clientKey } from '../../http/client-key.ts';
import type { Routes } from '../../http/route-schemas.ts';
import * as contact from './contact.service.ts';
import { docs } from '../../http/openapi.ts';

/**
 * A form anyone can post is a spam target: a few messages per sender address per window is
 * plenty, and one client may not spray messages under ever-new sender addresses either.
 */
export const CONTACT_LIMIT = 5;
export const CONTACT_PER_CLIENT_LIMIT = 20;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

export async function helpCenterRoutes(app: Routes) {
  const db = app.database.db;

  app.post(
    '/help-center/contact/',
    {
      schema: { body: contactMessageSchema, response: { 201: contactSent } },
      ...docs({
        summary: "The help center's contact form: the message is mailed to the shop.",
        responses: { 201: 'Sent.', 429: 'Throttled.' },
      }),
    },
    async (request, reply) => {
      const message = request.body;
      for (const [key, limit] of [
        [`contact-client:${clientKey(request.ip)}`, CONTACT_PER_CLIENT_LIMIT],
        // Keyed with the client too, so no one elsewhere can silence a sender by using their address.
        [`contact:${clientKey(request.ip)} ${message.email.toLowerCase()}`, CONTACT_LIMIT],
      ] as const) {
        const state = await app.rateLimiter.consume(key, limit, CONTACT_WINDOW_MS);
        if (!state.allowed) {
          reply.header('retry-after', String(state.retryAfterSeconds));
          throw new HttpError(
            429,
            'too_many_requests',
            'You have sent several messages in a short time. Please wait a few minutes and try again.',
          );
        }
      }
      const id = await contact.receiveContactMessage(db, message);
      app.jobs.wake();
      return reply.status(201).send({ id, message: CONTACT_CONFIRMATION });
    },
  );

  app.get(
    '/help-center/contact/',
    {
      schema: { response: { 200: shopContact } },
      ...docs({ summary: "The shop's contact address, as the help center shows it." }),
    },
    async (_request, reply) => {
      // The owner may change it at any time: a minute's cache at most.
      reply.header('cache-control', 'public, max-age=60');
      return contact.shopContact(db);
    },
  );
}
