// The console's customer-group calls (docs/api.md, back office, "Customer groups"; issue 32.3):
// owners and managers (customers.write) keep the groups; every member may read them.
// Each route declares its schemas once (decision 175) and hands the service who acts.
import { z } from 'zod';
import {
  companyGroupAnswer,
  customerGroup,
  customerGroupSchema,
  customerGroupsList,
} from '@solestock/domain/back-office/customer-group-payloads';
import { noContent, type Routes } from '../../http/route-schemas.ts';
import { actorOf } from '../../http/staff-guard.ts';
import {
  assignCompanyGroup,
  changeCustomerGroup,
  createCustomerGroup,
  customerGroups,
  removeCustomerGroup,
} from './customer-groups.service.ts';

const groupParams = z.object({
  id: z.coerce
    .number({ error: 'The group id is a number.' })
    .int({ error: 'The group id is a whole number.' })
    .min(1, { error: 'The group id is a positive number.' })
    .max(2_147_483_647, { error: 'No customer group has this number.' }),
});

const companyParams = z.object({
  company_id: z.coerce
    .number({ error: 'The company id is a number.' })
    .int({ error: 'The company id is a whole number.' })
    .min(1, { error: 'The company id is a positive number.' })
    .max(2_147_483_647, { error: 'No company has this number.' }),
});

const assignBody = z.object({
  group_id: z
    .number({ error: 'Choose a group by its number, or null for none.' })
    .int({ error: 'Choose a group by its number, or null for none.' })
    .min(1, { error: 'Choose a group by its number, or null for none.' })
    .max(2_147_483_647, { error: 'No customer group has this number.' })
    .nullable(),
});

export async function customerGroupsAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;

  admin.get(
    '/customer-groups/',
    {
      schema: { response: { 200: customerGroupsList } },
      config: {
        staffAction: 'customers.read',
        docs: {
          summary: 'The customer groups with their discount, deposit, net days and members.',
        },
      },
    },
    async () => ({ results: await customerGroups(db) }),
  );

  // No write here is flagged changesStorefront: a group's prices show only on its members' pages,
  // which are personal and never kept in the shared page cache (docs/api.md, Customer groups).
  admin.post(
    '/customer-groups/',
    {
      schema: { body: customerGroupSchema, response: { 201: customerGroup } },
      config: {
        staffAction: 'customers.write',
        docs: {
          summary:
            'Adds a group: name, discount_percent (0–90, two decimals), deposit_percent (1–100; 100 pays in full), net_days (0–365).',
          responses: { 201: 'The group.', 409: 'A group of that name exists.' },
        },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createCustomerGroup(db, actorOf(request), request.body);
    },
  );

  admin.put(
    '/customer-groups/:id/',
    {
      schema: { params: groupParams, body: customerGroupSchema, response: { 200: customerGroup } },
      config: {
        staffAction: 'customers.write',
        docs: {
          summary: 'Changes a group; its members’ prices and terms follow at once.',
          responses: { 404: 'No such group.', 409: 'A group of that name exists.' },
        },
      },
    },
    async (request) => changeCustomerGroup(db, actorOf(request), request.params.id, request.body),
  );

  admin.delete(
    '/customer-groups/:id/',
    {
      schema: { params: groupParams, response: { 204: noContent } },
      config: {
        staffAction: 'customers.write',
        docs: {
          summary: 'Removes a group; its companies go back to list prices and paying in full.',
          responses: { 204: 'Removed.', 404: 'No such group.' },
        },
      },
    },
    async (request, reply) => {
      await removeCustomerGroup(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  admin.put(
    '/customers/:company_id/group/',
    {
      schema: { params: companyParams, body: assignBody, response: { 200: companyGroupAnswer } },
      config: {
        staffAction: 'customers.write',
        docs: {
          summary:
            'Puts a company in a customer group, or none (`group_id: null`): its members’ prices and terms follow on their next page.',
          responses: { 404: 'No such company or group.' },
        },
      },
    },
    async (request) =>
      assignCompanyGroup(db, actorOf(request), request.params.company_id, request.body.group_id),
  );
}
