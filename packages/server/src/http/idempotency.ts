import { createHash } from 'node:crypto';
import { ApiError } from './errors';

/**
 * Idempotency keys bind their request. Every endpoint that takes a client's `idempotencyKey`
 * stores, next to the key, a fingerprint of what was asked: the operation's name and the fields
 * that define it (never the key itself, never a secret such as the payment password), as
 * canonical JSON (object keys sorted, undefined left out) hashed with SHA-256. A replay with the
 * same key gets the first answer only when its fingerprint is the same; otherwise it is refused
 * with `idempotencyKeyReused` (422) and nothing happens, so a key cannot carry one request's
 * result over to another ("pay order 16" answered with order 14's payment, order 16 unpaid).
 *
 * Rows written before fingerprints existed (migration 110) hold none: a null fingerprint matches
 * any replay, as before. Their request is unknown, and refusing would break an honest retry that
 * spans the upgrade; those keys are older than the upgrade and are not reused by the app.
 */
export function requestFingerprint(operation: string, fields: Record<string, unknown>): string {
  return createHash('sha256').update(canonicalJson({ operation, fields })).digest('hex');
}

/** JSON with object keys in sorted order at every depth, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const inner = (value as Record<string, unknown>)[key];
      if (inner !== undefined) sorted[key] = sortKeys(inner);
    }
    return sorted;
  }
  return value;
}

/** Whether a stored fingerprint (null: written before fingerprints) allows a replay of `fingerprint`. */
export const sameRequest = (stored: string | null | undefined, fingerprint: string) =>
  stored == null || stored === fingerprint;

/** Throws `idempotencyKeyReused` when the key's first request was a different one. */
export function assertSameRequest(stored: string | null | undefined, fingerprint: string): void {
  if (!sameRequest(stored, fingerprint)) throw new ApiError('idempotencyKeyReused');
}

/** A set of ids as the server treats it: each once, in order (so [16, 14] asks what [14, 16] asks). */
export const idSet = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

