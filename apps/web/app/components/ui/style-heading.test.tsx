// @vitest-environment jsdom
// A style-and-colour block's heading (decisions 155 and 156), as the cart, the order page and the
// console draw it: the name is the block's h3 (or the button the cart puts there); the image and
// the brand above the name come only when asked for; the subtotal is named for a screen reader;
// a folded block's sizes and pairs are said in words.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FoldedSizes, StyleHeading } from './style-heading';

afterEach(cleanup);

const style = { name: 'Harbor Boot', brand: 'Northpeak', image: '/media/boot.svg' };

describe('StyleHeading', () => {
  it('pictured: the image, the brand, then the name as the h3 and the screen’s lines', () => {
    const { container } = render(
      <StyleHeading style={style} pictured className="row" titleClassName="title">
        <p>Colour: Navy</p>
      </StyleHeading>,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/boot.svg');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    const heading = screen.getByRole('heading', { level: 3, name: 'Harbor Boot' });
    expect(heading.className).toBe('title');
    expect(heading.previousElementSibling?.textContent).toBe('Northpeak');
    expect(heading.nextElementSibling?.textContent).toBe('Colour: Navy');
    expect(container.textContent).not.toContain('Subtotal');
  });

  it('unpictured: neither image nor brand; its own title and a subtotal named “Subtotal”', () => {
    const { container } = render(
      <StyleHeading
        style={style}
        pictured={false}
        title={<button type="button">Harbor Boot, Navy</button>}
        subtotal="£120.00"
        className="row"
        titleClassName="title"
        subtotalClassName="sum"
      >
        <p>24 pairs</p>
      </StyleHeading>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).not.toContain('Northpeak');
    expect(screen.getByRole('heading', { level: 3 }).querySelector('button')?.textContent).toBe(
      'Harbor Boot, Navy',
    );
    expect(container.querySelector('.sum')?.textContent).toBe('Subtotal £120.00');
  });
});

describe('FoldedSizes', () => {
  it('says every size and its pairs, introduced for a screen reader', () => {
    const { container } = render(
      <FoldedSizes
        lines={[
          { size: '8', quantity: 6, mode: 'sea' },
          { size: '9', quantity: 12, mode: 'sea' },
        ]}
        className="run"
      />,
    );
    const run = container.querySelector('p.run')!;
    expect(run.querySelector('.sr-only')?.textContent).toBe('Sizes and pairs: ');
    expect(run.textContent).toBe('Sizes and pairs: 8×6, 9×12');
  });
});
