// Sends fuzzed requests to an app through inject() and judges each answer: never a 5xx; every
// 4xx a JSON body with an `error` sentence and a `code`; no stack trace, SQL or file path in any
// answer; and a refused request changes no stored row.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../db/connect.ts';
import { cookieHeaderFrom, SHOPPER_PASSWORD, signedInShopper } from '../shoppers.ts';
import { signedInStaff } from '../staff.ts';
import { staff as staffTable } from '../../db/schema.ts';
import { staffCookieName, startStaffSession } from '../../modules/staff/staff-session.ts';
import { encryptTotpSecret, newTotpSecret } from '../../modules/staff/totp.ts';
import { eq } from 'drizzle-orm';
import { requestArbitrary, type FuzzRequest, type Persona } from './request-arbitrary.ts';
import { routeKey, shapeOf, type RouteRef } from './route-shapes.ts';

/** Collects every route the app registers (pass `onRoute` to createTestApp or buildApp). */
export function routeCollector() {
  const routes: RouteRef[] = [];
  return {
    routes,
    onRoute(route: RouteOptions) {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  };
}

/** Routes with no entry in ROUTE_SHAPES: a new endpoint must be described before it ships. */
export const routesWithoutShape = (routes: RouteRef[]) =>
  [...new Set(routes.filter((r) => !shapeOf(r)).map(routeKey))].sort();

export function fuzzedRequests(routes: RouteRef[], persona: Persona): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) => {
    const shape = shapeOf(route);
    if (!shape) throw new Error(`no fuzz shape for ${routeKey(route)}`);
    return requestArbitrary(route, shape, persona);
  });
}

/**
 * The rows a request could write. A refused request must leave them all as they were.
 * refresh_tokens (the sessions) are included: the one refusal that changes them by design, a
 * replayed refresh token revoking its family (session.test.ts), cannot happen here because the
 * shopper always presents the newest token. Throttle counters are not rows and are left out on
 * purpose: counting refused attempts is how brute force is stopped. The catalogue is read-only
 * to the API, so it is left out to keep each check cheap. The back office's tables are in,
 * staff_sessions too, but without last_seen_at: the guard touches it on any call of a live
 * session whatever the answer (the 30-minute idle limit counts from it), so a refused call may
 * move it by design; ending or starting a session on a refusal would still be caught. A failed
 * staff sign-in is audited by design (issue 27.6): that record alone may follow a 401.
 */
const WRITABLE_TABLES = [
  'users',
  'email_tokens',
  'refresh_tokens',
  'cart_lines',
  'orders',
  'order_lines',
  'idempotency_keys',
  'test_payment_intents',
  'payments',
  'webhook_events',
  'contact_messages',
  'mail_outbox',
  'staff',
  'staff_sessions',
  'staff_invitations',
  'staff_totp_enrolments',
  'shop_settings',
  'audit_log',
] as const;

/** What of a row counts, where a column may change on a refusal by design (see above). */
const ROW_OF: Partial<Record<(typeof WRITABLE_TABLES)[number], string>> = {
  staff_sessions: '(x.id, x.staff_id, x.token_hash, x.created_at, x.expires_at, x.ended_at)',
};

/** Rows a refusal writes by design, left out of the table's fingerprint (see above). */
const WHERE_OF: Partial<Record<(typeof WRITABLE_TABLES)[number], string>> = {
  audit_log: "where x.action <> 'staff.sign_in_failed'",
};

type Fingerprint = Record<string, string>;

const FINGERPRINT_SQL = sql.raw(
  `select ${WRITABLE_TABLES.map(
    (t) =>
      `(select count(*) || ':' || coalesce(md5(string_agg(${ROW_OF[t] ?? 'x'}::text, '|' order by ${ROW_OF[t] ?? 'x'}::text)), '') from ${t} x ${WHERE_OF[t] ?? ''}) as ${t}`,
  ).join(', ')}`,
);

async function fingerprint(app: FastifyInstance): Promise<Fingerprint> {
  // Mail is written after the answer: wait for it, so it is counted with its own request.
  await app.mailer.flush();
  const [row] = await queryRows<Fingerprint>(app.database.db, FINGERPRINT_SQL);
  return row!;
}

/** What a server adds when it leaks: stack frames, file paths, SQL and driver messages. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat (?:async )?[\w$.<>]+ \(|\n\s+at /],
  ['file path', /(?:\/[\w.-]+)+\.(?:ts|js|mjs|cjs)\b|node_modules|file:\/\//],
  [
    'SQL error',
    /syntax error at or near|invalid input syntax|violates|duplicate key|relation "|column "|Failed query|out of range for type|PGlite|drizzle|postgres(?:ql)? error/i,
  ],
  ['SQL text', /\bselect\b[^"]{0,200}\bfrom\s+"?\w+"?\s+(?:where|order|limit|inner|left)\b/i],
];

export interface FuzzStats {
  requests: number;
  byStatus: Record<string, number>;
  serverErrors: number;
  problems: { request: FuzzRequest; status: number; problems: string[] }[];
}

export interface FuzzSession {
  persona: Persona;
  stats: FuzzStats;
  /** Sends one request and returns what is wrong with the answer (empty when nothing is). */
  send(request: FuzzRequest): Promise<string[]>;
}

export async function startFuzzSession(
  app: FastifyInstance,
  persona: Persona,
): Promise<FuzzSession> {
  const stats: FuzzStats = { requests: 0, byStatus: {}, serverErrors: 0, problems: [] };
  let cookie: string | undefined;
  let shopperEmail = '';
  let logins = 0;
  if (persona === 'shopper') {
    const shopper = await signedInShopper(app);
    cookie = shopper.cookie;
    shopperEmail = shopper.email;
    // A few cart lines, so updates, deletes and placements have something real to act on.
    for (const productId of [1, 2, 3]) {
      await app.inject({
        method: 'POST',
        url: '/api/ecommerce/cart/add/',
        headers: { cookie },
        payload: { product_id: productId, quantity: 2 },
      });
    }
  }

  let staffId = 0;
  if (persona === 'support' || persona === 'owner') {
    const member = await signedInStaff(app, persona);
    cookie = member.cookie;
    staffId = member.staffId;
    // With two-factor on, an owner's fuzzed "require it for everyone" cannot shut the run out.
    await app.database.db
      .update(staffTable)
      .set({
        totpSecret: encryptTotpSecret(app.config.sessionSecret, newTotpSecret()),
        totpEnabledAt: new Date(),
      })
      .where(eq(staffTable.id, staffId));
  }

  /** Keeps the staff member signed in: a sign-out ends the session, a new one starts. */
  async function followStaffSession(res: LightMyRequestResponse) {
    const name = staffCookieName(app.config);
    const cleared = (res.cookies as { name: string; value: string }[]).some(
      (c) => c.name === name && c.value === '',
    );
    if (!cleared) return false;
    cookie = `${name}=${await startStaffSession(app.database.db, staffId)}`;
    return true;
  }

  /** Keeps the shopper signed in: a refresh rotates the cookies, a logout ends them. */
  async function followSession(res: LightMyRequestResponse) {
    if (staffId) return followStaffSession(res);
    if (persona !== 'shopper' || res.cookies.length === 0) return false;
    const jar = new Map(
      cookie!.split('; ').map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]),
    );
    for (const c of res.cookies as { name: string; value: string }[]) {
      if (c.value === '') jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
    cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (!jar.has('solestock_access')) {
      // Each login from its own address, so the per-client login throttle never stops the run.
      logins += 1;
      const login = await app.inject({
        method: 'POST',
        url: '/api/login/',
        remoteAddress: `10.255.${logins >> 8}.${logins & 255}`,
        payload: { email: shopperEmail, password: SHOPPER_PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`re-login failed: ${login.statusCode}`);
      cookie = cookieHeaderFrom(login.cookies);
    }
    return true;
  }

  let baseline: Fingerprint | undefined;

  return {
    persona,
    stats,
    async send(request) {
      baseline ??= await fingerprint(app);
      const res = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        remoteAddress: request.remoteAddress,
      });
      const problems = judge(request, res);
      const after = await fingerprint(app);
      if (res.statusCode >= 400) {
        const changed = WRITABLE_TABLES.filter((t) => after[t] !== baseline![t]);
        if (changed.length)
          problems.push(`refused with ${res.statusCode} but changed ${changed.join(', ')}`);
      }
      baseline = (await followSession(res)) ? undefined : after;

      stats.requests += 1;
      const status = String(res.statusCode);
      stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
      if (res.statusCode >= 500) stats.serverErrors += 1;
      if (problems.length) stats.problems.push({ request, status: res.statusCode, problems });
      return problems.map(
        (p) => `${request.method} ${request.url.slice(0, 200)} → ${res.statusCode}: ${p}`,
      );
    },
  };
}

function judge(request: FuzzRequest, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`server error: ${res.body.slice(0, 300)}`);
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(res.body)) problems.push(`${what} in the answer: ${res.body.slice(0, 300)}`);
  }
  if (res.statusCode >= 400 && request.method !== 'HEAD') {
    let body: { error?: unknown; code?: unknown } | undefined;
    try {
      body = res.json();
    } catch {
      problems.push(
        `a ${res.headers['content-type']} body that is not JSON: ${res.body.slice(0, 100)}`,
      );
    }
    if (body) {
      // A declined test card answers Stripe's shape, {"error": {"message"}}, which the payment
      // screen reads (docs/api.md); every other refusal carries the sentence itself.
      const sentence =
        res.statusCode === 402 && typeof body.error === 'object' && body.error !== null
          ? (body.error as { message?: unknown }).message
          : body.error;
      if (typeof sentence !== 'string' || !/^\S.*[.!?)]$/s.test(sentence)) {
        problems.push(`no error sentence: ${res.body.slice(0, 200)}`);
      }
      if (typeof body.code !== 'string' || !/^[a-z0-9_]+$/.test(body.code)) {
        problems.push(`no snake_case code: ${res.body.slice(0, 200)}`);
      }
    }
  }
  return problems;
}

/** A request as a line that reproduces it (for failure reports). */
export function describeRequest(r: FuzzRequest): string {
  const payload =
    r.payload === undefined
      ? ''
      : ` ${JSON.stringify(r.payload.slice(0, 300))}${r.payload.length > 300 ? `… (${r.payload.length} chars)` : ''}`;
  return `${r.method} ${r.url.slice(0, 300)} ${JSON.stringify(r.headers)}${payload}`;
}
