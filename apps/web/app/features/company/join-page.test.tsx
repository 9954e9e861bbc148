// @vitest-environment jsdom
// The join page of an invitation (decision 146): a guest is sent to sign in (and back) or to
// sign up; a buyer signed in as another address is told so; the invited address joins with one
// button; a link that cannot be used says why.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useActionData,
  type ActionFunctionArgs,
} from 'react-router';
import { action as joinAction } from '../../routes/company-join';
import { JoinPage, type JoinPageData } from './join-page';

// A post goes through the router to the route's action and back: slower than a stubbed fetch.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const token = 'T'.repeat(43);
const invitation = {
  company_name: 'Lee Shoes Ltd',
  email: 'bea@lee.example',
  role: 'buyer' as const,
  invited_by: 'Ann',
  expires_at: '2026-01-04T00:00:00Z',
};

function renderJoin(data: Partial<JoinPageData>) {
  const page: JoinPageData = { token, invitation, refusal: null, user: null, ...data };
  const api = (path: string, init?: RequestInit) => fetch(`/api${path}`, init);
  const router = createMemoryRouter(
    [
      {
        path: '/company/join/:token',
        action: (args: ActionFunctionArgs) => joinAction({ ...args, context: { api } } as never),
        Component: () => (
          <JoinPage data={page} result={useActionData<typeof joinAction>() as never} />
        ),
      },
    ],
    { initialEntries: [`/company/join/${token}`] },
  );
  render(<RouterProvider router={router} />);
}

describe('the join page', () => {
  it('sends a guest to sign in and back, or to sign up', () => {
    renderJoin({});
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Join Lee Shoes Ltd');
    expect(screen.getByText(/Ann invited/).textContent).toContain('bea@lee.example');
    expect(screen.getByRole('link', { name: 'Sign in to join' }).getAttribute('href')).toBe(
      `/login?redirectTo=${encodeURIComponent(`/company/join/${token}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/sign-up',
    );
  });

  it('tells a buyer signed in as another address to sign in as the invited one', () => {
    renderJoin({ user: { first_name: 'Cem', email: 'cem@other.example' } });
    expect(screen.getByRole('alert').textContent).toMatch(
      /signed in as cem@other.example, but this invitation is for bea@lee.example/,
    );
    expect(screen.queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it('joins the invited address with one button and says so', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ id: 3, name: 'Lee Shoes Ltd', role: 'buyer' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderJoin({ user: { first_name: 'Bea', email: 'Bea@lee.example' } });
    await userEvent.click(screen.getByRole('button', { name: 'Join Lee Shoes Ltd' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'You joined Lee Shoes Ltd. Its orders are now yours to follow.',
      ),
    );
    expect(fetch).toHaveBeenCalledWith(
      `/api/ecommerce/company/invitations/${token}/accept/`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByRole('link', { name: 'See its orders' }).getAttribute('href')).toBe(
      '/orders',
    );
  });

  it('shows the server’s sentence when accepting is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              error: 'This invitation has already been used.',
              code: 'invitation_used',
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
        ),
      ),
    );
    renderJoin({ user: { first_name: 'Bea', email: 'bea@lee.example' } });
    await userEvent.click(screen.getByRole('button', { name: 'Join Lee Shoes Ltd' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation has already been used.',
    );
  });

  it('says why a link cannot be used', () => {
    renderJoin({ invitation: null, refusal: 'This invitation has expired.' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'This invitation cannot be used',
    );
    expect(screen.getByRole('alert').textContent).toBe('This invitation has expired.');
  });
});
