// The help center's contact form (001 §2 Help center): its fields, limits and texts, and the shop's
// contact details. The schema both the form and the server parse with is in contact-schema.ts, so
// pages that only show these details do not load zod.

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 5000;
/** 10 characters is the shortest message that can say what a shopper needs. */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_FIELDS = ['first_name', 'last_name', 'email', 'mobile', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the help center page shows once the message is stored. */
export const CONTACT_CONFIRMATION =
  'Thank you! Your message has been sent. Our team will reply to your email within 2 working days.';

/** The shop's contact details shown on the help center and privacy policy. */
export const SHOP_CONTACT = {
  company: 'Solestock Ltd',
  email: 'support@solestock.example',
  phone: '+44 20 7946 0000',
  address: '1 Market Yard, London EC1A 1AA, United Kingdom',
} as const;
