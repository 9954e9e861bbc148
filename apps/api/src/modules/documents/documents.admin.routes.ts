// The staff's trade documents of an order (docs/api.md, "Trade documents"):
// GET /admin/orders/{id}/documents/{proforma|invoice|packing-list}.pdf, for every role that reads
// orders. The document is drawn in the app's worker thread (document-renderer.ts); an invoice
// first issued here (an order shipped before shipping numbered it) is audited.
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { tradeDocumentModel } from './document-data.service.ts';
import {
  admitDocument,
  documentParams,
  documentQuery,
  pdfAnswer,
  sendDocument,
} from './document-response.ts';
import { creditNoteModel, creditNoteParams, creditNoteQuery } from './credit-note-data.service.ts';
import { statementModel, statementParams } from './statement-data.service.ts';

export async function documentsAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  // A company's statement of account (docs/credit-control.md), for every role that reads customers.
  admin.get(
    '/customers/companies/:id/statement.pdf',
    {
      schema: { params: statementParams, response: { 200: pdfAnswer } },
      config: {
        staffAction: 'customers.read',
        docs: {
          summary:
            'A company’s statement as of today, an A4 PDF: invoices, payments, credit notes, running balance and ageing (0–30, 31–60, 61–90, 90+ days past due), per currency.',
          produces: 'application/pdf',
          responses: {
            404: 'No such company.',
            503: 'Too many documents waiting to be drawn (documents_busy), with Retry-After.',
          },
        },
      },
    },
    async (request, reply) => {
      const built = await statementModel(db, request.params.id);
      await admitDocument(request, reply);
      return sendDocument(request, reply, built);
    },
  );

  // A credit note of the order (decision 182), for every role that reads orders.
  admin.get(
    '/orders/:id/documents/credit-note.pdf',
    {
      schema: {
        params: creditNoteParams,
        querystring: creditNoteQuery,
        response: { 200: pdfAnswer },
      },
      config: {
        staffAction: 'orders.read',
        docs: {
          summary:
            'A credit note (CN-YYYY-NNNNNN) of the order, `?id=` as the order lists it, as an A4 PDF.',
          produces: 'application/pdf',
          responses: {
            404: 'No such order, or no such credit note on it.',
            503: 'Too many documents waiting to be drawn (documents_busy), with Retry-After.',
          },
        },
      },
    },
    async (request, reply) => {
      await admitDocument(request, reply);
      const built = await creditNoteModel(db, request.params.id, request.query.id);
      return sendDocument(request, reply, built);
    },
  );

  admin.get(
    '/orders/:id/documents/:document.pdf',
    {
      schema: { params: documentParams, querystring: documentQuery, response: { 200: pdfAnswer } },
      config: {
        staffAction: 'orders.read',
        docs: {
          summary:
            "An order's proforma invoice (once confirmed), commercial invoice or packing list (once shipped; `?shipment=` names one shipment's, else the first's), as an A4 PDF.",
          produces: 'application/pdf',
          responses: {
            404: 'No such order, or no such shipment of it.',
            409: 'Not available at this stage of the order (not_available), or the seller details are not set (seller_details_missing).',
            503: 'Too many documents waiting to be drawn (documents_busy), with Retry-After.',
          },
        },
      },
    },
    async (request, reply) => {
      const { id, document } = request.params;
      await admitDocument(request, reply);
      const built = await tradeDocumentModel(db, {
        orderId: id,
        document,
        actor: actorOf(request),
        shipmentId: request.query.shipment,
      });
      return sendDocument(request, reply, built);
    },
  );
}
