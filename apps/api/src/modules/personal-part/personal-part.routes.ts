// GET /ecommerce/personal-part/ (docs/api.md, "Shared pages"): what the web server adds to a
// shared page for the signed-in shopper asking (docs/decisions/157).
import type { FastifyInstance } from 'fastify';
import { docs } from '../../http/openapi.ts';
import { HttpError } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { requireUserId } from '../accounts/session.ts';
import { cartCountQuery } from '../cart/cart.schemas.ts';
import { personalPart } from './personal-part.service.ts';

export async function personalPartRoutes(app: FastifyInstance) {
  const db = app.database.db;
  app.get(
    '/ecommerce/personal-part/',
    docs({
      summary:
        "A shared page's personal part: the shopper's name, cart badge and price list; with product_id, whether it is in the cart and its style's pairs there.",
      query: cartCountQuery,
      auth: 'shopper',
    }),
    async (request) => {
      const userId = await requireUserId(request);
      const { product_id } = parseInput(cartCountQuery, request.query, 'query');
      const part = await personalPart(db, { userId }, product_id);
      if (!part) throw new HttpError(401, 'not_authenticated', 'Authentication required.');
      return part;
    },
  );
}
