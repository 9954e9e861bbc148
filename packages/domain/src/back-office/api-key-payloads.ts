// API keys (docs/api-keys.md; decisions 196, 197): a key is an `Authorization: Bearer` token on
// /api/admin/* that reaches exactly the routes whose staff action is among its scopes. Defined
// once: the API checks what the console sends with `apiKeyForm`, and the console reads the
// answers' types and groups the scope checkboxes with API_KEY_SCOPE_GROUPS.
import { z } from 'zod';
import { isPlainLine } from '../plain-text.ts';
import { STAFF_ACTIONS, type StaffAction } from './staff-roles.ts';

/**
 * The staff actions a key may never have (decision 197): `self` (a person's own profile,
 * password and two-factor sign-in), `staff.manage` (who may sign in, and as what) and
 * `settings.manage` (the shop's settings, among them the two-factor rule and minting keys: a key
 * must not mint keys). What a key does is an integration's work, never a person's.
 */
export const API_KEY_NEVER = ['self', 'staff.manage', 'settings.manage'] as const;
export type ApiKeyScope = Exclude<StaffAction, (typeof API_KEY_NEVER)[number]>;

/** Whether `action` may be a key's scope (not one of API_KEY_NEVER). */
export const isApiKeyScope = (action: string): action is ApiKeyScope =>
  (STAFF_ACTIONS as readonly string[]).includes(action) &&
  !(API_KEY_NEVER as readonly string[]).includes(action);

/** Every scope a key may carry: the permission table's actions but API_KEY_NEVER. */
export const API_KEY_SCOPES: readonly ApiKeyScope[] = STAFF_ACTIONS.filter(isApiKeyScope);

/** The scopes as the console groups its checkboxes (every scope in exactly one group). */
export const API_KEY_SCOPE_GROUPS: readonly { label: string; scopes: readonly ApiKeyScope[] }[] = [
  {
    label: 'Orders',
    scopes: [
      'dashboard.read',
      'orders.read',
      'orders.note',
      'orders.transition',
      'orders.credit_override',
      'orders.create',
    ],
  },
  { label: 'Customers and prices', scopes: ['customers.read', 'customers.write', 'pricing.read'] },
  {
    label: 'Catalogue and stock',
    scopes: ['catalogue.read', 'catalogue.export', 'catalogue.write', 'stock.write'],
  },
  { label: 'Content and rates', scopes: ['content.write', 'rates.write'] },
  { label: 'Accounting', scopes: ['accounting.export'] },
  {
    label: 'Mail, messages and audit',
    scopes: ['mail.read', 'mail.send', 'messages.read', 'audit.read'],
  },
];

export const API_KEY_LIMITS = { nameMax: 80, keysMax: 100 } as const;

/**
 * What a secret looks like: `ssk_`, the key's visible id part (8 characters, shown in the list so
 * staff can tell keys apart), `_`, and 43 base64url characters (32 random bytes).
 */
export const API_KEY_PREFIX = 'ssk_';
export const API_KEY_SECRET_PATTERN = /^ssk_([A-Za-z0-9]{8})_([A-Za-z0-9_-]{43})$/;

const SCOPE_SENTENCE = `Each scope is one of: ${API_KEY_SCOPES.join(', ')}.`;

/** An expiry: a date (the key works through that day, UTC) or a date and time, in the future. */
const expiresAt = z
  .string({ error: 'expires_at is a date written YYYY-MM-DD, or a date and time (ISO 8601).' })
  .trim()
  .transform((v, ctx) => {
    const day = /^\d{4}-\d{2}-\d{2}$/.test(v);
    const at = new Date(day ? `${v}T00:00:00Z` : v);
    if (
      Number.isNaN(at.getTime()) ||
      !/^\d{4}-\d{2}-\d{2}([T ][0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v)
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'expires_at is a date written YYYY-MM-DD, or a date and time (ISO 8601).',
      });
      return z.NEVER;
    }
    // A date means "through that day": the key stops at the next midnight, UTC.
    if (day) at.setUTCDate(at.getUTCDate() + 1);
    if (at.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', message: 'expires_at is in the future.' });
      return z.NEVER;
    }
    return at;
  });

/** POST /api/admin/api-keys/ */
export const apiKeyForm = z.object({
  name: z
    .string({ error: `A key’s name is text of 1 to ${API_KEY_LIMITS.nameMax} characters.` })
    .trim()
    .min(1, { error: 'Give the key a name, such as “Warehouse sync”.' })
    .max(API_KEY_LIMITS.nameMax, {
      error: `A key’s name has at most ${API_KEY_LIMITS.nameMax} characters.`,
    })
    .refine(isPlainLine, { error: 'A key’s name is one line of plain text.' }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: SCOPE_SENTENCE }), {
      error: 'scopes is a list of the actions the key may perform.',
    })
    .min(1, { error: 'Choose at least one scope: a key without one can do nothing.' })
    .max(API_KEY_SCOPES.length, { error: SCOPE_SENTENCE })
    .transform((s) => [...new Set(s)].sort()),
  expires_at: expiresAt.nullable().optional(),
});
export type ApiKeyForm = z.output<typeof apiKeyForm>;

/** One key as the list shows it: never its secret. */
export const apiKeyRow = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** The secret's visible part (`ssk_AbCd1234_…`), so staff can tell keys apart. */
  hint: z.string(),
  scopes: z.array(z.string()),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  /** When and from which address the key was last used (kept to the minute). */
  last_used_at: z.string().nullable(),
  last_used_from: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKeyRow = z.output<typeof apiKeyRow>;

/** GET /api/admin/api-keys/: newest first. */
export const apiKeyList = z.strictObject({ results: z.array(apiKeyRow) });
export type ApiKeyList = z.output<typeof apiKeyList>;

/** 201 of POST /api/admin/api-keys/: the secret, shown this once. */
export const apiKeyCreated = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.string()),
  secret: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type ApiKeyCreated = z.output<typeof apiKeyCreated>;
