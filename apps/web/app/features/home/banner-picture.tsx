// A banner in three sizes: the browser picks the screen type's image by media query (000 §9:
// mobile below 768 px, tablet 768 to 1024 px, desktop above), so nothing waits for JavaScript.
// An uploaded banner (decision 105) also offers its AVIF and WebP widths at each size.
import { mediaSources } from '@solestock/domain/media-urls';
import { bannerSources } from '../../components/ui/media-image';
import type { ResponsiveBanner } from './home-banners';

export function BannerPicture({
  banner,
  eager = false,
  className = '',
}: {
  banner: ResponsiveBanner;
  eager?: boolean;
  className?: string;
}) {
  const desktop = mediaSources(banner.desktop.banner);
  return (
    <picture>
      {bannerSources(banner.mobile.banner, '(max-width: 767.98px)', 768, 480)}
      {bannerSources(banner.tablet.banner, '(max-width: 1024px)', 1024, 400)}
      {desktop ? <source type="image/avif" srcSet={desktop.avif} sizes="100vw" /> : null}
      <img
        src={desktop ? desktop.src : banner.desktop.banner}
        srcSet={desktop ? desktop.webp : undefined}
        sizes={desktop ? '100vw' : undefined}
        alt={banner.desktop.alt ?? ''}
        width={1920}
        height={desktop ? Math.round((1920 * desktop.height) / desktop.width) : 560}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        className={`block h-auto w-full ${className}`}
      />
    </picture>
  );
}
