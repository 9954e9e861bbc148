// GET /api/health: 200 when the database answers within a second, 503 otherwise.
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async (_request, reply) => {
    const ok = await app.database.ping(1_000);
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(
        ok
          ? { status: 'ok' }
          : { status: 'unavailable', error: 'The database is not answering.', code: 'unavailable' },
      );
  });
}
