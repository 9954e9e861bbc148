// The buyer's trade documents (docs/api.md, "Trade documents"):
// GET /ecommerce/orders/{id}/documents/{proforma|invoice|packing-list}.pdf, for every member of
// the company that placed the order (decision 146). Another company's order, or none, is 404 as
// on the order page; a document before its stage is 409 `not_available` with its sentence.
import { docs } from '../../http/openapi.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { requireUserId } from '../identity/index.ts';
import { buyersOrderExists, tradeDocumentModel } from './document-data.service.ts';
import {
  admitDocument,
  documentParams,
  documentQuery,
  pdfAnswer,
  sendDocument,
} from './document-response.ts';
import { creditNoteModel, creditNoteParams, creditNoteQuery } from './credit-note-data.service.ts';
import { statementModel } from './statement-data.service.ts';
import { membershipOf } from '../companies/index.ts';

export async function documentsRoutes(app: Routes): Promise<void> {
  const db = app.database.db;

  // The buyer's company's statement of account (docs/credit-control.md), for every member.
  app.get(
    '/ecommerce/company/statement.pdf',
    {
      schema: { response: { 200: pdfAnswer } },
      ...docs({
        summary:
          'Your company’s statement as of today, an A4 PDF: invoices, payments, credit notes, running balance and ageing (0–30, 31–60, 61–90, 90+ days past due), per currency.',
        produces: 'application/pdf',
        auth: 'shopper',
        responses: {
          429: 'More than 10 documents in a minute (too_many_documents), with Retry-After.',
          503: 'Too many documents waiting to be drawn (documents_busy), with Retry-After.',
        },
      }),
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const { companyId } = await membershipOf(db, userId);
      await admitDocument(request, reply, userId);
      return sendDocument(request, reply, await statementModel(db, companyId));
    },
  );

  // A credit note of the order (decision 182), for every member of the buyer's company.
  app.get(
    '/ecommerce/orders/:id/documents/credit-note.pdf',
    {
      schema: {
        params: creditNoteParams,
        querystring: creditNoteQuery,
        response: { 200: pdfAnswer },
      },
      ...docs({
        summary:
          "A credit note (CN-YYYY-NNNNNN) of one of the company's orders, `?id=` as the order lists it: an A4 PDF.",
        produces: 'application/pdf',
        auth: 'shopper',
        responses: {
          404: 'No such order of your company, or no such credit note on it.',
          429: 'More than 10 documents in a minute (too_many_documents), with Retry-After.',
          503: 'Too many documents waiting to be drawn (documents_busy), with Retry-After.',
        },
      }),
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const { id } = request.params;
      await buyersOrderExists(db, userId, id);
      await admitDocument(request, reply, userId);
      return sendDocument(request, reply, await creditNoteModel(db, id, request.query.id));
    },
  );

  app.get(
    '/ecommerce/orders/:id/documents/:document.pdf',
    {
      schema: { params: documentParams, querystring: documentQuery, response: { 200: pdfAnswer } },
      ...docs({
        summary:
          "One of the company's orders as a proforma invoice (once confirmed), commercial invoice or packing list (once shipped; `?shipment=` names one shipment's, else the first's): an A4 PDF.",
        produces: 'application/pdf',
        auth: 'shopper',
        responses: {
          404: 'No such order of your company, or no such shipment of it.',
          409: 'Not available at this stage of the order (not_available), or the seller has not set its details (seller_details_missing).',
          429: 'More than 10 documents in a minute (too_many_documents), with Retry-After.',
          503: 'Too many documents waiting to be drawn (documents_busy), with Retry-After.',
        },
      }),
    },
    async (request, reply) => {
      const userId = await requireUserId(request);
      const { id, document } = request.params;
      await buyersOrderExists(db, userId, id);
      await admitDocument(request, reply, userId);
      return sendDocument(
        request,
        reply,
        await tradeDocumentModel(db, { orderId: id, document, shipmentId: request.query.shipment }),
      );
    },
  );
}
