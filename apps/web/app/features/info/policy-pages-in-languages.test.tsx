// @vitest-environment jsdom
// The policy page's three tabs and the privacy policy page on /ja/ and /zh-cn/ pages: every
// heading and sentence from the catalogue, the links and the e-mail inside the sentences where the
// translation puts them, and no English left but the shop's own names and contact. English pages
// keep the specs' sentences, links inside them.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SHOP_CONTACT } from '@solestock/domain';
import type { Locale } from '@solestock/domain/locales';
import { inLanguage } from '../../i18n/in-language.test-utils';
import { englishLeftovers } from '../../i18n/no-english.test-utils';
import { PolicyPage, type PolicyTab } from './policy-page';
import { PrivacyPolicyPage } from './privacy-policy-page';

afterEach(cleanup);

/** Names, not words: the brand, the company and its address and e-mail, the API (a term). */
const KEPT = [SHOP_CONTACT.company, SHOP_CONTACT.address, SHOP_CONTACT.email, 'Solestock', 'API'];

async function renderPage(ui: React.ReactNode, locale?: Locale) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/page'] });
  const page = <RouterProvider router={router} />;
  return render(locale ? await inLanguage(locale, page) : page);
}

const paragraphWith = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

describe('the policy page in Japanese', () => {
  it.each<PolicyTab>(['terms', 'privacy', 'legal'])('draws the %s tab in Japanese', async (tab) => {
    const { container } = await renderPage(<PolicyPage tab={tab} />, 'ja');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ポリシー');
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(2);
    expect(englishLeftovers(container, KEPT)).toEqual([]);
  });

  it('puts the links and values where the Japanese sentences have them', async () => {
    await renderPage(<PolicyPage tab="terms" />, 'ja');
    expect(screen.getByRole('heading', { name: 'ご購入いただける方' })).toBeTruthy();
    expect(
      paragraphWith(
        'アカウントの作成およびご注文には、18歳以上であるか、親権者または保護者の同意が必要です。',
      ),
    ).toBeTruthy();
    const link = within(screen.getByRole('article')).getByRole('link', {
      name: 'プライバシーポリシー',
    });
    expect(link.getAttribute('href')).toBe('/policy-page?tab=privacy');
    expect(link.parentElement?.textContent).toMatch(
      /2年間ご利用のないアカウントのデータは削除されます。お客様のデータの取り扱いについては、プライバシーポリシーをご覧ください。$/,
    );
    cleanup();

    await renderPage(<PolicyPage tab="legal" />, 'ja');
    const mail = screen.getByRole('link', { name: SHOP_CONTACT.email });
    expect(mail.getAttribute('href')).toBe(`mailto:${SHOP_CONTACT.email}`);
    expect(mail.parentElement?.textContent).toBe(
      `Solestockは${SHOP_CONTACT.company}（${SHOP_CONTACT.address}）が運営しています。お問い合わせ先：${SHOP_CONTACT.email}、${SHOP_CONTACT.phone}。`,
    );
  });
});

describe('the privacy policy page in other languages', () => {
  it('draws its contents, sections and contact in Japanese', async () => {
    const { container } = await renderPage(<PrivacyPolicyPage />, 'ja');
    const contents = screen.getByRole('navigation');
    expect([...contents.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'はじめに',
      '収集する情報',
      '情報の利用目的',
      '情報の共有と開示',
      'データの安全管理',
      'データの保存期間',
      'お客様の権利',
      '本プライバシーポリシーの変更',
      'お問い合わせ',
    ]);
    expect(screen.getByRole('heading', { name: '1. はじめに' })).toBeTruthy();
    expect(screen.getByText(/^Solestock Ltd（以下「Solestock」または「当社」）は/)).toBeTruthy();
    expect(
      screen.getByText(/。2年間ご利用のないアカウントのデータは削除されます。ただし/),
    ).toBeTruthy();
    expect(container.querySelector('address')?.textContent).toContain(
      `メール：${SHOP_CONTACT.email}電話：${SHOP_CONTACT.phone}`,
    );
    expect(englishLeftovers(container, KEPT)).toEqual([]);
  });

  it('draws it in Simplified Chinese', async () => {
    const { container } = await renderPage(<PrivacyPolicyPage />, 'zh-CN');
    expect(screen.getByRole('heading', { name: '9. 联系我们' })).toBeTruthy();
    expect(screen.getByText(/^Solestock Ltd（“Solestock”或“我们”）经营/)).toBeTruthy();
    // Cookie is the word Chinese privacy policies use.
    expect(englishLeftovers(container, [...KEPT, 'Cookie'])).toEqual([]);
  });
});

describe('the policy pages in English', () => {
  it('keep the specs’ sentences, with their links', async () => {
    await renderPage(<PolicyPage tab="privacy" />);
    expect(
      paragraphWith(
        'We use cookies to keep you signed in and to remember your country. You can delete them in your browser; the shop then forgets these choices. The full policy is on the privacy policy page.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy page' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    cleanup();

    const { container } = await renderPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { name: '8. Changes to This Privacy Policy' })).toBeTruthy();
    expect(
      paragraphWith(
        'Solestock Ltd ("Solestock", "we") runs a wholesale storefront for footwear and lifestyle goods. This policy explains what personal information we collect, how we use and protect it, and the rights you have.',
      ),
    ).toBeTruthy();
    expect(container.querySelector('address')?.textContent).toBe(
      `${SHOP_CONTACT.company}${SHOP_CONTACT.address}E-mail: ${SHOP_CONTACT.email}Phone: ${SHOP_CONTACT.phone}`,
    );
  });
});
