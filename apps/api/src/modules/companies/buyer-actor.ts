// Who is asking, for the company calls and the order scope: the signed-in buyer and their place
// in their company. Services take this actor, never the request (as staff services take
// StaffActor).
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connect.ts';
import { requireUserId } from '../identity/index.ts';
import { membershipOf, type Membership } from './company.repository.ts';

export type BuyerActor = Membership;

/** The signed-in buyer (401 without a session) with their company. */
export async function buyerOf(db: Database, request: FastifyRequest): Promise<BuyerActor> {
  const userId = await requireUserId(request);
  return membershipOf(db, userId);
}
