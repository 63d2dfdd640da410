import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_SIGN_CONFIG,
  SIGN_ALGORITHMS,
  TIMESTAMP_SKEW_SECONDS,
  type SignAlgorithm,
  type SignConfig,
} from '@shop/api/contract';
import { LIMITS, MAX_MINOR } from '@shop/domain';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root: the data folder and the dictionaries live there. */
export const REPO_ROOT = path.resolve(here, '../../..');


export interface ServerConfig {
  /** PostgreSQL connection string; when absent the server runs embedded PGlite. */
  databaseUrl: string | undefined;
  /** PGlite data folder (ignored by git). */
  dataDir: string;
  /** How `sign` is computed (the contract's configuration: key, algorithm, field order). */
  sign: SignConfig;
  /** Accepted distance between a request's `timestamp` and the server clock, in seconds. */
  signWindowSeconds: number;
  /** Parse every answer with the contract's response schema (development and tests). */
  checkAnswers: boolean;
  /** Development mode exposes the code outbox endpoint and the sandbox payment page. */
  development: boolean;
  /** Public origin used in links the server hands out (sandbox pay page, notify URL). */
  publicOrigin: string;
  /** Key the sandbox payment provider signs its notifications with. */
  sandboxProviderSecret: string;
  /** Where uploads are stored (outside any public folder). */
  uploadDir: string;
  /** Largest request body in bytes (`MAX_BODY_BYTES`, default 1 MiB); uploads have their own limit. */
  maxBodyBytes: number;
  /** Largest deposit one request may declare, in cents (`DEPOSIT_MAX_CENTS`, default $1,000,000.00). */
  depositMaxCents: number;
  /** Largest withdrawal one request may ask for, in cents (`WITHDRAWAL_MAX_CENTS`, default $1,000,000.00). */
  withdrawalMaxCents: number;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(REPO_ROOT, '.data', 'pglite'),
    sign: {
      ...DEFAULT_SIGN_CONFIG,
      key: env.API_SIGN_KEY ?? DEFAULT_SIGN_CONFIG.key,
      algorithm: parseAlgorithm(env.API_SIGN_ALGORITHM),
    },
    signWindowSeconds: Number(env.API_SIGN_WINDOW_SECONDS ?? TIMESTAMP_SKEW_SECONDS),
    development: env.NODE_ENV !== 'production',
    checkAnswers: env.NODE_ENV !== 'production',
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://${host}:${port}`,
    sandboxProviderSecret: env.SANDBOX_PROVIDER_SECRET ?? 'sandbox-provider-development-secret',
    uploadDir: env.UPLOAD_DIR ?? path.join(REPO_ROOT, '.data', 'uploads'),
    maxBodyBytes: parseByteCount('MAX_BODY_BYTES', env.MAX_BODY_BYTES, 1024 * 1024),
    depositMaxCents: parseCents('DEPOSIT_MAX_CENTS', env.DEPOSIT_MAX_CENTS, LIMITS.depositMax),
    withdrawalMaxCents: parseCents('WITHDRAWAL_MAX_CENTS', env.WITHDRAWAL_MAX_CENTS, LIMITS.withdrawalMax),
  };
}

// The contract already refuses amounts above MAX_MINOR (what the ledger posts in one entry), so a
// larger bound would never be reached; saying so at start beats a limit that silently is not one.
function parseCents(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const cents = Number(value);
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > MAX_MINOR) {
    throw new Error(`${name} must be a whole number of cents from 1 to ${MAX_MINOR} (got "${value}")`);
  }
  return cents;
}

function parseAlgorithm(value: string | undefined): SignAlgorithm {
  if (!value) return DEFAULT_SIGN_CONFIG.algorithm;
  if ((SIGN_ALGORITHMS as readonly string[]).includes(value)) return value as SignAlgorithm;
  throw new Error(`API_SIGN_ALGORITHM must be one of ${SIGN_ALGORITHMS.join(', ')}`);
}

// A value that is not a whole number would compare false against every body size: no limit at all.
function parseByteCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const bytes = Number(value);
  if (!Number.isSafeInteger(bytes) || bytes <= 0) throw new Error(`${name} must be a whole number of bytes (got "${value}")`);
  return bytes;
}
