import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './public-url';

describe('absoluteUrl', () => {
  it('puts paths on PUBLIC_URL and keeps absolute catalogue URLs', () => {
    expect(absoluteUrl('https://shop.example', '/products/product/3')).toBe(
      'https://shop.example/products/product/3',
    );
    expect(absoluteUrl('https://shop.example/', '/sitemap.xml')).toBe(
      'https://shop.example/sitemap.xml',
    );
    expect(absoluteUrl('http://localhost:3000', '/media/a%20b.webp')).toBe(
      'http://localhost:3000/media/a%20b.webp',
    );
    expect(absoluteUrl('https://shop.example', 'https://cdn.example/x.webp')).toBe(
      'https://cdn.example/x.webp',
    );
  });
});
