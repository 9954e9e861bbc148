// @vitest-environment jsdom
// The company page (decision 146): an admin saves the details, invites with a role and removes a
// member, each told in the live status line; the server's refusals show where they belong (under
// the field, or as an alert naming the last-admin rule); a buyer reads and may only leave.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
} from 'react-router';
import { apiJson } from '../../lib/api';
import { companyAction, type CompanyActionResult } from './company-actions.server';
import type {
  CompanyDto,
  CompanyMembersDto,
  CompanyAddressDto,
} from '@solestock/domain/company-payloads';
import { CompanyPage, type CompanyPageData } from './company-page';

// A post goes through the router to the route's action and back: slower than a stubbed fetch.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** fetch answering `METHOD path` with the next of its answers; the calls are kept. */
function stubApi(answers: Record<string, Response[]>) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${String(url).replace(/^\/api/, '')}`;
      calls.push({ call, body: init?.body ? JSON.parse(String(init.body)) : null });
      const answer = answers[call]?.shift();
      if (!answer) throw new Error(`unexpected call ${call}`);
      return Promise.resolve(answer);
    }),
  );
  return calls;
}

const company: CompanyDto = {
  id: 3,
  name: 'Lee Shoes Ltd',
  tax_id: 'GB123',
  address_line1: '4 Wharf Road',
  address_line2: '',
  city: 'Manchester',
  postcode: 'M3 4LB',
  country_code: 'gb',
  phone: '',
  created_at: '2026-01-01T00:00:00Z',
  role: 'admin',
};
const members: CompanyMembersDto = {
  count: 2,
  members: [
    {
      id: 10,
      user_id: 1,
      first_name: 'Ann',
      email: 'ann@lee.example',
      role: 'admin',
      joined_at: '2026-01-01T00:00:00Z',
      you: true,
    },
    {
      id: 11,
      user_id: 2,
      first_name: 'Bea',
      email: 'bea@lee.example',
      role: 'buyer',
      joined_at: '2026-01-02T00:00:00Z',
      you: false,
    },
  ],
  invitations: [],
};
const address: CompanyAddressDto = {
  id: 5,
  label: 'Warehouse',
  name: 'Ann Lee',
  company: '',
  line1: 'Bay 12, Northgate',
  line2: '',
  city: 'Leeds',
  region: '',
  postcode: 'LS9 0PS',
  country_code: 'gb',
  phone: '',
  is_default: true,
};

async function renderPage(data: Partial<CompanyPageData> = {}) {
  const page: CompanyPageData = {
    company,
    members,
    addresses: [address],
    canEditAddresses: true,
    ...data,
  };
  // The route: its action reaches the stubbed API as the server would; after a post its loader
  // reads the company and its members again (where the tests stub them), the rest as it was.
  const api = (path: string, init?: RequestInit) => fetch(`/api${path}`, init);
  let posted = false;
  const router = createMemoryRouter(
    [
      {
        path: '/company',
        loader: async () =>
          posted
            ? {
                ...page,
                company: await apiJson<CompanyDto>(api, '/ecommerce/company/').catch(
                  () => page.company,
                ),
                members: await apiJson<CompanyMembersDto>(api, '/ecommerce/company/members/').catch(
                  () => page.members,
                ),
              }
            : page,
        action: async ({ request }: ActionFunctionArgs) => {
          posted = true;
          return companyAction(await request.formData(), api);
        },
        Component: () => (
          <CompanyPage
            data={useLoaderData<CompanyPageData>()}
            country="gb"
            result={useActionData<CompanyActionResult>()}
          />
        ),
        hydrateFallbackElement: <p>Loading</p>,
      },
    ],
    { initialEntries: ['/company'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
}

const status = () => screen.getByTestId('company-status');

describe('the company page, as an admin', () => {
  it('saves the details and says so in the live status line', async () => {
    const calls = stubApi({
      'PUT /ecommerce/company/': [json(200, { ...company, name: 'Lee & Co' })],
      'GET /ecommerce/company/': [json(200, { ...company, name: 'Lee & Co' })],
    });
    await renderPage();
    expect(status().getAttribute('role')).toBe('status');
    const name = screen.getByLabelText('Company name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Lee & Co');
    await userEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    await waitFor(() => expect(status().textContent).toBe('Company details saved.'));
    expect(calls[0]!.body).toMatchObject({ name: 'Lee & Co', tax_id: 'GB123', country_code: 'gb' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lee & Co');
  });

  it('shows the server’s sentence under the field it refused', async () => {
    stubApi({
      'PUT /ecommerce/company/': [
        json(400, {
          error: 'phone: Please enter a phone number of 7 to 15 digits.',
          code: 'invalid_request',
          fields: { phone: 'Please enter a phone number of 7 to 15 digits.' },
        }),
      ],
    });
    await renderPage();
    await userEvent.type(screen.getByLabelText(/^Phone/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please correct the fields marked below.',
    );
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please enter a phone number of 7 to 15 digits.',
    );
  });

  it('invites with the chosen role, then lists the invitation', async () => {
    const waiting = {
      ...members,
      invitations: [
        { id: 1, email: 'cem@lee.example', role: 'admin', expires_at: '2026-01-04T00:00:00Z' },
      ],
    };
    const calls = stubApi({
      'POST /ecommerce/company/members/': [
        json(201, { id: 1, email: 'cem@lee.example', role: 'admin', expires_at: '' }),
      ],
      'GET /ecommerce/company/members/': [json(200, waiting)],
    });
    await renderPage();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'Cem@Lee.example');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'admin');
    expect(screen.getByText(/Admin: orders, and manages the company/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(status().textContent).toBe('Invitation sent to cem@lee.example.'));
    expect(calls[0]!.body).toEqual({ email: 'Cem@Lee.example', role: 'admin' });
    expect(screen.getByText('Invitations waiting')).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('');
  });

  it('offers the only admin no way to leave', async () => {
    stubApi({});
    await renderPage();
    expect(screen.queryByRole('button', { name: 'Leave the company' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Bea' })).toBeTruthy();
  });

  it('removes a member after a confirmation and says so', async () => {
    stubApi({
      'DELETE /ecommerce/company/members/11/': [json(204, null)],
      'GET /ecommerce/company/members/': [
        json(200, { ...members, count: 1, members: [members.members[0]] }),
      ],
    });
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Bea' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(status().textContent).toBe('Bea was removed from the company.'));
    expect(screen.queryByText('bea@lee.example')).toBeNull();
  });

  it('names the last-admin rule when the server refuses a departure', async () => {
    stubApi({
      'DELETE /ecommerce/company/members/10/': [
        json(409, {
          error:
            'You are the only admin of your company, so you cannot leave it. Invite a colleague as admin first.',
          code: 'last_admin',
        }),
      ],
    });
    // Two admins on the page; by the time Ann leaves, the other one has gone.
    await renderPage({
      members: {
        ...members,
        members: members.members.map((m) => ({ ...m, role: 'admin' as const })),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Leave the company' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, leave' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/only admin of your company/);
    expect(status().textContent).toBe('');
  });
});

describe('the company page, as a buyer', () => {
  it('shows the details to read, no invitations, and lets the buyer only leave', async () => {
    stubApi({});
    await renderPage({
      company: { ...company, role: 'buyer' },
      members: {
        ...members,
        members: members.members.map((m) => ({ ...m, you: m.id === 11 })),
      },
      canEditAddresses: false,
    });
    expect(screen.queryByLabelText('Company name')).toBeNull();
    expect(screen.getByText('Only an admin of your company can change these.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    const list = screen.getByRole('heading', { name: /Members/ }).closest('section')!;
    expect(within(list).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Leave the company' })).toBeTruthy();
    // Addresses: a buyer adds, but does not edit or remove.
    expect(screen.getByRole('button', { name: '+ Add New Address' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Warehouse' })).toBeNull();
  });
});
