// IMAGE_ORIGINS (decision 132): an imported catalogue's image addresses on a CDN show because the
// pages' img-src names the configured origins, and only well-formed https origins are taken.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { pageCsp } from './security-headers.ts';

const base = { DATA_DIR: 'memory://' };
const imgSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('img-src '));

describe('IMAGE_ORIGINS', () => {
  it('allows only our own images and data: URLs when unset', () => {
    expect(imgSrc(pageCsp(loadConfig(base), 'n'))).toBe("img-src 'self' data:");
  });

  it('adds each configured origin to the pages’ img-src', () => {
    const config = loadConfig({
      ...base,
      IMAGE_ORIGINS: 'https://cdn.example.com, https://images.example.org/,http://127.0.0.1:8123',
    });
    expect(config.imageOrigins).toEqual([
      'https://cdn.example.com',
      'https://images.example.org',
      'http://127.0.0.1:8123',
    ]);
    expect(imgSrc(pageCsp(config, 'n'))).toBe(
      "img-src 'self' data: https://cdn.example.com https://images.example.org http://127.0.0.1:8123",
    );
  });

  it.each([
    'http://cdn.example.com',
    'https://cdn.example.com/shoes',
    'cdn.example.com',
    "https://cdn.example.com 'unsafe-inline'",
    'https://user:pw@cdn.example.com',
  ])('refuses %s with the variable named', (value) => {
    expect(() => loadConfig({ ...base, IMAGE_ORIGINS: value })).toThrow(/IMAGE_ORIGINS/);
  });
});

// Decision 172: the networks the import's image fetch may reach although private.
describe('IMAGE_FETCH_ALLOW_NETWORKS', () => {
  it('is empty when unset (public addresses only), and takes addresses and CIDR ranges', () => {
    expect(loadConfig(base).imageFetch.allowNetworks).toEqual([]);
    expect(
      loadConfig({ ...base, IMAGE_FETCH_ALLOW_NETWORKS: '10.20.0.0/16, 127.0.0.1,fd00::/8' })
        .imageFetch.allowNetworks,
    ).toEqual(['10.20.0.0/16', '127.0.0.1', 'fd00::/8']);
  });

  it.each(['images.internal', '10.20.0.0/33', '300.1.1.1', '127.1', '10.0.0.0/8 *'])(
    'refuses %s with the variable named',
    (value) => {
      expect(() => loadConfig({ ...base, IMAGE_FETCH_ALLOW_NETWORKS: value })).toThrow(
        /IMAGE_FETCH_ALLOW_NETWORKS.*must list IP addresses or CIDR ranges/,
      );
    },
  );
});
