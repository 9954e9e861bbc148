// The local outbox: GET /api/dev/mail/ (JSON) and the page /dev/mail. Registered only when no
// SMTP server is configured and PUBLIC_URL is on localhost, in any NODE_ENV (see
// devOutboxEnabled), and answered only to clients on this machine.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Routes } from '../../http/route-schemas.ts';
import { docs } from '../../http/openapi.ts';
import { devOutbox } from './mail.service.ts';

const isLoopback = (address: string | undefined) =>
  address !== undefined &&
  (address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address));

/**
 * Both the socket's peer and the client address (after TRUST_PROXY) must be this machine: a
 * local proxy forwarding the world, or a forged forwarding header, gets nothing.
 */
async function onlyThisMachine(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)) return;
    await reply.callNotFound();
    return reply;
  });
}

const outboxQuery = z.object({
  to: z
    .string()
    .trim()
    .max(254)
    .transform((v) => v.toLowerCase())
    .optional(),
});

/** GET /api/dev/mail/: the latest mail, newest first, with the links in each. */
const outboxAnswer = z.array(
  z.strictObject({
    id: z.number().int(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    links: z.array(z.string()),
    created_at: z.string(),
  }),
);

export async function devMailApiRoutes(app: Routes) {
  await onlyThisMachine(app);
  app.get(
    '/dev/mail/',
    {
      schema: { querystring: outboxQuery, response: { 200: outboxAnswer } },
      ...docs({
        summary: 'Development only: the mail outbox (links of verification and reset mails).',
      }),
    },
    async (request) => devOutbox(app.database.db, request.query.to),
  );
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function devMailPageRoutes(app: Routes) {
  await onlyThisMachine(app);
  app.get(
    '/dev/mail',
    {
      schema: { response: { 200: z.string().describe('The outbox as an HTML page.') } },
      ...docs({ summary: 'Development only: the mail outbox as a page.', produces: 'text/html' }),
    },
    async (_request, reply) => {
      const messages = await devOutbox(app.database.db, undefined);
      const items = messages
        .map(
          (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p>To ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</p>
<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
<pre>${escapeHtml(m.text)}</pre></article>`,
        )
        .join('\n');
      reply.header('cache-control', 'no-store');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Outbox · Solestock development mail</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}
article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}h2{margin:0;font-size:1.1rem}
p,li,pre{overflow-wrap:anywhere}</style>
</head><body><h1>Outbox</h1>
<p>Mail the store would have sent. Set SMTP_URL to deliver it for real; this page then disappears.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`);
    },
  );
}
