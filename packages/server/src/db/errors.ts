/** What PostgreSQL (through node-postgres or PGlite, often wrapped by Drizzle) says about a failed write. */
interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  message?: string;
  cause?: PgError;
}

const pgError = (error: unknown): PgError => {
  const e = (error ?? {}) as PgError;
  return e.cause?.code ? e.cause : e;
};

/** A unique index refused the write (PostgreSQL 23505). */
export const isUniqueViolation = (error: unknown) => String(pgError(error).code) === '23505';

/** The index that refused it, by name (`users_email_key`); empty when the driver does not say. */
export const uniqueConstraint = (error: unknown) => pgError(error).constraint ?? '';
