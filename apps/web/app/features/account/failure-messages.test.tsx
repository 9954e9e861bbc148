// @vitest-environment jsdom
// 001 §8: a failed resend or password reset shows the server's message when it sent one, else
// the spec's own text, never the client's generic 'Request failed'. Both are route actions now;
// the change-password form is posted through the router to its action, as the page does.
import { afterEach, describe, expect, it } from 'vitest';
import { configure, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  RouterProvider,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { ChangePassword } from './change-password';
import { resendAction } from './resend-verification.server';
import { action, loader } from '../../routes/change-password';

// A post goes through the router to the route's action and back: slower than a stubbed fetch.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? 'upstream down' : JSON.stringify(body), {
    status,
    headers: { 'content-type': body === undefined ? 'text/plain' : 'application/json' },
  });

type Answer = () => Response | Promise<Response>;
/** The API: the reset link's validation, then `answer` for any write. */
const fakeApi = (answer: Answer) => async (path: string) =>
  path.endsWith('/validate/') ? json(200, { valid: true }) : answer();

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return body;
};

async function resend(answer: Answer) {
  const out = await resendAction(form({ email: 'ada@example.com' }), fakeApi(answer));
  return 'data' in out ? out.data : out;
}

describe('resend verification failure', () => {
  it("answers 'Failed to send verification link' when the server sent no message", async () => {
    expect(await resend(() => json(502, undefined))).toMatchObject({
      ok: false,
      error: 'Failed to send verification link',
    });
  });

  it('answers the server message when there is one', async () => {
    expect(await resend(() => json(400, { error: 'Email is already verified.' }))).toMatchObject({
      ok: false,
      error: 'Email is already verified.',
    });
  });

  it("answers the spec's text when the network fails", async () => {
    expect(await resend(() => Promise.reject(new TypeError('Failed to fetch')))).toMatchObject({
      ok: false,
      error: 'Failed to send verification link',
    });
  });

  it('answers the server sentence on success', async () => {
    expect(await resend(() => json(200, { message: 'Sent again.' }))).toEqual({
      intent: 'resend',
      ok: true,
      message: 'Sent again.',
    });
  });
});

function Page() {
  const { valid } = useLoaderData<{ valid: boolean }>();
  const answer = useActionData<
    { ok: true; message: string } | { ok: false; error: string | null }
  >();
  return (
    <ChangePassword
      valid={valid}
      error={answer && !answer.ok ? answer.error : null}
      done={answer?.ok ? answer.message : null}
    />
  );
}

async function resetWith(answer: Answer) {
  const api = fakeApi(answer);
  const router = createMemoryRouter(
    [
      {
        path: '/change-password/:uid/:token',
        loader: (args: LoaderFunctionArgs) => loader({ ...args, context: { api } } as never),
        action: (args: ActionFunctionArgs) => action({ ...args, context: { api } } as never),
        element: <Page />,
      },
    ],
    { initialEntries: ['/change-password/u1/t1'] },
  );
  render(<RouterProvider router={router} />);
  const user = userEvent.setup();
  await user.type(
    await screen.findByLabelText('New Password', { selector: 'input' }),
    'n3w-Passw0rd!',
  );
  await user.type(
    screen.getByLabelText('Confirm New Password', { selector: 'input' }),
    'n3w-Passw0rd!',
  );
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return (await screen.findByRole('alert')).textContent;
}

describe('password reset confirm failure', () => {
  it("shows 'Failed to reset password. Please try again.' when the server sent no message", async () => {
    expect(await resetWith(() => json(502, undefined))).toBe(
      'Failed to reset password. Please try again.',
    );
  });

  it("shows the server's error field when there is one", async () => {
    expect(await resetWith(() => json(400, { error: 'Password is too common.' }))).toBe(
      'Password is too common.',
    );
  });

  it('shows the server sentence once the password is changed', async () => {
    const api = fakeApi(() => json(200, { message: 'Your password has been reset.' }));
    const router = createMemoryRouter(
      [
        {
          path: '/change-password/:uid/:token',
          loader: (args: LoaderFunctionArgs) => loader({ ...args, context: { api } } as never),
          action: (args: ActionFunctionArgs) => action({ ...args, context: { api } } as never),
          element: <Page />,
        },
      ],
      { initialEntries: ['/change-password/u1/t1'] },
    );
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New Password', { selector: 'input' }), 'a');
    await user.type(screen.getByLabelText('Confirm New Password', { selector: 'input' }), 'a');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your password has been reset.');
  });
});
