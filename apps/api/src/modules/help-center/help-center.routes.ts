// POST /help-center/contact/: the help center's contact form, validated, stored and e-mailed.
import type { FastifyInstance } from 'fastify';
import { CONTACT_CONFIRMATION, contactMessageSchema } from '@solestock/domain';
import { HttpError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { contactMail, shopAddress, storeContactMessage } from './contact.service.ts';

/**
 * A form anyone can post is a spam target: a few messages per sender per window is plenty. The
 * key is the client address and the e-mail, since pages post from the web server's own address.
 */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

export async function helpCenterRoutes(app: FastifyInstance) {
  const db = app.database.db;

  app.post('/help-center/contact/', async (request, reply) => {
    const message = parseInput(contactMessageSchema, request.body ?? {}, 'body');
    const limit = await app.rateLimiter.consume(
      `contact:${request.ip} ${message.email}`,
      CONTACT_LIMIT,
      CONTACT_WINDOW_MS,
    );
    if (!limit.allowed) {
      reply.header('retry-after', String(limit.retryAfterSeconds));
      throw new HttpError(
        429,
        'too_many_requests',
        'You have sent several messages in a short time. Please wait a few minutes and try again.',
      );
    }
    const id = await storeContactMessage(db, message);
    app.mailer.send(contactMail({ ...message, id }, shopAddress(app.config.mailFrom)));
    return reply.status(201).send({ id, message: CONTACT_CONFIRMATION });
  });
}
