// The only reader of process.env: every setting of docs/api.md, parsed once with zod.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { privateDataDir } from './db/private-files.ts';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { EMAIL_PATTERN, passwordFault } from '@solestock/domain';
import { MEDIA_MAX_BYTES } from '@solestock/domain/media-urls';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@solestock/domain/locales';

/** localhost, 127.x.x.x and [::1]: the only hosts RATES_URL may name over plain http. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * Comma-separated IP addresses or CIDR ranges that an outgoing fetch may reach although private,
 * loopback or reserved (imported images, decision 172; webhooks, decision 199). Unset: none.
 */
const networkList = optionalString
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine(isNetwork, {
        error: 'must list IP addresses or CIDR ranges such as 10.20.0.0/16, comma-separated',
      }),
    ),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATA_DIR: z.string().default('./data'),
    /** 1: an empty catalogue gets the demo one at start; 0: never. Unset: on PGlite only. */
    SEED_DEMO: optionalString.pipe(
      z.enum(['0', '1'], { error: 'must be 1 (seed the demo catalogue) or 0 (never)' }).optional(),
    ),
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default('Solestock <no-reply@solestock.local>'),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Where the Stripe client sends requests; only tests point it at a local fake. */
    STRIPE_API_URL: optionalString.pipe(z.url().optional()),
    /** 1 lets a store off localhost take test-card payments (a public demo); nothing else does. */
    ALLOW_TEST_PAYMENTS: optionalString.pipe(
      z.enum(['0', '1'], { error: 'must be 1 (allow) or 0 (refuse)' }).optional(),
    ),
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    TRUST_PROXY: optionalString
      .transform((v) => (v === undefined ? undefined : Number(v)))
      .pipe(z.number().int().min(1).max(10).optional()),
    SELLER_SITE_URL: optionalString.pipe(z.url().optional()),
    SESSION_SECRET: optionalString.pipe(z.string().min(32).optional()),
    /** A header set by a trusted edge (e.g. CF-IPCountry) that names the shopper's country. */
    COUNTRY_HEADER: optionalString,
    /**
     * The languages the storefront offers (docs/languages.md, decision 207): a comma list of
     * `en`, `ja`, `zh-CN`; English is always offered. Only these are in the switcher, the first
     * visit's redirect and the hreflang alternates.
     */
    STOREFRONT_LANGUAGES: optionalString.pipe(
      z
        .string()
        .transform((v, ctx) => {
          const tags = v
            .split(',')
            .map((t) => t.trim())
            .filter((t) => t !== '');
          const found: Locale[] = [DEFAULT_LOCALE];
          for (const tag of tags) {
            const locale = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
            if (!locale) {
              ctx.addIssue({
                code: 'custom',
                message: `"${tag}" is not one of the storefront's languages (${LOCALES.join(', ')})`,
              });
              return z.NEVER;
            }
            if (!found.includes(locale)) found.push(locale);
          }
          return found;
        })
        .optional(),
    ),
    /** The origin of a separately running API, for page loaders; unset: the API in-process. */
    API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Searches and page renderings one client may cause per minute; 0 turns the limit off. */
    CLIENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
    /** Calls one API key may make to /api/admin per minute (docs/api-keys.md); 0 turns it off. */
    API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
    /** The Bearer token that opens /metrics on the main port; unset: no /metrics there. */
    METRICS_TOKEN: optionalString.pipe(
      z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    ),
    /** A port of its own for /metrics, bound to 127.0.0.1, without a token. */
    METRICS_PORT: optionalString
      .transform((v) => (v === undefined ? undefined : Number(v)))
      .pipe(z.number().int().min(1).max(65_535).optional()),
    /** Folder of pg_dump and pg_restore for `npm run backup`/`restore`; unset: on PATH. */
    PG_BIN: optionalString,
    /** After SIGTERM, how long the readiness probe answers 503 before the listener closes. */
    DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /** Worker processes on a PostgreSQL server (issue 34 item 4); unset: one per core. */
    WEB_CONCURRENCY: optionalString
      .transform((v) => (v === undefined ? undefined : Number(v)))
      .pipe(z.number().int().min(1).max(64).optional()),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** The exchange-rate source: the ECB's eurofxref-daily.xml or JSON {base, rates}; unset: none. */
    // https only (issue 27.6): a fetched rate sets every price. Plain http is allowed for a
    // loopback host alone, where tests serve a local ECB file.
    RATES_URL: optionalString.pipe(
      z
        .url({ protocol: /^https?$/ })
        .refine((v) => v.startsWith('https:') || LOOPBACK_HOST.test(new URL(v).hostname), {
          error: 'must be an https:// address (http:// only on localhost)',
        })
        .optional(),
    ),
    /**
     * How long an unpaid card order holds the pairs of its `stock` lines before the stock-hold
     * job cancels it and gives them back (docs/api.md, "Stock and pre-orders").
     */
    STOCK_HOLD_MINUTES: z.coerce
      .number({ error: 'must be a whole number of minutes, e.g. 30' })
      .int({ error: 'must be a whole number of minutes, e.g. 30' })
      .min(1, { error: 'must be at least 1 minute' })
      .max(7 * 24 * 60, { error: 'must be at most 10080 minutes (7 days)' })
      .default(30),
    /** Hours between two fetches of RATES_URL. */
    RATES_REFRESH_HOURS: z.coerce
      .number({ error: 'must be a number of hours, e.g. 6' })
      .min(0.01, { error: 'must be more than 0 hours, e.g. 6' })
      .max(24 * 30, { error: 'must be at most 720 hours (30 days)' })
      .default(6),
    /**
     * Origins product images may be shown from besides our own (decision 132): a catalogue
     * imported with image addresses on a CDN. Comma-separated, each https (http only for a
     * loopback host, for local tests), an origin without a path.
     */
    IMAGE_ORIGINS: optionalString
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().refine(isImageOrigin, {
            error:
              'must list origins such as https://cdn.example.com, comma-separated: https, no path',
          }),
        ),
      ),
    /**
     * Networks an imported image address may lead to although they are private, loopback or
     * reserved (decision 172): comma-separated addresses or CIDR ranges, e.g. an image server
     * inside the company's network. Unset: only public addresses are fetched.
     */
    IMAGE_FETCH_ALLOW_NETWORKS: networkList,
    /**
     * Networks a webhook endpoint may lead to although they are private, loopback or reserved
     * (decision 199): comma-separated addresses or CIDR ranges, e.g. an ERP inside the company's
     * network, or 127.0.0.1 for a local test receiver. Unset: only public addresses are sent to.
     */
    WEBHOOKS_ALLOW_NETWORKS: networkList,
    /** The first back-office owner, created on a start with no staff (docs/api.md, back office). */
    OWNER_EMAIL: optionalString
      .transform((v) => v?.toLowerCase())
      .pipe(z.string().regex(EMAIL_PATTERN, { error: 'must be an e-mail address' }).optional()),
    // The value is never repeated in an error: only the rule it breaks, or the one character
    // outside the allowed set (the hint's "one special character" misleads about a `?` or a space).
    OWNER_PASSWORD: optionalString.pipe(
      z
        .string()
        .superRefine((v, ctx) => {
          const fault = passwordFault(v);
          if (fault) ctx.addIssue({ code: 'custom', message: fault });
        })
        .optional(),
    ),
    /** Uploaded images' folder (decision 105); unset: DATA_DIR/media. Ignored with S3_BUCKET. */
    MEDIA_DIR: optionalString,
    /** Uploaded images in an S3-compatible bucket (decision 105); unset: MEDIA_DIR. */
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: optionalString.pipe(
      z.enum(['0', '1'], { error: 'must be 1 (path-style URLs) or 0' }).optional(),
    ),
  })
  .refine(
    (e) =>
      e.S3_BUCKET !== undefined ||
      [e.S3_ENDPOINT, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].every(
        (v) => v === undefined,
      ),
    { error: 'S3_BUCKET is needed when any other S3_ setting is set', path: ['S3_BUCKET'] },
  )
  .refine((e) => (e.S3_ACCESS_KEY_ID === undefined) === (e.S3_SECRET_ACCESS_KEY === undefined), {
    error: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine((e) => (e.OWNER_EMAIL === undefined) === (e.OWNER_PASSWORD === undefined), {
    error: 'OWNER_EMAIL and OWNER_PASSWORD are set together, or neither',
    path: ['OWNER_PASSWORD'],
  });

/** Every environment variable the store reads (.env.example and the README list them all). */
/** An IP address written in full (not 127.1 or 0x7f000001), alone or with a CIDR prefix length. */
function isNetwork(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  if (rest.length || isIP(address) === 0) return false;
  return bits === undefined || ipaddr.isValidCIDR(value);
}

/** An image origin: https (http on a loopback host only), and nothing after the host. */
function isImageOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  const scheme = url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
  return scheme && url.origin === value.replace(/\/$/, '') && !url.username && !url.password;
}

export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Origin of PUBLIC_URL: unsafe requests from any other origin are refused. */
  publicOrigin: string;
  secureCookies: boolean;
  databaseUrl: string | undefined;
  /** Absolute path, or `memory://` for an in-memory PGlite (tests). */
  dataDir: string;
  /** SEED_DEMO: seed an empty catalogue with the demo one (unset: on the embedded database only). */
  seedDemo: boolean | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripe:
    | {
        secretKey: string;
        publishableKey: string | undefined;
        webhookSecret: string | undefined;
        apiUrl: string | undefined;
      }
    | undefined;
  /** Test-card payments on a store whose PUBLIC_URL is not on localhost (ALLOW_TEST_PAYMENTS=1). */
  allowTestPayments: boolean;
  redisUrl: string | undefined;
  trustProxy: number | undefined;
  sellerSiteUrl: string | undefined;
  sessionSecret: string;
  countryHeader: string | undefined;
  /** STOREFRONT_LANGUAGES: the languages offered, English first (decision 207). */
  storefrontLanguages: readonly Locale[];
  /** API_URL: page loaders reach the API at this origin instead of in the same process. */
  apiUrl: string | undefined;
  /** OWNER_EMAIL and OWNER_PASSWORD: the first owner on a start with no staff. */
  firstOwner: { email: string; password: string } | undefined;
  /** Uncached searches and page renderings per client per minute (0: no limit). */
  clientRateLimitPerMinute: number;
  /** API_KEY_RATE_LIMIT_PER_MINUTE: calls one API key may make a minute (0: no limit). */
  apiKeyRateLimitPerMinute: number;
  logLevel: string;
  /** METRICS_TOKEN: /metrics on the main port answers this Bearer token only. */
  metricsToken: string | undefined;
  /** METRICS_PORT: /metrics on 127.0.0.1 at this port, without a token. */
  metricsPort: number | undefined;
  /** PG_BIN: where pg_dump and pg_restore are (backup and restore on a PostgreSQL server). */
  pgBin: string | undefined;
  /** DRAIN_DELAY_MS: after SIGTERM, readiness fails this long before the server stops listening. */
  drainDelayMs: number;
  /** WEB_CONCURRENCY: worker processes on a PostgreSQL server; undefined: one per core. */
  webConcurrency: number | undefined;
  /** IMAGE_ORIGINS: origins the pages' img-src allows besides our own (decision 132). */
  imageOrigins: string[];
  /**
   * How imported image addresses are fetched into media storage (decision 172): the networks
   * IMAGE_FETCH_ALLOW_NETWORKS opens besides public addresses, and the fixed caps on one fetch.
   */
  imageFetch: ImageFetchPolicy;
  /** WEBHOOKS_ALLOW_NETWORKS: private or reserved networks webhook deliveries may reach (decision 199). */
  webhooks: { allowNetworks: string[] };
  /** RATES_URL and RATES_REFRESH_HOURS: the scheduled exchange-rate fetch, or none. */
  rates: { url: string | undefined; refreshHours: number };
  /** STOCK_HOLD_MINUTES: how long an unpaid order on card terms holds its `stock` pairs (decisions 144, 161). */
  stockHoldMinutes: number;
  /** MEDIA_DIR: uploaded images' folder (DATA_DIR/media by default; memory:// in tests). */
  mediaDir: string;
  /** S3_*: uploaded images in this bucket instead of mediaDir. */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
}

/** What one fetch of an imported image address may do (modules/media/remote-image.ts). */
export interface ImageFetchPolicy {
  /** Private, loopback or reserved addresses or CIDR ranges it may reach nonetheless. */
  allowNetworks: string[];
  /** The most bytes an image may have: an upload's limit. */
  maxBytes: number;
  /** The whole fetch, redirects and body included, in milliseconds. */
  timeoutMs: number;
  /** Redirects followed, each to an http(s) address checked like the first. */
  maxRedirects: number;
}

export const IMAGE_FETCH_LIMITS = {
  maxBytes: MEDIA_MAX_BYTES,
  timeoutMs: 20_000,
  maxRedirects: 3,
} as const;

export class ConfigError extends Error {}

/** Whether a URL names this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLocalUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return false;
  }
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * Whether PUBLIC_URL is set. Without it the store's address is guessed from PORT; a command run
 * beside the store (`npm run staff`) often lacks the store's PORT, so it asks rather than guesses.
 */
export function isPublicUrlSet(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.PUBLIC_URL ?? '').trim() !== '';
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const dataDir = e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : resolve(e.DATA_DIR);
  const allowTestPayments = e.ALLOW_TEST_PAYMENTS === '1';
  // Without Stripe the built-in test cards pay orders: fine on this machine, never by accident
  // on a store the public can reach, where real orders would be marked paid with no money.
  if (!e.STRIPE_SECRET_KEY && !isLocalUrl(publicUrl) && !allowTestPayments) {
    throw new ConfigError(
      `Invalid configuration:\n  STRIPE_SECRET_KEY: not set, and PUBLIC_URL (${publicUrl}) is not on localhost, ` +
        'so the built-in test card processor would mark real orders paid without taking any money. ' +
        'Set STRIPE_SECRET_KEY, or set ALLOW_TEST_PAYMENTS=1 for a demo store that takes no real payments.',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    secureCookies: publicUrl.startsWith('https:'),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiUrl: e.STRIPE_API_URL,
        }
      : undefined,
    allowTestPayments,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    sellerSiteUrl: e.SELLER_SITE_URL,
    sessionSecret: e.SESSION_SECRET ?? sessionSecretFromDataDir(dataDir),
    countryHeader: e.COUNTRY_HEADER?.toLowerCase(),
    storefrontLanguages: e.STOREFRONT_LANGUAGES ?? [DEFAULT_LOCALE],
    apiUrl: e.API_URL,
    clientRateLimitPerMinute: e.CLIENT_RATE_LIMIT_PER_MINUTE,
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    firstOwner:
      e.OWNER_EMAIL && e.OWNER_PASSWORD
        ? { email: e.OWNER_EMAIL, password: e.OWNER_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === undefined ? undefined : e.SEED_DEMO === '1',
    drainDelayMs: e.DRAIN_DELAY_MS,
    webConcurrency: e.WEB_CONCURRENCY,
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    pgBin: e.PG_BIN,
    rates: { url: e.RATES_URL, refreshHours: e.RATES_REFRESH_HOURS },
    stockHoldMinutes: e.STOCK_HOLD_MINUTES,
    imageOrigins: e.IMAGE_ORIGINS.map((o) => new URL(o).origin),
    imageFetch: { allowNetworks: e.IMAGE_FETCH_ALLOW_NETWORKS, ...IMAGE_FETCH_LIMITS },
    webhooks: { allowNetworks: e.WEBHOOKS_ALLOW_NETWORKS },
    mediaDir: e.MEDIA_DIR
      ? resolve(e.MEDIA_DIR)
      : dataDir.startsWith('memory://')
        ? 'memory://'
        : join(dataDir, 'media'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
        }
      : undefined,
  };
}

/** Generated once and kept in DATA_DIR, so sessions survive restarts without configuration. */
function sessionSecretFromDataDir(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  privateDataDir(dataDir);
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A configuration for tests: in-memory PGlite unless TEST_DATABASE_URL names a server. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
  });
  return { ...base, ...overrides };
}
