// Where uploaded images' files live (decision 105): MEDIA_DIR (DATA_DIR/media by default), an
// S3-compatible bucket when S3_* is set, memory for tests (DATA_DIR=memory://). Keys are
// content-addressed ("{sha}/640.webp"), so a stored file is never rewritten with other bytes.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';

export interface MediaStorage {
  readonly kind: 'memory' | 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when there is none under `key`. */
  get(key: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

const KEY = /^[0-9a-f]{32}\/[a-z0-9]{1,12}\.[a-z]{3,4}$/;
function checkKey(key: string): void {
  // Keys are built by the upload code from a hash and a known name; anything else is a bug, and
  // never a path that could leave the media folder.
  if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
}

export function memoryMediaStorage(): MediaStorage {
  const files = new Map<string, Buffer>();
  return {
    kind: 'memory',
    async put(key, body) {
      checkKey(key);
      files.set(key, body);
    },
    async get(key) {
      checkKey(key);
      return files.get(key);
    },
    async close() {},
  };
}

export function diskMediaStorage(folder: string): MediaStorage {
  return {
    kind: 'disk',
    async put(key, body) {
      checkKey(key);
      const file = join(folder, key);
      await mkdir(dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key) {
      checkKey(key);
      try {
        return await readFile(join(folder, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async close() {},
  };
}

export function s3MediaStorage(s3: NonNullable<Config['s3']>): MediaStorage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
  });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      checkKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      checkKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
          return undefined;
        throw error;
      }
    },
    async close() {
      client.destroy();
    },
  };
}

export function createMediaStorage(config: Pick<Config, 's3' | 'mediaDir'>): MediaStorage {
  if (config.s3) return s3MediaStorage(config.s3);
  if (config.mediaDir.startsWith('memory://')) return memoryMediaStorage();
  return diskMediaStorage(config.mediaDir);
}
