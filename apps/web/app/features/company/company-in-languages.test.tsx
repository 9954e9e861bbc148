// @vitest-environment jsdom
// The company page on /ja/ and /zh-cn/ pages: headings, labels, roles, the address book, the
// country names and dates in the page's language; only the company's own data stays as typed.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Locale } from '@solestock/domain/locales';
import { inLanguage } from '../../i18n/in-language.test-utils';
import { CompanyPage, type CompanyPageData } from './company-page';

afterEach(cleanup);

const data: CompanyPageData = {
  company: {
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
  },
  members: {
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
    invitations: [
      { id: 7, email: 'cy@lee.example', role: 'buyer', expires_at: '2026-12-03T10:00:00Z' },
    ],
  },
  addresses: [
    {
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
    },
  ],
  canEditAddresses: true,
};

/** What the company typed: it stays as it was written, in every language. */
const TYPED = [
  'Lee Shoes Ltd',
  'GB123',
  '4 Wharf Road',
  'Manchester',
  'M3 4LB',
  'ann@lee.example',
  'bea@lee.example',
  'cy@lee.example',
  'Ann Lee',
  'Ann',
  'Bea',
  'Warehouse',
  'Bay 12, Northgate',
  'Leeds',
  'LS9 0PS',
  // A file's kind and the tax numbers' names, as they are named everywhere.
  'PDF',
  'VAT',
  'GST',
  'EIN',
];

async function renderIn(locale: Locale) {
  const router = createMemoryRouter(
    [{ path: '/company', element: <CompanyPage data={data} country="gb" /> }],
    { initialEntries: ['/company'] },
  );
  render(await inLanguage(locale, <RouterProvider router={router} />));
}

function englishLeft(): string[] {
  const names = [...document.querySelectorAll('[aria-label]')].map(
    (e) => e.getAttribute('aria-label') ?? '',
  );
  let text = [document.body.textContent ?? '', ...names].join(' ');
  for (const kept of TYPED) text = text.split(kept).join(' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

describe('the company page in other languages', () => {
  it('is Japanese on a /ja/ page', async () => {
    await renderIn('ja');
    expect(screen.getByRole('heading', { name: '会社情報' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'メンバー(2)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '配送先住所' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← マイアカウント' })).toBeTruthy();
    expect(screen.getByLabelText('会社名')).toBeTruthy();
    expect(screen.getByLabelText('税番号(任意)')).toBeTruthy();
    // The country in Japanese, in the form and on the address's label.
    const country = screen.getByLabelText('国(任意)') as HTMLSelectElement;
    expect(country.selectedOptions[0]!.textContent).toBe('イギリス');
    expect(screen.getByText('Bay 12, Northgate, Leeds LS9 0PS, イギリス')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Warehouseを編集' })).toBeTruthy();
    expect(screen.getByText('既定')).toBeTruthy();
    expect(screen.getByText('2026年12月3日まで有効', { exact: false })).toBeTruthy();
    const invite = screen.getByRole('form', { name: '同僚を招待する' });
    expect(within(invite).getByRole('button', { name: '招待を送信' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('is Simplified Chinese on a /zh-cn/ page', async () => {
    await renderIn('zh-CN');
    expect(screen.getByRole('heading', { name: '公司信息' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '收货地址' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '+ 添加新地址' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '移除Bea' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });
});
