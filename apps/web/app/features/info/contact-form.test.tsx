// @vitest-environment jsdom
// The help center's contact form (001 §2) checks itself with the server's schema, which it loads
// on first use rather than with the page. A submit that comes before the check has loaded waits
// for it: what to correct still shows, an invalid form is never posted, and a valid one is posted
// once however often Send was pressed meanwhile.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useActionData } from 'react-router';
import type { ContactActionData } from './contact-form';

let posted: Record<string, string>[];

/** A fresh copy of the form's module each time, so its check starts out not loaded. */
async function renderForm() {
  vi.resetModules();
  const { ContactForm } = await import('./contact-form');
  function Page() {
    return <ContactForm actionData={useActionData() as ContactActionData | undefined} />;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/help-center',
        element: <Page />,
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()) as Record<string, string>);
          return { ok: true, message: 'Thank you!' } satisfies ContactActionData;
        },
      },
    ],
    { initialEntries: ['/help-center'] },
  );
  render(<RouterProvider router={router} />);
  return document.querySelector('form') as HTMLFormElement;
}

/** Typed in without focusing the fields, so nothing has loaded the check yet. */
function fillIn(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = document.querySelector(`[name="${name}"]`) as HTMLInputElement;
    field.value = value;
  }
}

const VALID = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  mobile: '+44 7700 900123',
  message: 'Do you ship 500 pairs by sea to Toronto?',
};

beforeEach(() => {
  posted = [];
});
afterEach(cleanup);

describe('ContactForm', () => {
  it('shows what to correct on a submit before the check has loaded, and posts nothing', async () => {
    const form = await renderForm();
    fillIn({ ...VALID, first_name: '', email: 'ada@' });
    fireEvent.submit(form);
    expect(await screen.findByText('Please enter your first name.')).toBeTruthy();
    expect(
      screen.getByText('Please enter a valid email address (e.g., name@example.com).'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the fields marked below.');
    expect(document.activeElement?.getAttribute('name')).toBe('first_name');
    expect(posted).toEqual([]);

    // The check is there now: the next submit is checked at once, with no wait.
    fillIn({ first_name: 'Ada' });
    fireEvent.submit(form);
    expect(screen.queryByText('Please enter your first name.')).toBeNull();
    expect(document.activeElement?.getAttribute('name')).toBe('email');
    expect(posted).toEqual([]);
  });

  it('posts a valid form once, though Send was pressed twice while the check loaded', async () => {
    const form = await renderForm();
    fillIn(VALID);
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect((await screen.findByTestId('contact-confirmation')).textContent).toContain('Thank you!');
    expect(posted).toEqual([VALID]);
  });
});
