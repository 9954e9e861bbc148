// The storefront's collection calls (docs/collections.md): the collections a buyer may see, one
// collection at their company's prices, a size run added from it with its delivery window, and
// its line sheet. A collection listed for other groups answers 404 as a missing one does. Every
// answer here is personal (a member's prices), never kept by a shared cache.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  buyerCollection as buyerCollectionAnswer,
  buyerCollectionsList,
  collectionCartBody,
} from '@solestock/domain/back-office/collection-payloads';
import { addedLinesAnswer } from '@solestock/domain/cart-payloads';
import { docs } from '../../http/openapi.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { accessIdentity, notAuthenticated } from '../identity/index.ts';
import { admitDocument, pdfAnswer, sendDocument } from '../documents/index.ts';
import { collectionParams } from './collections.admin.routes.ts';
import { buyerOfSession } from './collections.repository.ts';
import {
  addFromCollection,
  buyerCollection,
  buyerCollections,
  visibleCollection,
} from './collections.service.ts';
import { lineSheetModel, sheetCountry } from './line-sheet.service.ts';

/** `?country_code=`: the currency the buyer shops in (the page's); else the company's country's. */
const sheetQuery = z.object({
  country_code: z
    .string({ error: 'country_code is a country code, e.g. gb.' })
    .max(8, { error: 'country_code is a country code, e.g. gb.' })
    .optional(),
});

/** The signed-in buyer's company and group, or undefined for a guest (or a session that ended). */
async function buyerOf(request: FastifyRequest) {
  const identity = await accessIdentity(request);
  return identity ? buyerOfSession(request.server.database.db, identity) : undefined;
}

const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export async function collectionsRoutes(app: Routes): Promise<void> {
  const db = app.database.db;

  app.get(
    '/ecommerce/collections/',
    {
      schema: { response: { 200: buyerCollectionsList } },
      ...docs({
        summary:
          "The collections the buyer may see: those listed for their company's customer group, and those listed for none.",
      }),
    },
    async (request, reply) => {
      personal(reply);
      const buyer = await buyerOf(request);
      return buyerCollections(db, buyer?.groupId ?? null);
    },
  );

  app.get(
    '/ecommerce/collections/:id/',
    {
      schema: { params: collectionParams, response: { 200: buyerCollectionAnswer } },
      ...docs({
        summary:
          "One collection: its delivery windows and styles, each colour with its sizes and the buyer's unit price.",
        responses: { 404: 'No such collection, or not one for your customer group.' },
      }),
    },
    async (request, reply) => {
      personal(reply);
      return buyerCollection(db, await buyerOf(request), request.params.id);
    },
  );

  app.post(
    '/ecommerce/collections/:id/cart/',
    {
      schema: {
        params: collectionParams,
        body: collectionCartBody,
        response: { 201: addedLinesAnswer },
      },
      ...docs({
        summary:
          "Adds a size run of the collection's styles to the cart, as add-many does, each line keeping the delivery window chosen (`window: {from, to}`, one of the collection's); the order line takes it as ships_from and ships_by.",
        auth: 'shopper',
        responses: {
          201: 'The lines and their count.',
          404: 'No such collection, or not one for your customer group.',
        },
      }),
    },
    async (request, reply) => {
      const buyer = await buyerOf(request);
      if (!buyer) throw notAuthenticated();
      const { items, window } = request.body;
      return reply
        .status(201)
        .send(await addFromCollection(db, buyer, request.params.id, items, window));
    },
  );

  app.get(
    '/ecommerce/collections/:id/line-sheet.pdf',
    {
      schema: { params: collectionParams, querystring: sheetQuery, response: { 200: pdfAnswer } },
      ...docs({
        summary:
          "The collection's line sheet at the buyer's company's prices, in the currency of `?country_code=` (else of the company's country): pictures, styles, colours, sizes, prices, minimums and delivery windows, as an A4 PDF.",
        produces: 'application/pdf',
        auth: 'shopper',
        responses: {
          404: 'No such collection, or not one for your customer group.',
          429: 'More than 10 documents in a minute (too_many_documents), with Retry-After.',
          503: 'Too many documents waiting to be drawn (documents_busy), with Retry-After.',
        },
      }),
    },
    async (request, reply) => {
      const buyer = await buyerOf(request);
      if (!buyer) throw notAuthenticated();
      const row = await visibleCollection(db, buyer.groupId, request.params.id);
      await admitDocument(request, reply, buyer.userId);
      return sendDocument(
        request,
        reply,
        await lineSheetModel(
          db,
          app.mediaStorage,
          row,
          buyer,
          sheetCountry(request.query.country_code, buyer.countryCode),
        ),
      );
    },
  );
}
