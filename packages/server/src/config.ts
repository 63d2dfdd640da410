import os from 'node:os';
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
import { s3SettingsFromEnv, type S3Settings } from './features/uploads/storage';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root: the data folder and the dictionaries live there. */
export const REPO_ROOT = path.resolve(here, '../../..');


const DAY = 24 * 60 * 60;

/** The defaults of every secret the server may need: fine on a laptop, refused in production. */
export const DEVELOPMENT_SECRETS = {
  SANDBOX_PROVIDER_SECRET: 'sandbox-provider-development-secret',
  PAY_PIN_KEY: 'pay-pin-key-development-only-never-in-production',
} as const;

/** A secret shorter than this is refused in production (256 bits as hex is 64 characters). */
export const MIN_SECRET_LENGTH = 32;

export interface ServerConfig {
  /** PostgreSQL connection string; when absent the server runs embedded PGlite. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL connections per process (`DATABASE_POOL_SIZE`, default 10: measured best on 2 cores,
   * see db/client.ts). With WORKERS processes the server opens up to WORKERS x this many; keep it
   * under the database's max_connections.
   */
  databasePoolSize: number;
  /** Longest a statement may run, in ms (`DATABASE_STATEMENT_TIMEOUT_MS`, default 15000; 0 = never). */
  statementTimeoutMs: number;
  /** PGlite data folder (ignored by git). */
  dataDir: string;
  /** How `sign` is computed (the contract's configuration: key, algorithm, field order). */
  sign: SignConfig;
  /** Accepted distance between a request's `timestamp` and the server clock, in seconds. */
  signWindowSeconds: number;
  /** Parse every answer with the contract's response schema (development and tests). */
  checkAnswers: boolean;
  /**
   * Everything made for development (demo data, the code outbox and its endpoint, codes in the
   * log, default secrets) exists only while this is true: `NODE_ENV` is not `production`.
   */
  development: boolean;
  /**
   * The built-in sandbox payment provider (approve/decline page and its webhook). Always on in
   * development; in production only with `SANDBOX_PAYMENTS=enabled` (a staging server), and then
   * only with a secret of its own. Without it, online payment is refused as unavailable.
   */
  sandboxPayments: boolean;
  /** A session ends after this long without a request (seconds). */
  sessionIdleSeconds: number;
  /** A session ends this long after sign-in, however busy (seconds). */
  sessionMaxSeconds: number;
  /**
   * Take the client address from the last `X-Forwarded-For` hop (behind a reverse proxy that sets
   * it). Off by default: a client could otherwise claim any address and escape its attempt limit.
   */
  trustProxy: boolean;
  /** Password and PIN hashes computed at once; more wait in a short queue (see features/account/hashing.ts). */
  hashConcurrency: number;
  /** Hash requests that may wait; one more is refused at once with 429 and a retry-after. */
  hashQueueLimit: number;
  /**
   * Chat messages one user may send per 10 s window (`CHAT_SEND_LIMIT`, default 20: a fast typist
   * stays under it, a script flooding a conversation does not). Only the chat bench raises it.
   */
  chatSendLimit: number;
  /**
   * Images one user may upload per minute (`UPLOAD_RATE_PER_MINUTE`, default 20), counted in
   * PostgreSQL so it holds across processes; past it an upload is refused with 429 and the
   * seconds until the minute ends (features/uploads/routes.ts).
   */
  uploadRatePerMinute: number;
  /**
   * Images this process decodes at once (`UPLOAD_DECODE_CONCURRENCY`, default 2): each costs up
   * to ~80 MB while it is worked on, a large one that cannot be streamed ~310 MB and runs alone
   * (features/uploads/decodeGate.ts). Up to `UPLOAD_DECODE_QUEUE` (default 64) more wait at most 20 s;
   * past that they are refused with 429.
   */
  uploadDecodeConcurrency: number;
  uploadDecodeQueue: number;
  /** Public origin used in links the server hands out (sandbox pay page, notify URL). */
  publicOrigin: string;
  /**
   * Keys payment passwords are stored under (features/account/pins.ts): `PAY_PIN_KEY` first (new PINs),
   * then `PAY_PIN_KEY_PREVIOUS` (comma-separated, verify only). Empty in a production start that
   * sets none: new PINs then fall back to scrypt. Development uses a published default.
   */
  payPinKeys: string[];
  /** Key the sandbox payment provider signs its notifications with. */
  sandboxProviderSecret: string;
  /** Production: the mail/SMS gateway verification codes are POSTed to (features/account/outbox.ts). */
  messageWebhookUrl: string | undefined;
  messageWebhookToken: string | undefined;
  /** Where uploads are stored (outside any public folder) when no object store is configured. */
  uploadDir: string;
  /**
   * An S3-compatible object store for uploads (`S3_BUCKET` and the other `S3_*` variables, see
   * features/uploads/storage.ts and docs/DEPLOY.md); every server process then reads the same files.
   */
  s3: S3Settings | undefined;
  /** Largest request body in bytes (`MAX_BODY_BYTES`, default 1 MiB); uploads have their own limit. */
  maxBodyBytes: number;
  /** Largest deposit one request may declare, in cents (`DEPOSIT_MAX_CENTS`, default $1,000,000.00). */
  depositMaxCents: number;
  /** Largest withdrawal one request may ask for, in cents (`WITHDRAWAL_MAX_CENTS`, default $1,000,000.00). */
  withdrawalMaxCents: number;
  /**
   * Deposits and withdrawals above this many cents need the approvals of two different staff
   * members (`FOUR_EYES_ABOVE_CENTS`, default $10,000.00); at or below it one approval decides.
   */
  fourEyesAboveCents: number;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const production = env.NODE_ENV === 'production';
  if (env.PAY_PIN_KEY_PREVIOUS && !env.PAY_PIN_KEY) throw new Error('PAY_PIN_KEY_PREVIOUS needs PAY_PIN_KEY (the key new payment passwords are stored under)');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: positiveNumber(env, 'DATABASE_POOL_SIZE', 10),
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS === '0' ? 0 : positiveNumber(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 15_000),
    dataDir: env.DATA_DIR ?? path.join(REPO_ROOT, '.data', 'pglite'),
    sign: {
      ...DEFAULT_SIGN_CONFIG,
      key: env.API_SIGN_KEY ?? DEFAULT_SIGN_CONFIG.key,
      algorithm: parseAlgorithm(env.API_SIGN_ALGORITHM),
    },
    signWindowSeconds: Number(env.API_SIGN_WINDOW_SECONDS ?? TIMESTAMP_SKEW_SECONDS),
    development: !production,
    checkAnswers: !production,
    sandboxPayments: !production || env.SANDBOX_PAYMENTS === 'enabled',
    sessionIdleSeconds: positiveNumber(env, 'SESSION_IDLE_SECONDS', 7 * DAY),
    sessionMaxSeconds: positiveNumber(env, 'SESSION_MAX_SECONDS', 30 * DAY),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    // One core stays free for the event loop (and, on a small machine, the database): password
    // hashes then slow sign-ins under a storm, never every other request.
    hashConcurrency: positiveNumber(env, 'HASH_CONCURRENCY', Math.max(1, os.availableParallelism() - 1)),
    hashQueueLimit: positiveNumber(env, 'HASH_QUEUE_LIMIT', 16),
    chatSendLimit: positiveNumber(env, 'CHAT_SEND_LIMIT', 20),
    uploadRatePerMinute: positiveNumber(env, 'UPLOAD_RATE_PER_MINUTE', 20),
    uploadDecodeConcurrency: positiveNumber(env, 'UPLOAD_DECODE_CONCURRENCY', 2),
    uploadDecodeQueue: positiveNumber(env, 'UPLOAD_DECODE_QUEUE', 64),
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://${host}:${port}`,
    sandboxProviderSecret: env.SANDBOX_PROVIDER_SECRET ?? DEVELOPMENT_SECRETS.SANDBOX_PROVIDER_SECRET,
    payPinKeys: [
      env.PAY_PIN_KEY || (production ? '' : DEVELOPMENT_SECRETS.PAY_PIN_KEY),
      ...(env.PAY_PIN_KEY_PREVIOUS ?? '').split(','),
    ]
      .map((key) => key.trim())
      .filter((key, index, all) => key !== '' && all.indexOf(key) === index),
    messageWebhookUrl: env.MESSAGE_WEBHOOK_URL || undefined,
    messageWebhookToken: env.MESSAGE_WEBHOOK_TOKEN || undefined,
    uploadDir: env.UPLOAD_DIR ?? path.join(REPO_ROOT, '.data', 'uploads'),
    s3: s3SettingsFromEnv(env),
    maxBodyBytes: parseByteCount('MAX_BODY_BYTES', env.MAX_BODY_BYTES, 1024 * 1024),
    depositMaxCents: parseCents('DEPOSIT_MAX_CENTS', env.DEPOSIT_MAX_CENTS, LIMITS.depositMax),
    withdrawalMaxCents: parseCents('WITHDRAWAL_MAX_CENTS', env.WITHDRAWAL_MAX_CENTS, LIMITS.withdrawalMax),
    fourEyesAboveCents: parseCents('FOUR_EYES_ABOVE_CENTS', env.FOUR_EYES_ABOVE_CENTS, 10_000_00),
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

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
}

/**
 * What stops a production start: every secret the configured features need must be set, not
 * left at its development default, and long enough to resist guessing. Returns the problems, one
 * line each naming the variable; an empty list means the configuration may serve real money.
 */
export function productionProblems(config: ServerConfig): string[] {
  if (config.development) return [];
  const problems: string[] = [];
  if (config.sandboxPayments) {
    const secret = config.sandboxProviderSecret;
    if (secret === DEVELOPMENT_SECRETS.SANDBOX_PROVIDER_SECRET) {
      problems.push('SANDBOX_PROVIDER_SECRET still has its development default (SANDBOX_PAYMENTS=enabled needs a secret of its own)');
    } else if (secret.length < MIN_SECRET_LENGTH) {
      problems.push(`SANDBOX_PROVIDER_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`);
    }
  }
  for (const key of config.payPinKeys) {
    if (key === DEVELOPMENT_SECRETS.PAY_PIN_KEY) problems.push('PAY_PIN_KEY (or a previous one) is the published development key');
    else if (key.length < MIN_SECRET_LENGTH) problems.push(`PAY_PIN_KEY and PAY_PIN_KEY_PREVIOUS keys must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (!config.messageWebhookUrl) {
    problems.push('MESSAGE_WEBHOOK_URL is not set: sign-up and password reset codes could not be delivered');
  } else if (!/^https?:\/\//.test(config.messageWebhookUrl)) {
    problems.push('MESSAGE_WEBHOOK_URL must be an http(s) address');
  }
  if (config.sessionMaxSeconds < config.sessionIdleSeconds) {
    problems.push('SESSION_MAX_SECONDS is shorter than SESSION_IDLE_SECONDS');
  }
  return problems;
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
