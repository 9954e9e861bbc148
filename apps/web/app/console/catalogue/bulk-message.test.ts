// The catalogue's bulk actions say what they did (issue 28.7): how many products or groups, and
// for a price change by how much, from the API's count.
import { describe, expect, it } from 'vitest';
import { action } from '../../routes/admin/catalogue';

type Args = Parameters<typeof action>[0];
const sent: unknown[] = [];
const api = async (_path: string, init?: RequestInit) => {
  sent.push(JSON.parse(String(init?.body)));
  return Response.json({ changed: 12 });
};

const run = async (body: Record<string, unknown>) => {
  const request = new Request('http://shop.test/admin/catalogue', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await action({ request, context: { api }, params: {} } as unknown as Args)) as {
    ok: boolean;
    message?: string;
  };
};

describe('bulk action messages', () => {
  it('a price change names the products re-priced and the percentage', async () => {
    const up = await run({
      intent: 'bulk',
      target: 'item_groups',
      ids: [1, 2],
      action: 'change_price',
      percent: '+10',
    });
    expect(up).toMatchObject({ ok: true, message: '12 products re-priced by +10 %.' });
    const down = await run({
      intent: 'bulk',
      target: 'item_groups',
      ids: [1],
      action: 'change_price',
      percent: '-2.5',
    });
    expect(down.message).toBe('12 products re-priced by -2.5 %.');
    expect(sent.at(-1)).toMatchObject({ action: 'change_price', percent: '-2.5', ids: [1] });
  });

  it('other actions name what was done to how many', async () => {
    const shown = await run({
      intent: 'bulk',
      target: 'item_groups',
      ids: [3],
      action: 'show_on_homepage',
    });
    expect(shown.message).toBe('12 item groups shown on the home page.');
    const archived = await run({
      intent: 'bulk',
      target: 'item_groups',
      ids: [3],
      action: 'archive',
    });
    expect(archived.message).toBe('12 products archived.');
  });
});
