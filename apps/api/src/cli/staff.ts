// `npm run staff -- add --email E --role owner|manager|support [--name N] [--password]`: adds a
// back-office member from the command line (e.g. the first owner on a server) and prints the
// invitation link to set a password, or, with --password, sets one read from a hidden prompt or
// from the first line of stdin (it must follow the sign-up rules). The password is never an
// argument: npm prints a script's arguments in its banner, and the shell keeps them in its history.
// `npm run staff -- reset-password --email E` prints (and mails) a single-use link of one hour
// for an existing member to choose a new password, e.g. the generated first owner's.
// The link is on PUBLIC_URL; without it the command refuses to guess the store's address.
import { parseArgs } from 'node:util';
import { read } from 'read';
import { z } from 'zod';
import { EMAIL_PATTERN, passwordFault } from '@solestock/domain';
import { STAFF_ROLES } from '@solestock/domain/back-office/staff-roles';
import { staffNameSchema } from '@solestock/domain/account-schemas';
import { isPublicUrlSet, loadConfig } from '../config.ts';
import { connect, migrateDatabase } from '../db/connect.ts';
import { staff } from '../db/schema.ts';
import { hashPassword } from '../modules/identity/index.ts';
import { queueMail } from '../modules/mail/index.ts';
import { recordAuditAs } from '../modules/audit/index.ts';
import {
  invitationMail,
  issueInvitation,
  staffByEmail,
  issueStaffReset,
  staffResetMail,
} from '../modules/staff/index.ts';

const USAGE = [
  'Usage: npm run staff -- add --email E --role owner|manager|support [--name N] [--password]',
  '       npm run staff -- reset-password --email E',
  '--password asks for the password (hidden), or reads its first line from stdin when piped:',
  '       printf \'%s\\n\' "$PASSWORD" | npm run staff -- add --email E --role owner --password',
].join('\n');

const argsSchema = z.object({
  email: z
    .string({ error: '--email is required' })
    .trim()
    .toLowerCase()
    .regex(EMAIL_PATTERN, { error: '--email must be an e-mail address' }),
  role: z.enum(STAFF_ROLES, { error: '--role is owner, manager, support or sales_rep' }),
  name: staffNameSchema.optional(),
  password: z.boolean().optional(),
});

/** The command line, or exit 2 with the reason and the usage. */
function commandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'boolean' },
      },
    });
  } catch (error) {
    return refuse(`${(error as Error).message}. Nobody was added.`);
  }
}

function refuse(reason: string): never {
  if (reason) console.error(reason);
  console.error(USAGE);
  process.exit(2);
}

/**
 * The password for --password: typed twice at a hidden prompt on a terminal, otherwise the first
 * line of stdin (a pipe or a file: `printf '%s\n' "$PASSWORD" | npm run staff -- add ...`).
 * Prompts go to stderr, so stdout holds only the result.
 */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const password = await read({ prompt: 'Password:', silent: true, output: process.stderr });
    const again = await read({ prompt: 'Again:', silent: true, output: process.stderr });
    if (password !== again) refuse('The two passwords differ. Nobody was added.');
    return password;
  }
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0]!;
}

const { values, positionals } = commandLine();
if (positionals[0] === 'reset-password') {
  const email = argsSchema.shape.email.safeParse(values.email);
  if (!email.success) refuse(email.error.issues.map((i) => i.message).join('\n'));
  process.exitCode = await resetPassword(email.data);
  process.exit();
}
if (positionals[0] !== 'add') refuse('');
// `add ... --password P`, as this command once took it, leaves P as a stray word.
if (positionals.length > 1) {
  refuse(
    `Unexpected "${positionals.slice(1).join(' ')}": --password takes no value (a password on the ` +
      "command line shows in npm's banner and the shell's history); it is asked for, or read " +
      'from stdin. Nobody was added.',
  );
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
if (!parsed.success) refuse(parsed.error.issues.map((i) => i.message).join('\n'));
const args = { ...parsed.data, password: parsed.data.password ? await readPassword() : undefined };
const fault = args.password === undefined ? undefined : passwordFault(args.password);
if (fault) refuse(`The password is refused: ${fault}. Nobody was added.`);
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
