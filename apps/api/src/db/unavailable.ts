// Is this error the database being away (stopped, restarting, unreachable), rather than a bug
// or a bad request? Such errors answer 503 with Retry-After, never 500.
//
// node-postgres reports a server that went away in several ways: a socket error code
// (ECONNREFUSED while it is down), PostgreSQL's own shutdown codes (57P01 on `pg_ctl stop -m
// fast`), or only a message ("Connection terminated unexpectedly" when `-m immediate` cuts the
// socket, which has no code at all). Drizzle wraps each in a DrizzleQueryError whose `cause` is the
// driver's error, so the whole cause chain is read.

/** Socket failures, and SQLSTATE classes 08 (connection exception) and 57P0x (shutdown). */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|the database system is (starting up|shutting down|in recovery mode)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && CODES.has(code)) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
