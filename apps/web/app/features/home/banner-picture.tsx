// A banner in three sizes: the browser picks the screen type's image by media query (000 §9:
// mobile below 768 px, tablet 768 to 1024 px, desktop above), so nothing waits for JavaScript.
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
  return (
    <picture>
      <source
        media="(max-width: 767.98px)"
        srcSet={banner.mobile.banner}
        width={768}
        height={480}
      />
      <source media="(max-width: 1024px)" srcSet={banner.tablet.banner} width={1024} height={400} />
      <img
        src={banner.desktop.banner}
        alt={banner.desktop.alt ?? ''}
        width={1920}
        height={560}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        className={`block h-auto w-full ${className}`}
      />
    </picture>
  );
}
