// The company's route action: each intent's call to the API and the sentence the page's status
// line says; a refusal keeps the API's sentences and names the form (intent and address).
import { describe, expect, it } from 'vitest';
import { companyAction, ADDRESS_INTENTS } from './company-actions.server';

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function fakeApi(answers: Record<string, Response>) {
  const calls: { call: string; body: unknown }[] = [];
  const api = async (path: string, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${path}`;
    calls.push({ call, body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = answers[call];
    if (!answer) throw new TypeError(`unexpected ${call}`);
    return answer.clone();
  };
  return { api, calls };
}

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};

const unwrap = (out: unknown) =>
  out && typeof out === 'object' && 'data' in out ? (out as { data: unknown }).data : out;

describe('companyAction', () => {
  it('invites and says whom', async () => {
    const { api, calls } = fakeApi({
      'POST /ecommerce/company/members/': json(201, { email: 'bea@lee.example' }),
    });
    const out = await companyAction(
      form({ intent: 'invite', email: ' bea@lee.example ', role: 'admin' }),
      api,
    );
    expect(out).toEqual({
      intent: 'invite',
      ok: true,
      message: 'Invitation sent to bea@lee.example.',
    });
    expect(calls[0]!.body).toEqual({ email: 'bea@lee.example', role: 'admin' });
  });

  it('says a departure in the leaver’s words and a removal in the member’s name', async () => {
    const { api } = fakeApi({
      'DELETE /ecommerce/company/members/10/': json(204, null),
      'DELETE /ecommerce/company/members/11/': json(204, null),
    });
    const leave = form({ intent: 'remove-member', id: '10', you: 'true', company: 'Lee Shoes' });
    expect(await companyAction(leave, api)).toMatchObject({
      ok: true,
      message: 'You left Lee Shoes. You now have a company of your own.',
    });
    const remove = form({ intent: 'remove-member', id: '11', you: 'false', member: 'Bea' });
    expect(await companyAction(remove, api)).toMatchObject({
      ok: true,
      message: 'Bea was removed from the company.',
    });
  });

  it('adds an address, naming it for the checkout to pick; the default only when offered', async () => {
    const { api, calls } = fakeApi({
      'POST /ecommerce/company/addresses/': json(201, { id: 9 }),
    });
    const fields = { intent: 'add-address', name: 'Ann', line1: '9 Wharf Road', city: 'Leeds' };
    expect(await companyAction(form({ ...fields, offer_default: 'false' }), api)).toEqual({
      intent: 'add-address',
      ok: true,
      message: 'Address added.',
      added: 9,
    });
    expect(calls[0]!.body).not.toHaveProperty('is_default');
    await companyAction(form({ ...fields, offer_default: 'true', is_default: 'on' }), api);
    expect(calls[1]!.body).toMatchObject({ is_default: true });
  });

  it('makes an address the default with its own fields', async () => {
    const address = { id: 5, name: 'Ann', line1: '5 Wharf Road', is_default: false };
    const { api, calls } = fakeApi({
      'GET /ecommerce/company/addresses/': json(200, { addresses: [address], can_edit: true }),
      'PUT /ecommerce/company/addresses/5/': json(200, { ...address, is_default: true }),
    });
    expect(await companyAction(form({ intent: 'make-default', id: '5' }), api)).toMatchObject({
      ok: true,
      message: 'Default address changed.',
      id: 5,
    });
    expect(calls[1]!.body).toEqual({ ...address, is_default: true });
  });

  it('keeps the API’s refusal, its field sentences and the address it was about', async () => {
    const { api } = fakeApi({
      'PUT /ecommerce/company/addresses/5/': json(400, {
        error: 'Please correct these fields: city.',
        fields: { city: 'Please enter the city.' },
      }),
    });
    const out = await companyAction(form({ intent: 'save-address', id: '5' }), api);
    expect(unwrap(out)).toEqual({
      intent: 'save-address',
      id: 5,
      ok: false,
      error: 'Please correct these fields: city.',
      fields: { city: 'Please enter the city.' },
    });
  });

  it('refuses what the page does not offer: an unknown intent, or a company write at checkout', async () => {
    const { api, calls } = fakeApi({});
    expect(unwrap(await companyAction(form({ intent: 'nope' }), api))).toMatchObject({
      ok: false,
      error: 'Unknown action.',
    });
    expect(
      unwrap(await companyAction(form({ intent: 'invite' }), api, ADDRESS_INTENTS)),
    ).toMatchObject({ ok: false, error: 'Unknown action.' });
    expect(calls).toEqual([]);
  });
});
