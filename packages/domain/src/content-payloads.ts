// The home page's content answers (docs/api.md, "Home page content"): declared once, named by
// the API's routes as their response schemas and read by the storefront.
import { z } from 'zod';

/** A banner of the storefront: its image's address, its link ('' for none) and alt text. */
export const bannerImage = z.strictObject({
  banner: z.string(),
  link: z.string(),
  alt: z.string(),
});
export type BannerImage = z.output<typeof bannerImage>;

/** GET /api/ecommerce/carousel-banners/: one group holding the screen type's slides. */
export const carouselBannersAnswer = z.array(
  z.strictObject({ banners: z.array(bannerImage.extend({ id: z.number().int() })) }),
);
export type CarouselBannersAnswer = z.output<typeof carouselBannersAnswer>;

/** GET /api/ecommerce/ecosystem-banner/. */
export const ecosystemBannersAnswer = z.array(bannerImage);
