// The staff's trade documents of an order (docs/api.md, "Trade documents"):
// GET /admin/orders/{id}/documents/{proforma|invoice|packing-list}.pdf, for every role that reads
// orders. The document is drawn in a worker thread (document-renderer.ts); the first issue of
// the commercial invoice numbers it, audited.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TRADE_DOCUMENTS } from '@solestock/domain/back-office/trade-documents';
import { HttpError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { actorOf } from '../staff/staff-guard.ts';
import { tradeDocumentModel } from './document-data.service.ts';
import { DocumentRenderer } from './document-renderer.ts';

const documentParams = z.object({
  id: z.coerce
    .number({ error: 'The order id is a number.' })
    .int({ error: 'The order id is a whole number.' })
    .min(1, { error: 'The order id is a positive number.' })
    .max(2_147_483_647, { error: 'No order has this number.' }),
  document: z.enum(TRADE_DOCUMENTS, {
    error: `The document is one of ${TRADE_DOCUMENTS.map((d) => `${d}.pdf`).join(', ')}.`,
  }),
});

export async function documentsAdminRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;
  const renderer = new DocumentRenderer();
  admin.addHook('onClose', () => renderer.close());

  admin.get(
    '/orders/:id/documents/:document.pdf',
    {
      config: {
        staffAction: 'orders.read',
        docs: {
          summary:
            "An order's proforma invoice (once confirmed), commercial invoice or packing list (once shipped), as an A4 PDF.",
          params: documentParams,
          produces: 'application/pdf',
          responses: {
            404: 'No such order.',
            409: 'Not available at this stage of the order (not_available), or the seller details are not set (seller_details_missing).',
          },
        },
      },
    },
    async (request, reply) => {
      const { id, document } = parseInput(documentParams, request.params, 'params');
      const { model, fileName } = await tradeDocumentModel(db, {
        orderId: id,
        document,
        actor: actorOf(request),
      });
      let pdf: Buffer;
      try {
        pdf = await renderer.render(model);
      } catch (err) {
        request.log.error({ err, orderId: id, document }, 'document rendering failed');
        throw new HttpError(
          503,
          'document_unavailable',
          'The document could not be drawn just now. Please try again in a minute.',
        );
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );
}
