// Issue 42 item 6: the storefront's forms are plain form posts answered by route actions, so they
// work without JavaScript. Each post here is what a browser without scripts sends (urlencoded, no
// fetch, no JSON), through the web server to the real action and the real API in one process;
// the document is the action's answer.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { PASSWORDS_DO_NOT_MATCH } from '@solestock/domain';
import { action as resendAction } from '../app/routes/get-confirm-email';
import { action as changePasswordAction } from '../app/routes/change-password';
import { action as companyAction } from '../app/routes/company';
import { actionDataDocument, testBuild } from './test-build.ts';
import { openTestStore, type TestStore } from './test-store.ts';

function formsBuild(dir: string): ServerBuild {
  return testBuild(
    dir,
    {
      'routes/get-confirm-email': { path: 'get-confirm-email', module: { action: resendAction } },
      'routes/change-password': {
        path: 'change-password/:uid/:token',
        module: { action: changePasswordAction },
      },
      'routes/company': { path: 'company', module: { action: companyAction } },
    },
    actionDataDocument,
  );
}

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore('storefront-forms', formsBuild);
});
afterAll(() => store?.close());

/** A form posted as a browser without JavaScript posts it: the status and the action's answer. */
async function post(path: string, fields: Record<string, string>) {
  const response = await store.web.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const actionData = Object.values(
    (response.json() ?? {}) as Record<string, Record<string, unknown>>,
  ).find(Boolean);
  return { status: response.statusCode, answer: actionData };
}

describe('storefront forms without JavaScript', () => {
  it('Resend Confirmation: posted, answered with the API’s sentence', async () => {
    const email = `nojs-${randomBytes(5).toString('hex')}@example.com`;
    const { status, answer } = await post('/get-confirm-email', { intent: 'resend', email });
    expect(status).toBe(200);
    expect(answer).toMatchObject({ intent: 'resend', ok: true });
    expect(String(answer!.message)).toMatch(/\S/);
  });

  it('Resend Confirmation without an address: refused on the page', async () => {
    const { status, answer } = await post('/get-confirm-email', { intent: 'resend', email: '' });
    expect(status).toBe(400);
    expect(answer).toMatchObject({ ok: false, error: 'Please enter your email address.' });
  });

  it('Change password: a confirm that differs, then a spent link, each said on the page', async () => {
    const mismatch = await post('/change-password/u1/not-a-token', {
      password: 'N3w#Password!',
      confirm_password: 'Other#Password1',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.answer).toMatchObject({ ok: false, error: PASSWORDS_DO_NOT_MATCH });

    const spent = await post('/change-password/u1/not-a-token', {
      password: 'N3w#Password!',
      confirm_password: 'N3w#Password!',
    });
    expect(spent.status).toBe(400);
    // The API's own sentence, not the client's generic one.
    expect(spent.answer).toMatchObject({ ok: false });
    expect(String(spent.answer!.error)).not.toMatch(/Request failed/);
    expect(String(spent.answer!.error)).toMatch(/\S/);
  });

  it('Company invitation from a guest: the API’s refusal, with its status', async () => {
    const { status, answer } = await post('/company', {
      intent: 'invite',
      email: 'colleague@example.com',
      role: 'buyer',
    });
    expect(status).toBe(401);
    expect(answer).toMatchObject({ intent: 'invite', ok: false, fields: {} });
    expect(String(answer!.error)).not.toMatch(/Request failed/);
  });

  it('an unknown intent is refused, not sent to the API', async () => {
    const { status, answer } = await post('/company', { intent: 'drop-tables' });
    expect(status).toBe(400);
    expect(answer).toMatchObject({ ok: false, error: 'Unknown action.' });
  });
});
