// One trade document as an HTTP answer (docs/api.md, "Trade documents"), for the staff's and the
// buyer's routes alike: the order's id and the document's name read from the path, the PDF drawn
// by the app's one renderer (a worker thread, decision 147), 503 when it cannot be drawn.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TRADE_DOCUMENTS } from '@solestock/domain/back-office/trade-documents';
import { HttpError } from '../../http/errors.ts';
import type { DocumentModel } from './document-model.ts';

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

/** Draws `model` and answers it as `fileName`, shown in the browser (or saved, by a download link). */
export async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  built: { model: DocumentModel; fileName: string },
): Promise<FastifyReply> {
  let pdf: Buffer;
  try {
    pdf = await request.server.documents.render(built.model);
  } catch (err) {
    request.log.error(
      { err, orderId: built.model.order.id, document: built.model.document },
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
