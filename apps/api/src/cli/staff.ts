// `npm run staff -- add --email E --role owner|manager|support [--name N] [--password P]`: adds a
// back-office member from the command line (e.g. the first owner on a server) and prints the
// invitation link to set a password, or sets the given one (it must follow the sign-up rules).
// `npm run staff -- reset-password --email E` prints (and mails) a single-use link of one hour
// for an existing member to choose a new password, e.g. the generated first owner's.
// The link is on PUBLIC_URL; without it the command refuses to guess the store's address.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { EMAIL_PATTERN, passwordFault } from '@solestock/domain';
import { STAFF_ROLES } from '@solestock/domain/back-office/staff-roles';
import { staffNameSchema } from '@solestock/domain/account-schemas';
import { isPublicUrlSet, loadConfig } from '../config.ts';
import { connect, migrateDatabase } from '../db/connect.ts';
import { staff } from '../db/schema.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { queueMail } from '../modules/mail/mail-queue.ts';
import { recordAuditAs } from '../modules/staff/audit.ts';
import { invitationMail, issueInvitation, staffByEmail } from '../modules/staff/staff.service.ts';
import { issueStaffReset, staffResetMail } from '../modules/staff/staff-account.service.ts';

const USAGE = [
  'Usage: npm run staff -- add --email E --role owner|manager|support [--name N] [--password P]',
  '       npm run staff -- reset-password --email E',
].join('\n');

const argsSchema = z.object({
  email: z
    .string({ error: '--email is required' })
    .trim()
    .toLowerCase()
    .regex(EMAIL_PATTERN, { error: '--email must be an e-mail address' }),
  role: z.enum(STAFF_ROLES, { error: '--role is owner, manager or support' }),
  name: staffNameSchema.optional(),
  password: z
    .string()
    .superRefine((v, ctx) => {
      const fault = passwordFault(v);
      if (fault) ctx.addIssue({ code: 'custom', message: `--password: ${fault}` });
    })
    .optional(),
});

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
  },
});
if (positionals[0] === 'reset-password') {
  const email = argsSchema.shape.email.safeParse(values.email);
  if (!email.success) {
    console.error(email.error.issues.map((i) => i.message).join('\n'));
    console.error(USAGE);
    process.exit(2);
  }
  process.exitCode = await resetPassword(email.data);
  process.exit();
}
if (positionals[0] !== 'add') {
  console.error(USAGE);
  process.exit(2);
}

/** Prints a reset link for an active member; 1 when the address is no active member. */
async function resetPassword(email: string): Promise<number> {
  const config = loadConfig();
  const handle = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(handle);
    const token = await handle.db.transaction(async (tx) => {
      const member = await staffByEmail(tx, email);
      if (!member?.passwordHash || member.disabledAt) return null;
      const t = await issueStaffReset(tx, member.id);
      await queueMail(tx, staffResetMail(config.publicUrl, member.email, member.name, t));
      await recordAuditAs(
        tx,
        { staffId: null, address: 'command line' },
        { action: 'staff.password_reset_request', entityType: 'staff', entityId: member.id },
      );
      return t;
    });
    if (!token) {
      console.error(
        `${email} is not an active staff member (invited members accept their invitation; add others with \`npm run staff -- add\`).`,
      );
      return 1;
    }
    console.log(`A link for ${email} to choose a new password (one hour, once):`);
    console.log(`${config.publicUrl}/admin/password-reset/${token}`);
    return 0;
  } finally {
    await handle.close();
  }
}
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  console.error(parsed.error.issues.map((i) => i.message).join('\n'));
  console.error(USAGE);
  process.exit(2);
}
const args = parsed.data;
const config = loadConfig();
// The invitation link (printed and mailed) must name the store's real address: without
// PUBLIC_URL it would be localhost on this command's PORT, which is rarely the store's.
if (!args.password && !isPublicUrlSet()) {
  console.error(
    'PUBLIC_URL is not set, so the invitation link would have to guess the store’s address: ' +
      'set PUBLIC_URL to it (e.g. PUBLIC_URL=http://localhost:3000 npm run staff -- add ...), ' +
      'or give --password. Nobody was added.',
  );
  process.exit(2);
}
const handle = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(handle);
  const passwordHash = args.password ? await hashPassword(args.password) : null;
  const result = await handle.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({
        email: args.email,
        name: args.name || args.email.split('@')[0]!,
        role: args.role,
        passwordHash,
      })
      .onConflictDoNothing({ target: staff.email })
      .returning();
    if (!row) return null;
    const token = passwordHash ? null : await issueInvitation(tx, row.id, null);
    if (token) {
      await queueMail(
        tx,
        invitationMail(
          config.publicUrl,
          row.email,
          args.name ?? '',
          'The shop’s administrator',
          row.role,
          token,
        ),
      );
    }
    await recordAuditAs(
      tx,
      { staffId: null, address: 'command line' },
      {
        action: 'staff.add',
        entityType: 'staff',
        entityId: row.id,
        after: { email: row.email, name: row.name, role: row.role },
      },
    );
    return { row, token };
  });
  if (!result) {
    console.error(`${args.email} is already a staff member.`);
    process.exitCode = 1;
  } else if (result.token) {
    console.log(
      `Added ${result.row.email} (${result.row.role}). The invitation link (72 hours, once):`,
    );
    console.log(`${config.publicUrl}/admin/invitation/${result.token}`);
  } else {
    console.log(
      `Added ${result.row.email} (${result.row.role}); sign in at ${config.publicUrl}/admin`,
    );
  }
} finally {
  await handle.close();
}
