// The media storage's default (files under DATA_DIR/media) and the S3 settings' rules.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createMediaStorage } from './media-storage.ts';

const folder = mkdtempSync(join(tmpdir(), 'solestock-media-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const key = '0123456789abcdef0123456789abcdef';

describe('media storage', () => {
  it('keeps files under DATA_DIR/media, whole, and answers undefined for a missing one', async () => {
    const storage = createMediaStorage({ mediaDir: join(folder, 'media'), s3: undefined });
    expect(storage.kind).toBe('disk');
    await storage.put(`${key}/640.webp`, Buffer.from('webp bytes'), 'image/webp');
    expect(readFileSync(join(folder, 'media', key, '640.webp'), 'utf8')).toBe('webp bytes');
    // Written aside and renamed: no part file is left behind.
    expect(readdirSync(join(folder, 'media', key))).toEqual(['640.webp']);
    expect((await storage.get(`${key}/640.webp`))?.toString()).toBe('webp bytes');
    expect(await storage.get(`${key}/320.webp`)).toBeUndefined();
  });

  it('refuses keys that are not a hash and a known name (never a path out of the folder)', async () => {
    const storage = createMediaStorage({ mediaDir: join(folder, 'media'), s3: undefined });
    for (const bad of ['../../etc/passwd', `${key}/../x.webp`, 'x/640.webp', `${key}/640`]) {
      await expect(storage.get(bad), bad).rejects.toThrow(/Not a media key/);
    }
  });
});

describe('S3 settings', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: 'memory://', PUBLIC_URL: 'http://localhost:3000' };

  it('keeps files under DATA_DIR/media unless MEDIA_DIR names a folder', () => {
    expect(loadConfig({ ...base, DATA_DIR: folder }).mediaDir).toBe(join(folder, 'media'));
    expect(loadConfig({ ...base, DATA_DIR: folder, MEDIA_DIR: '/srv/media' }).mediaDir).toBe(
      '/srv/media',
    );
    expect(loadConfig(base).mediaDir).toBe('memory://');
  });

  it('is off unless S3_BUCKET is set, and reads the rest with it', () => {
    expect(loadConfig(base).s3).toBeUndefined();
    expect(
      loadConfig({
        ...base,
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: '1',
      }).s3,
    ).toEqual({
      bucket: 'media',
      endpoint: 'http://127.0.0.1:4569',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('refuses settings without a bucket, half a key pair, or a bad endpoint', () => {
    for (const [env, name] of [
      [{ S3_ENDPOINT: 'http://127.0.0.1:4569' }, 'S3_BUCKET'],
      [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY'],
      [{ S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://x' }, 'S3_ENDPOINT'],
      [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    ] as const) {
      expect(() => loadConfig({ ...base, ...env }), name).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, ...env }), name).toThrow(name);
    }
  });
});
