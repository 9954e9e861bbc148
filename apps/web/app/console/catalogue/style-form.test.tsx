// @vitest-environment jsdom
// Issue 28.6: the whole-style form turns sizes and colours into the SKUs it will create, checks
// the form with the domain's styleForm before sending (each problem beside its field), and
// sends one request.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { StyleForm, checkStyle, emptyStyle, plannedSkus, sizesOf, styleBody } from './style-form';

describe('the style form’s rules', () => {
  it('reads sizes separated by commas or spaces, and spells out a run', () => {
    expect(sizesOf('40, 41 42')).toEqual(['40', '41', '42']);
    expect(sizesOf('6-9, 9.5')).toEqual(['6', '7', '8', '9', '9.5']);
  });

  it('plans a SKU per colour and size, and names each bad field', () => {
    const draft = {
      ...emptyStyle(),
      sku_prefix: 'ss-1001',
      sizes: '40-41',
      colours: [
        { key: 1, name: 'Black', hex: '', images: [] },
        { key: 2, name: 'Sea blue', hex: 'zz', images: [] },
      ],
      selling_price: '12.5',
    };
    expect(plannedSkus(draft)).toEqual([
      'SS-1001-BLACK-40',
      'SS-1001-BLACK-41',
      'SS-1001-SEABLUE-40',
      'SS-1001-SEABLUE-41',
    ]);
    expect(checkStyle(draft).fields).toEqual({
      'colours.1.hex': expect.stringMatching(/six hex digits/),
    });
    expect(styleBody(draft).sizes).toEqual(['40', '41']);
    const empty = checkStyle(emptyStyle()).fields;
    expect(Object.keys(empty).sort()).toEqual(
      expect.arrayContaining(['sku_prefix', 'sizes', 'selling_price', 'colours.0.name']),
    );
  });
});

describe('StyleForm', () => {
  afterEach(cleanup);

  it('shows the problems beside the fields and sends nothing when the form is wrong', () => {
    let sent = 0;
    const router = createMemoryRouter(
      [
        {
          path: '/admin/catalogue/groups/5',
          element: <StyleForm groupName="Marlow Court Trainer" />,
          action: () => {
            sent += 1;
            return { intent: 'create-style', ok: true, message: 'Created.' };
          },
        },
      ],
      { initialEntries: ['/admin/catalogue/groups/5'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByLabelText('Sizes'), { target: { value: '40-42' } });
    fireEvent.change(screen.getByLabelText('Colour 1 name'), { target: { value: 'Black' } });
    expect(screen.getByTestId('style-sku-count').textContent).toBe('3 products will be created:');
    fireEvent.click(screen.getByRole('button', { name: 'Create 3 products' }));
    expect(
      screen.getByText(/Please correct 2 problems marked below\. Nothing was created\./),
    ).toBeTruthy();
    expect(screen.getByLabelText('SKU prefix').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Default price').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(0);
  });
});
