// Generated images under /media: the URL carries everything needed to draw the SVG, so the
// demo catalogue (up to a million products) costs no files and nothing is downloaded.
import { z } from 'zod';
import { docs } from '../../http/openapi.ts';
import type { Routes } from '../../http/route-schemas.ts';
import type { Database } from '../../db/connect.ts';
import type { MediaStorage } from './media-storage.ts';
import { readUpload } from './media.service.ts';
import { escapeXml, isKind, itemSvg, sceneSvg, type Kind } from './drawings.ts';

const CACHE = 'public, max-age=31536000, immutable';

const hexOk = (h: string) => /^[0-9a-f]{6}$/i.test(h);

/** The first URL scheme's shoe (databases seeded before decision 089): now the sneaker drawing. */
export function shoeSvg(hex: string, view: number): string {
  return itemSvg('sneaker', hex, view);
}

export function wordmarkSvg(text: string, width: number, height: number, hue: number): string {
  const t = escapeXml(text.slice(0, 40));
  const size = Math.round(Math.min(height * 0.38, (width / Math.max(t.length, 4)) * 1.5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${t}</title><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${hue} 45% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 55% 45%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><text x="50%" y="54%" dominant-baseline="middle" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${t}</text></svg>`;
}

const hueOf = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

const SIZES: Record<string, [number, number]> = {
  logo: [240, 120],
  display: [400, 300],
  banner: [1600, 400],
  tile: [320, 240],
  desktop: [1920, 560],
  tablet: [1024, 400],
  mobile: [768, 480],
  icon: [48, 48],
};

/** Sizes that are banners: they carry their headline; tiles show only their goods. */
const TEXT_ON = new Set(['banner', 'desktop', 'tablet', 'mobile']);

/** Renders the image a /media path names, or undefined when the path names none. */
export function renderMedia(path: string): string | undefined {
  const parts = path.split('/').filter(Boolean);
  const [kind, a = '', b = '', c = ''] = parts;
  if (parts.some((p) => p.length > 120)) return undefined;
  if (kind === 'shoe' && hexOk(a)) {
    const view = Number(b.replace(/\.svg$/, ''));
    return Number.isInteger(view) && view >= 0 && view < 10 ? shoeSvg(a, view) : undefined;
  }
  if (kind === 'item' && isKind(a) && hexOk(b)) {
    const view = Number(c.replace(/\.svg$/, ''));
    return parts.length === 4 &&
      c.endsWith('.svg') &&
      Number.isInteger(view) &&
      view >= 0 &&
      view < 10
      ? itemSvg(a, b, view)
      : undefined;
  }
  if (kind === 'scene' && SIZES[a] && parts.length === 4 && c.endsWith('.svg')) {
    const kinds = b.split('-');
    if (kinds.length > 3 || !kinds.every(isKind)) return undefined;
    let label: string;
    try {
      label = decodeURIComponent(c.slice(0, -4)).slice(0, 60);
    } catch {
      return undefined;
    }
    const [w, h] = SIZES[a];
    return sceneSvg(kinds, w, h, hueOf(label), TEXT_ON.has(a) ? label : null, label);
  }
  if (kind === 'text' && SIZES[a] && c === '' && b.endsWith('.svg')) {
    let label: string;
    try {
      label = decodeURIComponent(b.slice(0, -4));
    } catch {
      return undefined;
    }
    const [w, h] = SIZES[a];
    return wordmarkSvg(label, w, h, hueOf(label));
  }
  return undefined;
}

export const mediaUrl = {
  shoe: (hex: string, view: number) => `/media/shoe/${hex.replace('#', '')}/${view}.svg`,
  /** A product of a kind in a colour, from one of its views (0 side, 1 top or turned, 2 pair or close). */
  item: (kind: Kind, hex: string, view: number) =>
    `/media/item/${kind}/${hex.replace('#', '')}/${view}.svg`,
  /** A tile or banner showing up to three kinds of product; banners also say `label`. */
  scene: (size: keyof typeof SIZES, kinds: Kind[], label: string) =>
    `/media/scene/${size}/${kinds.slice(0, 3).join('-')}/${encodeURIComponent(label)}.svg`,
  text: (size: keyof typeof SIZES, label: string) =>
    `/media/text/${size}/${encodeURIComponent(label)}.svg`,
};

export async function mediaRoutes(app: Routes) {
  app.get(
    '/media/*',
    {
      ...docs({
        summary: 'Images: the generated demo images and uploads.',
        produces: 'image/svg+xml',
        responses: { 404: 'No such image.' },
      }),
      schema: {
        response: {
          200: z
            .union([z.string(), z.custom<Buffer>((v) => Buffer.isBuffer(v))])
            .describe('The image: SVG, or an upload’s JPEG, PNG, WebP or AVIF bytes.'),
          404: z.strictObject({ error: z.string(), code: z.literal('not_found') }),
        },
      },
    },
    async (request, reply) => {
      // The raw path: a label may hold an encoded '/', which the decoded parameter would split.
      const path = request.url.slice('/media/'.length).split('?')[0] ?? '';
      if (path.startsWith('u/')) {
        const upload = await readUpload(app.database.db, app.mediaStorage, `/media/${path}`);
        if (!upload) {
          return reply.status(404).send({ error: 'Image not found.', code: 'not_found' });
        }
        return reply
          .header('content-type', upload.contentType)
          .header('cache-control', CACHE)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .send(upload.body);
      }
      const svg = renderMedia(path);
      if (!svg) {
        return reply.status(404).send({ error: 'Image not found.', code: 'not_found' });
      }
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', CACHE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}

/**
 * The bytes of an image the catalogue names by its address (`/media/u/…` an upload, another
 * `/media/…` path a generated drawing as SVG), for a document to embed; undefined for anything
 * else (a remote address is not fetched here).
 */
export async function imageOf(
  db: Database,
  storage: MediaStorage,
  url: string,
): Promise<{ body: Buffer; contentType: string } | undefined> {
  if (url.startsWith('/media/u/')) return readUpload(db, storage, url.split('?')[0] ?? url);
  if (!url.startsWith('/media/')) return undefined;
  const svg = renderMedia(url.slice('/media/'.length).split('?')[0] ?? '');
  return svg ? { body: Buffer.from(svg), contentType: 'image/svg+xml' } : undefined;
}
