import { MAX_MINOR, MAX_PRICE } from '@shop/domain';
import { z } from 'zod';

/**
 * Building blocks shared by every schema on the wire.
 *
 * Objects are strict (`z.strictObject`): a field the contract does not name is an error, both in
 * a request the server receives and in the fixtures the contract test parses. That is what makes
 * "change a schema without the fixtures" fail instead of drifting quietly.
 */
export const obj = z.strictObject;

/**
 * The largest value of a PostgreSQL `integer` column. Ids, quantities and prices are stored in
 * such columns; a larger number would make the database fail the query, so the contract refuses it.
 */
export const DB_INT_MAX = 2_147_483_647;

/** Database ids are positive integers. */
export const id = () => z.number().int().positive().max(DB_INT_MAX, { error: 'validation.numberTooLarge' });

/**
 * Money is always an integer number of minor units (cents of the dollar the product shows).
 * Formatting happens at the edge (`formatMoney` in @shop/domain); a float never crosses the wire.
 */
export const money = () =>
  z
    .number()
    .int()
    .nonnegative()
    .max(Number.MAX_SAFE_INTEGER, { error: 'validation.amountTooLarge' })
    .meta({ description: 'Integer minor units (cents)' });

/**
 * An amount a person asks to move (deposit, withdrawal, transfer): at least one cent and at most
 * what the ledger posts in one entry, so a huge number is a field error rather than a failed posting.
 */
export const amount = () => money().min(1).max(MAX_MINOR, { error: 'validation.amountTooLarge' });

/** A ledger amount that can be negative (bill records: income positive, spending negative). */
export const signedMoney = () => z.number().int().meta({ description: 'Signed integer minor units (cents)' });

/** Instants are ISO 8601 strings with `Z` or an offset. */
export const datetime = () => z.iso.datetime({ offset: true });

/** An image address: absolute URL, site-relative path (`/api/upload/file?...`) or a data URI. */
export const imageUrl = () => z.string().min(1).max(2048);

/** Free text the user typed, trimmed by the server, bounded so one request cannot flood a row. */
export const text = (max = 255) => z.string().trim().max(max);
export const requiredText = (max = 255) => z.string().trim().min(1).max(max);

/**
 * Query-string helpers for GET requests: every value arrives as a string, so numbers and booleans
 * are coerced. Clients pass typed values (axios serialises them); the server parses with these.
 */
export const q = {
  int: () => z.coerce.number<number>().int(),
  id: () => z.coerce.number<number>().int().positive().max(DB_INT_MAX, { error: 'validation.numberTooLarge' }),
  /** A price bound (filters compare it with prices, which are `integer` columns). */
  money: () => z.coerce.number<number>().int().nonnegative().max(MAX_PRICE, { error: 'validation.amountTooLarge' }),
  bool: () => z.union([z.boolean(), z.stringbool()]),
};

/** One page request shape for every list. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;
export const pageQuery = {
  page: q.int().min(1).max(DB_INT_MAX, { error: 'validation.numberTooLarge' }).default(1),
  pageSize: q.int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

/** One page answer shape for every list: the items plus where we are and whether more exist. */
export const page = <T extends z.ZodType>(item: T) =>
  obj({
    list: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX),
    total: z.number().int().nonnegative(),
    hasMore: z.boolean(),
  });

export type Page<T> = { list: T[]; page: number; pageSize: number; total: number; hasMore: boolean };

/** The request of an endpoint that takes nothing. */
export const empty = () => obj({});

/** The data of an answer that carries nothing but success. */
export const nothing = () => z.null();

/**
 * Money-moving requests carry a client-made key; the server applies a key once, so a retried
 * request (flaky network, double tap) has exactly one effect.
 */
export const idempotencyKey = () =>
  z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .meta({ description: 'Client-generated key; a retry with the same key has one effect' });
