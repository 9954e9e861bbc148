// @vitest-environment jsdom
// The card's hover cycle: images change every 1000 ms with dot buttons, leaving returns to the
// cover, and a dot shows its image.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { ItemGroup } from '@solestock/domain';
import { ProductCard } from './product-card';

const group: ItemGroup = {
  id: 7,
  groupName: 'Trail Runner',
  brand: 'Acme',
  products: [
    {
      id: 70,
      productName: 'Trail Runner Red 42',
      coverImage: '/media/a.svg',
      imagesArray: ['/media/a.svg', '/media/b.svg', '/media/c.svg'],
      color: 'Red',
      size: '42',
      brand: 'Acme',
      sellingPrice: { amount: 12.5, currency: 'usd' },
    },
  ],
};

function renderCard() {
  const Stub = createRoutesStub([{ path: '/', Component: () => <ProductCard group={group} /> }]);
  render(<Stub />);
  return screen.getByTestId('product-card');
}
const image = (card: HTMLElement) => card.querySelector('img')?.getAttribute('src');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ProductCard', () => {
  it('cycles images every 1000 ms on hover and returns to the cover on leave', () => {
    const card = renderCard();
    expect(image(card)).toBe('/media/a.svg');
    fireEvent.mouseEnter(card);
    act(() => vi.advanceTimersByTime(999));
    expect(image(card)).toBe('/media/a.svg');
    act(() => vi.advanceTimersByTime(1));
    expect(image(card)).toBe('/media/b.svg');
    act(() => vi.advanceTimersByTime(2000));
    expect(image(card)).toBe('/media/a.svg'); // wrapped after the third image
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.mouseLeave(card);
    expect(image(card)).toBe('/media/a.svg');
    act(() => vi.advanceTimersByTime(3000));
    expect(image(card)).toBe('/media/a.svg');
  });

  it('shows one dot per image, and a dot shows its image', () => {
    const card = renderCard();
    fireEvent.mouseEnter(card);
    const dots = screen.getAllByRole('button', { name: /Show image/ });
    expect(dots).toHaveLength(3);
    fireEvent.click(dots[2]!);
    expect(image(card)).toBe('/media/c.svg');
    expect(dots[2]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('links to the first product and shows the price in the shopper currency', () => {
    renderCard();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/products/product/70');
    expect(screen.getByText('Trail Runner')).toBeTruthy();
  });
});
