// The console's customer calls (docs/api.md, back office, "Rates, content, customers"; decision
// 111): the list and search, one buyer with their orders, and disabling or enabling an account.
// Each route declares its schemas once (decision 175) and hands the service who acts.
import {
  customerDetail,
  customerRow,
  customersPage,
} from '@solestock/domain/back-office/customer-payloads';
import { z } from 'zod';
import { companyCredit, companyCreditBody } from '@solestock/domain/back-office/credit-control';
import { companyCredit as creditOf, setCompanyCredit } from '../orders/index.ts';
import { pageField } from '../../http/paging.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import { assignRep, repScopeOf, salesReps } from '../companies/index.ts';
import {
  companyRepAnswer,
  companyRepBody,
  salesRepsAnswer,
} from '@solestock/domain/back-office/draft-payloads';
import { CUSTOMER_SORTS } from './customers.repository.ts';
import * as customers from './customers.service.ts';

const customerParams = z.object({
  id: z.coerce
    .number({ error: 'The customer id is a number.' })
    .int({ error: 'The customer id is a whole number.' })
    .min(1, { error: 'The customer id is a positive number.' })
    .max(2_147_483_647, { error: 'No customer has this number.' }),
});

const companyParams = z.object({
  id: z.coerce
    .number({ error: 'The company id is a number.' })
    .int({ error: 'The company id is a whole number.' })
    .min(1, { error: 'The company id is a positive number.' })
    .max(2_147_483_647, { error: 'No company has this number.' }),
});

const listQuery = z.object({
  q: z
    .string({ error: 'Search with words, an e-mail address, a company or a customer number.' })
    .trim()
    .max(100, { error: 'Search with at most 100 characters.' })
    .optional()
    .transform((v) => v || undefined),
  sort: z
    .enum(CUSTOMER_SORTS, {
      error: 'Sort customers by latest (latest order first) or company (company name A to Z).',
    })
    .default('latest'),
  page: pageField,
});

export async function customersAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  // Credit control (docs/credit-control.md): the company's limit, exposure, ageing and dunning.
  admin.get(
    '/customers/companies/:id/credit/',
    {
      schema: { params: companyParams, response: { 200: companyCredit } },
      config: {
        staffAction: 'customers.read',
        docs: {
          summary:
            'A company’s credit: its limit in the base currency (USD), open orders plus unpaid invoices in it, ageing per currency, dunning state, deposit waiver.',
          responses: { 404: 'No such company.' },
        },
      },
    },
    async (request) => creditOf(db, request.params.id),
  );

  admin.put(
    '/customers/companies/:id/credit/',
    {
      schema: { params: companyParams, body: companyCreditBody, response: { 200: companyCredit } },
      config: {
        // Not flagged changesStorefront: what it changes shows only on the company's own
        // (personal, never shared-cached) checkout, as a group assignment does.
        staffAction: 'customers.write',
        docs: {
          summary:
            'Sets a company’s credit limit (USD, null: none), whether it may place without its group’s deposit, and whether its dunning is paused; fields left out stay (audited).',
          responses: { 404: 'No such company.' },
        },
      },
    },
    async (request) => setCompanyCredit(db, actorOf(request), request.params.id, request.body),
  );

  admin.get(
    '/customers/',
    {
      schema: { querystring: listQuery, response: { 200: customersPage } },
      config: {
        staffAction: 'customers.read',
        docs: {
          summary:
            'The buyers, searched by e-mail, name, company or number, by latest order or by company: orders count, totals per currency, last order.',
        },
      },
    },
    async (request) => customers.customersPage(db, request.query, repScopeOf(request)),
  );

  admin.get(
    '/customers/:id/',
    {
      schema: { params: customerParams, response: { 200: customerDetail } },
      config: {
        staffAction: 'customers.read',
        docs: { summary: 'One buyer with their latest orders.' },
      },
    },
    async (request) => customers.customerDetail(db, request.params.id, repScopeOf(request)),
  );

  admin.post(
    '/customers/:id/disable/',
    {
      schema: { params: customerParams, response: { 200: customerRow } },
      config: {
        staffAction: 'customers.write',
        docs: {
          summary:
            'Disables the account: its sessions end at once and it cannot sign in or order until enabled.',
        },
      },
    },
    async (request) => customers.setCustomerDisabled(db, actorOf(request), request.params.id, true),
  );

  admin.post(
    '/customers/:id/enable/',
    {
      schema: { params: customerParams, response: { 200: customerRow } },
      config: {
        staffAction: 'customers.write',
        docs: { summary: 'Enables a disabled account again: the buyer may sign in.' },
      },
    },
    async (request) =>
      customers.setCustomerDisabled(db, actorOf(request), request.params.id, false),
  );

  // Orders taken by staff (docs/staff-orders.md): the sales rep a company is assigned to.
  admin.get(
    '/customers/reps/',
    {
      schema: { response: { 200: salesRepsAnswer } },
      config: {
        staffAction: 'customers.write',
        docs: { summary: 'The active sales reps, to assign companies to.' },
      },
    },
    async () => salesReps(db),
  );

  admin.put(
    '/customers/companies/:id/rep/',
    {
      schema: { params: companyParams, body: companyRepBody, response: { 200: companyRepAnswer } },
      config: {
        staffAction: 'customers.write',
        docs: {
          summary:
            'Assigns the company to a sales rep (`staff_id`), or to none (null): a rep sees and orders only for their companies. Audited.',
          responses: { 400: 'Not an active sales rep.', 404: 'No such company.' },
        },
      },
    },
    async (request) => assignRep(db, actorOf(request), request.params.id, request.body.staff_id),
  );
}
