// The console's exchange-rate calls (docs/api.md, back office, "Rates, content, customers"; decision 110):
// the current rates with their age and the fetch's state, the history of every set, a set made
// by hand (rates.write) and "fetch now" when RATES_URL is set. Every staff member may read.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decimal } from '@solestock/domain';
import {
  manualRatesSchema,
  RATE_CURRENCIES,
  STALE_RATES_MS,
} from '@solestock/domain/back-office/exchange-rates';
import { HttpError } from '../../http/errors.ts';
import { pageField } from '../../http/paging.ts';
import { parseInput } from '../../http/validate.ts';
import { recordAudit } from '../audit/index.ts';
import { actorOf, staffOf } from '../../http/staff-guard.ts';
import { getExchangeRates } from './rates.repository.ts';
import {
  fetchNow,
  fetchStatus,
  listRateSets,
  RATE_SETS_PAGE_SIZE,
  rateSetJson,
  setRatesByHand,
} from './rates.service.ts';

const historyQuery = z.object({ page: pageField });

export async function ratesAdminRoutes(admin: FastifyInstance): Promise<void> {
  const db = admin.database.db;

  async function current() {
    const snapshot = await getExchangeRates(db);
    const known = snapshot.updatedAt.getTime() > 0;
    return {
      base: 'USD',
      currencies: RATE_CURRENCIES,
      // As written ("1.37"), not with the column's ten decimals.
      rates: Object.fromEntries(
        Object.entries(snapshot.rates).map(([code, rate]) => [code, decimal(rate).toString()]),
      ),
      updated_at: known ? snapshot.updatedAt.toISOString() : null,
      stale: !known || Date.now() - snapshot.updatedAt.getTime() > STALE_RATES_MS,
      source_url: admin.config.rates.url ?? null,
      refresh_hours: admin.config.rates.url ? admin.config.rates.refreshHours : null,
      fetch: admin.config.rates.url ? await fetchStatus(db) : null,
    };
  }

  admin.get(
    '/rates/',
    {
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
      config: {
        staffAction: 'dashboard.read',
        docs: {
          summary: 'Every set of rates, newest first: fetched or set by hand, by whom, when.',
          query: historyQuery,
        },
      },
    },
    async (request) => {
      const { page } = parseInput(historyQuery, request.query ?? {}, 'query');
      const { count, results } = await listRateSets(
        db,
        (page - 1) * RATE_SETS_PAGE_SIZE,
        RATE_SETS_PAGE_SIZE,
      );
      return { count, page, page_size: RATE_SETS_PAGE_SIZE, results };
    },
  );

  admin.put(
    '/rates/',
    {
      config: {
        staffAction: 'rates.write',
        changesStorefront: true,
        docs: {
          summary:
            'Sets the rates by hand: each currency’s rate against 1 USD, positive, at most 10 decimals. Kept as history; prices follow at once.',
          body: manualRatesSchema,
          responses: { 400: 'A rate is missing, not a number, 0 or negative, or too precise.' },
        },
      },
    },
    async (request) => {
      const { rates } = parseInput(manualRatesSchema, request.body ?? {});
      const { staff } = staffOf(request);
      const set = await setRatesByHand(db, actorOf(request), rates);
      return {
        ...(await current()),
        set: rateSetJson({ ...set, staffName: staff.name, staffEmail: staff.email }),
      };
    },
  );

  admin.post(
    '/rates/fetch/',
    {
      config: {
        staffAction: 'rates.write',
        docs: {
          summary: 'Fetches RATES_URL now (in the background); the result shows in the history.',
          responses: { 202: 'The fetch is on its way.', 409: 'RATES_URL is not set.' },
        },
      },
    },
    async (request, reply) => {
      const url = admin.config.rates.url;
      if (!url)
        throw new HttpError(
          409,
          'rates_url_not_set',
          'No rates source is set (RATES_URL): set the rates by hand instead.',
        );
      await db.transaction(async (tx) => {
        await recordAudit(tx, request, {
          action: 'rates.fetch',
          entityType: 'exchange_rates',
          after: { source_url: url },
        });
      });
      await fetchNow(admin);
      return reply.status(202).send({ queued: true });
    },
  );
}
