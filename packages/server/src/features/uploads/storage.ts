import fs from 'node:fs/promises';
import path from 'node:path';
import type * as S3Sdk from '@aws-sdk/client-s3';

/**
 * Where upload bytes live. The database keeps who owns a file and whether it is private; a
 * storage only keeps bytes under a name. Every read goes through the server (features/uploads/routes.ts),
 * which checks the reader for private files (identity photos, payment proofs) and sends public
 * images with a year-long immutable Cache-Control, so a CDN or the proxy's cache can keep them.
 * Nothing in a bucket is ever public by itself.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores bytes under a new name; never overwrites. */
  put(name: string, bytes: Uint8Array, meta: { mime: string; private: boolean }): Promise<void>;
  /** The bytes, or null when nothing is stored under that name. */
  get(name: string, meta: { private: boolean }): Promise<Uint8Array | null>;
  remove(name: string, meta: { private: boolean }): Promise<void>;
}

/** An S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Ceph…), from `S3_*` variables. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** For a store other than AWS: its URL (`S3_ENDPOINT`). */
  endpoint: string | undefined;
  /** Bucket in the path rather than the host name (`S3_FORCE_PATH_STYLE`, MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Both or neither; without them the AWS SDK's default chain (instance role, AWS_* variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Key prefix inside the bucket (`S3_PREFIX`, default `uploads/`). */
  prefix: string;
}

/** The folder the embedded start uses (`UPLOAD_DIR`): mode 0700, files 0600, names never reused. */
export function localStorage(dir: string): FileStorage {
  return {
    kind: 'local',
    async put(name, bytes) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      // 'wx': never overwrite (a collision of 128 random bits would be a bug, not a replace).
      await fs.writeFile(path.join(dir, safeName(name)), bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(name) {
      try {
        return await fs.readFile(path.join(dir, safeName(name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await fs.rm(path.join(dir, safeName(name)), { force: true });
    },
  };
}

/**
 * Objects under `<prefix>private/` and `<prefix>public/`, so a bucket policy or lifecycle rule can
 * tell them apart; both are private objects (no ACL), read by the server with its credentials.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  // Loaded on first use: the embedded start never pays for the AWS SDK.
  let loading: Promise<{ client: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  const connect = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        forcePathStyle: settings.forcePathStyle,
        ...(settings.accessKeyId && settings.secretAccessKey
          ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
          : {}),
        // Checksums only where S3 requires them: several S3-compatible stores reject the newer
        // default (CRC32 trailers on every upload).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const key = (name: string, isPrivate: boolean) => `${settings.prefix}${isPrivate ? 'private' : 'public'}/${safeName(name)}`;
  return {
    kind: 's3',
    async put(name, bytes, meta) {
      const { client, sdk } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: settings.bucket,
          Key: key(name, meta.private),
          Body: bytes,
          ContentType: meta.mime,
          CacheControl: meta.private ? 'private, no-store' : 'public, max-age=31536000, immutable',
          // Refused if the key exists (S3 and most compatible stores); names are random anyway.
          IfNoneMatch: '*',
        }),
      );
    },
    async get(name, meta) {
      const { client, sdk } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: settings.bucket, Key: key(name, meta.private) }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        const { name: errorName, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (errorName === 'NoSuchKey' || $metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async remove(name, meta) {
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: settings.bucket, Key: key(name, meta.private) }));
    },
  };
}

/** Upload names are ours (random hex and an extension); anything else is a bug, not a path. */
function safeName(name: string): string {
  if (!/^[A-Za-z0-9_-]{1,128}\.[a-z]{2,5}$/.test(name)) throw new Error(`not an upload file name: ${name}`);
  return name;
}

const made = new WeakMap<object, FileStorage>();

/** The storage a configuration names: S3 when `s3` is set, else the local folder. One per config. */
export function storageFor(config: { uploadDir: string; s3: S3Settings | undefined }): FileStorage {
  let storage = made.get(config);
  if (!storage) {
    storage = config.s3 ? s3Storage(config.s3) : localStorage(config.uploadDir);
    made.set(config, storage);
  }
  return storage;
}

/** `S3_BUCKET` turns the object store on; the other `S3_*` variables describe it. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  const prefix = env.S3_PREFIX ?? 'uploads/';
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    accessKeyId,
    secretAccessKey,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  };
}
