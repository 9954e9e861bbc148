import { describe, expect, it } from 'vitest';
import { mediaSources, mediaUrl, mediaWidths, parseMediaUrl } from './media-urls.ts';

const key = '0123456789abcdef0123456789abcdef';

describe('upload URLs', () => {
  it('keeps the standard widths below the original and the original width, never more', () => {
    expect(mediaWidths(3000)).toEqual([320, 640, 1024, 1600]);
    expect(mediaWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(mediaWidths(1200)).toEqual([320, 640, 1024, 1200]);
    expect(mediaWidths(640)).toEqual([320, 640]);
    expect(mediaWidths(100)).toEqual([100]);
  });

  it('derives srcsets and the intrinsic size from the URL alone', () => {
    const url = mediaUrl({ key, width: 2400, height: 1800 });
    expect(url).toBe(`/media/u/${key}/2400x1800/1600.webp`);
    expect(mediaSources(url)).toEqual({
      src: url,
      width: 1600,
      height: 1200,
      webp: [320, 640, 1024, 1600]
        .map((w) => `/media/u/${key}/2400x1800/${w}.webp ${w}w`)
        .join(', '),
      avif: [320, 640, 1024, 1600]
        .map((w) => `/media/u/${key}/2400x1800/${w}.avif ${w}w`)
        .join(', '),
    });
    expect(mediaSources(`https://shop.example/media/u/${key}/500x100/500.webp`)?.height).toBe(100);
  });

  it('reads nothing into other URLs', () => {
    for (const url of [
      '/media/item/sneaker/1f6f5f/0.svg',
      `/media/u/${key}/0x10/10.webp`,
      `/media/u/${key.toUpperCase()}/10x10/10.webp`,
      `/media/u/${key}/10x10/10.gif`,
      `/media/u/${key}/10x10/../10.webp`,
      'https://[bad/media/u/x',
      '',
    ]) {
      expect(parseMediaUrl(url), url).toBeNull();
      expect(mediaSources(url), url).toBeNull();
    }
  });
});
