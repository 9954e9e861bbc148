// Two-factor enrolment by a link the owner sends (issue 27.6, decision 131; docs/security.md, "The
// back office"). While the shop requires two-factor sign-in, a password alone never enrols an
// authenticator: the member also needs this link, mailed to their address. Single-use, 24 hours,
// stored hashed, as invitations are; a new link replaces the old one. The setup the link starts
// is kept on the link's row, so its confirm accepts a code for that secret only.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { staff, staffTotpEnrolments } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../identity/index.ts';
import { composeMail } from '../mail/index.ts';
import type { Db } from './staff.service.ts';

export const TOTP_ENROLMENT_HOURS = 24;

export type TotpEnrolmentRow = typeof staffTotpEnrolments.$inferSelect;

export const invalidEnrolmentLink = () =>
  new HttpError(
    400,
    'invalid_enrolment_link',
    'This set-up link is invalid, used or expired. Ask an owner to send you a new one.',
  );

/** Issues a fresh single-use link for a member; their earlier unused links stop working. */
export async function issueTotpEnrolment(
  tx: Db,
  staffId: number,
  sentBy: number,
): Promise<{ token: string; expiresAt: Date }> {
  await tx
    .update(staffTotpEnrolments)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffTotpEnrolments.staffId, staffId), isNull(staffTotpEnrolments.usedAt)));
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + TOTP_ENROLMENT_HOURS * 3_600_000);
  await tx.insert(staffTotpEnrolments).values({
    staffId,
    tokenHash: hashSecretToken(token),
    sentBy,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The live link named by a token (unused, unexpired, its member not disabled), or undefined.
 * `lock` takes its row for the rest of the transaction: two confirms at once run one by one.
 */
export async function usableTotpEnrolment(
  db: Db,
  token: string,
  lock = false,
): Promise<TotpEnrolmentRow | undefined> {
  if (!looksLikeSecretToken(token)) return undefined;
  const query = db
    .select()
    .from(staffTotpEnrolments)
    .where(
      and(
        eq(staffTotpEnrolments.tokenHash, hashSecretToken(token)),
        isNull(staffTotpEnrolments.usedAt),
        sql`${staffTotpEnrolments.expiresAt} > now()`,
        sql`exists (select 1 from ${staff} where ${staff.id} = ${staffTotpEnrolments.staffId} and ${staff.disabledAt} is null)`,
      ),
    );
  return (lock ? await query.for('update') : await query)[0];
}

export function totpEnrolmentMail(
  publicUrl: string,
  to: string,
  name: string,
  sender: string,
  token: string,
) {
  return composeMail(
    to,
    'Set up two-factor sign-in for the Solestock back office',
    name || to,
    [
      `${sender} asks you to set up two-factor sign-in for your Solestock back-office account.`,
      `Open the link below, sign in with your password and add the shop to your authenticator app. It works once, within ${TOTP_ENROLMENT_HOURS} hours. If you did not expect it, tell ${sender}.`,
    ],
    {
      label: 'Set up two-factor sign-in',
      url: `${publicUrl}/admin/totp-enrolment/${token}`,
    },
  );
}
