import { describe, expect, it } from 'vitest';
import { FALLBACK_BANNERS_PER_SCREEN } from '@solestock/domain';
import { carouselSlides, fallbackCarousel } from './home-banners';

describe('home banners', () => {
  it('bundles 4 fallback banners per screen type, each its own image', () => {
    for (const screen of ['desktop', 'tablet', 'mobile'] as const) {
      const list = fallbackCarousel(screen);
      expect(list).toHaveLength(FALLBACK_BANNERS_PER_SCREEN);
      expect(new Set(list.map((b) => b.banner)).size).toBe(FALLBACK_BANNERS_PER_SCREEN);
      for (const b of list) expect(b.banner).toMatch(new RegExp(`^/banners/${screen}-\\d\\.svg$`));
    }
  });

  it('pairs the screen types slide by slide, repeating a shorter list', () => {
    const img = (s: string) => ({ banner: s, link: '', alt: s });
    const slides = carouselSlides({
      desktop: [img('d1'), img('d2'), img('d3')],
      tablet: [img('t1')],
      mobile: [img('m1'), img('m2'), img('m3')],
    });
    expect(slides.map((s) => [s.desktop.banner, s.tablet.banner, s.mobile.banner])).toEqual([
      ['d1', 't1', 'm1'],
      ['d2', 't1', 'm2'],
      ['d3', 't1', 'm3'],
    ]);
  });
});
