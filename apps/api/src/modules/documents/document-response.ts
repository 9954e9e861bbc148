// One trade document as an HTTP answer (docs/api.md, "Trade documents"), for the staff's and the
// buyer's routes alike: the order's id and the document's name read from the path, the PDF drawn
// by the app's one renderer (a worker thread, decision 147), 503 when it cannot be drawn or its
// queue is full, and 429 past a buyer's share (issue 41 item 4).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TRADE_DOCUMENTS } from '@solestock/domain/back-office/trade-documents';
import { HttpError } from '../../http/errors.ts';
import type { RenderModel } from './document-model.ts';
import { BUSY_RETRY_SECONDS, RendererBusy } from './document-renderer.ts';

/** A buyer's documents per minute: a large order's PDF is a second of a core to draw. */
export const BUYER_DOCUMENTS_PER_MINUTE = 10;
/**
 * A buyer's documents being built or drawn at once: the rest wait in the buyer's browser, not in
 * the queue every other buyer's document waits in.
 */
export const BUYER_DOCUMENTS_AT_ONCE = 2;

const busy = (reply: FastifyReply, retryAfterSeconds: number) => {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(
    503,
    'documents_busy',
    `Many documents are being drawn just now. Please try again in ${retryAfterSeconds} seconds.`,
  );
};

/**
 * Before any work on a document: 503 with Retry-After when the renderer's queue is full, and for
 * a buyer (`buyerId`) 429 with Retry-After past BUYER_DOCUMENTS_AT_ONCE or
 * BUYER_DOCUMENTS_PER_MINUTE, so that one buyer asking for many PDFs at once neither grows the
 * queue nor makes another buyer wait behind them.
 */
export async function admitDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  buyerId?: number,
): Promise<void> {
  const { documents, rateLimiter } = request.server;
  if (buyerId !== undefined) {
    const release = documents.hold(`buyer:${buyerId}`, BUYER_DOCUMENTS_AT_ONCE);
    if (!release) {
      reply.header('retry-after', '2');
      throw new HttpError(
        429,
        'too_many_documents',
        'Your other documents are still being drawn. Please wait 2 seconds and try again.',
      );
    }
    givenBackWhenAnswered(reply, release);
    const state = await rateLimiter.consume(
      `documents:${buyerId}`,
      BUYER_DOCUMENTS_PER_MINUTE,
      60_000,
    );
    if (!state.allowed) {
      reply.header('retry-after', String(state.retryAfterSeconds));
      throw new HttpError(
        429,
        'too_many_documents',
        `You have asked for ${BUYER_DOCUMENTS_PER_MINUTE} documents in the last minute. Please wait ${state.retryAfterSeconds} seconds and try again.`,
      );
    }
  }
  const place = documents.admit();
  if (!place) throw busy(reply, BUSY_RETRY_SECONDS);
  givenBackWhenAnswered(reply, place);
}

/** A place given back however the request ends: answered, refused, or abandoned. */
function givenBackWhenAnswered(reply: FastifyReply, release: () => void): void {
  reply.raw.once('finish', release);
  reply.raw.once('close', release);
}

export const documentParams = z.object({
  id: z.coerce
    .number({ error: 'The order id is a number.' })
    .int({ error: 'The order id is a whole number.' })
    .min(1, { error: 'The order id is a positive number.' })
    .max(2_147_483_647, { error: 'No order has this number.' }),
  document: z.enum(TRADE_DOCUMENTS, {
    error: `The document is one of ${TRADE_DOCUMENTS.map((d) => `${d}.pdf`).join(', ')}.`,
  }),
});

/** `?shipment={id}`: one shipment's invoice or packing list (docs/orders-and-payments.md). */
export const documentQuery = z.object({
  shipment: z.coerce
    .number({ error: 'shipment is the id of one of the order’s shipments.' })
    .int({ error: 'shipment is a whole number.' })
    .min(1, { error: 'shipment is a whole number from 1.' })
    .max(2_147_483_647, { error: 'This order has no such shipment.' })
    .optional(),
});

/** The answer of a document route: the PDF's bytes (application/pdf), not JSON. */
export const pdfAnswer = z.string().describe('The document as an A4 PDF (application/pdf).');

/** Draws `model` and answers it as `fileName`, shown in the browser (or saved, by a download link). */
export async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  built: { model: RenderModel; fileName: string },
): Promise<FastifyReply> {
  let pdf: Buffer;
  try {
    pdf = await request.server.documents.render(built.model);
  } catch (err) {
    if (err instanceof RendererBusy) throw busy(reply, err.retryAfterSeconds);
    request.log.error(
      {
        err,
        ...('order' in built.model ? { orderId: built.model.order.id } : {}),
        document: built.model.document,
      },
      'document rendering failed',
    );
    throw new HttpError(
      503,
      'document_unavailable',
      'The document could not be drawn just now. Please try again in a minute.',
    );
  }
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${built.fileName}"`)
    .send(pdf);
}
