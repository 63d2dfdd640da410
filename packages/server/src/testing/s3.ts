import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '../features/uploads/storage';

/** s3rver's fixed credentials: every request is still signed and checked (SigV4). */
const ACCESS_KEY = 'S3RVER';

export interface LocalS3 {
  settings: S3Settings;
  /** The same settings as `S3_*` variables, for a server started as its own process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process, on a free loopback port, storing into a temporary
 * folder: @20minutes/s3rver, the maintained fork of s3rver (Node only, no Docker). The AWS SDK
 * talks to it exactly as to S3 (path-style addressing, SigV4 signatures).
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  const bucket = `shop-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    prefix: 'uploads/',
  };
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint!,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
