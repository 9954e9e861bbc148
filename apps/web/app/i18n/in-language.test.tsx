// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useT } from './i18n';
import { inLanguage } from './in-language.test-utils';

function SkipLink() {
  const t = useT();
  return <a href="#main">{t('header.skipToContent')}</a>;
}

describe('inLanguage', () => {
  afterEach(cleanup);

  it('renders a screen in the language asked for', async () => {
    render(await inLanguage('ja', <SkipLink />));
    expect(screen.getByRole('link').textContent).toBe('本文へ移動');
    cleanup();
    render(await inLanguage('zh-CN', <SkipLink />));
    expect(screen.getByRole('link').textContent).not.toBe('Skip to content');
  });

  it('renders English without it', () => {
    render(<SkipLink />);
    expect(screen.getByRole('link').textContent).toBe('Skip to content');
  });
});
