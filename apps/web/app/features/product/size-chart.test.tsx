// @vitest-environment jsdom
// Sizes in the shopper's system beside the stored ones, and the size chart's native dialog
// (issue 19): a UK-sized style shows US sizes in the United States, and the chart EU and US.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inRouter, productFixture, shopContext } from './test-fixtures';
import { VariantSelector } from './variant-selector';
import { inLanguage } from '../../i18n/in-language.test-utils';

// jsdom has <dialog> without its methods: enough of them to open and close.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

afterEach(cleanup);

const ukStyle = productFixture({ sizeSystem: 'uk' });

describe('sizes in the shopper’s system', () => {
  it('shows each UK size with its US size in the United States', async () => {
    render(inRouter(<VariantSelector product={ukStyle} />, shopContext('us')));
    const eight = await screen.findByRole('link', { name: /^8 ?, US 9$/ });
    expect(eight.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: /^9 ?, US 10$/ })).toBeTruthy();
    expect(screen.getByText(/^Size:/).textContent).toBe('Size: 8 (US 9)');
  });

  it("uses women's US sizes for a women's style, JP in Japan, and nothing more in Britain", async () => {
    const women = productFixture({ sizeSystem: 'uk', category: "Women's Footwear" });
    render(inRouter(<VariantSelector product={women} />, shopContext('ca')));
    expect(await screen.findByRole('link', { name: /^8 ?, US 10$/ })).toBeTruthy();
    cleanup();
    render(inRouter(<VariantSelector product={ukStyle} />, shopContext('jp')));
    expect(await screen.findByRole('link', { name: /^9 ?, JP 27$/ })).toBeTruthy();
    cleanup();
    render(inRouter(<VariantSelector product={ukStyle} />, shopContext('gb')));
    expect(await screen.findByRole('link', { name: '9' })).toBeTruthy();
  });

  it('shows no chart and no conversion for a style without a size system or in letter sizes', async () => {
    render(inRouter(<VariantSelector product={productFixture()} />, shopContext('us')));
    expect(await screen.findByRole('link', { name: '9' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Size chart' })).toBeNull();
    cleanup();
    const letters = productFixture({
      sizeSystem: 'letter',
      size: 'M',
      variants: [
        { id: 7, color: 'Black', size: 'M', coverImage: '' },
        { id: 8, color: 'Black', size: 'L', coverImage: '' },
      ],
    });
    render(inRouter(<VariantSelector product={letters} />, shopContext('us')));
    expect(await screen.findByRole('link', { name: 'L' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Size chart' })).toBeNull();
  });
});

describe('the size chart', () => {
  it('opens as a dialog with UK, EU, US, JP and CN for the style’s sizes, and closes', async () => {
    const user = userEvent.setup();
    render(inRouter(<VariantSelector product={ukStyle} />, shopContext('us')));
    // Closed, the chart draws nothing (every product page's markup is the lighter for it).
    expect(screen.getByTestId('size-chart').childElementCount).toBe(0);
    await user.click(await screen.findByRole('button', { name: 'Size chart' }));
    const dialog = screen.getByRole('dialog', { name: 'Size chart' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(within(dialog).getByText(/sized in UK sizes/).textContent).toContain(
      "Your country's sizes are in the US men column.",
    );
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'UK',
      'EU',
      'US men (your country)',
      'US women',
      'JP (cm)',
      'CN (mm)',
    ]);
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '8(this product)42910' + '26260',
      '94310112' + '7270',
    ]);
    expect(rows[0]!.getAttribute('aria-current')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(dialog.childElementCount).toBe(0);
  });
});

describe('the size chart in Japanese and Chinese (issue 46 item 5)', () => {
  it('puts JP (cm) and EU first, in the page’s words; English keeps its order', async () => {
    const user = userEvent.setup();
    render(
      await inLanguage('ja', inRouter(<VariantSelector product={ukStyle} />, shopContext('jp'))),
    );
    await user.click(await screen.findByRole('button', { name: 'サイズ表' }));
    const dialog = screen.getByRole('dialog', { name: 'サイズ表' });
    expect(within(dialog).getByText(/UKサイズ表記/).textContent).toBe(
      'このスタイルはUKサイズ表記です。お住まいの国のサイズは「JP (cm)」の列です。',
    );
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'JP (cm)（お住まいの国）',
      'EU',
      'UK',
      'USメンズ',
      'USウィメンズ',
      'CN (mm)',
    ]);
    // Each row follows its columns: JP 26 (this product), EU 42, UK 8.
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toBe('26（この商品）42891026' + '0');
    cleanup();

    render(
      await inLanguage('zh-CN', inRouter(<VariantSelector product={ukStyle} />, shopContext('us'))),
    );
    await user.click(await screen.findByRole('button', { name: '尺码表' }));
    const zh = screen.getByRole('dialog', { name: '尺码表' });
    expect(
      within(zh)
        .getAllByRole('columnheader')
        .map((h) => h.textContent)
        .slice(0, 3),
    ).toEqual(['日码 (cm)', '欧码', '英码']);
  });
});
