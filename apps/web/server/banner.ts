// The few lines `npm start` and `npm run dev` print once the store listens (issue 29 item 10):
// where the store is, where its mail goes, and how to sign in to the back office. Everything
// else a start prints (asset sizes, each request) waits for LOG_LEVEL=debug.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_OWNER_FILE, isLocalUrl, type Config } from '@solestock/api/host';

export function startBanner(
  config: Pick<Config, 'publicUrl' | 'smtpUrl' | 'dataDir' | 'firstOwner' | 'logLevel'>,
): string[] {
  const url = config.publicUrl;
  let mail: string;
  if (config.smtpUrl) mail = `sent through ${new URL(config.smtpUrl).host} (SMTP_URL)`;
  // No SMTP server: mail waits in the database's outbox; on this machine a page shows it.
  else if (isLocalUrl(url)) mail = `not sent (no SMTP_URL): read it at ${url}/dev/mail`;
  else mail = 'not sent: it waits in the outbox table until SMTP_URL names a mail server';
  const ownerFile = join(config.dataDir, FIRST_OWNER_FILE);
  const signIn = config.firstOwner
    ? `as ${config.firstOwner.email} (OWNER_EMAIL)`
    : !config.dataDir.startsWith('memory://') && existsSync(ownerFile)
      ? `with the e-mail and password in ${ownerFile}`
      : 'with a staff account (npm run staff -- add ... makes one)';
  return [
    `  Store:        ${url}`,
    `  Mail:         ${mail}`,
    `  Back office:  ${url}/admin, ${signIn}`,
    ...(config.logLevel === 'debug' || config.logLevel === 'trace'
      ? []
      : ['  More detail:  LOG_LEVEL=debug']),
  ];
}
