// A staff member's own two-factor sign-in (RFC 6238): start the setup (secret, otpauth URL and
// QR code, shown this once), confirm it with a code before it counts, turn it off with a code;
// and the owner's shop-wide switch that requires it of everyone.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  staffShopSettings,
  totpSetup,
  totpTurnedOff,
  totpTurnedOn,
} from '@solestock/domain/back-office/staff-payloads';
import { shopSettings, staff } from '../../db/schema.ts';
import { HttpError, badRequest } from '../../http/errors.ts';
import type { Routes } from '../../http/route-schemas.ts';
import { recordAudit } from '../audit/index.ts';
import { staffOf } from '../../http/staff-guard.ts';
import { endPasswordOnlySessions } from './staff-session.ts';
import { codeField } from './staff.admin.routes.ts';
import { dropRecoveryCodes, issueRecoveryCodes } from './staff-account.service.ts';
import {
  SETTING_REQUIRE_TOTP,
  auditView,
  requireTotpForEveryone,
  staffById,
} from './staff.service.ts';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  newTotpSecret,
  totpEnrolment,
  totpStepOf,
} from './totp.ts';

const codeBody = z.object({ code: codeField });
const settingsBody = z.object({
  require_totp: z.boolean({ error: 'require_totp must be true or false.' }),
});

/**
 * While the owner requires two-factor sign-in for everyone, a password alone never enrols an
 * authenticator (issue 27.6, decision 131): the setup goes through a link an owner mails.
 */
const enrolmentLinkRequired = () =>
  new HttpError(
    403,
    'totp_enrolment_link_required',
    'This shop requires two-factor sign-in, so it is set up through a link an owner mails you: ask an owner to send you a set-up link.',
  );

const wrongCode = () =>
  badRequest(
    'That code is not right or was used already. Enter the current code from your authenticator app.',
    { code: 'is not the current code' },
    'invalid_code',
  );

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
      const me = staffOf(request).staff;
      const base32 = newTotpSecret();
      await db.transaction(async (tx) => {
        const row = (await staffById(tx, me.id))!;
        if (row.totpEnabledAt) {
          throw new HttpError(
            409,
            'totp_enabled',
            'Two-factor sign-in is already on. Turn it off first to set it up with a new app.',
          );
        }
        if (await requireTotpForEveryone(tx)) throw enrolmentLinkRequired();
        // Pending until confirmed: totp_enabled_at stays empty, so sign-in does not ask for it.
        await tx
          .update(staff)
          .set({ totpSecret: encryptTotpSecret(sessionSecret, base32), totpLastStep: null })
          .where(eq(staff.id, me.id));
        await recordAudit(tx, request, {
          action: 'staff.totp_setup',
          entityType: 'staff',
          entityId: me.id,
        });
      });
      return reply.status(201).send(await totpEnrolment(base32, me.email));
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
    async (request) => {
      const { code } = request.body;
      const me = staffOf(request).staff;
      const recoveryCodes = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(staff).where(eq(staff.id, me.id)).for('update');
        if (row!.totpEnabledAt) {
          throw new HttpError(409, 'totp_enabled', 'Two-factor sign-in is already on.');
        }
        // A setup started before the rule came in does not count either.
        if (await requireTotpForEveryone(tx)) throw enrolmentLinkRequired();
        const secret = row!.totpSecret && decryptTotpSecret(sessionSecret, row!.totpSecret);
        if (!secret) {
          throw new HttpError(
            409,
            'totp_not_started',
            'Start the two-factor setup first: it gives the code for your authenticator app.',
          );
        }
        const step = totpStepOf(secret, code);
        if (step === null) throw wrongCode();
        const [updated] = await tx
          .update(staff)
          .set({ totpEnabledAt: sql`now()`, totpLastStep: step })
          .where(eq(staff.id, me.id))
          .returning();
        // The member's other sessions were opened with the password alone: they end.
        await endPasswordOnlySessions(tx, staffOf(request).sessionId, me.id);
        await recordAudit(tx, request, {
          action: 'staff.totp_enable',
          entityType: 'staff',
          entityId: me.id,
          before: auditView(row!),
          after: auditView(updated!),
        });
        // A lost phone must not lock the member out: ten one-time codes, shown this once.
        return issueRecoveryCodes(tx, sessionSecret, me.id);
      });
      return { totp_enabled: true as const, recovery_codes: recoveryCodes };
    },
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
    async (request) => {
      const { code } = request.body;
      const me = staffOf(request).staff;
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(staff).where(eq(staff.id, me.id)).for('update');
        if (!row!.totpEnabledAt) {
          throw new HttpError(409, 'totp_not_enabled', 'Two-factor sign-in is not on.');
        }
        if (await requireTotpForEveryone(tx)) {
          throw new HttpError(
            409,
            'totp_required_by_shop',
            'The shop requires two-factor sign-in for everyone, so it cannot be turned off.',
          );
        }
        const secret = row!.totpSecret && decryptTotpSecret(sessionSecret, row!.totpSecret);
        const step = secret ? totpStepOf(secret, code) : null;
        if (step === null || (row!.totpLastStep !== null && step <= row!.totpLastStep)) {
          throw wrongCode();
        }
        const [updated] = await tx
          .update(staff)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(staff.id, me.id))
          .returning();
        await dropRecoveryCodes(tx, me.id);
        await recordAudit(tx, request, {
          action: 'staff.totp_disable',
          entityType: 'staff',
          entityId: me.id,
          before: auditView(row!),
          after: auditView(updated!),
        });
      });
      return { totp_enabled: false as const };
    },
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
    async () => ({
      require_totp: await requireTotpForEveryone(db),
    }),
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
    async (request) => {
      const body = request.body;
      const me = staffOf(request).staff;
      // Once it is required, the owner too could set it up only through a link: first their own.
      if (body.require_totp && !me.totpEnabled) {
        throw new HttpError(
          409,
          'totp_setup_first',
          'Turn on two-factor sign-in for yourself first (My account), then require it for everyone.',
        );
      }
      await db.transaction(async (tx) => {
        const before = await requireTotpForEveryone(tx);
        await tx
          .insert(shopSettings)
          .values({ key: SETTING_REQUIRE_TOTP, value: body.require_totp })
          .onConflictDoUpdate({
            target: shopSettings.key,
            set: { value: body.require_totp, updatedAt: sql`now()` },
          });
        // Required from now on: sessions opened without it end (this one is limited to setup).
        if (body.require_totp && !before)
          await endPasswordOnlySessions(tx, staffOf(request).sessionId);
        await recordAudit(tx, request, {
          action: 'settings.change',
          entityType: 'shop_settings',
          entityId: SETTING_REQUIRE_TOTP,
          before: { require_totp: before },
          after: { require_totp: body.require_totp },
        });
      });
      return { require_totp: body.require_totp };
    },
  );
}
