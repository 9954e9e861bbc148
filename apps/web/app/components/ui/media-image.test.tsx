// @vitest-environment jsdom
// An upload draws as a <picture> with AVIF and WebP srcsets and its own proportions; any other
// image (the demo drawings) stays a plain <img>.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MediaImage } from './media-image';

afterEach(cleanup);
const key = 'a'.repeat(32);

describe('MediaImage', () => {
  it('offers an upload in AVIF and WebP at its widths, sized by its own ratio', () => {
    const { container } = render(
      <MediaImage
        src={`/media/u/${key}/1200x900/1200.webp`}
        sizes="50vw"
        alt="A boot"
        width={800}
        height={800}
      />,
    );
    const avif = container.querySelector('picture > source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toBe(
      [320, 640, 1024, 1200].map((w) => `/media/u/${key}/1200x900/${w}.avif ${w}w`).join(', '),
    );
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('srcset')).toContain(`/media/u/${key}/1200x900/640.webp 640w`);
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.getAttribute('src')).toBe(`/media/u/${key}/1200x900/1200.webp`);
    // 800 wide as asked, 600 high as the photo is: no layout shift while it loads.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '600']);
    expect(img.getAttribute('alt')).toBe('A boot');
  });

  it('leaves a drawing as it was', () => {
    const { container } = render(
      <MediaImage src="/media/item/boot/1f1f1f/0.svg" sizes="50vw" alt="" width={72} height={72} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/item/boot/1f1f1f/0.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
