// @vitest-environment jsdom
// The Staff page's invitation form (issue 28.7): a sent invitation says whom it went to and as
// what, in the page's live status, and empties the form, the second time too; a refused one keeps
// what was typed beside the API's sentence.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useActionData } from 'react-router';
import { action } from '../../routes/admin/staff';
import type { StaffMemberRow } from '../shared/console-types';
import { StaffPage, type StaffActionResult } from './staff-page';

const members: StaffMemberRow[] = [
  {
    id: 1,
    email: 'olga@example.com',
    name: 'Olga',
    role: 'owner',
    status: 'active',
    invited: false,
    disabled: false,
    disabled_at: null,
    totp_enabled: false,
    created_at: '2026-01-05T09:00:00.000Z',
  },
];

/** A fake staff API: any address but taken@example.com is invited. */
const api = async (path: string, init?: RequestInit) => {
  const body = JSON.parse(String(init?.body)) as { email: string; role: string };
  if (body.email === 'taken@example.com')
    return Response.json(
      { error: 'This address already belongs to an active staff member.', code: 'staff_exists' },
      { status: 409 },
    );
  return Response.json(
    { id: 2, email: body.email.toLowerCase(), name: '', role: body.role, status: 'invited' },
    { status: 201 },
  );
};

function Page() {
  const result = useActionData<StaffActionResult>();
  return <StaffPage members={members} requireTotp={false} selfId={1} result={result} />;
}

function renderPage() {
  type Args = Parameters<typeof action>[0];
  const router = createMemoryRouter(
    [
      {
        path: '/admin/staff',
        action: (args) => action({ ...args, context: { api } } as unknown as Args),
        element: <Page />,
      },
    ],
    { initialEntries: ['/admin/staff'] },
  );
  render(<RouterProvider router={router} />);
}

const email = () => screen.getByLabelText('E-mail') as HTMLInputElement;

async function invite(address: string, role: string) {
  await userEvent.type(email(), address);
  await userEvent.selectOptions(screen.getByLabelText('Role'), role);
  await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
}

describe('the invitation form', () => {
  afterEach(cleanup);

  it('says whom it invited as what, and empties the form after every send', async () => {
    renderPage();
    await invite('Nia@Example.com', 'manager');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Invitation sent to nia@example.com as manager.',
      ),
    );
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(email().value).toBe('');
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('support');

    await invite('sam@example.com', 'owner');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Invitation sent to sam@example.com as owner.',
      ),
    );
    expect(email().value).toBe('');
  });

  it('keeps what was typed when the invitation is refused', async () => {
    renderPage();
    await invite('taken@example.com', 'manager');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This address already belongs to an active staff member.',
      ),
    );
    expect(email().value).toBe('taken@example.com');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
