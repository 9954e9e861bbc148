// The storefront's reads of the home page's content: banners of a kind for a screen type, and
// the social links, each in the order the console set.
import { and, asc, eq } from 'drizzle-orm';
import type { ScreenType } from '@solestock/domain';
import type { Database } from '../../db/connect.ts';
import { banners, socialLinks } from '../../db/schema.ts';

/** The banners of one kind for one screen type, first to last. */
export function bannersOf(db: Database, kind: 'carousel' | 'ecosystem', screenType: ScreenType) {
  return db
    .select({ id: banners.id, banner: banners.image, link: banners.link, alt: banners.alt })
    .from(banners)
    .where(and(eq(banners.kind, kind), eq(banners.screenType, screenType)))
    .orderBy(asc(banners.position), asc(banners.id));
}

/** The shop's social links, first to last. */
export function shopSocialLinks(db: Database) {
  return db
    .select({ name: socialLinks.name, url: socialLinks.url, icon: socialLinks.icon })
    .from(socialLinks)
    .orderBy(asc(socialLinks.position), asc(socialLinks.id));
}
