// Verification and reset links are bearer secrets (a reset link takes over the account): no log
// line may hold one. Paths keep their shape for reading; the token becomes [redacted].
import type { FastifyRequest } from 'fastify';

const TOKEN_IN_PATH =
  /\/(verify-email|confirm-email|change-password|password-reset)\/([^/?#\s]+)\/([^/?#\s]+)/g;

/** The text (a path, a URL, a list of links) with every link token replaced by [redacted]. */
export function redactTokens(text: string): string {
  return text.replace(TOKEN_IN_PATH, '/$1/$2/[redacted]');
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
