// @vitest-environment jsdom
// The login and sign-up forms on a /ja/ page: every word from the Japanese catalogue (labels,
// buttons, links, the show/hide toggle's name, the sign-up hints), none left in English.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { inLanguage } from '../../i18n/in-language.test-utils';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

afterEach(cleanup);

async function renderIn(locale: 'ja' | 'zh-CN', path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(await inLanguage(locale, <RouterProvider router={router} />));
}

/** The page's words and its elements' accessible names, less what the shopper typed. */
function englishLeft(typed: string[] = []): string[] {
  const names = [...document.querySelectorAll('[aria-label],[placeholder],[title]')].map((e) =>
    ['aria-label', 'placeholder', 'title'].map((a) => e.getAttribute(a) ?? '').join(' '),
  );
  let text = [document.body.textContent ?? '', ...names].join(' ');
  // The shop's name is the brand's, in every language.
  for (const kept of [...typed, 'Solestock']) text = text.split(kept).join(' ');
  return text.match(/[A-Za-z]{2,}/g) ?? [];
}

describe('the account forms in Japanese', () => {
  it('draws the login form in Japanese', async () => {
    await renderIn('ja', '/login', <LoginForm error="Incorrect email or password." />);
    expect(screen.getByRole('heading', { name: 'ログイン' })).toBeTruthy();
    expect(screen.getByLabelText('メールアドレス')).toBeTruthy();
    expect(screen.getByLabelText('パスワード', { selector: 'input' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'パスワードを表示' })).toBeTruthy();
    expect(screen.getByLabelText('ログイン状態を保持する')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'パスワードをお忘れですか?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '新規登録' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByText('Solestockのご利用は初めてですか?', { exact: false })).toBeTruthy();
    // The API's refusal stays its own sentence, after the page's own 'Error: '.
    expect(screen.getByRole('alert').textContent).toBe('エラー: Incorrect email or password.');
    expect(englishLeft(['Incorrect email or password.'])).toEqual([]);
  });

  it('draws the sign-up form and its hints in Japanese', async () => {
    const user = userEvent.setup();
    await renderIn('ja', '/sign-up', <SignUpForm result={null} />);
    expect(screen.getByRole('heading', { name: '新規登録' })).toBeTruthy();
    await user.type(screen.getByLabelText('メールアドレス'), 'ann@shop');
    await user.type(screen.getByLabelText('パスワード', { selector: 'input' }), 'short');
    await user.click(screen.getByLabelText('ユーザー名'));
    expect(screen.getByText('正しいメールアドレスを入力してください(例: ann@shop)')).toBeTruthy();
    expect(screen.getByText(/^パスワードは8文字以上/)).toBeTruthy();
    expect(screen.getByLabelText('パスワード(確認)', { selector: 'input' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '利用規約' }).getAttribute('href')).toBe(
      '/policy-page',
    );
    expect(screen.getByRole('link', { name: 'プライバシーポリシー' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '登録する' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ログイン' }).getAttribute('href')).toBe('/login');
    expect(englishLeft(['ann@shop'])).toEqual([]);
  });

  it('draws the login form in Chinese', async () => {
    await renderIn('zh-CN', '/login', <LoginForm error={null} />);
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.getByLabelText('电子邮箱')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });
});
