// Generated images: the right headers for every kind, escaping, and 404 for anything else.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoutes, mediaUrl } from './media.routes.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(mediaRoutes);
  await app.ready();
});
afterAll(() => app.close());

describe('/media', () => {
  it('serves shoes and wordmarks as cacheable, sandboxed SVG', async () => {
    for (const url of [
      mediaUrl.shoe('#c0392b', 1),
      mediaUrl.text('logo', 'Marlowe & Finch'),
      mediaUrl.text('desktop', 'Hello'),
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox=/);
      expect(res.body).toContain('<title>');
    }
  });

  it('escapes text taken from the URL', async () => {
    const res = await app.inject(mediaUrl.text('logo', '<script>alert(1)</script>'));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&lt;script&gt;');
  });

  it('answers 404 JSON for anything that is not an image it can draw', async () => {
    for (const url of [
      '/media/shoe/zzzzzz/0.svg',
      '/media/shoe/ffffff/99.svg',
      '/media/text/huge/x.svg',
      `/media/text/logo/${'a'.repeat(500)}.svg`,
      '/media/',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: 'Image not found.', code: 'not_found' });
    }
    expect((await app.inject('/media/../etc/passwd')).statusCode).toBe(404);
    // Malformed percent-encoding is refused by the router itself, still a 4xx.
    expect((await app.inject('/media/text/logo/%E0%A4%A.svg')).statusCode).toBe(400);
  });
});
