// A staff member's own two-factor sign-in (RFC 6238): start the setup (secret, otpauth URL and
// QR code, shown this once), confirm it with a code before it counts, turn it off with a code;
// and the owner's shop-wide switch that requires it of everyone. The rules are totp.service.ts's.
import { z } from 'zod';
import {
  staffShopSettings,
  totpSetup,
  totpTurnedOff,
  totpTurnedOn,
} from '@solestock/domain/back-office/staff-payloads';
import type { Routes } from '../../http/route-schemas.ts';
import { actorOf, staffOf } from '../../http/staff-guard.ts';
import { codeField } from './staff.admin.routes.ts';
import {
  changeShopSettings,
  confirmTotp,
  shopSettings,
  startTotpSetup,
  turnOffTotp,
} from './totp.service.ts';

const codeBody = z.object({ code: codeField });
const settingsBody = z.object({
  require_totp: z.boolean({ error: 'require_totp must be true or false.' }),
});

export async function totpAdminRoutes(admin: Routes): Promise<void> {
  const db = admin.database.db;
  const { sessionSecret } = admin.config;

  admin.post(
    '/me/totp/',
    {
      schema: { response: { 201: totpSetup } },
      config: {
        staffAction: 'self',
        docs: { summary: 'Start two-factor setup: a secret and its QR code.' },
      },
    },
    async (request, reply) => {
      const answer = await startTotpSetup(
        db,
        actorOf(request),
        sessionSecret,
        staffOf(request).staff,
      );
      return reply.status(201).send(answer);
    },
  );

  admin.post(
    '/me/totp/confirm/',
    {
      schema: { body: codeBody, response: { 200: totpTurnedOn } },
      config: {
        staffAction: 'self',
        docs: { summary: 'Turn two-factor sign-in on with a first code.' },
      },
    },
    async (request) =>
      confirmTotp(
        db,
        actorOf(request),
        sessionSecret,
        staffOf(request).sessionId,
        request.body.code,
      ),
  );

  admin.delete(
    '/me/totp/',
    {
      schema: { body: codeBody, response: { 200: totpTurnedOff } },
      config: {
        staffAction: 'self',
        docs: { summary: 'Turn two-factor sign-in off (with a code).' },
      },
    },
    async (request) => turnOffTotp(db, actorOf(request), sessionSecret, request.body.code),
  );

  // ---------------------------------------------------------------- shop settings (owner)

  admin.get(
    '/settings/',
    {
      schema: { response: { 200: staffShopSettings } },
      config: {
        staffAction: 'settings.manage',
        docs: { summary: 'Shop settings: whether everyone needs two-factor sign-in.' },
      },
    },
    async () => shopSettings(db),
  );

  admin.put(
    '/settings/',
    {
      schema: { body: settingsBody, response: { 200: staffShopSettings } },
      config: {
        staffAction: 'settings.manage',
        docs: { summary: 'Change the shop settings.' },
      },
    },
    async (request) => changeShopSettings(db, actorOf(request), staffOf(request), request.body),
  );
}
