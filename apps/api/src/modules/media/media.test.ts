// Generated images: the right headers for every kind, escaping, and 404 for anything else.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializerCompiler, validatorCompiler } from '../../http/route-schemas.ts';
import { mediaRoutes, mediaUrl } from './media.routes.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  // The app's compilers (decision 175): the route's zod schemas, its answers checked.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler({ check: true }));
  await app.register(mediaRoutes);
  await app.ready();
});
afterAll(() => app.close());

describe('/media', () => {
  it('serves shoes and wordmarks as cacheable, sandboxed SVG', async () => {
    for (const url of [
      mediaUrl.shoe('#c0392b', 1),
      mediaUrl.item('belt', '#c0392b', 2),
      mediaUrl.scene('tile', ['bag', 'backpack'], 'Bags'),
      mediaUrl.scene('desktop', ['sneaker', 'boot', 'heel'], 'Boots & more'),
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

  it("draws each kind of product, and escapes a banner's headline", async () => {
    const cap = (await app.inject(mediaUrl.item('cap', 'e8c33a', 0))).body;
    const sock = (await app.inject(mediaUrl.item('sock', 'e8c33a', 0))).body;
    expect(cap).toContain('#e8c33a');
    expect(cap).not.toBe(sock);
    const banner = await app.inject(mediaUrl.scene('mobile', ['sock'], '<b>Socks</b> & co'));
    expect(banner.body).not.toContain('<b>');
    expect(banner.body).toContain('&lt;b&gt;Socks&lt;/b&gt; &amp; co');
  });

  it('answers 404 JSON for anything that is not an image it can draw', async () => {
    for (const url of [
      '/media/shoe/zzzzzz/0.svg',
      '/media/shoe/ffffff/99.svg',
      '/media/item/spaceship/ffffff/0.svg',
      '/media/item/cap/ffffff/0.png',
      '/media/item/cap/ffffff/0.svg/x',
      '/media/item/cap/fff/0.svg',
      '/media/scene/tile/cap-sock-bag-belt/x.svg',
      '/media/scene/tile/cap-rocket/x.svg',
      '/media/scene/huge/cap/x.svg',
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
