// Issue 29 item 10: a start's banner says where the store is, where mail goes and how to sign in.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startBanner } from './banner.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'banner-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const base = {
  publicUrl: 'http://localhost:4100',
  smtpUrl: undefined,
  dataDir,
  firstOwner: undefined,
  logLevel: 'info',
};

describe('the start banner', () => {
  it('names the store, the outbox page on this machine, and the first owner’s file', () => {
    writeFileSync(join(dataDir, 'first-owner.txt'), 'x');
    const text = startBanner(base).join('\n');
    expect(text).toContain('Store:        http://localhost:4100');
    expect(text).toContain('read it at http://localhost:4100/dev/mail');
    expect(text).toContain(
      `http://localhost:4100/admin, with the e-mail and password in ${dataDir}/first-owner.txt`,
    );
    expect(text).toContain('LOG_LEVEL=debug');
    expect(startBanner(base).length).toBeLessThanOrEqual(5);
  });

  it('names the mail server, or says mail waits when there is neither one nor a local page', () => {
    const smtp = startBanner({ ...base, smtpUrl: 'smtp://user:secret@mail.example:587' }).join(
      '\n',
    );
    expect(smtp).toContain('sent through mail.example:587');
    expect(smtp).not.toContain('secret');
    expect(startBanner({ ...base, publicUrl: 'https://shop.example' }).join('\n')).toMatch(
      /waits in the outbox table until SMTP_URL/,
    );
    expect(
      startBanner({ ...base, firstOwner: { email: 'boss@shop.example', password: 'x' } }).join(
        '\n',
      ),
    ).toContain('as boss@shop.example (OWNER_EMAIL)');
  });
});
