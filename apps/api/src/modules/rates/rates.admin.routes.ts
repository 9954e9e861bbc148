// The console's exchange-rate calls (docs/api.md, back office, "Rates, content, customers"; decision 110):
// the current rates with their age and the fetch's state, the history of every set, a set made
// by hand (rates.write) and "fetch now" when RATES_URL is set. Every staff member may read.
// Each route declares its schemas once (decision 175) and hands the service who acts.
import { z } from 'zod';
import {
  adminRates,
  adminRatesAfterSet,
  manualRatesSchema,
  rateSetsPage,
} from '@solestock/domain/back-office/exchange-rates';
import { pageField } from '../../http/paging.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf, callerName } from '../../http/staff-guard.ts';
import * as rates from './rates.service.ts';

const historyQuery = z.object({ page: pageField });

export async function ratesAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;
  const current = () => rates.currentRates(db, admin.config.rates);

  admin.get(
    '/rates/',
    {
      schema: { response: { 200: adminRates } },
      config: {
        staffAction: 'dashboard.read',
        docs: {
          summary:
            'The exchange rates against USD, when they were set, whether they are stale (older than 48 h) and the scheduled fetch.',
        },
      },
    },
    async () => current(),
  );

  admin.get(
    '/rates/history/',
    {
      schema: { querystring: historyQuery, response: { 200: rateSetsPage } },
      config: {
        staffAction: 'dashboard.read',
        docs: {
          summary: 'Every set of rates, newest first: fetched or set by hand, by whom, when.',
        },
      },
    },
    async (request) => rates.rateSetsPage(db, request.query.page),
  );

  admin.put(
    '/rates/',
    {
      schema: { body: manualRatesSchema, response: { 200: adminRatesAfterSet } },
      config: {
        staffAction: 'rates.write',
        changesStorefront: true,
        docs: {
          summary:
            'Sets the rates by hand: each currency’s rate against 1 USD, positive, at most 10 decimals. Kept as history; prices follow at once.',
          responses: { 400: 'A rate is missing, not a number, 0 or negative, or too precise.' },
        },
      },
    },
    async (request) => {
      const who = callerName(request);
      const set = await rates.setRatesByHand(db, actorOf(request), request.body.rates);
      return {
        ...(await current()),
        set: rates.rateSetJson({ ...set, staffName: who.name, staffEmail: who.email }),
      };
    },
  );

  admin.post(
    '/rates/fetch/',
    {
      schema: { response: { 202: z.strictObject({ queued: z.literal(true) }) } },
      config: {
        staffAction: 'rates.write',
        docs: {
          summary: 'Fetches RATES_URL now (in the background); the result shows in the history.',
          responses: { 202: 'The fetch is on its way.', 409: 'RATES_URL is not set.' },
        },
      },
    },
    async (request, reply) => {
      await rates.requestFetch(admin, actorOf(request));
      return reply.status(202).send({ queued: true });
    },
  );
}
