// Link tokens are bearer secrets (a reset link takes over an account, an invitation link makes
// its reader staff, possibly an owner): no log line may hold one. One rule covers them all, by
// their shape, not by a list of routes that a new link would miss: every link token the store
// issues comes from newSecretToken (43 base64url characters, identity/secret-token.ts), so every
// run of 32 or more URL-safe characters with a capital letter in it becomes [redacted], wherever
// it stands in a line (a URL, an error message, a mail's links). A shorter run of a token (a link
// cut short by a mail client) leaves 12 or more characters, 72 bits, unknown. Slugs and ids are
// lower case or digits and stay readable. Applied to every line the logger writes (app.ts).
import type { FastifyRequest } from 'fastify';

const TOKEN_LIKE = /[A-Za-z0-9_-]{32,}/g;

/** The text (a path, a URL, a whole log line) with every token-like run replaced by [redacted]. */
export function redactTokens(text: string): string {
  return text.replace(TOKEN_LIKE, (run) => (/[A-Z]/.test(run) ? '[redacted]' : run));
}

/** Fastify's own request serializer, with link tokens redacted from the URL. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
