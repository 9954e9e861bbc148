// POST /help-center/contact/: the help center's contact form, validated, stored and e-mailed.
import type { FastifyInstance } from 'fastify';
import { CONTACT_CONFIRMATION, contactMessageSchema } from '@solestock/domain';
import { HttpError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import {
  contactMail,
  deliverShopMail,
  shopAddress,
  storeContactMessage,
} from './contact.service.ts';

/**
 * A form anyone can post is a spam target: a few messages per sender per window is plenty. The
 * key is the client address and the e-mail, since pages post from the web server's own address.
 */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

export async function helpCenterRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const recent = new Map<string, number[]>();

  /** Seconds to wait when the client is over the limit, else undefined (and counts this one). */
  const throttle = (client: string): number | undefined => {
    const now = Date.now();
    const times = (recent.get(client) ?? []).filter((t) => now - t < CONTACT_WINDOW_MS);
    if (times.length >= CONTACT_LIMIT)
      return Math.ceil((CONTACT_WINDOW_MS - (now - times[0]!)) / 1000);
    times.push(now);
    recent.set(client, times);
    // Forget idle clients so the map stays small.
    if (recent.size > 10_000)
      for (const [k, v] of recent) if (now - (v.at(-1) ?? 0) > CONTACT_WINDOW_MS) recent.delete(k);
    return undefined;
  };

  app.post('/help-center/contact/', async (request, reply) => {
    const message = parseInput(contactMessageSchema, request.body ?? {}, 'body');
    const retryAfter = throttle(`${request.ip} ${message.email}`);
    if (retryAfter !== undefined) {
      reply.header('retry-after', String(retryAfter));
      throw new HttpError(
        429,
        'too_many_requests',
        'You have sent several messages in a short time. Please wait a few minutes and try again.',
      );
    }
    const id = await storeContactMessage(db, message);
    await deliverShopMail(
      db,
      app.config,
      contactMail({ ...message, id }, shopAddress(app.config.mailFrom)),
      request.log,
    );
    return reply.status(201).send({ id, message: CONTACT_CONFIRMATION });
  });
}
