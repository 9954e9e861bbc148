// The home page's content as the back office writes it (docs/api.md, back office, "Rates, content"): one
// schema per form, read by the console before it sends and by the API before it writes.
import { z } from 'zod';
import { SCREEN_TYPES } from '../constants.ts';
import { safeReturnTarget } from '../return-target.ts';

/** Any origin judges a path alike: only whether it stays on it matters. */
const SHOP_ORIGIN = 'http://shop.invalid';

export const BANNER_KINDS = ['carousel', 'ecosystem'] as const;

/** An image the shop serves itself: an upload or one of the demo drawings, under /media/. */
export const mediaPathField = (name: string) =>
  z
    .string({ error: `Choose the ${name}.` })
    .trim()
    .min(1, { error: `Choose the ${name}.` })
    .max(400, { error: `The ${name}'s address is too long.` })
    .regex(/^\/media\/[A-Za-z0-9._~%/-]+$/, {
      error: `The ${name} is an image uploaded here (an address starting /media/).`,
    });

/** Where a banner leads: a page of this shop (/…) or an https address; empty: nowhere. */
export const bannerLinkField = z
  .string({ error: 'The link is a page of the shop (/…) or an https:// address.' })
  .trim()
  .max(500, { error: 'The link has at most 500 characters.' })
  // A page of the shop by the same rule as a return target: `/\evil.example/` or `/\t/…` lead
  // browsers off-site (issue 27.6).
  .refine((v) => v === '' || safeReturnTarget(v, SHOP_ORIGIN) !== null || isHttpsUrl(v), {
    error: 'The link is a page of the shop starting with / or an https:// address.',
  });

/** An https:// address on a named host (a dot in it), with no spaces. */
export function isHttpsUrl(value: string): boolean {
  return /^https:\/\/([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?([/?#][^\s]*)?$/i.test(
    value,
  );
}

const altField = z
  .string({ error: 'Describe the banner for people who cannot see it.' })
  .trim()
  .min(1, { error: 'Describe the banner for people who cannot see it (its alt text).' })
  .max(200, { error: 'The alt text has at most 200 characters.' });

export const bannerCreateSchema = z.object({
  kind: z.enum(BANNER_KINDS, { error: 'kind is carousel or ecosystem.' }),
  screen_type: z.enum(SCREEN_TYPES, { error: `screen_type is one of ${SCREEN_TYPES.join(', ')}.` }),
  image: mediaPathField('banner image'),
  link: bannerLinkField.default(''),
  alt: altField,
});

export const bannerChangeSchema = z
  .object({
    image: mediaPathField('banner image').optional(),
    link: bannerLinkField.optional(),
    alt: altField.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'Change at least one of image, link or alt.',
  });

const ids = (name: string, max: number) =>
  z
    .array(
      z
        .number({ error: `${name} are numbers.` })
        .int({ error: `${name} are whole numbers.` })
        .min(1, { error: `${name} are positive numbers.` })
        .max(2_147_483_647, { error: `${name} are ids from this shop.` }),
      { error: `${name} is a list of ids.` },
    )
    .max(max, { error: `${name} has at most ${max} entries.` })
    .refine((list) => new Set(list).size === list.length, {
      error: `${name} names an id twice.`,
    });

export const bannerOrderSchema = z.object({
  kind: z.enum(BANNER_KINDS, { error: 'kind is carousel or ecosystem.' }),
  screen_type: z.enum(SCREEN_TYPES, { error: `screen_type is one of ${SCREEN_TYPES.join(', ')}.` }),
  ids: ids('ids', 100),
});

/** Which brands, head categories and item groups the home page shows; each list given replaces. */
export const homeShowSchema = z
  .object({
    brands: ids('brands', 200).optional(),
    head_categories: ids('head_categories', 200).optional(),
    item_groups: ids('item_groups', 200).optional(),
  })
  .refine((v) => v.brands || v.head_categories || v.item_groups, {
    error: 'Send brands, head_categories or item_groups: the ids the home page shows.',
  });

export const SOCIAL_NAME_MAX = 40;

export const socialLinkSchema = z.object({
  name: z
    .string({ error: 'Name the network, e.g. Instagram.' })
    .trim()
    .min(1, { error: 'Name the network, e.g. Instagram.' })
    .max(SOCIAL_NAME_MAX, { error: `The name has at most ${SOCIAL_NAME_MAX} characters.` }),
  url: z
    .string({ error: 'The address is an https:// link.' })
    .trim()
    .max(500, { error: 'The address has at most 500 characters.' })
    .refine(isHttpsUrl, {
      error: 'The address is an https:// link, e.g. https://instagram.com/you.',
    }),
  /** Empty: a round icon with the name's first letter. */
  icon: mediaPathField('icon').or(z.literal('')).default(''),
});

export const socialOrderSchema = z.object({ ids: ids('ids', 50) });

// ------------------------------------------------------------------ answers

/** A banner as the console keeps it (GET /api/admin/content/ → banners[], and each banner write). */
export const bannerRow = z.strictObject({
  id: z.number().int(),
  kind: z.enum(BANNER_KINDS),
  screen_type: z.enum(SCREEN_TYPES),
  image: z.string(),
  link: z.string(),
  alt: z.string(),
  position: z.number().int(),
});

/** A social link as the console keeps it (GET /api/admin/content/ → social_links[], each write). */
export const socialRow = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  icon: z.string(),
  position: z.number().int(),
});

/** An item group to choose for the home page (GET /api/admin/content/item-groups/ → []). */
export const groupHit = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  /** Given by the search, not by the overview's list (all of which are shown). */
  show_on_homepage: z.boolean().optional(),
});
export type GroupHit = z.output<typeof groupHit>;

const shownName = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  show_on_homepage: z.boolean(),
});

/** GET /api/admin/content/: everything the content screen shows. */
export const contentData = z.strictObject({
  banners: z.array(bannerRow),
  social_links: z.array(socialRow),
  brands: z.array(shownName),
  head_categories: z.array(shownName),
  item_groups: z.array(groupHit),
});
export type ContentData = z.output<typeof contentData>;

/** PUT /api/admin/content/home/: the ids the home page shows afterwards. */
export const homeShown = z.strictObject({
  brands: z.array(z.number().int()),
  head_categories: z.array(z.number().int()),
  item_groups: z.array(z.number().int()),
});

/** GET /api/ecommerce/social-media/ → []: a social link of the storefront's footer. */
export const socialLinkDto = z.strictObject({
  name: z.string(),
  url: z.string(),
  icon: z.string(),
});
export type SocialLinkDto = z.output<typeof socialLinkDto>;
