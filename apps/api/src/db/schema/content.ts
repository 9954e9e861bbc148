// The storefront's content: homepage banners, social links, and the contact form's messages.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['carousel', 'ecosystem'] }).notNull(),
    screenType: text('screen_type', { enum: ['desktop', 'tablet', 'mobile'] }).notNull(),
    image: text('image').notNull(),
    /** Where the banner leads, if anywhere. */
    link: text('link').notNull().default(''),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('banners_kind_screen_idx').on(t.kind, t.screenType, t.position)],
);

export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull().default(0),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  message: text('message').notNull(),
  /** Set when a staff member has read it in the console's inbox (migration 0018). */
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
});
