// The home banners per screen type (000 §7): the carousel's slides and the ecosystem banner, with
// the bundled defaults used when a call fails (000 §8, §9: 4 fallback banners per screen type).
import { FALLBACK_BANNERS_PER_SCREEN, SCREEN_TYPES, type ScreenType } from '@solestock/domain';
import type { BannerImage } from '@solestock/domain/content-payloads';
/** One image per screen type; the browser picks one by media query. */
export type ResponsiveBanner = Record<ScreenType, BannerImage>;

const FALLBACK_HEADLINES = [
  'Wholesale footwear, shipped worldwide',
  'New season sneakers by the carton',
  'Sandals for every shelf',
  'Boots that sell themselves',
] as const;

export function fallbackCarousel(screen: ScreenType): BannerImage[] {
  return FALLBACK_HEADLINES.slice(0, FALLBACK_BANNERS_PER_SCREEN).map((alt, i) => ({
    banner: `/banners/${screen}-${i + 1}.svg`,
    alt,
    link: '',
  }));
}

export function fallbackEcosystem(screen: ScreenType): BannerImage {
  return {
    banner: `/banners/ecosystem-${screen}.svg`,
    alt: 'Source, stock and ship with Solestock',
    link: '',
  };
}

/**
 * Pairs the three screen types' lists into slides. The desktop list sets the slide count; a
 * screen type with fewer banners repeats its own from the start.
 */
export function carouselSlides(lists: Record<ScreenType, BannerImage[]>): ResponsiveBanner[] {
  const count = Math.max(...SCREEN_TYPES.map((s) => lists[s].length));
  return Array.from({ length: lists.desktop.length || count }, (_, i) => {
    const pick = (s: ScreenType) => lists[s][i % lists[s].length] ?? lists.desktop[i]!;
    return { desktop: pick('desktop'), tablet: pick('tablet'), mobile: pick('mobile') };
  });
}
