// @vitest-environment jsdom
// Login (001 §2): 'Logging In...' and a disabled button while the form posts, also when the
// login URL carries a query string, as every guard redirect's `?from=` does.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LoginForm } from './login-form';

afterEach(cleanup);

function renderLogin(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: <LoginForm error={null} />,
        // An answer that never comes keeps the form submitting.
        action: () => new Promise(() => {}),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('LoginForm pending state', () => {
  for (const path of ['/login', '/login?from=%2Fcart']) {
    it(`shows 'Logging In...' and disables the button while posting at ${path}`, async () => {
      const user = userEvent.setup();
      renderLogin(path);
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-pass');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      const button = await screen.findByRole('button', { name: 'Logging In...' });
      expect(button).toHaveProperty('disabled', true);
    });
  }
});
