// GET /ecommerce/personal-part/ (docs/api.md, "Shared pages"): what the web server adds to a
// shared page for the signed-in shopper asking (docs/decisions/157).
import type { FastifyInstance } from 'fastify';
import { personalPartDto, type PersonalPartDto } from '@solestock/domain/personal-part';
import { docs } from '../../http/openapi.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { notAuthenticated, readAccessToken, sessionCookieNames } from '../identity/index.ts';
import { cartCountQuery } from '../cart/index.ts';
import { personalPart } from './personal-part.service.ts';

export async function personalPartRoutes(app: Routes) {
  app.get(
    '/ecommerce/personal-part/',
    {
      schema: { querystring: cartCountQuery, response: { 200: personalPartDto } },
      ...docs({
        summary:
          "A shared page's personal part: the shopper's name, cart badge and price list; with product_id, whether it is in the cart and its style's pairs there.",
        auth: 'shopper',
      }),
    },
    async (request) => {
      const { product_id } = request.query;
      const part = await personalPartFor(app, request.cookies, product_id);
      if (!part) throw notAuthenticated();
      return part;
    },
  );
}

/**
 * The personal part of the shopper whose session cookies these are, or null (no session, or one
 * that is over). The route answers it, and the web server in the same process reads it here
 * without an HTTP call for every signed-in view of a shared page (docs/decisions/157). The token
 * is verified here and the session's liveness checked in the part's one read.
 */
export async function personalPartFor(
  app: FastifyInstance,
  cookies: Readonly<Record<string, string | undefined>>,
  productId: number | undefined,
): Promise<PersonalPartDto | null> {
  const shopper = await readAccessToken(app.config, cookies[sessionCookieNames(app.config).access]);
  return shopper ? personalPart(app.database.db, shopper, productId) : null;
}
