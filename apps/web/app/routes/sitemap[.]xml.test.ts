// The sitemap in the languages offered (docs/languages.md, decision 207): English alone, one URL
// a page as before; more languages, each page in each of them, naming the others and x-default.
import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap[.]xml';

const PUBLIC = 'https://shop.example';

describe('sitemapXml', () => {
  it('lists each page once, as before, when English alone is offered', () => {
    expect(sitemapXml(PUBLIC, ['/', '/brands', '/brands'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://shop.example/</loc></url>',
        '  <url><loc>https://shop.example/brands</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('lists each page in every language offered, with its alternates and x-default', () => {
    const xml = sitemapXml(PUBLIC, ['/products/Nike%20SB'], ['en', 'ja', 'zh-CN']);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://shop.example/products/Nike%20SB',
      'https://shop.example/ja/products/Nike%20SB',
      'https://shop.example/zh-cn/products/Nike%20SB',
    ]);
    const links =
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/products/Nike%20SB"/>' +
      '<xhtml:link rel="alternate" hreflang="ja" href="https://shop.example/ja/products/Nike%20SB"/>' +
      '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://shop.example/zh-cn/products/Nike%20SB"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/products/Nike%20SB"/>';
    expect(xml.split(links).length - 1).toBe(3);
  });

  it('leaves out a language not offered, and puts the homes at /ja/', () => {
    const xml = sitemapXml(PUBLIC, ['/'], ['en', 'ja']);
    expect(xml).toContain('<loc>https://shop.example/ja/</loc>');
    expect(xml).not.toContain('zh-cn');
    expect(xml).not.toContain('hreflang="zh-CN"');
  });
});
